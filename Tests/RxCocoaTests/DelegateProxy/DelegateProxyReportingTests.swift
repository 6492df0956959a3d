import Foundation
import RxCocoa
import RxSwift
import RxTestSupport
import XCTest

/// `_sentMessage(_:arguments:)` / `_methodInvoked(_:arguments:)` build their argument array only for observers,
/// and route each call to the sequence of its own selector and direction; the upstream-shaped
/// `…(_:withArguments:)` methods stay overridable.
final class DelegateProxyReportingTests: RxTestCase {
    override func tearDown() {
        releaseProxiesOfDeadParents()
        super.tearDown()
    }

    /// Counts how often a call's argument array is built.
    private final class ArgumentCounter {
        var built = 0

        func arguments(_ values: Any...) -> [Any] {
            built += 1
            return values
        }
    }

    func testArgumentsAreNotBuiltWhenNobodyEverObserved() {
        let proxy = RxThermometerDelegateProxy.proxy(for: Thermometer())
        let counter = ArgumentCounter()

        proxy._sentMessage("thermometer(_:didMeasure:)", arguments: counter.arguments(1))
        proxy._methodInvoked("thermometer(_:didMeasure:)", arguments: counter.arguments(1))

        XCTAssertEqual(counter.built, 0)
    }

    func testArgumentsAreNotBuiltOnceTheLastObserverIsGone() {
        let proxy = RxThermometerDelegateProxy.proxy(for: Thermometer())
        let counter = ArgumentCounter()
        proxy.methodInvoked("thermometer(_:didMeasure:)").subscribe().dispose()
        proxy.sentMessage("thermometer(_:didMeasure:)").subscribe().dispose()

        proxy._sentMessage("thermometer(_:didMeasure:)", arguments: counter.arguments(1))
        proxy._methodInvoked("thermometer(_:didMeasure:)", arguments: counter.arguments(1))

        XCTAssertEqual(counter.built, 0)
    }

    func testArgumentsAreBuiltOncePerObservedDirection() {
        let proxy = RxThermometerDelegateProxy.proxy(for: Thermometer())
        let counter = ArgumentCounter()
        let bag = DisposeBag()
        var received: [[Int]] = []
        proxy.methodInvoked("thermometer(_:didMeasure:)")
            .subscribe(onNext: { received.append($0.compactMap { $0 as? Int }) })
            .disposed(by: bag)
        proxy.methodInvoked("thermometer(_:didMeasure:)")
            .subscribe(onNext: { received.append($0.compactMap { $0 as? Int }) })
            .disposed(by: bag)

        proxy._sentMessage("thermometer(_:didMeasure:)", arguments: counter.arguments(1))
        XCTAssertEqual(counter.built, 0, "sentMessage is not observed")
        proxy._methodInvoked("thermometer(_:didMeasure:)", arguments: counter.arguments(2, 3))

        XCTAssertEqual(counter.built, 1, "one array for both observers")
        XCTAssertEqual(received, [[2, 3], [2, 3]])
    }

    func testASelectorWithoutObserversDoesNotBuildWhileAnotherSelectorIsObserved() {
        let proxy = RxThermometerDelegateProxy.proxy(for: Thermometer())
        let counter = ArgumentCounter()
        let subscription = proxy.methodInvoked("thermometer(_:didFailWithError:)").subscribe()

        proxy._methodInvoked("thermometer(_:didMeasure:)", arguments: counter.arguments(1))

        XCTAssertEqual(counter.built, 0)
        subscription.dispose()
    }

    func testEachSelectorAndDirectionDeliversOnlyItsOwnCalls() {
        let proxy = RxThermometerDelegateProxy.proxy(for: Thermometer())
        let selectors: [Selector] = ["a(_:)", "b(_:)", "ab(_:)", "a(_:b:)", "thermometer(_:didMeasure:)"]
        var log: [String] = []
        let bag = DisposeBag()
        for selector in selectors {
            proxy.sentMessage(selector)
                .subscribe(onNext: { log.append("sent \(selector) \($0.first as? Int ?? -1)") })
                .disposed(by: bag)
            proxy.methodInvoked(selector)
                .subscribe(onNext: { log.append("invoked \(selector) \($0.first as? Int ?? -1)") })
                .disposed(by: bag)
        }

        for (index, selector) in selectors.enumerated().reversed() {
            proxy._sentMessage(selector, arguments: [index])
            proxy._methodInvoked(selector, arguments: [index * 10])
        }
        proxy._methodInvoked("c(_:)", arguments: [99])

        XCTAssertEqual(
            log,
            [
                "sent thermometer(_:didMeasure:) 4", "invoked thermometer(_:didMeasure:) 40",
                "sent a(_:b:) 3", "invoked a(_:b:) 30",
                "sent ab(_:) 2", "invoked ab(_:) 20",
                "sent b(_:) 1", "invoked b(_:) 10",
                "sent a(_:) 0", "invoked a(_:) 0",
            ])
    }

    func testAnArgumentArrayBuiltElsewhereIsReportedAsIs() {
        let proxy = RxThermometerDelegateProxy.proxy(for: Thermometer())
        var received: [[String]] = []
        let subscription = proxy.sentMessage("parser(_:foundCharacters:)")
            .subscribe(onNext: { received.append($0.compactMap { $0 as? String }) })
        let arguments: [Any] = ["x", "y"]

        proxy._sentMessage("parser(_:foundCharacters:)", withArguments: arguments)

        XCTAssertEqual(received, [["x", "y"]])
        subscription.dispose()
    }

    /// A proxy subclass written for upstream overrides `_sentMessage(_:withArguments:)` /
    /// `_methodInvoked(_:withArguments:)` (upstream's `open` shape) and calls `super`: it must compile, be
    /// called for every observed call reported with `arguments:`, and `super` must deliver.
    func testAProxyThatOverridesTheWithArgumentsFormsIsCalledForObservedCallsAndSuperDelivers() {
        let proxy = OverridingThermometerProxy(thermometer: Thermometer())
        var received: [String] = []
        let sent = proxy.sentMessage("t(_:)").subscribe(onNext: { received.append("sent \($0[0])") })
        let invoked = proxy.methodInvoked("t(_:)").subscribe(onNext: { received.append("invoked \($0[0])") })

        proxy._sentMessage("t(_:)", arguments: [1])
        proxy._methodInvoked("t(_:)", arguments: [2])
        proxy._methodInvoked("unobserved(_:)", arguments: [3])

        XCTAssertEqual(proxy.overrideLog, ["override sent t(_:)", "override invoked t(_:)"])
        XCTAssertEqual(received, ["sent 1", "invoked 2"])
        sent.dispose()
        invoked.dispose()
    }

    func testSubscribingFromTheObserverOfACallSeesOnlyLaterCalls() {
        let proxy = RxThermometerDelegateProxy.proxy(for: Thermometer())
        var log: [String] = []
        let bag = DisposeBag()
        proxy.methodInvoked("t(_:)")
            .take(1)
            .subscribe(onNext: { first in
                log.append("outer \(first[0])")
                proxy.methodInvoked("t(_:)")
                    .subscribe(onNext: { log.append("inner \($0[0])") })
                    .disposed(by: bag)
            })
            .disposed(by: bag)

        proxy._methodInvoked("t(_:)", withArguments: [1])
        proxy._methodInvoked("t(_:)", withArguments: [2])

        XCTAssertEqual(log, ["outer 1", "inner 2"])
    }
}

/// A thermometer proxy that overrides the upstream-shaped reporting methods, as upstream code may.
private final class OverridingThermometerProxy: DelegateProxy<Thermometer, ThermometerDelegate> {
    var overrideLog: [String] = []

    init(thermometer: Thermometer) {
        super.init(parentObject: thermometer, delegateProxy: RxThermometerDelegateProxy.self)
    }

    override func _sentMessage(_ selector: Selector, withArguments arguments: [Any]) {
        overrideLog.append("override sent \(selector)")
        super._sentMessage(selector, withArguments: arguments)
    }

    override func _methodInvoked(_ selector: Selector, withArguments arguments: [Any]) {
        overrideLog.append("override invoked \(selector)")
        super._methodInvoked(selector, withArguments: arguments)
    }
}
