import Foundation
import RxCocoa
import RxSwift
import RxTestSupport
import Synchronization
import XCTest

/// DelegateProxy under faults (issue 16): parents dying mid-call on another thread, the forward delegate
/// replaced while calls flow, and `proxy(for:)` contended by 8 threads while parents die. CI runs them under
/// ThreadSanitizer (`--filter Stress`). Each checks the grammar of the proxy's sequences with a
/// ``GrammarCheckingObserver`` and that the proxies are released.
final class DelegateProxyFaultStressTests: RxTestCase {
    override func tearDown() {
        releaseProxiesOfDeadParents()
        super.tearDown()
    }

    func testParentReleasedOnAnotherThreadDuringADelegateCallCallFinishesAndSequencesComplete() {
        for round in 0..<100 {
            let tracked = round.isMultiple(of: 2)
            var parent: Thermometer? = tracked ? TrackedThermometer() : Thermometer()
            let proxy = WeakBox(RxThermometerDelegateProxy.proxy(for: parent!))
            let checker = GrammarCheckingObserver<[Any]>()
            let subscription = proxy.object!.methodInvoked("thermometer(_:didMeasure:)").subscribe(checker)
            let inCall = DispatchSemaphore(value: 0)
            let parentReleased = DispatchSemaphore(value: 0)
            let delegate = RecordingThermometerDelegate()
            delegate.log = {
                inCall.signal()
                parentReleased.wait()
            }
            _ = parent!.rx.setDelegate(delegate)
            // Handed over through a box the thread empties, so that its closure does not keep the parent.
            let handover = LockedState<Thermometer?>(parent)
            let callFinished = DispatchSemaphore(value: 0)
            Thread {
                var local = handover.withLock { slot -> Thermometer? in
                    defer { slot = nil }
                    return slot
                }
                local?.measure(21)
                local = nil  // The last reference: the parent dies here, on the calling thread.
                callFinished.signal()
            }.start()
            XCTAssertEqual(inCall.wait(timeout: .now() + 10), .success, "round \(round): the call started")
            parent = nil  // Released on this thread while the other is inside the delegate call.
            parentReleased.signal()
            XCTAssertEqual(callFinished.wait(timeout: .now() + 10), .success, "round \(round): the call finished")
            if !tracked { releaseProxiesOfDeadParents() }
            let released = waitPumpingMain(5) { proxy.object == nil }
            XCTAssertTrue(released, "round \(round): the proxy was released")
            XCTAssertEqual(checker.elementCount, 1, "round \(round): the call in progress was reported")
            XCTAssertEqual(checker.terminalEvent, "completed", "round \(round): the sequence completed")
            XCTAssertEqual(checker.violations, [], "round \(round)")
            subscription.dispose()
            if !released { break }
        }
    }

    func testForwardDelegateReplacedWhileCallsFlowEveryCallReachesExactlyOneDelegate() {
        let parent = TrackedThermometer()
        let proxy = RxThermometerDelegateProxy.proxy(for: parent)
        let delegates = (0..<8).map { _ in RecordingThermometerDelegate() }
        proxy.setForwardToDelegate(delegates[0], retainDelegate: false)
        let checker = GrammarCheckingObserver<[Any]>()
        let subscription = proxy.methodInvoked("thermometer(_:didMeasure:)").subscribe(checker)
        let calls = 5_000
        let shared = UncheckedSendable((parent, proxy, delegates))
        let stop = Atomic<Bool>(false)
        let group = DispatchGroup()
        group.enter()
        Thread {
            for value in 0..<calls { shared.value.0.measure(Double(value)) }
            stop.store(true, ordering: .relaxed)
            group.leave()
        }.start()
        for replacer in 0..<3 {
            group.enter()
            Thread {
                var index = replacer
                while !stop.load(ordering: .relaxed) {
                    index += 1
                    let delegate = shared.value.2[index % shared.value.2.count]
                    shared.value.1.setForwardToDelegate(delegate, retainDelegate: index.isMultiple(of: 2))
                }
                group.leave()
            }.start()
        }
        XCTAssertEqual(group.wait(timeout: .now() + 60), .success)
        // Each delegate is written only by the calling thread; read after it finished.
        XCTAssertEqual(delegates.reduce(0) { $0 + $1.measurements.count }, calls, "each call forwarded once")
        XCTAssertEqual(checker.elementCount, calls, "each call reported once")
        XCTAssertEqual(checker.violations, [])
        subscription.dispose()
        withExtendedLifetime(parent) {}
    }

    func testProxyForContendedByEightThreadsWhileParentsDieOneProxyPerLiveParentAndAllReleased() {
        // Every slot holds a parent from the start (the killer only ever replaces one), so every lookup finds a
        // parent however the threads are scheduled: with empty slots at the start, a loaded machine let the
        // lookup threads finish before the killer had filled them, and the count below fell short.
        let slots = (0..<16).map { _ in LockedState<Thermometer?>(TrackedThermometer()) }
        let proxies = LockedState<[WeakBox<RxThermometerDelegateProxy>]>([])
        let mismatches = Atomic<Int>(0)
        let lookups = Atomic<Int>(0)
        let stop = Atomic<Bool>(false)
        let shared = UncheckedSendable(slots)
        let killer = DispatchGroup()
        let group = DispatchGroup()
        killer.enter()
        Thread {
            // The killer: replaces parents (the old one dies unless a lookup holds it) as fast as it can.
            var round = 0
            while !stop.load(ordering: .relaxed) {
                round += 1
                let parent: Thermometer = round.isMultiple(of: 3) ? Thermometer() : TrackedThermometer()
                let old = shared.value[round % shared.value.count].withLock { slot -> Thermometer? in
                    defer { slot = parent }
                    return slot
                }
                withExtendedLifetime(old) {}
                if round.isMultiple(of: 64) { usleep(100) }
            }
            killer.leave()
        }.start()
        for thread in 0..<8 {
            group.enter()
            Thread {
                var index = thread
                for _ in 0..<2_000 {
                    index = (index &* 7 &+ 3) % shared.value.count
                    guard let parent = shared.value[index].withLock({ $0 }) else { continue }
                    let first = RxThermometerDelegateProxy.proxy(for: parent)
                    let second = RxThermometerDelegateProxy.proxy(for: parent)
                    if first !== second || first.thermometer !== parent {
                        mismatches.wrappingAdd(1, ordering: .relaxed)
                    }
                    lookups.wrappingAdd(1, ordering: .relaxed)
                    if index.isMultiple(of: 5) { proxies.withLock { $0.append(WeakBox(first)) } }
                }
                group.leave()
            }.start()
        }
        XCTAssertEqual(group.wait(timeout: .now() + 60), .success, "the lookups finished")
        stop.store(true, ordering: .relaxed)
        XCTAssertEqual(killer.wait(timeout: .now() + 60), .success)
        XCTAssertEqual(lookups.load(ordering: .relaxed), 8 * 2_000, "every lookup found a parent")
        XCTAssertEqual(mismatches.load(ordering: .relaxed), 0, "a live parent always has one proxy, its own")
        for slot in slots { slot.withLock { $0 = nil } }
        releaseProxiesOfDeadParents()
        let remaining = proxies.withLock { $0 }.filter { $0.object != nil }.count
        XCTAssertEqual(remaining, 0, "proxies of dead parents are released")
    }
}
