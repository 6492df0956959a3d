import Foundation
import RxBlocking
import RxSwift
import RxTestSupport
import Synchronization
import XCTest

final class BlockingObservableTests: RxTestCase {
    // MARK: first

    func testFirstReturnsTheFirstElement() throws {
        XCTAssertEqual(try Observable.of(1, 2, 3).toBlocking().first(), 1)
    }

    func testFirstOfEmptyIsNil() throws {
        XCTAssertNil(try Observable<Int>.empty().toBlocking().first())
    }

    func testFirstRethrowsTheError() {
        XCTAssertThrowsError(try Observable<Int>.error(TestError.boom).toBlocking().first()) { error in
            XCTAssertEqual(error as? TestError, TestError.boom)
        }
    }

    func testFirstOfNeverTimesOut() {
        XCTAssertThrowsError(try Observable<Int>.never().toBlocking(timeout: 0.02).first()) { error in
            XCTAssertTrue(Self.isTimeout(error))
        }
    }

    func testFirstDisposesTheSourceAfterTheFirstElement() throws {
        let disposed = Atomic<Bool>(false)
        let emittedAfterFirst = Atomic<Bool>(false)
        let source = Observable<Int>.create { observer in
            observer.onNext(1)
            emittedAfterFirst.store(true, ordering: .relaxed)
            observer.onNext(2)
            return Disposables.create { disposed.store(true, ordering: .relaxed) }
        }
        XCTAssertEqual(try source.toBlocking().first(), 1)
        XCTAssertTrue(disposed.load(ordering: .relaxed))
    }

    func testFirstStopsAnEndlessBackgroundSource() throws {
        let scheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "rx.tests.blocking.endless")
        let disposed = Atomic<Bool>(false)
        let source = Observable<Int>.create { observer in
            let work = scheduler.schedulePeriodic(0, startAfter: .milliseconds(1), period: .milliseconds(1)) { count in
                observer.onNext(count)
                return count + 1
            }
            return Disposables.create {
                work.dispose()
                disposed.store(true, ordering: .relaxed)
            }
        }
        XCTAssertEqual(try source.toBlocking(timeout: 2).first(), 0)
        XCTAssertTrue(disposed.load(ordering: .relaxed))
    }

    // MARK: last

    func testLastReturnsTheLastElement() throws {
        XCTAssertEqual(try Observable.of(1, 2, 3).toBlocking().last(), 3)
    }

    func testLastOfEmptyIsNil() throws {
        XCTAssertNil(try Observable<Int>.empty().toBlocking().last())
    }

    func testLastRethrowsTheErrorEvenAfterElements() {
        let source = Self.elementsThenError([1, 2], TestError.boom)
        XCTAssertThrowsError(try source.toBlocking().last()) { error in
            XCTAssertEqual(error as? TestError, TestError.boom)
        }
    }

    func testLastOfNeverTimesOut() {
        XCTAssertThrowsError(try Observable<Int>.never().toBlocking(timeout: 0.02).last()) { error in
            XCTAssertTrue(Self.isTimeout(error))
        }
    }

    // MARK: toArray

    func testToArrayReturnsAllElements() throws {
        XCTAssertEqual(try Observable.of(1, 2, 3).toBlocking().toArray(), [1, 2, 3])
    }

    func testToArrayOfEmptyIsEmpty() throws {
        XCTAssertEqual(try Observable<Int>.empty().toBlocking().toArray(), [])
    }

    func testToArrayRethrowsTheError() {
        XCTAssertThrowsError(try Self.elementsThenError([1], TestError.boom).toBlocking().toArray()) { error in
            XCTAssertEqual(error as? TestError, TestError.boom)
        }
    }

    func testToArrayOfNeverTimesOut() {
        XCTAssertThrowsError(try Observable<Int>.never().toBlocking(timeout: 0.02).toArray()) { error in
            XCTAssertTrue(Self.isTimeout(error))
        }
    }

    // MARK: single

    func testSingleReturnsTheOnlyElement() throws {
        XCTAssertEqual(try Observable.just(7).toBlocking().single(), 7)
    }

    func testSingleOfEmptyThrowsNoElements() {
        XCTAssertThrowsError(try Observable<Int>.empty().toBlocking().single()) { error in
            guard case RxError.noElements = error else { return XCTFail("unexpected \(error)") }
        }
    }

    func testSingleOfSeveralThrowsMoreThanOneElement() {
        XCTAssertThrowsError(try Observable.of(1, 2, 3).toBlocking().single()) { error in
            guard case RxError.moreThanOneElement = error else { return XCTFail("unexpected \(error)") }
        }
    }

    func testSingleStopsAtTheSecondElementOfAnEndlessSource() {
        let disposed = Atomic<Bool>(false)
        let source = Observable<Int>.create { observer in
            observer.onNext(1)
            observer.onNext(2)
            return Disposables.create { disposed.store(true, ordering: .relaxed) }
        }
        XCTAssertThrowsError(try source.toBlocking(timeout: 2).single()) { error in
            guard case RxError.moreThanOneElement = error else { return XCTFail("unexpected \(error)") }
        }
        XCTAssertTrue(disposed.load(ordering: .relaxed))
    }

    func testSingleRethrowsTheError() {
        XCTAssertThrowsError(try Observable<Int>.error(TestError.boom).toBlocking().single()) { error in
            XCTAssertEqual(error as? TestError, TestError.boom)
        }
    }

    func testSingleOfNeverTimesOut() {
        XCTAssertThrowsError(try Observable<Int>.never().toBlocking(timeout: 0.02).single()) { error in
            XCTAssertTrue(Self.isTimeout(error))
        }
    }

    func testSingleWithPredicateReturnsTheOnlyMatch() throws {
        XCTAssertEqual(try Observable.of(1, 2, 3).toBlocking().single { $0 == 2 }, 2)
    }

    func testSingleWithPredicateAndNoMatchThrowsNoElements() {
        XCTAssertThrowsError(try Observable.of(1, 2, 3).toBlocking().single { $0 > 5 }) { error in
            guard case RxError.noElements = error else { return XCTFail("unexpected \(error)") }
        }
    }

    func testSingleWithPredicateAndTwoMatchesThrowsMoreThanOneElement() {
        XCTAssertThrowsError(try Observable.of(1, 2, 3).toBlocking().single { $0 > 1 }) { error in
            guard case RxError.moreThanOneElement = error else { return XCTFail("unexpected \(error)") }
        }
    }

    func testSingleWithThrowingPredicateRethrows() {
        let source = Observable.of(1, 2, 3)
        XCTAssertThrowsError(try source.toBlocking().single { _ in throw TestError.boom }) { error in
            XCTAssertEqual(error as? TestError, TestError.boom)
        }
    }

    // MARK: materialize

    func testMaterializeOfCompletedSequence() {
        guard case .completed(let elements) = Observable.of(1, 2).toBlocking().materialize() else {
            return XCTFail("expected completed")
        }
        XCTAssertEqual(elements, [1, 2])
    }

    func testMaterializeOfEmpty() {
        guard case .completed(let elements) = Observable<Int>.empty().toBlocking().materialize() else {
            return XCTFail("expected completed")
        }
        XCTAssertEqual(elements, [])
    }

    func testMaterializeOfFailedSequenceKeepsElementsBeforeTheError() {
        let result = Self.elementsThenError([1, 2], TestError.boom).toBlocking().materialize()
        guard case .failed(let elements, let error) = result else { return XCTFail("expected failed") }
        XCTAssertEqual(elements, [1, 2])
        XCTAssertEqual(error as? TestError, TestError.boom)
    }

    func testMaterializeOfNeverTimesOut() {
        let start = Date()
        let result = Observable<Int>.never().toBlocking(timeout: 0.03).materialize()
        guard case .failed(let elements, let error) = result else { return XCTFail("expected failed") }
        XCTAssertEqual(elements, [])
        XCTAssertTrue(Self.isTimeout(error))
        XCTAssertGreaterThanOrEqual(Date().timeIntervalSince(start), 0.025)
    }

    // MARK: helpers

    static func isTimeout(_ error: Error) -> Bool {
        if case RxError.timeout = error { return true }
        return false
    }

    private static func elementsThenError(_ elements: [Int], _ error: Error) -> Observable<Int> {
        Observable.create { observer in
            for element in elements { observer.onNext(element) }
            observer.onError(error)
            return Disposables.create()
        }
    }
}
