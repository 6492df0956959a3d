import Foundation
import RxCocoa
import RxSwift
import XCTest

// A delegate-based class wrapped the way the seed documents wrap CLLocationManager.

protocol ThermometerDelegate: AnyObject {
    func thermometer(_ thermometer: Thermometer, didMeasure celsius: Double)
    func thermometer(_ thermometer: Thermometer, didFailWithError error: Error)
    /// A delegate method with a return value: served through `installForwardDelegate`.
    func thermometerShouldMeasure(_ thermometer: Thermometer) -> Bool
}

extension ThermometerDelegate {
    func thermometer(_ thermometer: Thermometer, didMeasure celsius: Double) {}
    func thermometer(_ thermometer: Thermometer, didFailWithError error: Error) {}
    func thermometerShouldMeasure(_ thermometer: Thermometer) -> Bool { true }
}

protocol ThermometerDataSource: AnyObject {
    func calibrationOffset(for thermometer: Thermometer) -> Double
}

class Thermometer: HasDelegate, HasDataSource, ReactiveCompatible {
    typealias Delegate = ThermometerDelegate
    typealias DataSource = ThermometerDataSource

    weak var delegate: ThermometerDelegate?
    weak var dataSource: ThermometerDataSource?

    func measure(_ celsius: Double) {
        guard delegate?.thermometerShouldMeasure(self) ?? true else { return }
        let offset = dataSource?.calibrationOffset(for: self) ?? 0
        delegate?.thermometer(self, didMeasure: celsius + offset)
    }

    func fail(_ error: Error) {
        delegate?.thermometer(self, didFailWithError: error)
    }
}

/// Opts in to deterministic proxy release and `rx.deallocated`; uses the factory of `Thermometer`.
final class TrackedThermometer: Thermometer, HasRxAssociatedObjects {
    let rxAssociatedObjects = RxAssociatedObjects()
}

/// Has its own factory and proxy subclass.
final class OutdoorThermometer: Thermometer {}

/// Asks for its proxy from inside its delegate setter (re-entrant `proxy(for:)`).
final class SelfObservingThermometer: Thermometer {
    var proxyLookupsFromSetter = 0

    override weak var delegate: ThermometerDelegate? {
        didSet {
            proxyLookupsFromSetter += 1
            _ = RxThermometerDelegateProxy.proxy(for: self)
        }
    }
}

class RxThermometerDelegateProxy: DelegateProxy<Thermometer, ThermometerDelegate>, DelegateProxyType,
    ThermometerDelegate
{
    weak private(set) var thermometer: Thermometer?

    init(thermometer: Thermometer) {
        self.thermometer = thermometer
        super.init(parentObject: thermometer, delegateProxy: RxThermometerDelegateProxy.self)
    }

    static func registerKnownImplementations() {
        register { RxThermometerDelegateProxy(thermometer: $0) }
        register { RxOutdoorThermometerDelegateProxy(outdoorThermometer: $0) }
    }

    lazy var didMeasureSubject = PublishSubject<Double>()
    lazy var didFailWithErrorSubject = PublishSubject<Error>()

    func thermometer(_ thermometer: Thermometer, didMeasure celsius: Double) {
        _sentMessage(#function, arguments: [thermometer, celsius])
        _forwardToDelegate?.thermometer(thermometer, didMeasure: celsius)
        _methodInvoked(#function, arguments: [thermometer, celsius])
        didMeasureSubject.onNext(celsius)
    }

    func thermometer(_ thermometer: Thermometer, didFailWithError error: Error) {
        _sentMessage(#function, arguments: [thermometer, error])
        _forwardToDelegate?.thermometer(thermometer, didFailWithError: error)
        _methodInvoked(#function, arguments: [thermometer, error])
        didFailWithErrorSubject.onNext(error)
    }

    func thermometerShouldMeasure(_ thermometer: Thermometer) -> Bool {
        _forwardToDelegate?.thermometerShouldMeasure(thermometer) ?? true
    }

    deinit {
        didMeasureSubject.on(.completed)
        didFailWithErrorSubject.on(.completed)
    }
}

final class RxOutdoorThermometerDelegateProxy: RxThermometerDelegateProxy {
    init(outdoorThermometer: OutdoorThermometer) {
        super.init(thermometer: outdoorThermometer)
    }
}

final class RxThermometerDataSourceProxy: DelegateProxy<Thermometer, ThermometerDataSource>, DelegateProxyType,
    ThermometerDataSource
{
    init(thermometer: Thermometer) {
        super.init(parentObject: thermometer, delegateProxy: RxThermometerDataSourceProxy.self)
    }

    static func registerKnownImplementations() {
        register { RxThermometerDataSourceProxy(thermometer: $0) }
    }

    func calibrationOffset(for thermometer: Thermometer) -> Double {
        _forwardToDelegate?.calibrationOffset(for: thermometer) ?? 0
    }
}

extension Reactive where Base: Thermometer {
    var delegate: DelegateProxy<Thermometer, ThermometerDelegate> {
        RxThermometerDelegateProxy.proxy(for: base)
    }

    var didMeasure: Observable<Double> {
        delegate.methodInvoked("thermometer(_:didMeasure:)")
            .map { arguments in try castOrThrow(Double.self, arguments[1]) }
    }

    var didFailWithError: Observable<Error> {
        delegate.methodInvoked(Selector("thermometer(_:didFailWithError:)"))
            .map { arguments in try castOrThrow(Error.self, arguments[1]) }
    }

    /// The typed-subject shape of the seeds.
    var didMeasureTyped: Observable<Double> {
        RxThermometerDelegateProxy.proxy(for: base).didMeasureSubject.asObservable()
    }

    func setDelegate(_ delegate: ThermometerDelegate, retainDelegate: Bool = false) -> Disposable {
        RxThermometerDelegateProxy.installForwardDelegate(
            delegate,
            retainDelegate: retainDelegate,
            onProxyForObject: base
        )
    }
}

/// The cast-or-throw helper user code writes next to its `Reactive` extension (as in the seed documents).
private func castOrThrow<T>(_ resultType: T.Type, _ object: Any) throws -> T {
    guard let value = object as? T else {
        throw RxCocoaError.castingError(object: object, targetType: resultType)
    }
    return value
}

/// A classic delegate that records what it receives.
final class RecordingThermometerDelegate: ThermometerDelegate {
    var measurements: [Double] = []
    var shouldMeasure = true
    var log: (() -> Void)?

    func thermometer(_ thermometer: Thermometer, didMeasure celsius: Double) {
        measurements.append(celsius)
        log?()
    }

    func thermometerShouldMeasure(_ thermometer: Thermometer) -> Bool { shouldMeasure }
}

final class FixedCalibration: ThermometerDataSource {
    let offset: Double
    init(offset: Double) { self.offset = offset }
    func calibrationOffset(for thermometer: Thermometer) -> Double { offset }
}

/// Releases the proxies of dead parents that do not opt in: any registry access does, this one leaves
/// nothing behind (the temporary parent opts in, so its proxy dies with it).
func releaseProxiesOfDeadParents() {
    _ = RxThermometerDelegateProxy.proxy(for: TrackedThermometer())
}

/// A weak reference for leak checks.
final class WeakBox<T: AnyObject> {
    weak var object: T?
    init(_ object: T?) { self.object = object }
}

/// The events of a sequence, recorded synchronously.
final class EventLog<Element> {
    private final class Box {
        var events: [Event<Element>] = []
    }

    private let box: Box
    let disposable: Disposable

    init(_ source: Observable<Element>) {
        let box = Box()
        self.box = box
        disposable = source.subscribe { event in box.events.append(event) }
    }

    var events: [Event<Element>] { box.events }
    var values: [Element] { box.events.compactMap { $0.element } }
    var isCompleted: Bool { box.events.contains { $0.isCompleted } }
    var error: Error? { box.events.lazy.compactMap { $0.error }.first }
}
