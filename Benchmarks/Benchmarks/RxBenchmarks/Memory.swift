import Benchmark
import OpenCombine
import RxSwift

/// (u) memory: 1M live subscriptions of `subject.map { … }.filter { … }.subscribe(onNext:)` made inside the
/// measured region and released after it. `memoryLeakedBytes` (bytes allocated and not freed in the region)
/// divided by the count is the memory retained per live subscription; `peakMemoryResidentDelta` is the
/// peak for all of them. The array that keeps them alive is allocated before the region; they are disposed
/// newest first after it.
func registerMemoryBenchmarks() {
    let count = Workloads.liveSubscriptions

    memoryWorkload("u RxSwift 1M live subject.map.filter.subscribe") { benchmark in
        let subject = PublishSubject<Int>()
        var sum = 0
        var subscriptions: [Disposable] = []
        subscriptions.reserveCapacity(count)
        benchmark.startMeasurement()
        for _ in 0..<count {
            subscriptions.append(subject.map { $0 &+ 1 }.filter { $0 & 1 == 0 }.subscribe(onNext: { sum &+= $0 }))
        }
        benchmark.stopMeasurement()
        subject.onNext(1)
        // Newest first: the order a subject removes subscribers from in constant time.
        while let subscription = subscriptions.popLast() { subscription.dispose() }
        blackHole(sum)
    }

    memoryWorkload("u OpenCombine 1M live subject.map.filter.sink") { benchmark in
        let subject = PassthroughSubject<Int, Never>()
        var sum = 0
        var cancellables: [AnyCancellable] = []
        cancellables.reserveCapacity(count)
        benchmark.startMeasurement()
        for _ in 0..<count {
            cancellables.append(subject.map { $0 &+ 1 }.filter { $0 & 1 == 0 }.sink { sum &+= $0 })
        }
        benchmark.stopMeasurement()
        subject.send(1)
        while let cancellable = cancellables.popLast() { cancellable.cancel() }
        blackHole(sum)
    }

    memoryWorkload("u loop 1M live handler closures") { benchmark in
        let handlers = Handlers<Int>()
        var sum = 0
        handlers.reserveCapacity(count)
        benchmark.startMeasurement()
        for _ in 0..<count {
            handlers.append { value in
                let mapped = value &+ 1
                if mapped & 1 == 0 { sum &+= mapped }
            }
        }
        benchmark.stopMeasurement()
        handlers.send(1)
        blackHole(sum)
    }
}

/// Registers a memory benchmark: one iteration, allocation and resident-memory metrics.
func memoryWorkload(_ name: String, _ body: @escaping (Benchmark) -> Void) {
    let configuration = Benchmark.Configuration(
        metrics: [.wallClock, .mallocCountTotal, .memoryLeakedBytes, .peakMemoryResidentDelta],
        warmupIterations: 0,
        scalingFactor: .one,
        maxDuration: .seconds(5),
        maxIterations: 1
    )
    Benchmark(name, configuration: configuration, closure: body)
}
