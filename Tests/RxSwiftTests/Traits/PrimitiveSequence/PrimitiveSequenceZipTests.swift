import RxSwift
import RxTest
import RxTestSupport
import XCTest

final class PrimitiveSequenceZipTests: RxTestCase {
    private var scheduler: TestScheduler!

    override func setUp() {
        super.setUp()
        scheduler = TestScheduler(initialClock: 0)
    }

    override func tearDown() {
        scheduler = nil
        super.tearDown()
    }

    /// A cold source that emits `value` at `time` and completes (or completes empty when `value` is nil).
    private func cold(_ value: Int?, at time: TestTime) -> TestableObservable<Int> {
        if let value {
            return scheduler.createColdObservable([.next(time, value), .completed(time)])
        }
        return scheduler.createColdObservable([.completed(time)])
    }

    private func single(_ value: Int) -> Single<Int> { Observable.just(value).asSingle() }
    private func maybe(_ value: Int) -> Maybe<Int> { Observable.just(value).asMaybe() }

    // MARK: Single, fixed arity

    func testSingleZipSucceedsWhenTheLastSucceeds() {
        let xs = cold(1, at: 30)
        let ys = cold(2, at: 10)
        let res = scheduler.start { Single.zip(xs.asSingle(), ys.asSingle()) { $0 * 10 + $1 }.asObservable() }
        XCTAssertEqual(res.events, [.next(230, 12), .completed(230)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 210)])
    }

    func testSingleZipFailsAtTheFirstErrorAndDisposesTheOther() {
        let xs = cold(1, at: 30)
        let ys = scheduler.createColdObservable([Recorded<Event<Int>>.error(10, TestError.boom)])
        let res = scheduler.start { Single.zip(xs.asSingle(), ys.asSingle()) { $0 + $1 }.asObservable() }
        XCTAssertEqual(res.events, [.error(210, TestError.boom)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 210)])
    }

    func testSingleZipEmptySourceFailsWithNoElements() {
        let xs = cold(1, at: 30)
        let ys = cold(nil, at: 10)
        let res = scheduler.start { Single.zip(xs.asSingle(), ys.asSingle()) { $0 + $1 }.asObservable() }
        XCTAssertEqual(res.events, [.error(210, RxError.noElements)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])
    }

    func testSingleZipResultSelectorThrows() {
        let xs = cold(1, at: 10)
        let ys = cold(2, at: 20)
        let res = scheduler.start {
            Single.zip(xs.asSingle(), ys.asSingle()) { _, _ -> Int in throw TestError.other }.asObservable()
        }
        XCTAssertEqual(res.events, [.error(220, TestError.other)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 220)])
    }

    func testSingleZipDisposeEarly() {
        let xs = cold(1, at: 30)
        let ys = cold(2, at: 100)
        let res = scheduler.start(disposed: 250) {
            Single.zip(xs.asSingle(), ys.asSingle()) { $0 + $1 }.asObservable()
        }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 250)])
    }

    func testSingleZipNever() {
        let xs = cold(1, at: 30)
        let res = scheduler.start {
            Single.zip(xs.asSingle(), Observable<Int>.never().asSingle()) { $0 + $1 }.asObservable()
        }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testSingleZipTupleFormsForEveryArity() {
        var results: [String] = []
        let record: (Observable<String>) -> Void = { source in
            _ = source.subscribe(onNext: { results.append($0) })
        }
        let s = single
        record(Single.zip(s(1), s(2)).asObservable().map { "\($0)\($1)" })
        record(Single.zip(s(1), s(2), s(3)).asObservable().map { "\($0)\($1)\($2)" })
        record(Single.zip(s(1), s(2), s(3), s(4)).asObservable().map { "\($0)\($1)\($2)\($3)" })
        record(Single.zip(s(1), s(2), s(3), s(4), s(5)).asObservable().map { "\($0)\($1)\($2)\($3)\($4)" })
        record(Single.zip(s(1), s(2), s(3), s(4), s(5), s(6)).asObservable().map { "\($0.0)\($0.5)" })
        record(Single.zip(s(1), s(2), s(3), s(4), s(5), s(6), s(7)).asObservable().map { "\($0.0)\($0.6)" })
        record(Single.zip(s(1), s(2), s(3), s(4), s(5), s(6), s(7), s(8)).asObservable().map { "\($0.0)\($0.7)" })
        XCTAssertEqual(results, ["12", "123", "1234", "12345", "16", "17", "18"])
    }

    func testSingleZipResultSelectorFormsForEveryArity() {
        var results: [Int] = []
        let record: (Single<Int>) -> Void = { single in
            _ = single.subscribe(onSuccess: { results.append($0) })
        }
        let s = single
        record(Single.zip(s(1), s(2)) { $0 + $1 })
        record(Single.zip(s(1), s(2), s(3)) { $0 + $1 + $2 })
        record(Single.zip(s(1), s(2), s(3), s(4)) { $0 + $1 + $2 + $3 })
        record(Single.zip(s(1), s(2), s(3), s(4), s(5)) { $0 + $1 + $2 + $3 + $4 })
        record(Single.zip(s(1), s(2), s(3), s(4), s(5), s(6)) { [$0, $1, $2, $3, $4, $5].reduce(0, +) })
        record(Single.zip(s(1), s(2), s(3), s(4), s(5), s(6), s(7)) { [$0, $1, $2, $3, $4, $5, $6].reduce(0, +) })
        record(
            Single.zip(s(1), s(2), s(3), s(4), s(5), s(6), s(7), s(8)) {
                [$0, $1, $2, $3, $4, $5, $6, $7].reduce(0, +)
            }
        )
        XCTAssertEqual(results, [3, 6, 10, 15, 21, 28, 36])
    }

    func testSingleZipMixedElementTypes() {
        var result: String?
        _ = Single.zip(single(1), Observable.just("a").asSingle(), Observable.just(true).asSingle())
            .subscribe(onSuccess: { result = "\($0)\($1)\($2)" })
        XCTAssertEqual(result, "1atrue")
    }

    // MARK: Maybe, fixed arity

    func testMaybeZipSucceedsWhenAllSucceed() {
        let xs = cold(1, at: 30)
        let ys = cold(2, at: 10)
        let res = scheduler.start { Maybe.zip(xs.asMaybe(), ys.asMaybe()) { $0 * 10 + $1 }.asObservable() }
        XCTAssertEqual(res.events, [.next(230, 12), .completed(230)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 210)])
    }

    /// As `Observable.zip`: an empty maybe ends the zip once its result can no longer be formed.
    func testMaybeZipWithAnEmptyMaybeCompletesEmpty() {
        let xs = cold(nil, at: 10)
        let ys = cold(2, at: 30)
        let res = scheduler.start { Maybe.zip(xs.asMaybe(), ys.asMaybe()) { $0 + $1 }.asObservable() }
        XCTAssertEqual(res.events, [.completed(230)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 230)])
    }

    func testMaybeZipFailsAtTheFirstError() {
        let xs = cold(1, at: 30)
        let ys = scheduler.createColdObservable([Recorded<Event<Int>>.error(10, TestError.boom)])
        let res = scheduler.start { Maybe.zip(xs.asMaybe(), ys.asMaybe()) { $0 + $1 }.asObservable() }
        XCTAssertEqual(res.events, [.error(210, TestError.boom)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 210)])
    }

    func testMaybeZipDisposeEarly() {
        let xs = cold(1, at: 30)
        let ys = cold(2, at: 100)
        let res = scheduler.start(disposed: 250) {
            Maybe.zip(xs.asMaybe(), ys.asMaybe()).asObservable().map { $0 + $1 }
        }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 250)])
    }

    func testMaybeZipFormsForEveryArity() {
        var results: [Int] = []
        let record: (Observable<Int>) -> Void = { source in
            _ = source.subscribe(onNext: { results.append($0) })
        }
        let m = maybe
        record(Maybe.zip(m(1), m(2)).asObservable().map { $0 + $1 })
        record(Maybe.zip(m(1), m(2), m(3)).asObservable().map { $0 + $1 + $2 })
        record(Maybe.zip(m(1), m(2), m(3), m(4)).asObservable().map { $0 + $1 + $2 + $3 })
        record(Maybe.zip(m(1), m(2), m(3), m(4), m(5)).asObservable().map { $0 + $1 + $2 + $3 + $4 })
        record(Maybe.zip(m(1), m(2), m(3), m(4), m(5), m(6)).asObservable().map { $0 + $1 + $2 + $3 + $4 + $5 })
        record(Maybe.zip(m(1), m(2), m(3), m(4), m(5), m(6), m(7)).asObservable().map { $0.0 + $0.6 })
        record(Maybe.zip(m(1), m(2), m(3), m(4), m(5), m(6), m(7), m(8)).asObservable().map { $0.0 + $0.7 })
        record(Maybe.zip(m(1), m(2), m(3)) { $0 * $1 * $2 }.asObservable())
        record(Maybe.zip(m(1), m(2), m(3), m(4)) { $0 * $1 * $2 * $3 }.asObservable())
        record(Maybe.zip(m(1), m(2), m(3), m(4), m(5)) { $0 * $1 * $2 * $3 * $4 }.asObservable())
        record(Maybe.zip(m(1), m(2), m(3), m(4), m(5), m(6)) { $0 * $1 * $2 * $3 * $4 * $5 }.asObservable())
        record(Maybe.zip(m(1), m(2), m(3), m(4), m(5), m(6), m(7)) { $6 - $0 }.asObservable())
        record(Maybe.zip(m(1), m(2), m(3), m(4), m(5), m(6), m(7), m(8)) { $7 - $0 }.asObservable())
        XCTAssertEqual(results, [3, 6, 10, 15, 21, 8, 9, 6, 24, 120, 720, 6, 7])
    }

    // MARK: collections

    func testSingleZipCollectionSucceedsWithTheElementsInOrder() {
        let xs = cold(1, at: 30)
        let ys = cold(2, at: 10)
        let zs = cold(3, at: 20)
        let res = scheduler.start { Single.zip([xs.asSingle(), ys.asSingle(), zs.asSingle()]).asObservable() }
        XCTAssertEqual(res.events, [.next(230, [1, 2, 3]), .completed(230)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 210)])
        XCTAssertEqual(zs.subscriptions, [Subscription(200, 220)])
    }

    func testSingleZipCollectionWithResultSelector() {
        let xs = cold(1, at: 30)
        let ys = cold(2, at: 10)
        let res = scheduler.start {
            Single.zip([xs.asSingle(), ys.asSingle()]) { $0.reduce(0, +) }.asObservable()
        }
        XCTAssertEqual(res.events, [.next(230, 3), .completed(230)])
    }

    func testSingleZipCollectionFailsAtTheFirstError() {
        let xs = cold(1, at: 30)
        let ys = scheduler.createColdObservable([Recorded<Event<Int>>.error(10, TestError.boom)])
        let res = scheduler.start { Single.zip([xs.asSingle(), ys.asSingle()]).asObservable() }
        XCTAssertEqual(res.events, [.error(210, TestError.boom)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 210)])
    }

    func testSingleZipCollectionDisposeEarly() {
        let xs = cold(1, at: 30)
        let ys = cold(2, at: 100)
        let res = scheduler.start(disposed: 250) { Single.zip([xs.asSingle(), ys.asSingle()]).asObservable() }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 250)])
    }

    func testSingleZipEmptyCollectionSucceedsAtOnce() {
        let res = scheduler.start { Single.zip([Single<Int>]()).asObservable() }
        XCTAssertEqual(res.events, [.next(200, []), .completed(200)])

        var selectorCalls = 0
        let selected = TestScheduler(initialClock: 0).start {
            Single.zip([Single<Int>]()) { values -> Int in
                selectorCalls += 1
                return values.count + 5
            }
            .asObservable()
        }
        XCTAssertEqual(selected.events, [.next(200, 5), .completed(200)])
        XCTAssertEqual(selectorCalls, 1)
    }

    func testSingleZipEmptyCollectionResultSelectorThrows() {
        let res = scheduler.start {
            Single.zip([Single<Int>]()) { _ -> Int in throw TestError.other }.asObservable()
        }
        XCTAssertEqual(res.events, [.error(200, TestError.other)])
    }

    func testMaybeZipCollection() {
        let xs = cold(1, at: 30)
        let ys = cold(2, at: 10)
        let res = scheduler.start { Maybe.zip([xs.asMaybe(), ys.asMaybe()][...]).asObservable() }
        XCTAssertEqual(res.events, [.next(230, [1, 2]), .completed(230)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 210)])
    }

    func testMaybeZipCollectionWithAnEmptyMaybeCompletesEmpty() {
        let xs = cold(nil, at: 10)
        let ys = cold(2, at: 30)
        let res = scheduler.start { Maybe.zip([xs.asMaybe(), ys.asMaybe()]) { $0.count }.asObservable() }
        XCTAssertEqual(res.events, [.completed(230)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 230)])
    }

    func testMaybeZipEmptyCollectionSucceedsAtOnce() {
        let res = scheduler.start { Maybe.zip([Maybe<Int>]()).asObservable() }
        XCTAssertEqual(res.events, [.next(200, []), .completed(200)])
        let selected = TestScheduler(initialClock: 0).start {
            Maybe.zip([Maybe<Int>]()) { $0.count + 1 }.asObservable()
        }
        XCTAssertEqual(selected.events, [.next(200, 1), .completed(200)])
    }
}
