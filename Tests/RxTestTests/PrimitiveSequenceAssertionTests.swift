import RxSwift
import RxTest
import RxTestSupport
import XCTest

/// The `XCTAssertEqual` overloads for trait event lists: equal lists pass, different lists fail with a diff.
final class PrimitiveSequenceAssertionTests: RxTestCase {
    /// Failures recorded while `capturingFailures` runs, instead of failing the test.
    private var captured: [String]?

    override func recordFailure(
        withDescription description: String, inFile filePath: String, atLine lineNumber: Int, expected: Bool
    ) {
        if captured != nil {
            captured?.append(description)
        } else {
            super.recordFailure(withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected)
        }
    }

    private func capturingFailures(_ body: () -> Void) -> [String] {
        captured = []
        body()
        defer { captured = nil }
        return captured ?? []
    }

    func testSingleEventsEqualPass() {
        let failures = capturingFailures {
            XCTAssertEqual(
                [SingleEvent<Int>.success(1), .failure(TestError.boom)],
                [.success(1), .failure(TestError.boom)])
        }
        XCTAssertEqual(failures, [])
    }

    func testSingleEventsThatDifferFailWithADiff() {
        let failures = capturingFailures {
            XCTAssertEqual([SingleEvent<Int>.success(1)], [.success(2)])
            XCTAssertEqual([SingleEvent<Int>.failure(TestError.boom)], [.failure(TestError.other)])
        }
        XCTAssertEqual(failures.count, 2)
        XCTAssertTrue(failures.first?.contains("Single events are not equal") ?? false, "\(failures)")
    }

    func testMaybeEvents() {
        let pass = capturingFailures {
            XCTAssertEqual([MaybeEvent<Int>.success(1), .completed], [.success(1), .completed])
        }
        XCTAssertEqual(pass, [])
        let fail = capturingFailures {
            XCTAssertEqual([MaybeEvent<Int>.completed], [.success(1)])
        }
        XCTAssertEqual(fail.count, 1)
        XCTAssertTrue(fail.first?.contains("Maybe events are not equal") ?? false, "\(fail)")
    }

    func testCompletableEvents() {
        let pass = capturingFailures {
            XCTAssertEqual([CompletableEvent.completed], [.completed])
        }
        XCTAssertEqual(pass, [])
        let fail = capturingFailures {
            XCTAssertEqual([CompletableEvent.completed], [.error(TestError.boom)])
            XCTAssertEqual([CompletableEvent](), [.completed])
        }
        XCTAssertEqual(fail.count, 2)
        XCTAssertTrue(fail.first?.contains("Completable events are not equal") ?? false, "\(fail)")
    }

    func testEventsRecordedFromATraitSubscription() {
        var events: [SingleEvent<Int>] = []
        _ = Single.just(3).subscribe { events.append($0) }
        XCTAssertEqual(events, [.success(3)])
    }
}
