import Benchmark
import OpenCombine
import RxSwift

/// The combining operators the seed apps use: (f2) `combineLatest` with a result selector, (f8) the same
/// with 8 sources, (z) `zip` of 2, (w) `withLatestFrom`, (n) the running indicator
/// `merge(started.map { true }, finished.map { false }).startWith(false)`.
///
/// OpenCombine 0.14.0 has no `CombineLatest`, `WithLatestFrom` or `Merge`: (f2), (f8) and (w) compare with a
/// hand-written loop only, and (n) uses `flatMap` over the two subjects, as (e) does.
func registerSeedCombiningBenchmarks() {
    let updates = Workloads.combineLatestUpdates

    workload("f2 RxSwift combineLatest selector 2 subjects 500k") { benchmark in
        let first = PublishSubject<Int>()
        let second = PublishSubject<Int>()
        var sum = 0
        let subscription = Observable.combineLatest(first, second) { $0 &+ $1 }
            .subscribe(onNext: { sum &+= $0 })
        benchmark.startMeasurement()
        for i in 0..<updates {
            if i % 2 == 0 {
                first.onNext(i)
            } else {
                second.onNext(i)
            }
        }
        benchmark.stopMeasurement()
        subscription.dispose()
        blackHole(sum)
    }

    workload("f2 loop combineLatest selector 2 subjects 500k") { benchmark in
        var sum = 0
        var latestFirst: Int?
        var latestSecond: Int?
        let output = Handlers<Int>()
        output.append { sum &+= $0 }
        let first = Handlers<Int>()
        first.append { value in
            latestFirst = value
            if let other = latestSecond {
                output.send(value &+ other)
            }
        }
        let second = Handlers<Int>()
        second.append { value in
            latestSecond = value
            if let other = latestFirst {
                output.send(other &+ value)
            }
        }
        benchmark.startMeasurement()
        for i in 0..<updates {
            if i % 2 == 0 {
                first.send(i)
            } else {
                second.send(i)
            }
        }
        benchmark.stopMeasurement()
        blackHole(sum)
    }

    workload("f8 RxSwift combineLatest selector 8 subjects 500k") { benchmark in
        let s = (0..<8).map { _ in PublishSubject<Int>() }
        var sum = 0
        let subscription = Observable.combineLatest(s[0], s[1], s[2], s[3], s[4], s[5], s[6], s[7]) {
            $0 &+ $1 &+ $2 &+ $3 &+ $4 &+ $5 &+ $6 &+ $7
        }
        .subscribe(onNext: { sum &+= $0 })
        benchmark.startMeasurement()
        for i in 0..<updates {
            s[i % 8].onNext(i)
        }
        benchmark.stopMeasurement()
        subscription.dispose()
        blackHole(sum)
    }

    workload("f8 loop combineLatest selector 8 subjects 500k") { benchmark in
        var sum = 0
        let latest = LatestValues(count: 8)
        let output = Handlers<Int>()
        output.append { sum &+= $0 }
        let sources = (0..<8).map { index in
            let source = Handlers<Int>()
            source.append { value in
                if latest.update(index, value) { output.send(latest.values.reduce(0, &+)) }
            }
            return source
        }
        benchmark.startMeasurement()
        for i in 0..<updates {
            sources[i % 8].send(i)
        }
        benchmark.stopMeasurement()
        blackHole(sum)
    }

    workload("z RxSwift zip 2 subjects 500k") { benchmark in
        let first = PublishSubject<Int>()
        let second = PublishSubject<Int>()
        var sum = 0
        let subscription = Observable.zip(first, second) { $0 &+ $1 }
            .subscribe(onNext: { sum &+= $0 })
        benchmark.startMeasurement()
        for i in 0..<updates {
            if i % 2 == 0 {
                first.onNext(i)
            } else {
                second.onNext(i)
            }
        }
        benchmark.stopMeasurement()
        subscription.dispose()
        blackHole(sum)
    }

    workload("z OpenCombine zip 2 subjects 500k") { benchmark in
        let first = PassthroughSubject<Int, Never>()
        let second = PassthroughSubject<Int, Never>()
        var sum = 0
        let cancellable = first.zip(second).map { $0 &+ $1 }.sink { sum &+= $0 }
        benchmark.startMeasurement()
        for i in 0..<updates {
            if i % 2 == 0 {
                first.send(i)
            } else {
                second.send(i)
            }
        }
        benchmark.stopMeasurement()
        cancellable.cancel()
        blackHole(sum)
    }

    workload("z loop zip 2 subjects 500k") { benchmark in
        var sum = 0
        var firsts: [Int] = []
        var seconds: [Int] = []
        var firstHead = 0
        var secondHead = 0
        let output = Handlers<Int>()
        output.append { sum &+= $0 }
        func pair() {
            guard firstHead < firsts.count, secondHead < seconds.count else { return }
            output.send(firsts[firstHead] &+ seconds[secondHead])
            firstHead += 1
            secondHead += 1
            if firstHead == firsts.count, secondHead == seconds.count {
                firsts.removeAll(keepingCapacity: true)
                seconds.removeAll(keepingCapacity: true)
                firstHead = 0
                secondHead = 0
            }
        }
        let first = Handlers<Int>()
        first.append {
            firsts.append($0)
            pair()
        }
        let second = Handlers<Int>()
        second.append {
            seconds.append($0)
            pair()
        }
        benchmark.startMeasurement()
        for i in 0..<updates {
            if i % 2 == 0 {
                first.send(i)
            } else {
                second.send(i)
            }
        }
        benchmark.stopMeasurement()
        blackHole(sum)
    }

    let samples = Workloads.withLatestFromEvents

    workload("w RxSwift withLatestFrom 1M") { benchmark in
        let trigger = PublishSubject<Int>()
        let state = PublishSubject<Int>()
        var sum = 0
        let subscription = trigger.withLatestFrom(state) { $0 &+ $1 }.subscribe(onNext: { sum &+= $0 })
        state.onNext(1)
        benchmark.startMeasurement()
        for i in 0..<samples {
            trigger.onNext(i)
        }
        benchmark.stopMeasurement()
        subscription.dispose()
        blackHole(sum)
    }

    workload("w loop withLatestFrom 1M") { benchmark in
        var sum = 0
        var latest: Int?
        let output = Handlers<Int>()
        output.append { sum &+= $0 }
        let trigger = Handlers<Int>()
        trigger.append { value in
            if let latest { output.send(value &+ latest) }
        }
        let state = Handlers<Int>()
        state.append { latest = $0 }
        state.send(1)
        benchmark.startMeasurement()
        for i in 0..<samples {
            trigger.send(i)
        }
        benchmark.stopMeasurement()
        blackHole(sum)
    }

    let indicatorEvents = Workloads.runningIndicatorEvents

    workload("n RxSwift merge+startWith running indicator 1M") { benchmark in
        let started = PublishSubject<Int>()
        let finished = PublishSubject<Int>()
        var running = 0
        let subscription = Observable.merge(started.map { _ in true }, finished.map { _ in false })
            .startWith(false)
            .subscribe(onNext: { running &+= $0 ? 1 : 0 })
        benchmark.startMeasurement()
        for i in 0..<indicatorEvents {
            if i % 2 == 0 {
                started.onNext(i)
            } else {
                finished.onNext(i)
            }
        }
        benchmark.stopMeasurement()
        subscription.dispose()
        blackHole(running)
    }

    workload("n OpenCombine flatMap+prepend running indicator 1M") { benchmark in
        let started = PassthroughSubject<Int, Never>()
        let finished = PassthroughSubject<Int, Never>()
        var running = 0
        let cancellable = [
            started.map { _ in true }.eraseToAnyPublisher(), finished.map { _ in false }.eraseToAnyPublisher(),
        ]
        .publisher
        .flatMap { $0 }
        .prepend(false)
        .sink { running &+= $0 ? 1 : 0 }
        benchmark.startMeasurement()
        for i in 0..<indicatorEvents {
            if i % 2 == 0 {
                started.send(i)
            } else {
                finished.send(i)
            }
        }
        benchmark.stopMeasurement()
        cancellable.cancel()
        blackHole(running)
    }

    workload("n loop merge+startWith running indicator 1M") { benchmark in
        var running = 0
        let output = Handlers<Bool>()
        output.append { running &+= $0 ? 1 : 0 }
        let started = Handlers<Int>()
        started.append { _ in output.send(true) }
        let finished = Handlers<Int>()
        finished.append { _ in output.send(false) }
        output.send(false)
        benchmark.startMeasurement()
        for i in 0..<indicatorEvents {
            if i % 2 == 0 {
                started.send(i)
            } else {
                finished.send(i)
            }
        }
        benchmark.stopMeasurement()
        blackHole(running)
    }
}

/// The latest value of each of `count` sources, for the hand-written `combineLatest` loops.
final class LatestValues {
    private(set) var values: [Int]
    private var missing: Int
    private var seen: [Bool]

    init(count: Int) {
        values = Array(repeating: 0, count: count)
        seen = Array(repeating: false, count: count)
        missing = count
    }

    /// Stores `value` for source `index`; returns `true` when every source has a value.
    func update(_ index: Int, _ value: Int) -> Bool {
        values[index] = value
        if !seen[index] {
            seen[index] = true
            missing -= 1
        }
        return missing == 0
    }
}
