import Foundation
import RxCocoa
import RxSwift
import RxTestSupport
import XCTest

/// A delegate protocol that is not class-bound: its delegate may be a struct or a class.
protocol CounterDelegate {
    func counter(_ counter: Counter, didCount value: Int)
}

final class Counter {
    var delegate: CounterDelegate?
}

/// A struct delegate: the proxy can only hold it strongly, boxed (`retainDelegate: true`).
struct StructCounterDelegate: CounterDelegate {
    let log: CounterLog

    func counter(_ counter: Counter, didCount value: Int) {
        log.values.append(value)
    }
}

final class ClassCounterDelegate: CounterDelegate {
    let log = CounterLog()

    func counter(_ counter: Counter, didCount value: Int) {
        log.values.append(value)
    }
}

final class CounterLog {
    var values: [Int] = []
}

final class RxCounterDelegateProxy: DelegateProxy<Counter, CounterDelegate>, DelegateProxyType, CounterDelegate {
    init(counter: Counter) {
        super.init(parentObject: counter, delegateProxy: RxCounterDelegateProxy.self)
    }

    static func registerKnownImplementations() {
        register { RxCounterDelegateProxy(counter: $0) }
    }

    static func currentDelegate(for object: Counter) -> CounterDelegate? {
        object.delegate
    }

    static func setCurrentDelegate(_ delegate: CounterDelegate?, to object: Counter) {
        object.delegate = delegate
    }

    func counter(_ counter: Counter, didCount value: Int) {
        _sentMessage(#function, arguments: [counter, value])
        _forwardToDelegate?.counter(counter, didCount: value)
        _methodInvoked(#function, arguments: [counter, value])
    }
}

/// `_forwardToDelegate` hands out the forward delegate typed as the delegate protocol, whatever it is (a class
/// instance held weakly or strongly, a struct held strongly), and never keeps a weakly held one alive.
final class DelegateProxyForwardDelegateTests: RxTestCase {
    override func tearDown() {
        releaseProxiesOfDeadParents()
        super.tearDown()
    }

    func testAStructForwardDelegateOfANonClassProtocolIsForwardedWhenRetained() {
        let counter = Counter()
        let log = CounterLog()
        let proxy = RxCounterDelegateProxy.proxy(for: counter)

        proxy.setForwardToDelegate(StructCounterDelegate(log: log), retainDelegate: true)
        counter.delegate?.counter(counter, didCount: 1)
        counter.delegate?.counter(counter, didCount: 2)

        XCTAssertEqual(log.values, [1, 2])
        XCTAssertNotNil(proxy.forwardToDelegate() as? StructCounterDelegate)
    }

    func testAClassForwardDelegateOfANonClassProtocolIsForwardedAndHeldWeakly() {
        let counter = Counter()
        let proxy = RxCounterDelegateProxy.proxy(for: counter)
        var delegate: ClassCounterDelegate? = ClassCounterDelegate()
        let log = delegate!.log
        let weakDelegate = WeakBox(delegate)

        proxy.setForwardToDelegate(delegate, retainDelegate: false)
        counter.delegate?.counter(counter, didCount: 7)
        XCTAssertTrue(proxy.forwardToDelegate() as? ClassCounterDelegate === delegate)
        delegate = nil

        XCTAssertNil(weakDelegate.object, "the proxy must not keep a weakly held forward delegate alive")
        XCTAssertNil(proxy.forwardToDelegate())
        counter.delegate?.counter(counter, didCount: 8)
        XCTAssertEqual(log.values, [7])
    }

    func testReplacingTheForwardDelegateForwardsToTheNewOneOnly() {
        let counter = Counter()
        let proxy = RxCounterDelegateProxy.proxy(for: counter)
        let first = ClassCounterDelegate()
        let second = ClassCounterDelegate()
        let third = StructCounterDelegate(log: CounterLog())

        proxy.setForwardToDelegate(first, retainDelegate: false)
        counter.delegate?.counter(counter, didCount: 1)
        proxy.setForwardToDelegate(second, retainDelegate: true)
        counter.delegate?.counter(counter, didCount: 2)
        proxy.setForwardToDelegate(third, retainDelegate: true)
        counter.delegate?.counter(counter, didCount: 3)
        proxy.setForwardToDelegate(nil, retainDelegate: false)
        counter.delegate?.counter(counter, didCount: 4)

        XCTAssertEqual(first.log.values, [1])
        XCTAssertEqual(second.log.values, [2])
        XCTAssertEqual(third.log.values, [3])
        XCTAssertNil(proxy.forwardToDelegate())
    }

    func testAStronglyHeldForwardDelegateIsReleasedWhenReplaced() {
        let counter = Counter()
        let proxy = RxCounterDelegateProxy.proxy(for: counter)
        var delegate: ClassCounterDelegate? = ClassCounterDelegate()
        let weakDelegate = WeakBox(delegate)
        proxy.setForwardToDelegate(delegate, retainDelegate: true)
        delegate = nil
        XCTAssertNotNil(weakDelegate.object)

        proxy.setForwardToDelegate(nil, retainDelegate: false)

        XCTAssertNil(weakDelegate.object)
    }

    func testTheForwardDelegateOfAClassProtocolComesBackAsTheSameInstance() {
        let thermometer = Thermometer()
        let recorder = RecordingThermometerDelegate()
        let proxy = RxThermometerDelegateProxy.proxy(for: thermometer)

        proxy.setForwardToDelegate(recorder, retainDelegate: false)
        thermometer.measure(5)

        XCTAssertTrue(proxy._forwardToDelegate === recorder)
        XCTAssertEqual(recorder.measurements, [5])
    }
}
