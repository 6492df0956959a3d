import Foundation
import RxBlocking
import RxTestSupport
import XCTest

@testable import RxCocoa

final class RxCocoaErrorTests: RxTestCase {
    private final class Target: CustomStringConvertible {
        var description: String { "target" }
    }

    func testDebugDescriptions() {
        let target = Target()
        let cases: [(RxCocoaError, String)] = [
            (.unknown, "Unknown RxCocoa error."),
            (.invalidOperation(object: target), "An invalid operation was attempted on `target`."),
            (
                .itemsNotYetBound(object: target),
                "A data source is set on `target`, but no items have been bound to it yet."
            ),
            (.invalidPropertyName(object: target, propertyName: "name"), "`target` has no property named `name`."),
            (
                .invalidObjectOnKeyPath(object: 1, sourceObject: target, propertyName: "count"),
                "`1`, reached as `count` of `target`, cannot be observed."
            ),
            (.errorDuringSwizzling, "An error occurred while swizzling a method."),
            (.castingError(object: "x", targetType: Int.self), "Cannot cast `x` to `Int`."),
        ]
        for (error, description) in cases {
            XCTAssertEqual(error.debugDescription, description)
        }
    }

    func testIsAnErrorThatCrossesThreads() throws {
        let failing = Observable<Int>.error(RxCocoaError.castingError(object: 3, targetType: String.self))
        let result = failing.subscribe(on: ConcurrentDispatchQueueScheduler(qos: .default)).toArrayBlocking()
        guard case RxCocoaError.castingError(let object, let targetType)? = result.error as? RxCocoaError else {
            return XCTFail("unexpected result \(result)")
        }
        XCTAssertEqual(object as? Int, 3)
        XCTAssertTrue(targetType == String.self)
    }

    func testCastOrThrowReturnsTheCastValue() throws {
        let value: Any = 5
        XCTAssertEqual(try castOrThrow(Int.self, value), 5)
        let optional: Any = Optional(6) as Any
        XCTAssertEqual(try castOrThrow(Int.self, optional), 6)
    }

    func testCastOrThrowThrowsCastingError() {
        XCTAssertThrowsError(try castOrThrow(Int.self, "five")) { error in
            guard case RxCocoaError.castingError(let object, let targetType)? = error as? RxCocoaError else {
                return XCTFail("unexpected error \(error)")
            }
            XCTAssertEqual(object as? String, "five")
            XCTAssertTrue(targetType == Int.self)
        }
    }

    func testCastOptionalOrThrowMapsEmptyValuesToNil() throws {
        XCTAssertNil(try castOptionalOrThrow(Int.self, NSNull()))
        XCTAssertNil(try castOptionalOrThrow(Int.self, Int?.none as Any))
        XCTAssertEqual(try castOptionalOrThrow(Int.self, 7), 7)
        XCTAssertEqual(try castOptionalOrThrow(Int.self, Int?.some(8) as Any), 8)
        XCTAssertThrowsError(try castOptionalOrThrow(Int.self, "eight"))
    }

    func testCastOrFatalErrorHelpersOnValidInput() {
        let value: Int = castOrFatalError(9 as Any)
        XCTAssertEqual(value, 9)
        let none: Int? = castOptionalOrFatalError(nil)
        XCTAssertNil(none)
        let null: Int? = castOptionalOrFatalError(NSNull())
        XCTAssertNil(null)
        let some: Int? = castOptionalOrFatalError(10)
        XCTAssertEqual(some, 10)
    }
}

extension ObservableType {
    /// Collects the elements and the error of a sequence, waiting at most 5 s.
    fileprivate func toArrayBlocking() -> (elements: [Element], error: Swift.Error?) {
        switch asObservable().toBlocking(timeout: 5).materialize() {
        case .completed(let elements):
            return (elements, nil)
        case .failed(let elements, let error):
            return (elements, error)
        }
    }
}
