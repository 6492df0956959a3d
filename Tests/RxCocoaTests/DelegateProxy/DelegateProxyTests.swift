import Foundation
import RxCocoa
import RxSwift
import RxTestSupport
import XCTest

final class DelegateProxyTests: RxTestCase {
    override func tearDown() {
        releaseProxiesOfDeadParents()
        super.tearDown()
    }

    // MARK: Reporting and forwarding

    func testMethodInvokedDeliversTheArgumentsReportedWithFunction() {
        let thermometer = Thermometer()
        let log = EventLog(thermometer.rx.didMeasure)
        let typed = EventLog(thermometer.rx.didMeasureTyped)

        thermometer.measure(21.5)
        thermometer.measure(-3)

        XCTAssertEqual(log.values, [21.5, -3])
        XCTAssertEqual(typed.values, [21.5, -3])
        log.disposable.dispose()
        typed.disposable.dispose()
    }

    func testSentMessageFiresBeforeAndMethodInvokedAfterTheForwardDelegate() {
        let thermometer = Thermometer()
        var order: [String] = []
        let recorder = RecordingThermometerDelegate()
        recorder.log = { order.append("delegate") }
        let bag = DisposeBag()
        let proxy = RxThermometerDelegateProxy.proxy(for: thermometer)
        proxy.sentMessage("thermometer(_:didMeasure:)")
            .subscribe(onNext: { _ in order.append("sentMessage") })
            .disposed(by: bag)
        proxy.methodInvoked("thermometer(_:didMeasure:)")
            .subscribe(onNext: { _ in order.append("methodInvoked") })
            .disposed(by: bag)
        thermometer.rx.setDelegate(recorder).disposed(by: bag)

        thermometer.measure(1)

        XCTAssertEqual(order, ["sentMessage", "delegate", "methodInvoked"])
    }

    func testADelegateSetBeforeTheProxyKeepsReceivingCalls() {
        let thermometer = Thermometer()
        let recorder = RecordingThermometerDelegate()
        thermometer.delegate = recorder

        let log = EventLog(thermometer.rx.didMeasure)
        thermometer.measure(7)

        let proxy = RxThermometerDelegateProxy.proxy(for: thermometer)
        XCTAssertTrue(thermometer.delegate === proxy)
        XCTAssertTrue(proxy.forwardToDelegate() === recorder)
        XCTAssertEqual(recorder.measurements, [7])
        XCTAssertEqual(log.values, [7])
        log.disposable.dispose()
    }

    func testADelegateSetAfterTheProxyBecomesTheForwardDelegateOnTheNextProxyAccess() {
        let thermometer = Thermometer()
        let proxy = RxThermometerDelegateProxy.proxy(for: thermometer)
        let recorder = RecordingThermometerDelegate()
        thermometer.delegate = recorder

        XCTAssertTrue(RxThermometerDelegateProxy.proxy(for: thermometer) === proxy)
        XCTAssertTrue(thermometer.delegate === proxy)
        XCTAssertTrue(proxy.forwardToDelegate() === recorder)
    }

    func testADelegateMovedToForwardIsNotRetained() {
        let thermometer = Thermometer()
        var recorder: RecordingThermometerDelegate? = RecordingThermometerDelegate()
        let weakRecorder = WeakBox(recorder)
        thermometer.delegate = recorder
        let proxy = RxThermometerDelegateProxy.proxy(for: thermometer)
        recorder = nil

        XCTAssertNil(weakRecorder.object)
        XCTAssertNil(proxy.forwardToDelegate())
    }

    // MARK: installForwardDelegate

    func testRetainDelegateFalseHoldsTheForwardDelegateWeakly() {
        let thermometer = Thermometer()
        var recorder: RecordingThermometerDelegate? = RecordingThermometerDelegate()
        let weakRecorder = WeakBox(recorder)
        let disposable = thermometer.rx.setDelegate(recorder!, retainDelegate: false)
        thermometer.measure(2)
        XCTAssertEqual(recorder?.measurements, [2])

        recorder = nil

        XCTAssertNil(weakRecorder.object)
        XCTAssertNil(RxThermometerDelegateProxy.proxy(for: thermometer).forwardToDelegate())
        disposable.dispose()
    }

    func testRetainDelegateTrueKeepsTheForwardDelegateUntilDisposed() {
        let thermometer = Thermometer()
        var recorder: RecordingThermometerDelegate? = RecordingThermometerDelegate()
        let weakRecorder = WeakBox(recorder)
        let disposable = thermometer.rx.setDelegate(recorder!, retainDelegate: true)
        recorder = nil

        thermometer.measure(3)
        XCTAssertEqual(weakRecorder.object?.measurements, [3])

        disposable.dispose()
        XCTAssertNil(weakRecorder.object)
    }

    func testADelegateMethodWithAReturnValueIsServedByTheForwardDelegate() {
        let thermometer = Thermometer()
        let log = EventLog(thermometer.rx.didMeasure)
        let gate = RecordingThermometerDelegate()
        gate.shouldMeasure = false
        let disposable = thermometer.rx.setDelegate(gate)

        thermometer.measure(10)
        XCTAssertEqual(log.values, [])

        disposable.dispose()
        thermometer.measure(11)
        XCTAssertEqual(log.values, [11])
        log.disposable.dispose()
    }

    func testDisposingInstallForwardDelegateRestoresThePreviousDelegate() {
        let thermometer = Thermometer()
        let original = RecordingThermometerDelegate()
        thermometer.delegate = original
        let installed = RecordingThermometerDelegate()

        let disposable = thermometer.rx.setDelegate(installed)
        thermometer.measure(1)
        disposable.dispose()
        thermometer.measure(2)

        XCTAssertEqual(installed.measurements, [1])
        XCTAssertEqual(original.measurements, [2])
        XCTAssertTrue(RxThermometerDelegateProxy.proxy(for: thermometer).forwardToDelegate() === original)
    }

    /// Bad input: upstream asserts when a forward delegate is already installed; here the installations nest.
    func testInstallForwardDelegateWhileOneIsInstalledReplacesItUntilDisposed() {
        let thermometer = Thermometer()
        let first = RecordingThermometerDelegate()
        let second = RecordingThermometerDelegate()
        let firstDisposable = thermometer.rx.setDelegate(first, retainDelegate: true)
        let secondDisposable = thermometer.rx.setDelegate(second)

        thermometer.measure(1)
        secondDisposable.dispose()
        thermometer.measure(2)
        firstDisposable.dispose()
        thermometer.measure(3)

        XCTAssertEqual(second.measurements, [1])
        XCTAssertEqual(first.measurements, [2])
        XCTAssertNil(RxThermometerDelegateProxy.proxy(for: thermometer).forwardToDelegate())
    }

    func testDisposingAnOutdatedInstallationLeavesTheNewerForwardDelegateInPlace() {
        let thermometer = Thermometer()
        let first = RecordingThermometerDelegate()
        let second = RecordingThermometerDelegate()
        let firstDisposable = thermometer.rx.setDelegate(first)
        let secondDisposable = thermometer.rx.setDelegate(second)

        firstDisposable.dispose()
        XCTAssertTrue(RxThermometerDelegateProxy.proxy(for: thermometer).forwardToDelegate() === second)
        secondDisposable.dispose()
        XCTAssertTrue(RxThermometerDelegateProxy.proxy(for: thermometer).forwardToDelegate() === first)
    }

    // MARK: Identity and factories

    func testTheSameParentGetsTheSameProxy() {
        let thermometer = Thermometer()
        let proxy = RxThermometerDelegateProxy.proxy(for: thermometer)
        XCTAssertTrue(RxThermometerDelegateProxy.proxy(for: thermometer) === proxy)
        XCTAssertTrue(thermometer.rx.delegate === proxy)
        XCTAssertTrue(thermometer.delegate === proxy)
    }

    func testDifferentParentsGetDifferentProxies() {
        let first = Thermometer()
        let second = Thermometer()
        XCTAssertFalse(RxThermometerDelegateProxy.proxy(for: first) === RxThermometerDelegateProxy.proxy(for: second))
    }

    func testEachProxyTypeHasItsOwnProxyOnTheSameParent() {
        let thermometer = Thermometer()
        let delegateProxy = RxThermometerDelegateProxy.proxy(for: thermometer)
        let dataSourceProxy = RxThermometerDataSourceProxy.proxy(for: thermometer)
        let calibration = FixedCalibration(offset: 0.5)
        let disposable = RxThermometerDataSourceProxy.installForwardDelegate(
            calibration,
            retainDelegate: false,
            onProxyForObject: thermometer
        )
        let log = EventLog(thermometer.rx.didMeasure)

        thermometer.measure(20)

        XCTAssertFalse((delegateProxy as AnyObject) === (dataSourceProxy as AnyObject))
        XCTAssertTrue(thermometer.delegate === delegateProxy)
        XCTAssertTrue(thermometer.dataSource === dataSourceProxy)
        XCTAssertNotEqual(RxThermometerDelegateProxy.identifier, RxThermometerDataSourceProxy.identifier)
        XCTAssertEqual(log.values, [20.5])
        log.disposable.dispose()
        disposable.dispose()
    }

    func testSubclassesUseTheFactoryOfTheNearestRegisteredClass() {
        let outdoor = OutdoorThermometer()
        let tracked = TrackedThermometer()
        let plain = Thermometer()

        XCTAssertTrue(
            type(of: RxThermometerDelegateProxy.proxy(for: outdoor)) == RxOutdoorThermometerDelegateProxy.self)
        XCTAssertTrue(type(of: RxThermometerDelegateProxy.proxy(for: tracked)) == RxThermometerDelegateProxy.self)
        XCTAssertTrue(type(of: RxThermometerDelegateProxy.proxy(for: plain)) == RxThermometerDelegateProxy.self)
    }

    func testCreateProxyMakesAFreshProxyThatIsNotInstalled() {
        let thermometer = Thermometer()
        let first = RxThermometerDelegateProxy.createProxy(for: thermometer)
        let second = RxThermometerDelegateProxy.createProxy(for: thermometer)
        XCTAssertFalse(first === second)
        XCTAssertNil(thermometer.delegate)
        XCTAssertTrue(first.thermometer === thermometer)
    }

    func testProxyForCalledFromTheParentsDelegateSetterReentersSafely() {
        let thermometer = SelfObservingThermometer()
        let proxy = RxThermometerDelegateProxy.proxy(for: thermometer)
        XCTAssertTrue(thermometer.delegate === proxy)
        XCTAssertEqual(thermometer.proxyLookupsFromSetter, 1)
    }

    func testIdentifierDependsOnTheDelegateType() {
        XCTAssertEqual(RxThermometerDelegateProxy.identifier, RxOutdoorThermometerDelegateProxy.identifier)
        XCTAssertNotEqual(RxThermometerDelegateProxy.identifier, RxThermometerDataSourceProxy.identifier)
    }

    // MARK: Lifetime

    func testDeallocatingAnOptedInParentCompletesEveryObservableAndFreesTheProxy() {
        var thermometer: TrackedThermometer? = TrackedThermometer()
        let weakProxy = WeakBox(RxThermometerDelegateProxy.proxy(for: thermometer!))
        // Map the arguments away: recording them would retain the thermometer (argument 0).
        let sent = EventLog(thermometer!.rx.delegate.sentMessage("thermometer(_:didMeasure:)").map { $0.count })
        let invoked = EventLog(thermometer!.rx.didMeasure)
        let failed = EventLog(thermometer!.rx.didFailWithError)
        let typed = EventLog(thermometer!.rx.didMeasureTyped)
        thermometer!.measure(1)

        thermometer = nil

        XCTAssertNil(weakProxy.object)
        XCTAssertEqual(sent.values, [2])
        XCTAssertTrue(sent.isCompleted)
        XCTAssertEqual(invoked.values, [1])
        XCTAssertTrue(invoked.isCompleted)
        XCTAssertTrue(failed.isCompleted)
        XCTAssertTrue(typed.isCompleted)
    }

    func testAnotherParentsProxyIsReleasedNoLaterThanTheNextRegistryAccess() {
        var thermometer: Thermometer? = Thermometer()
        let weakProxy = WeakBox(RxThermometerDelegateProxy.proxy(for: thermometer!))
        let invoked = EventLog(thermometer!.rx.didMeasure)

        thermometer = nil
        _ = RxThermometerDataSourceProxy.proxy(for: Thermometer())

        XCTAssertNil(weakProxy.object)
        XCTAssertTrue(invoked.isCompleted)
    }

    func testAProxyOfALiveParentStaysAttachedAcrossRegistryAccesses() {
        let thermometer = Thermometer()
        let weakProxy = WeakBox(RxThermometerDelegateProxy.proxy(for: thermometer))
        releaseProxiesOfDeadParents()
        XCTAssertNotNil(weakProxy.object)
        XCTAssertTrue(RxThermometerDelegateProxy.proxy(for: thermometer) === weakProxy.object)
    }

    // MARK: Bad input

    func testMethodInvokedForASelectorTheProxyNeverReportsNeverEmits() {
        var thermometer: TrackedThermometer? = TrackedThermometer()
        let log = EventLog(thermometer!.rx.delegate.methodInvoked("thermometer(_:didExplode:)"))
        thermometer!.measure(1)
        thermometer!.fail(TestError.boom)
        XCTAssertTrue(log.events.isEmpty)

        thermometer = nil
        XCTAssertTrue(log.isCompleted)
        XCTAssertTrue(log.values.isEmpty)
    }

    func testACastingFailureErrorsTheMappedSequence() {
        let thermometer = Thermometer()
        let log = EventLog(
            thermometer.rx.delegate.methodInvoked("thermometer(_:didMeasure:)")
                .map { arguments in try castOrThrow(String.self, arguments[1]) }
        )
        thermometer.measure(4)

        guard case .castingError(let object, let targetType)? = log.error as? RxCocoaError else {
            return XCTFail("expected RxCocoaError.castingError, got \(String(describing: log.error))")
        }
        XCTAssertEqual(object as? Double, 4)
        XCTAssertTrue(targetType == String.self)
    }

    func testErrorsReportedByTheDelegateArriveAsElements() {
        let thermometer = Thermometer()
        let log = EventLog(thermometer.rx.didFailWithError)
        thermometer.fail(TestError.boom)
        XCTAssertEqual(log.values.count, 1)
        XCTAssertEqual(log.values.first as? TestError, .boom)
        XCTAssertNil(log.error)
        log.disposable.dispose()
    }

    // MARK: Selector

    func testSelectorSpellings() {
        let literal: Selector = "thermometer(_:didMeasure:)"
        XCTAssertEqual(literal, Selector("thermometer(_:didMeasure:)"))
        XCTAssertEqual(literal.description, "thermometer(_:didMeasure:)")
        XCTAssertNotEqual(literal, Selector("thermometerShouldMeasure(_:)"))
        XCTAssertEqual(Set([literal, Selector("thermometer(_:didMeasure:)")]).count, 1)
    }
}
