import RxSwift
import RxTest

extension TestScheduler {
    /// Plays the timeline that shows which observer hears first (upstream's first slot) on `xs` and returns
    /// what the three observers recorded, together in one observer.
    ///
    /// At 100 an observer subscribes (`100 + element`), at 110 a second one (`200 + element`), at 120 the first
    /// leaves, at 130 a third subscribes (`300 + element`); `emit` runs at 300 (pass `nil` for a source that
    /// emits by itself, such as a hot test observable), and the others leave at 1000. With upstream's order the
    /// third, in the freed first slot, hears before the second: `next(300, 301), next(300, 201)` for 1.
    /// - Parameters:
    ///   - xs: the sequence the observers subscribe to.
    ///   - emit: what makes `xs` emit at 300, if anything.
    /// - Returns: the recorded events, after running the scheduler.
    public func recordFirstSlotTimeline(_ xs: Observable<Int>, emit: (() -> Void)?) -> [Recorded<Event<Int>>] {
        let res = createObserver(Int.self)
        var first: Disposable?
        let others = CompositeDisposable()
        scheduleAt(100) { first = xs.map { 100 + $0 }.subscribe(res) }
        scheduleAt(110) { _ = others.insert(xs.map { 200 + $0 }.subscribe(res)) }
        scheduleAt(120) { first?.dispose() }
        scheduleAt(130) { _ = others.insert(xs.map { 300 + $0 }.subscribe(res)) }
        if let emit { scheduleAt(300, action: emit) }
        scheduleAt(1000) { others.dispose() }
        start()
        return res.events
    }
}
