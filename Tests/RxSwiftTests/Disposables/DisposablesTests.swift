import RxSwift
import RxTestSupport
import XCTest

final class DisposablesTests: RxTestCase {
    func testCreateWithoutArgumentsIsNoOp() {
        let disposable = Disposables.create()
        disposable.dispose()
        disposable.dispose()
        XCTAssertTrue(disposable is NopDisposable)
    }

    func testCreateWithActionRunsItOnce() {
        var calls = 0
        let disposable = Disposables.create { calls += 1 }
        XCTAssertFalse(disposable.isDisposed)
        disposable.dispose()
        XCTAssertTrue(disposable.isDisposed)
        disposable.dispose()
        XCTAssertEqual(calls, 1)
    }

    func testCreateWithTwoDisposesBothOnceInOrder() {
        let log = DisposeLog()
        let first = RecordingDisposable("1", log: log)
        let second = RecordingDisposable("2", log: log)
        let disposable = Disposables.create(first, second)
        XCTAssertFalse(disposable.isDisposed)
        disposable.dispose()
        disposable.dispose()
        XCTAssertTrue(disposable.isDisposed)
        XCTAssertEqual(log.names, ["1", "2"])
    }

    func testCreateWithThreeDisposesAllOnceInOrder() {
        let log = DisposeLog()
        let parts = (1...3).map { RecordingDisposable("\($0)", log: log) }
        let disposable = Disposables.create(parts[0], parts[1], parts[2])
        disposable.dispose()
        disposable.dispose()
        XCTAssertTrue(disposable.isDisposed)
        XCTAssertEqual(log.names, ["1", "2", "3"])
    }

    func testCreateWithVariadicDisposesAllOnceInOrder() {
        let log = DisposeLog()
        let parts = (1...5).map { RecordingDisposable("\($0)", log: log) }
        let disposable = Disposables.create(parts[0], parts[1], parts[2], parts[3], parts[4])
        disposable.dispose()
        disposable.dispose()
        XCTAssertEqual(log.names, ["1", "2", "3", "4", "5"])
    }

    func testCreateWithArrayDisposesAllOnceInOrder() {
        for size in [0, 1, 2, 3, 6] {
            let log = DisposeLog()
            let parts = (0..<size).map { RecordingDisposable("\($0)", log: log) }
            let disposable = Disposables.create(parts)
            disposable.dispose()
            disposable.dispose()
            XCTAssertTrue(disposable.isDisposed)
            XCTAssertEqual(log.names, (0..<size).map { "\($0)" }, "size \(size)")
        }
    }

    func testBooleanDisposable() {
        let disposable = BooleanDisposable()
        XCTAssertFalse(disposable.isDisposed)
        disposable.dispose()
        XCTAssertTrue(disposable.isDisposed)
        disposable.dispose()
        XCTAssertTrue(disposable.isDisposed)
        XCTAssertTrue(BooleanDisposable(isDisposed: true).isDisposed)
        XCTAssertFalse(BooleanDisposable(isDisposed: false).isDisposed)
    }

    func testDisposedByAddsToBag() {
        let disposable = RecordingDisposable("a")
        var bag: DisposeBag? = DisposeBag()
        disposable.disposed(by: bag!)
        XCTAssertEqual(disposable.disposeCount, 0)
        bag = nil
        XCTAssertEqual(disposable.disposeCount, 1)
    }
}
