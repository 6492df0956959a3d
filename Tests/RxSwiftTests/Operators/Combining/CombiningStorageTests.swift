import RxSwift
import RxTestSupport
import XCTest

/// Regression tests for the storage that replaced `Optional` latest values and `RingQueue` buffers in the
/// combining sinks (issue 12: combineLatest/zip/withLatestFrom looked generic metadata up on every event).
final class CombiningStorageTests: RxTestCase {
    func testZipBuffersElementsInOrderWhileItsBufferWrapsAroundAndGrows() {
        let first = PublishSubject<Int>()
        let second = PublishSubject<Int>()
        var received: [Int] = []
        let subscription = Observable.zip(first, second) { $0 * 1_000 + $1 }
            .subscribe(onNext: { received.append($0) })
        // Move the head of the first buffer forward, then buffer enough to wrap around and grow it twice.
        for value in 0..<3 { first.onNext(value) }
        for value in 0..<2 { second.onNext(value) }
        for value in 3..<20 { first.onNext(value) }
        for value in 2..<20 { second.onNext(value) }
        XCTAssertEqual(received, (0..<20).map { $0 * 1_000 + $0 })
        subscription.dispose()
    }

    func testZipReleasesBufferedElementsWhenTheSubscriptionIsGone() {
        let first = PublishSubject<TrackedValue>()
        let second = PublishSubject<TrackedValue>()
        weak var buffered: TrackedValue?
        var subscription: Disposable? = Observable.zip(first, second) { $0.value + $1.value }.subscribe()
        do {
            let element = TrackedValue(1)
            buffered = element
            first.onNext(element)
            first.onNext(TrackedValue(2))
        }
        XCTAssertNotNil(buffered, "a buffered element is kept until it is paired")
        subscription?.dispose()
        subscription = nil
        XCTAssertNil(buffered, "buffered elements are released with the sink")
    }

    func testCombineLatestReplacesAndReleasesTheLatestElements() {
        let first = PublishSubject<TrackedValue>()
        let second = PublishSubject<Int>()
        weak var replaced: TrackedValue?
        weak var latest: TrackedValue?
        var received: [Int] = []
        var subscription: Disposable? = Observable.combineLatest(first, second) { $0.value + $1 }
            .subscribe(onNext: { received.append($0) })
        do {
            let old = TrackedValue(10)
            replaced = old
            first.onNext(old)
            let new = TrackedValue(20)
            latest = new
            first.onNext(new)
        }
        XCTAssertNil(replaced, "a replaced latest element is released")
        second.onNext(1)
        XCTAssertEqual(received, [21])
        XCTAssertNotNil(latest)
        subscription?.dispose()
        subscription = nil
        XCTAssertNil(latest, "the latest elements are released with the sink")
    }

    func testWithLatestFromReleasesTheLatestElementWhenTheSubscriptionIsGone() {
        let first = PublishSubject<Int>()
        let second = PublishSubject<TrackedValue>()
        weak var latest: TrackedValue?
        var received: [Int] = []
        var subscription: Disposable? = first.withLatestFrom(second) { $0 + $1.value }
            .subscribe(onNext: { received.append($0) })
        first.onNext(1)
        do {
            let element = TrackedValue(100)
            latest = element
            second.onNext(element)
        }
        first.onNext(2)
        XCTAssertEqual(received, [102])
        subscription?.dispose()
        subscription = nil
        XCTAssertNil(latest, "the latest element of the second source is released with the sink")
    }

    func testCombineLatestOfEightSourcesEmitsOnlyOnceEachHasEmitted() {
        let sources = (0..<8).map { _ in PublishSubject<Int>() }
        var received: [Int] = []
        let subscription = Observable.combineLatest(
            sources[0], sources[1], sources[2], sources[3], sources[4], sources[5], sources[6], sources[7]
        ) { $0 + $1 + $2 + $3 + $4 + $5 + $6 + $7 }
        .subscribe(onNext: { received.append($0) })
        for (index, source) in sources.enumerated() { source.onNext(index) }
        sources[0].onNext(100)
        XCTAssertEqual(received, [28, 128])
        subscription.dispose()
    }

    func testZipOfACollectionPairsElementsInOrderWhileAQueueWrapsAndGrows() {
        let sources = (0..<3).map { _ in PublishSubject<Int>() }
        var received: [[Int]] = []
        let subscription = Observable.zip(sources).subscribe(onNext: { received.append($0) })
        for value in 0..<3 { sources[0].onNext(value) }
        for value in 0..<2 {
            sources[1].onNext(value)
            sources[2].onNext(value)
        }
        for value in 3..<20 { sources[0].onNext(value) }
        for value in 2..<20 {
            sources[1].onNext(value)
            sources[2].onNext(value)
        }
        XCTAssertEqual(received, (0..<20).map { [$0, $0, $0] })
        subscription.dispose()
    }

    func testZipOfACollectionReleasesItsQueuesWhenTheSubscriptionIsGone() {
        let sources = (0..<2).map { _ in PublishSubject<TrackedValue>() }
        weak var buffered: TrackedValue?
        var subscription: Disposable? = Observable.zip(sources).subscribe()
        do {
            let element = TrackedValue(1)
            buffered = element
            sources[0].onNext(element)
            sources[0].onNext(TrackedValue(2))
        }
        XCTAssertNotNil(buffered, "a buffered element is kept until it is paired")
        subscription?.dispose()
        subscription = nil
        XCTAssertNil(buffered, "the queues are released with the sink")
    }
}
