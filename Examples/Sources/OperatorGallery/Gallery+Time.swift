import RxSwift
import RxTest

extension GalleryEntry {
    /// A burst of elements with pauses: 1, 2 and 3 close together, a pause, 4 and 5, then completion.
    static func bursts(_ stage: GalleryStage) -> TestableObservable<Int> {
        stage.hot(
            "xs", [.next(210, 1), .next(215, 2), .next(225, 3), .next(280, 4), .next(290, 5), .completed(340)])
    }

    /// A time operator applied to ``bursts(_:)`` on the stage's scheduler.
    static func timed<Result>(
        _ name: String, heading: String, code: String,
        _ apply: @escaping @Sendable (Observable<Int>, TestScheduler) -> Observable<Result>
    ) -> GalleryEntry {
        GalleryEntry(name: name, code: code, article: "Time", heading: heading) { stage in
            let xs = bursts(stage)
            stage.result { apply(xs.asObservable(), stage.scheduler) }
        }
    }

    /// The gallery's time operators (one tick is one second of `RxTimeInterval`).
    static let timeEntries: [GalleryEntry] = [
        timed("debounce", heading: "debounce", code: "xs.debounce(.seconds(20), scheduler: s)") {
            $0.debounce(.seconds(20), scheduler: $1)
        },
        timed("throttle", heading: "throttle", code: "xs.throttle(.seconds(30), scheduler: s)") {
            $0.throttle(.seconds(30), scheduler: $1)
        },
        timed("delay", heading: "delay", code: "xs.delay(.seconds(20), scheduler: s)") {
            $0.delay(.seconds(20), scheduler: $1)
        },
        timed(
            "delaySubscription", heading: "delaySubscription", code: "xs.delaySubscription(.seconds(20), scheduler: s)"
        ) {
            $0.delaySubscription(.seconds(20), scheduler: $1)
        },
        timed("timeout", heading: "timeout", code: "xs.timeout(.seconds(40), scheduler: s)") {
            $0.timeout(.seconds(40), scheduler: $1)
        },
        timed("buffer", heading: "buffer", code: "xs.buffer(timeSpan: .seconds(40), count: 2, scheduler: s)") {
            $0.buffer(timeSpan: .seconds(40), count: 2, scheduler: $1)
        },
        // Each window is drawn as a marble "w" where it opens.
        GalleryEntry(
            name: "window", code: "xs.window(timeSpan: .seconds(40), count: 2, scheduler: s)", article: "Time",
            heading: "window"
        ) { stage in
            let xs = bursts(stage)
            stage.result(label: { _ in "w" }) {
                xs.window(timeSpan: .seconds(40), count: 2, scheduler: stage.scheduler)
            }
        },
        GalleryEntry(name: "takeUntil", code: "xs.take(until: ys)", article: "Time", heading: "take(until") { stage in
            let xs = oneToSix(stage)
            let ys = stage.hot("ys", [.next(265, "x"), .completed(300)])
            stage.result { xs.take(until: ys) }
        },
        GalleryEntry(name: "skipUntil", code: "xs.skip(until: ys)", article: "Time", heading: "skip(until") { stage in
            let xs = oneToSix(stage)
            let ys = stage.hot("ys", [.next(265, "x"), .completed(300)])
            stage.result { xs.skip(until: ys) }
        },
    ]
}
