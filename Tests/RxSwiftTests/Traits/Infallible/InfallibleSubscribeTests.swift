import Foundation
import RxSwift
import RxTestSupport
import Testing

/// An error event reaching the subscriber of an `Infallible` (a throwing operator closure, a failing inner
/// `Observable`) is a programmer error: as upstream, debug builds trap with "Infallible must never emit a
/// error event. error: …" (release builds print that line). Each trap runs in a child process (a Swift
/// Testing exit test), which must die with the message on its standard error.
@Suite("Infallible subscribers report an error event")
struct InfallibleSubscribeTests {
    /// The message upstream reports, for ``TestError/boom``.
    static let message = "Infallible must never emit a error event. error: boom"

    /// An Infallible whose `skip(while:)` predicate throws ``TestError/boom`` at its second element.
    static func throwingAtTheSecondElement() -> Infallible<Int> {
        Infallible.of(1, 3, 5).skip(while: { try InfallibleMatrix.failOnThree($0) < 10 })
    }

    static func standardError(of result: ExitTest.Result?) -> String {
        String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    }

    #if DEBUG
        @Test("subscribe(onNext:onCompleted:onDisposed:) traps in debug builds")
        func subscribeWithClosuresTraps() async {
            let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
                _ = InfallibleSubscribeTests.throwingAtTheSecondElement().subscribe(onNext: { _ in })
            }
            #expect(Self.standardError(of: result).contains(Self.message))
        }

        @Test("subscribe(_:) with InfallibleEvent traps in debug builds")
        func subscribeWithEventsTraps() async {
            let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
                _ = InfallibleSubscribeTests.throwingAtTheSecondElement().subscribe { (_: InfallibleEvent<Int>) in }
            }
            #expect(Self.standardError(of: result).contains(Self.message))
        }

        @Test("subscribe(with:onNext:…) traps in debug builds")
        func subscribeWithObjectTraps() async {
            let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
                let owner = NSObject()
                _ = InfallibleSubscribeTests.throwingAtTheSecondElement().subscribe(with: owner, onNext: { _, _ in })
                withExtendedLifetime(owner) {}
            }
            #expect(Self.standardError(of: result).contains(Self.message))
        }

        @Test("a failing inner Observable of flatMap reaches bind(to:), which traps in debug builds")
        func failingInnerObservableTrapsAtBind() async {
            let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
                let subject = PublishSubject<Int>()
                _ = Infallible.just(1).flatMap { _ in Observable<Int>.error(TestError.boom) }.bind(to: subject)
            }
            #expect(Self.standardError(of: result).contains(Self.message))
        }
    #endif

    /// The same subscribers, when no closure throws, see every element and the completion.
    @Test("throwing closures that do not throw reach the subscriber as usual")
    func nonThrowingPathReachesTheSubscriber() {
        var received: [String] = []
        let source = Infallible.of(1, 2, 4).skip(while: { try InfallibleMatrix.failOnThree($0) < 2 })
        let subscriptions = [
            source.subscribe(onNext: { received.append("next \($0)") }, onCompleted: { received.append("done") }),
            source.subscribe { (event: InfallibleEvent<Int>) in received.append("event \(event)") },
        ]
        #expect(
            received == [
                "next 2", "next 4", "done", "event next(2)", "event next(4)", "event completed",
            ])
        for subscription in subscriptions { subscription.dispose() }
    }
}
