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

    /// As upstream, `withLatestFrom(_:)` takes a shared sequence of another strategy; the result keeps the
    /// strategy of the sequence it is called on (upstream's sign-up example: a Signal of taps with the
    /// latest of a Driver).
    func testWithLatestFromOfAnotherSharingStrategyKeepsTheCallersStrategy() {
        withSharingTestScheduler { scheduler in
            let (xs, ys) = twoSources(scheduler)
            let res = scheduler.start { () -> Signal<Int> in
                xs.asSignal(onErrorJustReturn: -1).withLatestFrom(ys.asDriver(onErrorJustReturn: -1))
            }
            XCTAssertEqual(res.events, [.next(230, 2), .completed(260)])
            XCTAssertEqual(xs.subscriptions, [Subscription(200, 260)])
            XCTAssertEqual(ys.subscriptions, [Subscription(200, 250)])
        }
    }

    /// As upstream, the collection forms' `Element` is the sources' element and the selector's result has a
    /// type of its own.
    func testCollectionSelectorFormsHaveTheirOwnResultType() {
        withSharingTestScheduler { scheduler in
            let (xs, ys) = twoSources(scheduler)
            let res = scheduler.start { () -> Driver<String> in
                Driver<Int>.zip([xs.asDriver(onErrorJustReturn: -1), ys.asDriver(onErrorJustReturn: -1)]) {
                    $0.map(String.init).joined(separator: "+")
                }
            }
            XCTAssertEqual(res.events, [.next(220, "1+2"), .next(240, "3+4"), .completed(260)])
        }
        withSharingTestScheduler { scheduler in
            let (xs, ys) = twoSources(scheduler)
            let res = scheduler.start { () -> Signal<String> in
                Signal<Int>.combineLatest([xs.asSignal(onErrorJustReturn: -1), ys.asSignal(onErrorJustReturn: -1)]) {
                    $0.map(String.init).joined(separator: "+")
                }
            }
            XCTAssertEqual(res.events, [.next(220, "1+2"), .next(230, "3+2"), .next(240, "3+4"), .completed(260)])
            XCTAssertEqual(xs.subscriptions, [Subscription(200, 260)])
            XCTAssertEqual(ys.subscriptions, [Subscription(200, 250)])
        }
    }

    /// 1.0's collection forms, where `Element` named the result, still compile (deprecated) and combine.
    func testDeprecatedCollectionFormsForward() {
        let calls: DeprecatedCollectionSelectors = DeprecatedCollectionSelectorCalls()
        withSharingTestScheduler { scheduler in
            let (xs, ys) = twoSources(scheduler)
            let res = scheduler.start {
                calls.zip([xs.asDriver(onErrorJustReturn: -1), ys.asDriver(onErrorJustReturn: -1)])
            }
            XCTAssertEqual(res.events, [.next(220, "3"), .next(240, "7"), .completed(260)])
        }
        withSharingTestScheduler { scheduler in
            let (xs, ys) = twoSources(scheduler)
            let res = scheduler.start {
                calls.combineLatest([xs.asDriver(onErrorJustReturn: -1), ys.asDriver(onErrorJustReturn: -1)])
            }
            XCTAssertEqual(res.events, [.next(220, "3"), .next(230, "5"), .next(240, "7"), .completed(260)])
        }
    }

    /// As upstream, `merge` and the tuple forms of `zip`/`combineLatest` are declared on the protocol, so
    /// generic code over `SharedSequenceConvertibleType` can call them on its type parameter.
    func testMergeZipAndCombineLatestThroughTheProtocol() {
        func merged<S: SharedSequenceConvertibleType>(_ first: S, _ second: S)
            -> SharedSequence<S.SharingStrategy, S.Element>
        {
            S.merge(first.asSharedSequence(), second.asSharedSequence())
        }
        func paired<S: SharedSequenceConvertibleType>(
            _ type: S.Type, _ first: SharedSequence<S.SharingStrategy, Int>,
            _ second: SharedSequence<S.SharingStrategy, Int>
        ) -> [SharedSequence<S.SharingStrategy, String>] where S.Element == Any {
            [S.zip(first, second).map { "\($0)\($1)" }, S.combineLatest(first, second).map { "\($0)\($1)" }]
        }
        withSharingTestScheduler { scheduler in
            let (xs, ys) = twoSources(scheduler)
            let res = scheduler.start { merged(xs.asSignal(onErrorJustReturn: -1), ys.asSignal(onErrorJustReturn: -1)) }
            XCTAssertEqual(res.events, [.next(210, 1), .next(220, 2), .next(230, 3), .next(240, 4), .completed(260)])
        }
        let expected: [[Recorded<Event<String>>]] = [
            [.next(220, "12"), .next(240, "34"), .completed(260)],
            [.next(220, "12"), .next(230, "32"), .next(240, "34"), .completed(260)],
        ]
        for index in 0..<2 {
            withSharingTestScheduler { scheduler in
                let (xs, ys) = twoSources(scheduler)
                let res = scheduler.start {
                    paired(Driver<Any>.self, xs.asDriver(onErrorJustReturn: -1), ys.asDriver(onErrorJustReturn: -1))[
                        index]
                }
                XCTAssertEqual(res.events, expected[index], "\(index)")
            }
        }
    }
}

private protocol DeprecatedCollectionSelectors {
    func zip(_ sources: [Driver<Int>]) -> Driver<String>
    func combineLatest(_ sources: [Driver<Int>]) -> Driver<String>
}

private struct DeprecatedCollectionSelectorCalls: DeprecatedCollectionSelectors {
    @available(*, deprecated)
    func zip(_ sources: [Driver<Int>]) -> Driver<String> {
        Driver<String>.zip(sources) { "\($0.reduce(0, +))" }
    }

    @available(*, deprecated)
    func combineLatest(_ sources: [Driver<Int>]) -> Driver<String> {
        Driver<String>.combineLatest(sources) { "\($0.reduce(0, +))" }
    }
}
