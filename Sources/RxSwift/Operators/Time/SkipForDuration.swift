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
    @inlinable  // Performance: the producer and the sink are named in the caller's specialised code.
    public func skip(_ duration: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        OperatorProducer(source: asObservable()) { source, receiver in
            SkipForDurationSink<Element>(receiver: receiver).start(from: source, opensAfter: duration, on: scheduler)
        }
    }
}

/// Only the source thread forwards; the timer just opens the gate.
@usableFromInline
final class SkipForDurationSink<Element>: PassthroughSink<Element, Element> {
    /// Set when `duration` has passed.
    private let open = Atomic<Bool>(false)
    /// The timer that opens the gate.
    private let timer = SingleAssignmentDisposable()

    /// Starts the timer that opens this sink after `duration`, subscribes to `source` and returns this sink.
    ///
    /// Performance: inlinable, so that this sink is handed to `source` as an observer and a receiver in the caller's
    /// specialised code (in this generic code, a witness-table lookup each; fence probe
    /// `subject.skipForDuration.subscribe+dispose`).
    @inlinable
    func start(from source: Observable<Element>, opensAfter duration: RxTimeInterval, on scheduler: SchedulerType)
        -> Disposable
    {
        startTimer(opensAfter: duration, on: scheduler)
        return start(from: source)
    }

    /// Starts the timer that opens this sink after `duration`.
    @usableFromInline
    func startTimer(opensAfter duration: RxTimeInterval, on scheduler: SchedulerType) {
        timer.setDisposable(
            scheduler.scheduleRelative(self, dueTime: duration) { sink in
                sink.open.store(true, ordering: .releasing)
                return Disposables.create()
            }
        )
    }

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
