import Benchmark
import OpenCombine
import RxSwift

/// (b) one subscriber receiving 1M elements, (c) 100 subscribers × 100k elements.
func registerSubjectBenchmarks() {
    let events = Workloads.singleSubscriberEvents

    workload("b RxSwift subject 1 sub 1M") { benchmark in
        let subject = PublishSubject<Int>()
        var sum = 0
        let subscription = subject.subscribe(onNext: { sum &+= $0 })
        benchmark.startMeasurement()
        for i in 0..<events {
            subject.onNext(i)
        }
        benchmark.stopMeasurement()
        subscription.dispose()
        blackHole(sum)
    }

    workload("b OpenCombine subject 1 sub 1M") { benchmark in
        let subject = PassthroughSubject<Int, Never>()
        var sum = 0
        let cancellable = subject.sink { sum &+= $0 }
        benchmark.startMeasurement()
        for i in 0..<events {
            subject.send(i)
        }
        benchmark.stopMeasurement()
        cancellable.cancel()
        blackHole(sum)
    }

    workload("b loop subject 1 sub 1M") { benchmark in
        var sum = 0
        let handler = Handlers<Int>()
        handler.append { sum &+= $0 }
        benchmark.startMeasurement()
        for i in 0..<events {
            handler.send(i)
        }
        benchmark.stopMeasurement()
        blackHole(sum)
    }

    let subscribers = Workloads.fanOutSubscribers
    let fanOutEvents = Workloads.fanOutEvents

    workload("c RxSwift subject 100 subs 100k") { benchmark in
        let subject = PublishSubject<Int>()
        var sum = 0
        let bag = CompositeDisposable()
        for _ in 0..<subscribers {
            _ = bag.insert(subject.subscribe(onNext: { sum &+= $0 }))
        }
        benchmark.startMeasurement()
        for i in 0..<fanOutEvents {
            subject.onNext(i)
        }
        benchmark.stopMeasurement()
        bag.dispose()
        blackHole(sum)
    }

    workload("c OpenCombine subject 100 subs 100k") { benchmark in
        let subject = PassthroughSubject<Int, Never>()
        var sum = 0
        var cancellables: [AnyCancellable] = []
        for _ in 0..<subscribers {
            cancellables.append(subject.sink { sum &+= $0 })
        }
        benchmark.startMeasurement()
        for i in 0..<fanOutEvents {
            subject.send(i)
        }
        benchmark.stopMeasurement()
        cancellables.removeAll()
        blackHole(sum)
    }

    workload("c loop subject 100 subs 100k") { benchmark in
        var sum = 0
        let handlers = Handlers<Int>()
        for _ in 0..<subscribers {
            handlers.append { sum &+= $0 }
        }
        benchmark.startMeasurement()
        for i in 0..<fanOutEvents {
            handlers.send(i)
        }
        benchmark.stopMeasurement()
        blackHole(sum)
    }
}

/// The hand-written baseline: a plain array of closures called in order, no locking, no grammar checks.
final class Handlers<Element> {
    private var handlers: [(Element) -> Void] = []

    /// Adds a handler and returns its index.
    @discardableResult
    func append(_ handler: @escaping (Element) -> Void) -> Int {
        handlers.append(handler)
        return handlers.count - 1
    }

    /// Reserves room for `count` handlers.
    func reserveCapacity(_ count: Int) {
        handlers.reserveCapacity(count)
    }

    /// Removes the most recently added handler.
    func removeLast() {
        handlers.removeLast()
    }

    /// Calls every handler with `element`.
    @inline(never)
    func send(_ element: Element) {
        for handler in handlers {
            handler(element)
        }
    }
}
