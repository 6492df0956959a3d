import Benchmark
import Dispatch
import OpenCombine
import OpenCombineDispatch
import RxSwift

/// (i) 100k elements sent from the benchmark thread and observed on a serial dispatch queue; an iteration
/// ends when the last element has been observed (a semaphore signalled from the queue).
func registerObserveOnBenchmarks() {
    let count = Workloads.observeOnCount
    let lastElement = count - 1

    workload("i RxSwift observe(on: serial queue) 100k") { benchmark in
        let subject = PublishSubject<Int>()
        let scheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "rx.benchmark.observeOn")
        let done = DispatchSemaphore(value: 0)
        var sum = 0
        let subscription = subject.observe(on: scheduler)
            .subscribe(onNext: { value in
                sum &+= value
                if value == lastElement {
                    done.signal()
                }
            })
        benchmark.startMeasurement()
        for i in 0..<count {
            subject.onNext(i)
        }
        done.wait()
        benchmark.stopMeasurement()
        subscription.dispose()
        blackHole(sum)
    }

    workload("i OpenCombine receive(on: DispatchQueue) 100k") { benchmark in
        let subject = PassthroughSubject<Int, Never>()
        let queue = DispatchQueue(label: "rx.benchmark.receiveOn")
        let done = DispatchSemaphore(value: 0)
        var sum = 0
        let cancellable = subject.receive(on: queue)
            .sink { value in
                sum &+= value
                if value == lastElement {
                    done.signal()
                }
            }
        benchmark.startMeasurement()
        for i in 0..<count {
            subject.send(i)
        }
        done.wait()
        benchmark.stopMeasurement()
        cancellable.cancel()
        blackHole(sum)
    }

    workload("i loop DispatchQueue.async per element 100k") { benchmark in
        let queue = DispatchQueue(label: "rx.benchmark.async")
        let done = DispatchSemaphore(value: 0)
        let total = QueueConfinedSum()
        benchmark.startMeasurement()
        for i in 0..<count {
            queue.async {
                total.value &+= i
                if i == lastElement {
                    done.signal()
                }
            }
        }
        done.wait()
        benchmark.stopMeasurement()
        blackHole(total.value)
    }
}

/// A running sum written only by blocks on one serial queue and read after waiting for the last block.
final class QueueConfinedSum: @unchecked Sendable {
    // Sendable: no lock; `value` is confined to the serial queue, and the semaphore orders the final read.
    /// The sum of the elements seen so far.
    var value = 0
}
