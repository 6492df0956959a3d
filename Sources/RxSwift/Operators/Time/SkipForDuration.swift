import Synchronization

extension ObservableType {
    /// Drops the source's elements for `duration` after subscription, then forwards everything.
    ///
    /// Errors and completion are forwarded whenever they happen.
    ///
    /// ```text
    /// source: ^-a-b-c-d-|
    /// skip:   ^-----c-d-|     (duration 5 frames)
    /// ```
    /// - Parameters:
    ///   - duration: how long to drop elements.
    ///   - scheduler: the scheduler that runs the timer.
    /// - Returns: the sequence without its first `duration` of elements.
    /// - SeeAlso: [ReactiveX skip](http://reactivex.io/documentation/operators/skip.html)
    public func skip(_ duration: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        SkipForDurationProducer(source: asObservable(), duration: duration, scheduler: scheduler)
    }
}

private final class SkipForDurationProducer<Element>: Producer<Element> {
    private let source: Observable<Element>
    private let duration: RxTimeInterval
    private let scheduler: SchedulerType

    init(source: Observable<Element>, duration: RxTimeInterval, scheduler: SchedulerType) {
        self.source = source
        self.duration = duration
        self.scheduler = scheduler
        super.init()
    }

    override func run(_ receiver: any ElementReceiver<Element>) -> Disposable {
        let sink = SkipForDurationSink<Element>(receiver: receiver)
        sink.timer.setDisposable(
            scheduler.scheduleRelative((), dueTime: duration) { _ in
                sink.open.store(true, ordering: .releasing)
                return Disposables.create()
            }
        )
        sink.setUpstream(source.subscribe(receiver: sink))
        return sink
    }
}

/// Only the source thread forwards; the timer just opens the gate.
private final class SkipForDurationSink<Element>: PassthroughSink<Element, Element> {
    /// Set when `duration` has passed.
    let open = Atomic<Bool>(false)
    /// The timer that opens the gate.
    let timer = SingleAssignmentDisposable()

    override func onNext(_ element: Element) {
        if open.load(ordering: .acquiring) {
            forwardNext(element)
        }
    }

    override func disposeResources() {
        timer.dispose()
    }
}

extension SkipForDurationSink: @unchecked Sendable {
    // Sendable: the only mutable state is `open`, an Atomic.
}
