import Benchmark
import Dispatch
import Foundation
import OpenCombine
import RxCocoa
import RxRelay
import RxSwift
import WorkloadFixtures

/// The RxCocoa paths the seed apps use: (j) a delegate call observed through `methodInvoked` with one
/// subscriber, (j2) the same call observed through `sentMessage` and `methodInvoked` while a forward delegate
/// is installed, both against calling the delegate directly; (k) a `Driver` chain
/// `relay.asDriver().map { … }.distinctUntilChanged().drive(binder)` on the main thread.
func registerSeedCocoaBenchmarks() {
    let calls = Workloads.delegateCalls

    workload("j RxSwift delegate methodInvoked 1 sub 100k") { benchmark in
        let ticker = Ticker()
        let proxy = RxTickerDelegateProxy.proxy(for: ticker)
        var sum = 0
        let subscription = proxy.methodInvoked("ticker(_:didTick:)")
            .subscribe(onNext: { sum &+= $0[1] as? Int ?? 0 })
        benchmark.startMeasurement()
        for i in 0..<calls {
            ticker.tick(i)
        }
        benchmark.stopMeasurement()
        subscription.dispose()
        blackHole(sum)
    }

    workload("j loop delegate direct call 100k") { benchmark in
        let ticker = Ticker()
        let delegate = SummingTickerDelegate()
        ticker.delegate = delegate
        benchmark.startMeasurement()
        for i in 0..<calls {
            ticker.tick(i)
        }
        benchmark.stopMeasurement()
        blackHole(delegate.sum)
    }

    workload("j2 RxSwift delegate sentMessage+methodInvoked+forward 100k") { benchmark in
        let ticker = Ticker()
        let forward = SummingTickerDelegate()
        let proxy = RxTickerDelegateProxy.proxy(for: ticker)
        proxy.setForwardToDelegate(forward, retainDelegate: false)
        var sum = 0
        let before = proxy.sentMessage("ticker(_:didTick:)").subscribe(onNext: { sum &+= $0[1] as? Int ?? 0 })
        let after = proxy.methodInvoked("ticker(_:didTick:)").subscribe(onNext: { sum &+= $0[1] as? Int ?? 0 })
        benchmark.startMeasurement()
        for i in 0..<calls {
            ticker.tick(i)
        }
        benchmark.stopMeasurement()
        before.dispose()
        after.dispose()
        blackHole(sum &+ forward.sum)
    }

    workload("j2 loop delegate direct call + 2 handlers 100k") { benchmark in
        let ticker = Ticker()
        let delegate = SummingTickerDelegate()
        var sum = 0
        let handlers = Handlers<Int>()
        handlers.append { sum &+= $0 }
        delegate.onTick = { handlers.send($0) }
        ticker.delegate = delegate
        benchmark.startMeasurement()
        for i in 0..<calls {
            ticker.tick(i)
        }
        benchmark.stopMeasurement()
        blackHole(sum &+ delegate.sum)
    }

    let updates = Workloads.driverEvents

    workload("k RxSwift Driver map+distinctUntilChanged+drive(binder) 1M") { benchmark in
        onMainThread {
            let relay = BehaviorRelay(value: 0)
            let label = Label()
            let subscription = relay.asDriver()
                .map { $0 / 2 }
                .distinctUntilChanged()
                .drive(Binder(label) { label, value in label.total &+= value })
            benchmark.startMeasurement()
            for i in 0..<updates {
                relay.accept(i)
            }
            benchmark.stopMeasurement()
            subscription.dispose()
            blackHole(label.total)
        }
    }

    workload("k OpenCombine CurrentValueSubject map+removeDuplicates+sink 1M") { benchmark in
        onMainThread {
            let subject = CurrentValueSubject<Int, Never>(0)
            let label = Label()
            let cancellable =
                subject
                .map { $0 / 2 }
                .removeDuplicates()
                .sink { [weak label] value in label?.total &+= value }
            benchmark.startMeasurement()
            for i in 0..<updates {
                subject.send(i)
            }
            benchmark.stopMeasurement()
            cancellable.cancel()
            blackHole(label.total)
        }
    }

    workload("k loop Driver map+distinctUntilChanged+drive(binder) 1M") { benchmark in
        onMainThread {
            let label = Label()
            var previous: Int?
            let handlers = Handlers<Int>()
            handlers.append { [weak label] value in
                let mapped = value / 2
                if mapped != previous {
                    previous = mapped
                    label?.total &+= mapped
                }
            }
            handlers.send(0)
            benchmark.startMeasurement()
            for i in 0..<updates {
                handlers.send(i)
            }
            benchmark.stopMeasurement()
            blackHole(label.total)
        }
    }
}

/// Runs `body` on the main thread (`Driver` must be driven there), waiting for it.
func onMainThread(_ body: () -> Void) {
    if Thread.isMainThread {
        body()
    } else {
        withoutActuallyEscaping(body) { body in
            let box = UncheckedSendableBox(body)
            DispatchQueue.main.sync { box.value() }
        }
    }
}

/// Carries a value that is used by one thread at a time across a synchronous hop.
struct UncheckedSendableBox<Value>: @unchecked Sendable {
    // Sendable: the sender waits while the receiver uses the value.
    let value: Value

    init(_ value: Value) {
        self.value = value
    }
}
