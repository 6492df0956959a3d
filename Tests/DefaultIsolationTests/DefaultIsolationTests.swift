import Foundation
import RxCocoa
import RxRelay
import RxSwift
import Testing

// This target is compiled with the main actor as its default isolation (issue 32, items 1 and 3): every
// declaration below without an isolation of its own is `@MainActor`, as in a new Swift 6.2 app project.

/// A view: main-actor isolated by default.
final class Label: ReactiveCompatible {
    var text = ""
}

// The extension, unchanged: here the getter is main-actor isolated, and so is the binding closure.
extension Reactive where Base: Label {
    var text: Binder<String> { Binder(base) { label, text in label.text = text } }

    /// The form a non-isolated context needs; it compiles here too.
    var title: Binder<String> { Binder(mainActor: base) { label, title in label.text = "# " + title } }
}

/// A view model: main-actor isolated by default, work on a background scheduler, results driven.
///
/// A closure written in main-actor code is main-actor isolated, and Swift checks that at run time: the closure
/// that runs on the background scheduler is `@Sendable`, which makes it non-isolated (without it, the test traps).
/// The library's debug-build isolation check sees where `map` is called, not the closure's type, so it would report
/// this closure running off the main actor: `isolation: nil` turns the check off for it (issue 41).
final class SearchViewModel {
    let query = BehaviorRelay(value: "")
    let results: Driver<[String]>

    init(words: [String]) {
        results = query.asObservable()
            .observe(on: ConcurrentDispatchQueueScheduler(qos: .userInitiated))
            .map({ @Sendable query in words.filter { $0.hasPrefix(query) } }, isolation: nil)
            .asDriver(onErrorJustReturn: [])
    }
}

@Suite("A module whose default isolation is the main actor")
struct DefaultIsolationTests {
    @Test func reactiveExtensionOfAViewBindsOnTheMainActor() {
        let label = Label()
        let subscription = Observable.of("a", "b").bind(to: label.rx.text)
        #expect(label.text == "b")
        subscription.dispose()
        Observable.just("Title").bind(to: label.rx.title).dispose()
        #expect(label.text == "# Title")
    }

    @Test func viewModelHopsToABackgroundSchedulerAndDrivesTheView() async {
        let viewModel = SearchViewModel(words: ["apple", "apricot", "banana"])
        let label = Label()
        let bag = DisposeBag()
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            var pending = 2
            viewModel.results
                .map { $0.joined(separator: ",") }
                .do(onNext: { _ in
                    pending -= 1
                    if pending == 0 { continuation.resume() }
                })
                .drive(label.rx.text)
                .disposed(by: bag)
            viewModel.query.accept("ap")
        }
        #expect(label.text == "apple,apricot")
    }
}

// Issue 32, item 3: a delegate proxy in this module, as DelegateProxyOnLinux.md documents it: the proxy class is
// `nonisolated` (a main-actor subclass of DelegateProxy does not compile), the parent and its observers are not.

protocol ThermostatDelegate: AnyObject {
    func thermostat(_ thermostat: Thermostat, didSet celsius: Double)
}

final class Thermostat: HasDelegate, ReactiveCompatible {
    typealias Delegate = ThermostatDelegate
    weak var delegate: ThermostatDelegate?

    func set(_ celsius: Double) {
        delegate?.thermostat(self, didSet: celsius)
    }
}

nonisolated final class RxThermostatDelegateProxy: DelegateProxy<Thermostat, ThermostatDelegate>,
    DelegateProxyType, ThermostatDelegate
{
    init(thermostat: Thermostat) {
        super.init(parentObject: thermostat, delegateProxy: RxThermostatDelegateProxy.self)
    }

    static func registerKnownImplementations() {
        register { RxThermostatDelegateProxy(thermostat: $0) }
    }

    func thermostat(_ thermostat: Thermostat, didSet celsius: Double) {
        _sentMessage(#function, arguments: [thermostat, celsius])
        _forwardToDelegate?.thermostat(thermostat, didSet: celsius)
        _methodInvoked(#function, arguments: [thermostat, celsius])
    }
}

extension Reactive where Base: Thermostat {
    var didSet: Observable<Double> {
        RxThermostatDelegateProxy.proxy(for: base).methodInvoked("thermostat(_:didSet:)")
            .map { arguments in arguments[1] as? Double ?? .nan }
    }
}

/// A forward delegate on the main actor.
final class ThermostatLog: ThermostatDelegate {
    var readings: [Double] = []

    /// A log installed as the forward delegate of `thermostat`'s proxy, and the disposable that uninstalls it.
    static func installed(on thermostat: Thermostat) -> (ThermostatLog, Disposable) {
        let log = ThermostatLog()
        let forwarding = RxThermostatDelegateProxy.installForwardDelegate(
            log,
            retainDelegate: false,
            onProxyForObject: thermostat
        )
        return (log, forwarding)
    }

    func thermostat(_ thermostat: Thermostat, didSet celsius: Double) {
        readings.append(celsius)
    }
}

@Suite("A delegate proxy in a module whose default isolation is the main actor")
struct DefaultIsolationDelegateProxyTests {
    @Test func proxyReportsCallsToABinderAndForwardsThem() {
        let thermostat = Thermostat()
        let label = Label()
        let (log, forwarding) = ThermostatLog.installed(on: thermostat)
        let binding = thermostat.rx.didSet.map { "\($0) °C" }.bind(to: label.rx.text)
        thermostat.set(21)
        thermostat.set(19.5)
        #expect(label.text == "19.5 °C")
        #expect(log.readings == [21, 19.5])
        binding.dispose()
        forwarding.dispose()
    }

    @Test func sentMessageComesBeforeTheForwardDelegateAndMethodInvokedAfterIt() {
        let thermostat = Thermostat()
        let (log, forwarding) = ThermostatLog.installed(on: thermostat)
        let proxy = RxThermostatDelegateProxy.proxy(for: thermostat)
        var seen: [String] = []
        let sent = proxy.sentMessage("thermostat(_:didSet:)").subscribe(onNext: { _ in
            seen.append("sent, forwarded \(log.readings.count)")
        })
        let invoked = proxy.methodInvoked("thermostat(_:didSet:)").subscribe(onNext: { _ in
            seen.append("invoked, forwarded \(log.readings.count)")
        })
        thermostat.set(3)
        #expect(seen == ["sent, forwarded 0", "invoked, forwarded 1"])
        sent.dispose()
        invoked.dispose()
        forwarding.dispose()
    }
}
