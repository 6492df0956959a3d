import Benchmark
import Dispatch
import OpenCombine
import OpenCombineDispatch
import RxSwift
import Synchronization

/// (t) `debounce` and (t2) `throttle` on a real serial queue: a burst of 100k elements sent from the
/// benchmark thread, each one re-arming or checking the timer; an iteration ends when the last element has
/// come out (5 ms after the burst, included in the time). (x) 4 threads calling `onNext` on one subject with
/// one subscriber, (y) `subscribe` + `dispose` from 4 threads on one subject.
func registerTimingAndContentionBenchmarks() {
    let burst = Workloads.burstEvents
    let last = burst - 1

    workload("t RxSwift debounce serial queue burst 100k") { benchmark in
        let subject = PublishSubject<Int>()
        let scheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "rx.benchmark.debounce")
        let done = DispatchSemaphore(value: 0)
        let subscription = subject.debounce(.milliseconds(5), scheduler: scheduler)
            .subscribe(onNext: { if $0 == last { done.signal() } })
        benchmark.startMeasurement()
        for i in 0..<burst {
            subject.onNext(i)
        }
        done.wait()
        benchmark.stopMeasurement()
        subscription.dispose()
    }

    workload("t OpenCombine debounce DispatchQueue burst 100k") { benchmark in
        let subject = PassthroughSubject<Int, Never>()
        let queue = DispatchQueue(label: "rx.benchmark.ocDebounce")
        let done = DispatchSemaphore(value: 0)
        let cancellable = subject.debounce(for: .milliseconds(5), scheduler: queue.ocombine)
            .sink { if $0 == last { done.signal() } }
        benchmark.startMeasurement()
        for i in 0..<burst {
            subject.send(i)
        }
        done.wait()
        benchmark.stopMeasurement()
        cancellable.cancel()
    }

    workload("t2 RxSwift throttle serial queue burst 100k") { benchmark in
        let subject = PublishSubject<Int>()
        let scheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "rx.benchmark.throttle")
        let done = DispatchSemaphore(value: 0)
        let subscription = subject.throttle(.milliseconds(5), latest: true, scheduler: scheduler)
            .subscribe(onNext: { if $0 == last { done.signal() } })
        benchmark.startMeasurement()
        for i in 0..<burst {
            subject.onNext(i)
        }
        done.wait()
        benchmark.stopMeasurement()
        subscription.dispose()
    }

    workload("t2 OpenCombine throttle DispatchQueue burst 100k") { benchmark in
        let subject = PassthroughSubject<Int, Never>()
        let queue = DispatchQueue(label: "rx.benchmark.ocThrottle")
        let done = DispatchSemaphore(value: 0)
        let cancellable = subject.throttle(for: .milliseconds(5), scheduler: queue.ocombine, latest: true)
            .sink { if $0 == last { done.signal() } }
        benchmark.startMeasurement()
        for i in 0..<burst {
            subject.send(i)
        }
        done.wait()
        benchmark.stopMeasurement()
        cancellable.cancel()
    }

    let threads = Workloads.contendingThreads
    let perThread = Workloads.contendedEventsPerThread

    workload("x RxSwift subject onNext 4 threads 1M") { benchmark in
        let subject = PublishSubject<Int>()
        let sum = Atomic<Int>(0)
        let subscription = subject.subscribe(onNext: { sum.wrappingAdd($0, ordering: .relaxed) })
        let shared = UncheckedSendableBox(subject)
        benchmark.startMeasurement()
        DispatchQueue.concurrentPerform(iterations: threads) { _ in
            for i in 0..<perThread {
                shared.value.onNext(i)
            }
        }
        benchmark.stopMeasurement()
        subscription.dispose()
        blackHole(sum.load(ordering: .relaxed))
    }

    workload("x OpenCombine subject send 4 threads 1M") { benchmark in
        let subject = PassthroughSubject<Int, Never>()
        let sum = Atomic<Int>(0)
        let cancellable = subject.sink { sum.wrappingAdd($0, ordering: .relaxed) }
        let shared = UncheckedSendableBox(subject)
        benchmark.startMeasurement()
        DispatchQueue.concurrentPerform(iterations: threads) { _ in
            for i in 0..<perThread {
                shared.value.send(i)
            }
        }
        benchmark.stopMeasurement()
        cancellable.cancel()
        blackHole(sum.load(ordering: .relaxed))
    }

    workload("x loop mutex-guarded handler 4 threads 1M") { benchmark in
        let sum = Atomic<Int>(0)
        let handlers = Mutex<[(Int) -> Void]>([{ sum.wrappingAdd($0, ordering: .relaxed) }])
        benchmark.startMeasurement()
        DispatchQueue.concurrentPerform(iterations: threads) { _ in
            for i in 0..<perThread {
                let current = handlers.withLock { $0 }
                for handler in current { handler(i) }
            }
        }
        benchmark.stopMeasurement()
        blackHole(sum.load(ordering: .relaxed))
    }

    let rounds = Workloads.contendedSubscriptionsPerThread

    workload("y RxSwift subscribe+dispose 4 threads 400k") { benchmark in
        let subject = PublishSubject<Int>()
        let shared = UncheckedSendableBox(subject)
        benchmark.startMeasurement()
        DispatchQueue.concurrentPerform(iterations: threads) { _ in
            for _ in 0..<rounds {
                shared.value.subscribe(onNext: { blackHole($0) }).dispose()
            }
        }
        benchmark.stopMeasurement()
    }

    workload("y OpenCombine sink+cancel 4 threads 400k") { benchmark in
        let subject = PassthroughSubject<Int, Never>()
        let shared = UncheckedSendableBox(subject)
        benchmark.startMeasurement()
        DispatchQueue.concurrentPerform(iterations: threads) { _ in
            for _ in 0..<rounds {
                shared.value.sink { blackHole($0) }.cancel()
            }
        }
        benchmark.stopMeasurement()
    }

    workload("y loop mutex-guarded append+remove 4 threads 400k") { benchmark in
        let handlers = Mutex<[Int: (Int) -> Void]>([:])
        let nextKey = Atomic<Int>(0)
        benchmark.startMeasurement()
        DispatchQueue.concurrentPerform(iterations: threads) { _ in
            for _ in 0..<rounds {
                let key = nextKey.wrappingAdd(1, ordering: .relaxed).oldValue
                handlers.withLock { $0[key] = { blackHole($0) } }
                _ = handlers.withLock { $0.removeValue(forKey: key) }
            }
        }
        benchmark.stopMeasurement()
    }
}
