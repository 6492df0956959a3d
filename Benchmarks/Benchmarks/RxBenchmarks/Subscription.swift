import Benchmark
import OpenCombine
import RxSwift

/// (g) subscribe + dispose on a subject, (g2) `just(i)` subscribed once per element.
func registerSubscriptionBenchmarks() {
    let count = Workloads.subscribeDisposeCount

    workload("g RxSwift subscribe+dispose 1M") { benchmark in
        let subject = PublishSubject<Int>()
        var sum = 0
        benchmark.startMeasurement()
        for _ in 0..<count {
            subject.subscribe(onNext: { sum &+= $0 }).dispose()
        }
        benchmark.stopMeasurement()
        subject.onNext(1)
        blackHole(sum)
    }

    workload("g OpenCombine subscribe+dispose 1M") { benchmark in
        let subject = PassthroughSubject<Int, Never>()
        var sum = 0
        benchmark.startMeasurement()
        for _ in 0..<count {
            subject.sink { sum &+= $0 }.cancel()
        }
        benchmark.stopMeasurement()
        subject.send(1)
        blackHole(sum)
    }

    workload("g loop subscribe+dispose 1M") { benchmark in
        let handlers = Handlers<Int>()
        var sum = 0
        benchmark.startMeasurement()
        for _ in 0..<count {
            handlers.append { sum &+= $0 }
            handlers.removeLast()
        }
        benchmark.stopMeasurement()
        handlers.send(1)
        blackHole(sum)
    }

    let justCount = Workloads.justCount

    workload("g2 RxSwift just.subscribe 1M") { benchmark in
        var sum = 0
        for i in 0..<justCount {
            _ = Observable.just(i).subscribe(onNext: { sum &+= $0 })
        }
        blackHole(sum)
    }

    workload("g2 OpenCombine just.sink 1M") { benchmark in
        var sum = 0
        for i in 0..<justCount {
            _ = Just(i).sink { sum &+= $0 }
        }
        blackHole(sum)
    }

    workload("g2 loop just.subscribe 1M") { benchmark in
        var sum = 0
        for i in 0..<justCount {
            deliverOnce(i) { sum &+= $0 }
        }
        blackHole(sum)
    }
}

/// The baseline for `just`: hand one value to a closure that is not inlined into the caller.
@inline(never)
func deliverOnce(_ value: Int, to handler: (Int) -> Void) {
    handler(value)
}
