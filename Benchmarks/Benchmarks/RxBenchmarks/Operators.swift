import Benchmark
import OpenCombine
import RxSwift

/// (a) `range → map → filter → reduce` over 1M integers, (h) `range → map → distinctUntilChanged → scan`
/// over 1M integers where `map` produces every value twice, (d) `range → flatMap { just }` over 100k integers.
///
/// OpenCombine's `Publishers.Sequence` has eager overloads of `map`, `filter`, `reduce`, `scan` and
/// `removeDuplicates` that build arrays instead of streaming; the OpenCombine rows start from an explicit
/// `Publishers.Map` so that every element flows through the operator subscriptions, like in RxSwift.
func registerOperatorBenchmarks() {
    let count = Workloads.operatorChainCount

    workload("a RxSwift range.map.filter.reduce 1M") { benchmark in
        var result = 0
        _ = Observable.range(start: 0, count: count)
            .map { $0 * 2 }
            .filter { $0 % 3 == 0 }
            .reduce(0, accumulator: +)
            .subscribe(onNext: { result = $0 })
        blackHole(result)
    }

    workload("a OpenCombine range.map.filter.reduce 1M") { benchmark in
        var result = 0
        _ = Publishers.Map(upstream: (0..<count).publisher) { $0 * 2 }
            .filter { $0 % 3 == 0 }
            .reduce(0, +)
            .sink { result = $0 }
        blackHole(result)
    }

    workload("a loop range.map.filter.reduce 1M") { benchmark in
        var result = 0
        let handler = Handlers<Int>()
        handler.append { value in
            let mapped = value * 2
            if mapped % 3 == 0 {
                result += mapped
            }
        }
        for i in 0..<count {
            handler.send(i)
        }
        blackHole(result)
    }

    let distinctCount = Workloads.distinctScanCount

    workload("h RxSwift range.map.distinctUntilChanged.scan 1M") { benchmark in
        var last = 0
        _ = Observable.range(start: 0, count: distinctCount)
            .map { $0 / 2 }
            .distinctUntilChanged()
            .scan(0, accumulator: +)
            .subscribe(onNext: { last = $0 })
        blackHole(last)
    }

    workload("h OpenCombine range.map.removeDuplicates.scan 1M") { benchmark in
        var last = 0
        _ = Publishers.Map(upstream: (0..<distinctCount).publisher) { $0 / 2 }
            .removeDuplicates()
            .scan(0, +)
            .sink { last = $0 }
        blackHole(last)
    }

    workload("h loop range.map.distinctUntilChanged.scan 1M") { benchmark in
        var last = 0
        var previous: Int?
        var accumulated = 0
        let handler = Handlers<Int>()
        handler.append { value in
            let mapped = value / 2
            if mapped != previous {
                previous = mapped
                accumulated += mapped
                last = accumulated
            }
        }
        for i in 0..<distinctCount {
            handler.send(i)
        }
        blackHole(last)
    }

    let flatMapCount = Workloads.flatMapCount

    workload("d RxSwift range.flatMap(just) 100k") { benchmark in
        var sum = 0
        _ = Observable.range(start: 0, count: flatMapCount)
            .flatMap { Observable.just($0) }
            .subscribe(onNext: { sum &+= $0 })
        blackHole(sum)
    }

    workload("d OpenCombine range.flatMap(Just) 100k") { benchmark in
        var sum = 0
        _ = (0..<flatMapCount).publisher
            .flatMap { Just($0) }
            .sink { sum &+= $0 }
        blackHole(sum)
    }

    workload("d loop range.flatMap(just) 100k") { benchmark in
        var sum = 0
        let handler = Handlers<Int>()
        handler.append { sum &+= $0 }
        for i in 0..<flatMapCount {
            deliverOnce(i) { handler.send($0) }
        }
        blackHole(sum)
    }
}
