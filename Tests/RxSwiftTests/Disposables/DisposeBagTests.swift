import RxSwift
import RxTestSupport
import XCTest

final class DisposeBagTests: RxTestCase {
    func testDisposesOnDeinitInInsertionOrder() {
        let log = DisposeLog()
        let parts = (1...3).map { RecordingDisposable("\($0)", log: log) }
        var bag: DisposeBag? = DisposeBag()
        bag!.insert(parts[0])
        bag!.insert(parts[1])
        bag!.insert(parts[2])
        XCTAssertEqual(log.names, [])
        bag = nil
        XCTAssertEqual(log.names, ["1", "2", "3"])
        XCTAssertEqual(parts.map(\.disposeCount), [1, 1, 1])
    }

    func testInsertVariadic() {
        let log = DisposeLog()
        let a = RecordingDisposable("a", log: log)
        let b = RecordingDisposable("b", log: log)
        var bag: DisposeBag? = DisposeBag()
        bag!.insert(a, b)
        bag = nil
        XCTAssertEqual(log.names, ["a", "b"])
    }

    func testInsertArray() {
        let log = DisposeLog()
        let parts: [Disposable] = [RecordingDisposable("a", log: log), RecordingDisposable("b", log: log)]
        var bag: DisposeBag? = DisposeBag()
        bag!.insert(parts)
        bag = nil
        XCTAssertEqual(log.names, ["a", "b"])
    }

    func testInsertResultBuilder() {
        let log = DisposeLog()
        let a = RecordingDisposable("a", log: log)
        let b = RecordingDisposable("b", log: log)
        let c = RecordingDisposable("c", log: log)
        var bag: DisposeBag? = DisposeBag()
        bag!.insert {
            a
            b
            c
        }
        bag = nil
        XCTAssertEqual(log.names, ["a", "b", "c"])
    }

    func testInitDisposingVariadic() {
        let log = DisposeLog()
        var bag: DisposeBag? = DisposeBag(
            disposing: RecordingDisposable("a", log: log),
            RecordingDisposable("b", log: log)
        )
        XCTAssertNotNil(bag)
        XCTAssertEqual(log.names, [])
        bag = nil
        XCTAssertEqual(log.names, ["a", "b"])
    }

    func testInitDisposingArray() {
        let log = DisposeLog()
        let parts: [Disposable] = [RecordingDisposable("a", log: log), RecordingDisposable("b", log: log)]
        var bag: DisposeBag? = DisposeBag(disposing: parts)
        XCTAssertNotNil(bag)
        bag = nil
        XCTAssertEqual(log.names, ["a", "b"])
    }

    func testInitDisposingResultBuilder() {
        let log = DisposeLog()
        var bag: DisposeBag? = DisposeBag {
            RecordingDisposable("a", log: log)
            RecordingDisposable("b", log: log)
        }
        XCTAssertNotNil(bag)
        bag = nil
        XCTAssertEqual(log.names, ["a", "b"])
    }

    func testReplacingTheBagDisposesSubscriptions() {
        let subject = PublishSubject<Int>()
        var received: [Int] = []
        var bag = DisposeBag()
        subject.subscribe(onNext: { received.append($0) }).disposed(by: bag)
        subject.onNext(1)
        XCTAssertTrue(subject.hasObservers)
        bag = DisposeBag()
        subject.onNext(2)
        XCTAssertEqual(received, [1])
        XCTAssertFalse(subject.hasObservers)
        _ = bag
    }

    func testDisposableInsertedTwiceIsDisposedPerInsertion() {
        let disposable = RecordingDisposable("a")
        var bag: DisposeBag? = DisposeBag()
        bag!.insert(disposable)
        bag!.insert(disposable)
        bag = nil
        XCTAssertEqual(disposable.disposeCount, 2, "a disposable inserted twice is disposed once per insertion")
    }

    /// Upstream's label: `DisposeBag(builder:)`.
    func testInitBuilderLabel() {
        let log = DisposeLog()
        var bag: DisposeBag? = DisposeBag(builder: {
            RecordingDisposable("a", log: log)
            RecordingDisposable("b", log: log)
        })
        XCTAssertEqual(log.names, [])
        XCTAssertNotNil(bag)
        bag = nil
        XCTAssertEqual(log.names, ["a", "b"])
    }

    /// 1.0's `DisposeBag(disposing: { … })` still compiles (deprecated) and owns what the builder lists.
    func testDeprecatedDisposingBuilderLabelForwards() {
        let log = DisposeLog()
        let calls: DeprecatedDisposeBagBuilder = DeprecatedDisposeBagBuilderCalls()
        var bag: DisposeBag? = calls.bag(RecordingDisposable("a", log: log), RecordingDisposable("b", log: log))
        XCTAssertEqual(log.names, [])
        XCTAssertNotNil(bag)
        bag = nil
        XCTAssertEqual(log.names, ["a", "b"])
    }
}

private protocol DeprecatedDisposeBagBuilder {
    func bag(_ first: Disposable, _ second: Disposable) -> DisposeBag
}

private struct DeprecatedDisposeBagBuilderCalls: DeprecatedDisposeBagBuilder {
    @available(*, deprecated)
    func bag(_ first: Disposable, _ second: Disposable) -> DisposeBag {
        DisposeBag(disposing: {
            first
            second
        })
    }
}
