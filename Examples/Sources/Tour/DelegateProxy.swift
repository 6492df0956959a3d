import Foundation
import RxCocoa
import RxSwift

/// RxCocoa's DelegateProxy: a delegate-driven source turned into observable sequences.
enum DelegateProxyChapter: Chapter {
    static let title = "DelegateProxy"

    static func run() {
        example(of: "methodInvoked and a typed wrapper") {
            let thermometer = Thermometer()
            let disposeBag = DisposeBag()

            // Any reported delegate method, by its `#function` name: the arguments arrive as [Any].
            thermometer.rx.delegate
                .methodInvoked("thermometer(_:didMeasure:)")
                .subscribe(onNext: { arguments in
                    print("methodInvoked:", arguments[1])
                })
                .disposed(by: disposeBag)

            // The typed wrapper of the `Reactive` extension below.
            thermometer.rx.didMeasure
                .subscribe(onNext: { print("didMeasure:", $0) })
                .disposed(by: disposeBag)

            thermometer.measure(21.5)
        }

        example(of: "binding delegate calls through a Binder") {
            let thermometer = Thermometer()
            let display = TemperatureDisplay()
            let disposeBag = DisposeBag()

            // `display.rx.text` is a Binder (Reactive's key-path subscript); it never receives errors.
            thermometer.rx.didMeasure
                .map { String(format: "%.1f °C", $0) }
                .bind(to: display.rx.text)
                .disposed(by: disposeBag)

            thermometer.measure(19)
            thermometer.measure(23.25)
        }

        example(of: "driving a Binder with a Driver") {
            let thermometer = Thermometer()
            let display = TemperatureDisplay()
            let disposeBag = DisposeBag()

            // A Driver cannot fail, delivers on the main thread and shares one upstream subscription,
            // replaying the latest reading to late subscribers.
            let readings: Driver<String> = thermometer.rx.didMeasure
                .map { String(format: "%.1f °C", $0) }
                .asDriver(onErrorJustReturn: "sensor error")

            readings
                .drive(display.rx.text)
                .disposed(by: disposeBag)

            thermometer.measure(18.5)

            // A late subscriber gets the latest reading at once, from the Driver's replay buffer.
            readings
                .drive(onNext: { print("late subscriber:", $0) })
                .disposed(by: disposeBag)

            thermometer.measure(20)
        }

        example(of: "share(replay: 1) and a Driver") {
            let disposeBag = DisposeBag()
            var requests = 0

            // An expensive source: every subscription would start a new "request" (it stays open, like a
            // connection that keeps pushing updates).
            let profile = Observable<String>.create { observer in
                requests += 1
                observer.onNext("profile #\(requests)")
                return Disposables.create()
            }
            .share(replay: 1)

            // Both consumers share one request; the Driver makes the second one UI-safe.
            profile
                .subscribe(onNext: { print("cache:", $0) })
                .disposed(by: disposeBag)
            profile
                .asDriver(onErrorJustReturn: "offline")
                .drive(onNext: { print("label:", $0) })
                .disposed(by: disposeBag)

            print("requests made:", requests)
        }

        example(of: "a delegate set before the proxy keeps working") {
            let thermometer = Thermometer()
            let logger = ThermometerLogger()
            thermometer.delegate = logger
            let disposeBag = DisposeBag()

            thermometer.rx.didMeasure
                .subscribe(onNext: { print("rx:", $0) })
                .disposed(by: disposeBag)

            // The proxy is now the delegate and forwards every call to the logger.
            thermometer.measure(4)
        }

        example(of: "rx.deallocated completes the proxy's sequences") {
            var thermometer: Thermometer? = Thermometer()
            let disposeBag = DisposeBag()

            thermometer?.rx.didMeasure
                .subscribe(onNext: { print("measured", $0) }, onCompleted: { print("didMeasure completed") })
                .disposed(by: disposeBag)
            thermometer?.rx.deallocated
                .subscribe(onNext: { print("deallocated") })
                .disposed(by: disposeBag)

            thermometer?.measure(30)
            thermometer = nil
        }
    }
}

// MARK: - A delegate-based class, as an Apple framework would offer it

protocol ThermometerDelegate: AnyObject {
    func thermometer(_ thermometer: Thermometer, didMeasure celsius: Double)
}

/// Opts in to `RxAssociatedObjects`: its proxy is released, and `rx.deallocated` fires, at its deinit.
final class Thermometer: HasDelegate, HasRxAssociatedObjects, ReactiveCompatible {
    typealias Delegate = ThermometerDelegate

    let rxAssociatedObjects = RxAssociatedObjects()
    weak var delegate: ThermometerDelegate?

    func measure(_ celsius: Double) {
        delegate?.thermometer(self, didMeasure: celsius)
    }
}

final class ThermometerLogger: ThermometerDelegate {
    func thermometer(_ thermometer: Thermometer, didMeasure celsius: Double) {
        print("logger:", celsius)
    }
}

final class TemperatureDisplay: ReactiveCompatible {
    var text = "" {
        didSet { print("display shows", text) }
    }
}

// MARK: - Its proxy and reactive extension

/// Reports each delegate call (`#function` is the selector) and forwards it to the previous delegate.
final class RxThermometerDelegateProxy: DelegateProxy<Thermometer, ThermometerDelegate>, DelegateProxyType,
    ThermometerDelegate
{
    init(thermometer: Thermometer) {
        super.init(parentObject: thermometer, delegateProxy: RxThermometerDelegateProxy.self)
    }

    static func registerKnownImplementations() {
        register { RxThermometerDelegateProxy(thermometer: $0) }
    }

    func thermometer(_ thermometer: Thermometer, didMeasure celsius: Double) {
        _sentMessage(#function, arguments: [thermometer, celsius])
        _forwardToDelegate?.thermometer(thermometer, didMeasure: celsius)
        _methodInvoked(#function, arguments: [thermometer, celsius])
    }
}

extension Reactive where Base: Thermometer {
    var delegate: DelegateProxy<Thermometer, ThermometerDelegate> {
        RxThermometerDelegateProxy.proxy(for: base)
    }

    var didMeasure: Observable<Double> {
        delegate.methodInvoked("thermometer(_:didMeasure:)")
            .compactMap { $0[1] as? Double }
    }
}
