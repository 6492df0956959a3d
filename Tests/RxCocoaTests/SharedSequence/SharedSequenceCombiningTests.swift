import RxCocoa
import RxTest
import RxTestSupport
import XCTest

final class SharedSequenceCombiningTests: RxTestCase {
    private func twoSources(_ scheduler: TestScheduler) -> (TestableObservable<Int>, TestableObservable<Int>) {
        (
            scheduler.createHotObservable([.next(210, 1), .next(230, 3), .completed(260)]),
            scheduler.createHotObservable([.next(220, 2), .next(240, 4), .completed(250)])
        )
    }

    func testMergeStaticForms() {
        let expected: [Recorded<Event<Int>>] = [
            .next(210, 1), .next(220, 2), .next(230, 3), .next(240, 4), .completed(260),
        ]
        let forms: [(String, ([Driver<Int>]) -> Driver<Int>)] = [
            ("array", { Driver.merge($0) }),
            ("variadic", { Driver.merge($0[0], $0[1]) }),
            ("collection", { Driver.merge($0[...]) }),
        ]
        for (name, merge) in forms {
            withSharingTestScheduler { scheduler in
                let (xs, ys) = twoSources(scheduler)
                let res = scheduler.start {
                    merge([xs.asDriver(onErrorJustReturn: -1), ys.asDriver(onErrorJustReturn: -1)])
                }
                XCTAssertEqual(res.events, expected, name)
                XCTAssertEqual(xs.subscriptions, [Subscription(200, 260)], name)
                XCTAssertEqual(ys.subscriptions, [Subscription(200, 250)], name)
            }
        }
    }

    func testConcatSequenceAndCollection() {
        for useCollection in [false, true] {
            withSharingTestScheduler { scheduler in
                let xs = scheduler.createColdObservable([.next(10, 1), .completed(20)])
                let ys = scheduler.createColdObservable([.next(5, 2), .completed(10)])
                let res = scheduler.start { () -> Signal<Int> in
                    let sources = [xs.asSignal(onErrorJustReturn: -1), ys.asSignal(onErrorJustReturn: -1)]
                    return useCollection ? Signal.concat(sources) : Signal.concat(AnySequence(sources))
                }
                XCTAssertEqual(res.events, [.next(210, 1), .next(225, 2), .completed(230)])
                XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
                XCTAssertEqual(ys.subscriptions, [Subscription(220, 230)])
            }
        }
    }

    func testZip2ResultSelectorAndTuple() {
        withSharingTestScheduler { scheduler in
            let (xs, ys) = twoSources(scheduler)
            let res = scheduler.start {
                Driver.zip(xs.asDriver(onErrorJustReturn: -1), ys.asDriver(onErrorJustReturn: -1)) { $0 * 10 + $1 }
            }
            // As RxSwift's zip: completes when every source has completed.
            XCTAssertEqual(res.events, [.next(220, 12), .next(240, 34), .completed(260)])
            XCTAssertEqual(xs.subscriptions, [Subscription(200, 260)])
            XCTAssertEqual(ys.subscriptions, [Subscription(200, 250)])
        }
        withSharingTestScheduler { scheduler in
            let (xs, ys) = twoSources(scheduler)
            let res = scheduler.start {
                Driver.zip(xs.asDriver(onErrorJustReturn: -1), ys.asDriver(onErrorJustReturn: -1)).map { "\($0)\($1)" }
            }
            XCTAssertEqual(res.events, [.next(220, "12"), .next(240, "34"), .completed(260)])
        }
    }

    func testCombineLatest2ResultSelectorAndTuple() {
        withSharingTestScheduler { scheduler in
            let (xs, ys) = twoSources(scheduler)
            let res = scheduler.start {
                Signal.combineLatest(xs.asSignal(onErrorJustReturn: -1), ys.asSignal(onErrorJustReturn: -1)) {
                    $0 * 10 + $1
                }
            }
            XCTAssertEqual(res.events, [.next(220, 12), .next(230, 32), .next(240, 34), .completed(260)])
            XCTAssertEqual(xs.subscriptions, [Subscription(200, 260)])
            XCTAssertEqual(ys.subscriptions, [Subscription(200, 250)])
        }
        withSharingTestScheduler { scheduler in
            let (xs, ys) = twoSources(scheduler)
            let res = scheduler.start {
                Signal.combineLatest(xs.asSignal(onErrorJustReturn: -1), ys.asSignal(onErrorJustReturn: -1))
                    .map { "\($0)\($1)" }
            }
            XCTAssertEqual(res.events, [.next(220, "12"), .next(230, "32"), .next(240, "34"), .completed(260)])
        }
    }

    func testZipAndCombineLatestArities3To8() {
        do {
            let d = { (value: Int) in Driver.of(value, value * 100) }
            var results: [[Recorded<Event<Int>>]] = []
            results.append(recordShared { Driver.zip(d(1), d(2), d(3)) { $0 + $1 + $2 } })
            results.append(recordShared { Driver.zip(d(1), d(2), d(3), d(4)).map { $0 + $1 + $2 + $3 } })
            results.append(recordShared { Driver.zip(d(1), d(2), d(3), d(4), d(5)) { $0 + $1 + $2 + $3 + $4 } })
            results.append(
                recordShared { Driver.zip(d(1), d(2), d(3), d(4), d(5), d(6)).map { $0 + $1 + $2 + $3 + $4 + $5 } }
            )
            results.append(
                recordShared {
                    Driver.zip(d(1), d(2), d(3), d(4), d(5), d(6), d(7)) { $0 + $1 + $2 + $3 + $4 + $5 + $6 }
                }
            )
            results.append(
                recordShared {
                    Driver.zip(d(1), d(2), d(3), d(4), d(5), d(6), d(7), d(8)).map {
                        $0 + $1 + $2 + $3 + $4 + $5 + $6 + $7
                    }
                }
            )
            for (offset, res) in results.enumerated() {
                let arity = offset + 3
                let sum = (1...arity).reduce(0, +)
                XCTAssertEqual(res.compactMap { $0.value.element }, [sum, sum * 100], "zip \(arity)")
                XCTAssertEqual(res.last?.value.isCompleted, true, "zip \(arity)")
            }
        }
        do {
            let d = { (value: Int) in Driver.just(value) }
            var results: [[Recorded<Event<Int>>]] = []
            results.append(recordShared { Driver.combineLatest(d(1), d(2), d(3)).map { $0 + $1 + $2 } })
            results.append(recordShared { Driver.combineLatest(d(1), d(2), d(3), d(4)) { $0 + $1 + $2 + $3 } })
            results.append(
                recordShared { Driver.combineLatest(d(1), d(2), d(3), d(4), d(5)).map { $0 + $1 + $2 + $3 + $4 } }
            )
            results.append(
                recordShared {
                    Driver.combineLatest(d(1), d(2), d(3), d(4), d(5), d(6)) { $0 + $1 + $2 + $3 + $4 + $5 }
                }
            )
            results.append(
                recordShared {
                    Driver.combineLatest(d(1), d(2), d(3), d(4), d(5), d(6), d(7)).map {
                        $0 + $1 + $2 + $3 + $4 + $5 + $6
                    }
                }
            )
            results.append(
                recordShared {
                    Driver.combineLatest(d(1), d(2), d(3), d(4), d(5), d(6), d(7), d(8)) {
                        $0 + $1 + $2 + $3 + $4 + $5 + $6 + $7
                    }
                }
            )
            for (offset, res) in results.enumerated() {
                let arity = offset + 3
                XCTAssertEqual(res.compactMap { $0.value.element }, [(1...arity).reduce(0, +)], "cl \(arity)")
                XCTAssertEqual(res.last?.value.isCompleted, true, "combineLatest \(arity)")
            }
        }
    }

    func testZipAndCombineLatestRemainingTupleAndSelectorForms() {
        do {
            let d = { (value: Int) in Signal.just(value) }
            var results: [[Recorded<Event<Int>>]] = []
            results.append(recordShared { Signal.zip(d(1), d(2), d(3)).map { $0 + $1 + $2 } })
            results.append(recordShared { Signal.zip(d(1), d(2), d(3), d(4)) { $0 + $1 + $2 + $3 } })
            results.append(recordShared { Signal.zip(d(1), d(2), d(3), d(4), d(5)).map { $0 + $1 + $2 + $3 + $4 } })
            results.append(
                recordShared { Signal.zip(d(1), d(2), d(3), d(4), d(5), d(6)) { $0 + $1 + $2 + $3 + $4 + $5 } }
            )
            results.append(
                recordShared {
                    Signal.zip(d(1), d(2), d(3), d(4), d(5), d(6), d(7)).map { $0 + $1 + $2 + $3 + $4 + $5 + $6 }
                }
            )
            results.append(
                recordShared {
                    Signal.zip(d(1), d(2), d(3), d(4), d(5), d(6), d(7), d(8)) { $0 + $1 + $2 + $3 + $4 + $5 + $6 + $7 }
                }
            )
            results.append(recordShared { Signal.combineLatest(d(1), d(2), d(3)) { $0 + $1 + $2 } })
            results.append(recordShared { Signal.combineLatest(d(1), d(2), d(3), d(4)).map { $0 + $1 + $2 + $3 } })
            results.append(
                recordShared { Signal.combineLatest(d(1), d(2), d(3), d(4), d(5)) { $0 + $1 + $2 + $3 + $4 } }
            )
            results.append(
                recordShared {
                    Signal.combineLatest(d(1), d(2), d(3), d(4), d(5), d(6)).map { $0 + $1 + $2 + $3 + $4 + $5 }
                }
            )
            results.append(
                recordShared {
                    Signal.combineLatest(d(1), d(2), d(3), d(4), d(5), d(6), d(7)) { $0 + $1 + $2 + $3 + $4 + $5 + $6 }
                }
            )
            results.append(
                recordShared {
                    Signal.combineLatest(d(1), d(2), d(3), d(4), d(5), d(6), d(7), d(8)).map {
                        $0 + $1 + $2 + $3 + $4 + $5 + $6 + $7
                    }
                }
            )
            for (offset, res) in results.enumerated() {
                let arity = offset % 6 + 3
                XCTAssertEqual(res.compactMap { $0.value.element }, [(1...arity).reduce(0, +)], "\(offset)")
            }
        }
    }

    func testZipAndCombineLatestCollectionForms() {
        withSharingTestScheduler { scheduler in
            let (xs, ys) = twoSources(scheduler)
            let res = scheduler.start { () -> Driver<[Int]> in
                Driver.zip([xs.asDriver(onErrorJustReturn: -1), ys.asDriver(onErrorJustReturn: -1)])
            }
            XCTAssertEqual(res.events, [.next(220, [1, 2]), .next(240, [3, 4]), .completed(260)])
            XCTAssertEqual(xs.subscriptions, [Subscription(200, 260)])
        }
        withSharingTestScheduler { scheduler in
            let (xs, ys) = twoSources(scheduler)
            let res = scheduler.start {
                Driver.zip([xs.asDriver(onErrorJustReturn: -1), ys.asDriver(onErrorJustReturn: -1)]) { $0.reduce(0, +) }
            }
            XCTAssertEqual(res.events, [.next(220, 3), .next(240, 7), .completed(260)])
        }
        withSharingTestScheduler { scheduler in
            let (xs, ys) = twoSources(scheduler)
            let res = scheduler.start { () -> Signal<[Int]> in
                Signal.combineLatest([xs.asSignal(onErrorJustReturn: -1), ys.asSignal(onErrorJustReturn: -1)])
            }
            XCTAssertEqual(
                res.events, [.next(220, [1, 2]), .next(230, [3, 2]), .next(240, [3, 4]), .completed(260)])
            XCTAssertEqual(ys.subscriptions, [Subscription(200, 250)])
        }
        withSharingTestScheduler { scheduler in
            let (xs, ys) = twoSources(scheduler)
            let res = scheduler.start {
                Signal.combineLatest([xs.asSignal(onErrorJustReturn: -1), ys.asSignal(onErrorJustReturn: -1)]) {
                    $0.reduce(0, +)
                }
            }
            XCTAssertEqual(res.events, [.next(220, 3), .next(230, 5), .next(240, 7), .completed(260)])
        }
    }

    func testWithLatestFromBothForms() {
        withSharingTestScheduler { scheduler in
            let (xs, ys) = twoSources(scheduler)
            let res = scheduler.start {
                xs.asDriver(onErrorJustReturn: -1).withLatestFrom(ys.asDriver(onErrorJustReturn: -1)) { "\($0)\($1)" }
            }
            XCTAssertEqual(res.events, [.next(230, "32"), .completed(260)])
            XCTAssertEqual(xs.subscriptions, [Subscription(200, 260)])
            XCTAssertEqual(ys.subscriptions, [Subscription(200, 250)])
        }
        withSharingTestScheduler { scheduler in
            let (xs, ys) = twoSources(scheduler)
            let res = scheduler.start {
                xs.asDriver(onErrorJustReturn: -1).withLatestFrom(ys.asDriver(onErrorJustReturn: -1))
            }
            XCTAssertEqual(res.events, [.next(230, 2), .completed(260)])
        }
    }
}
