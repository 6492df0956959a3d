import Foundation
import RxCocoa
import RxSwift
import RxTestSupport
import XCTest

final class DelegateProxyStressTests: RxTestCase {
    private let threads = 8
    private let rounds = 200

    override func tearDown() {
        releaseProxiesOfDeadParents()
        super.tearDown()
    }

    func testProxyForFromEightThreadsReturnsOneProxy() {
        for round in 0..<rounds {
            let thermometer: Thermometer = round.isMultiple(of: 2) ? Thermometer() : TrackedThermometer()
            let original = RecordingThermometerDelegate()
            thermometer.delegate = original
            let found = concurrentProxyLookups(for: thermometer)

            XCTAssertEqual(Set(found).count, 1, "round \(round)")
            let proxy = RxThermometerDelegateProxy.proxy(for: thermometer)
            XCTAssertEqual(found.first, ObjectIdentifier(proxy))
            XCTAssertTrue(thermometer.delegate === proxy)
            XCTAssertTrue(proxy.forwardToDelegate() === original)
        }
    }

    func testDistinctParentsFromEightThreadsGetDistinctProxies() {
        let parents = UncheckedSendable((0..<threads * 4).map { _ in Thermometer() })
        let found = LockedState<[Int: ObjectIdentifier]>([:])
        DispatchQueue.concurrentPerform(iterations: threads * 4) { index in
            let proxy = RxThermometerDelegateProxy.proxy(for: parents.value[index])
            found.withLock { $0[index] = ObjectIdentifier(proxy) }
        }
        let identifiers = found.withLock { $0 }
        XCTAssertEqual(Set(identifiers.values).count, threads * 4)
        for (index, parent) in parents.value.enumerated() {
            XCTAssertEqual(identifiers[index], ObjectIdentifier(RxThermometerDelegateProxy.proxy(for: parent)))
        }
    }

    func testReportingWhileSubscribingFromOtherThreads() {
        let thermometer = TrackedThermometer()
        let proxy = UncheckedSendable(RxThermometerDelegateProxy.proxy(for: thermometer))
        let parent = UncheckedSendable(thermometer)
        let received = LockedState(0)
        let steady = proxy.value.methodInvoked("thermometer(_:didMeasure:)")
            .subscribe(onNext: { _ in received.withLock { $0 += 1 } })
        DispatchQueue.concurrentPerform(iterations: threads) { index in
            if index.isMultiple(of: 2) {
                for value in 0..<100 {
                    proxy.value._methodInvoked(
                        "thermometer(_:didMeasure:)", withArguments: [parent.value, Double(value)])
                }
            } else {
                for _ in 0..<100 {
                    let subscription = proxy.value.sentMessage(Selector("thermometer(_:didMeasure:)"))
                        .subscribe(onNext: { _ in })
                    _ = proxy.value.forwardToDelegate()
                    subscription.dispose()
                }
            }
        }
        steady.dispose()
        XCTAssertEqual(received.withLock { $0 }, threads / 2 * 100)
        XCTAssertTrue(thermometer.delegate === proxy.value)
    }

    /// Each of `threads` threads asks for the proxy of `thermometer` at once.
    private func concurrentProxyLookups(for thermometer: Thermometer) -> [ObjectIdentifier] {
        let parent = UncheckedSendable(thermometer)
        let found = LockedState<[ObjectIdentifier]>([])
        DispatchQueue.concurrentPerform(iterations: threads) { _ in
            let proxy = RxThermometerDelegateProxy.proxy(for: parent.value)
            found.withLock { $0.append(ObjectIdentifier(proxy)) }
        }
        return found.withLock { $0 }
    }
}
