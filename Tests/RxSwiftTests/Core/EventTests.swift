import RxSwift
import RxTestSupport
import XCTest

final class EventTests: RxTestCase {
    func testElementIsSetOnlyForNext() {
        XCTAssertEqual(Event.next(1).element, 1)
        XCTAssertNil(Event<Int>.error(TestError.boom).element)
        XCTAssertNil(Event<Int>.completed.element)
    }

    func testErrorIsSetOnlyForError() {
        XCTAssertEqual(Event<Int>.error(TestError.boom).error as? TestError, .boom)
        XCTAssertNil(Event.next(1).error)
        XCTAssertNil(Event<Int>.completed.error)
    }

    func testIsStopEvent() {
        XCTAssertFalse(Event.next(1).isStopEvent)
        XCTAssertTrue(Event<Int>.error(TestError.boom).isStopEvent)
        XCTAssertTrue(Event<Int>.completed.isStopEvent)
    }

    func testIsCompleted() {
        XCTAssertFalse(Event.next(1).isCompleted)
        XCTAssertFalse(Event<Int>.error(TestError.boom).isCompleted)
        XCTAssertTrue(Event<Int>.completed.isCompleted)
    }

    func testMapTransformsNext() {
        XCTAssertEqual(Event.next(2).map { $0 * 10 }.element, 20)
    }

    func testMapKeepsTerminalEvents() {
        XCTAssertEqual(Event<Int>.error(TestError.boom).map { $0 * 10 }.error as? TestError, .boom)
        XCTAssertTrue(Event<Int>.completed.map { "\($0)" }.isCompleted)
    }

    func testMapThrowingTransformBecomesError() {
        let mapped: Event<String> = Event.next(1).map { _ in throw TestError.other }
        XCTAssertEqual(mapped.error as? TestError, .other)
    }

    func testMapDoesNotCallTransformForTerminalEvents() {
        var calls = 0
        _ = Event<Int>.completed.map { value -> Int in
            calls += 1
            return value
        }
        _ = Event<Int>.error(TestError.boom).map { value -> Int in
            calls += 1
            return value
        }
        XCTAssertEqual(calls, 0)
    }

    func testDebugDescription() {
        XCTAssertEqual(Event.next(1).debugDescription, "next(1)")
        XCTAssertEqual(Event.next("a").debugDescription, "next(a)")
        XCTAssertEqual(Event<Int>.error(TestError.boom).debugDescription, "error(boom)")
        XCTAssertEqual(Event<Int>.completed.debugDescription, "completed")
    }

    func testEventConvertibleReturnsItself() {
        let event: Event<Int> = .next(3)
        XCTAssertEqual(event.event.element, 3)
    }

    func testEventOfSendableElementIsSendable() {
        func requireSendable<T: Sendable>(_ value: T) -> T { value }
        XCTAssertEqual(requireSendable(Event.next(5)).element, 5)
    }
}
