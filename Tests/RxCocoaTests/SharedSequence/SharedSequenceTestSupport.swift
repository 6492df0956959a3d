import RxCocoa
import RxTest
import XCTest

/// Runs `body` with Driver and Signal delivering on a fresh virtual-time scheduler without processing
/// delay, so that converted events keep the times of their source.
func withSharingTestScheduler(_ body: (TestScheduler) throws -> Void) rethrows {
    let scheduler = TestScheduler(initialClock: 0, simulateProcessingDelay: false)
    try SharingScheduler.mock(scheduler: scheduler) {
        try body(scheduler)
    }
}

/// A hot source of ints with the usual shape: one ignored element before the subscription, two after,
/// then completion at 300.
func basicHotInts(_ scheduler: TestScheduler) -> TestableObservable<Int> {
    scheduler.createHotObservable([.next(150, 1), .next(210, 2), .next(220, 3), .completed(300)])
}

/// Builds the sequence with `create` and records it on a fresh mocked scheduler (created 100,
/// subscribed 200, disposed 1000).
func recordShared<Output: ObservableConvertibleType>(
    _ create: @escaping () -> Output
) -> [Recorded<Event<Output.Element>>] {
    var events: [Recorded<Event<Output.Element>>] = []
    withSharingTestScheduler { scheduler in
        events = scheduler.start(create).events
    }
    return events
}
