extension ObservableType {
    /// Emits the source's elements for `duration` after subscription, then completes.
    ///
    /// ```text
    /// source:     ^-a-b-c-d-|
    /// take(for:): ^-a-b|          (duration 5 frames)
    /// ```
    /// - Parameters:
    ///   - duration: how long to forward the source.
    ///   - scheduler: the scheduler that runs the timer.
    /// - Returns: the sequence, cut after `duration`.
    /// - SeeAlso: [ReactiveX take](http://reactivex.io/documentation/operators/take.html)
    @inlinable  // Performance: the producer and the sink are named in the caller's specialised code.
    public func take(for duration: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        OperatorProducer(source: asObservable()) { source, receiver in
            TakeForDurationSink<Element>(receiver: receiver).start(
                from: source, completesAfter: duration, on: scheduler)
        }
    }
}

/// Source events and the timer's completion may come from different threads; a ``SerialDelivery``
/// orders them.
@usableFromInline
final class TakeForDurationSink<Element>: Sink<Element>, ObserverType, ElementReceiver, @unchecked Sendable {
    // Sendable: no mutable state besides `delivery`'s, which it guards itself.
    /// The timer that ends the sequence.
    let timer = SingleAssignmentDisposable()
    /// Serialises the source's events and the stop signal, relayed as events.
    private let delivery = SerialDelivery()
    override var serialDelivery: SerialDelivery? { delivery }

    /// Starts the timer that completes this sink after `duration`, subscribes to `source` and returns this sink.
    ///
    /// Performance: inlinable, so that this sink is handed to `source` as an observer and a receiver in the caller's
    /// specialised code (in this generic code, a witness-table lookup each; fence probe
    /// `subject.takeForDuration.subscribe+dispose`).
    @inlinable
    func start(from source: Observable<Element>, completesAfter duration: RxTimeInterval, on scheduler: SchedulerType)
        -> Disposable
    {
        startTimer(completesAfter: duration, on: scheduler)
        return start(from: source)
    }

    /// Starts the timer that completes this sink after `duration`.
    @usableFromInline
    func startTimer(completesAfter duration: RxTimeInterval, on scheduler: SchedulerType) {
        timer.setDisposable(
            scheduler.scheduleRelative(self, dueTime: duration) { sink in
                sink.on(.completed)
                return Disposables.create()
            }
        )
    }

    /// An element of the source, forwarded in its turn without an `Event` (building one in this generic code looks
    /// its type up; fence probe `subject.takeForDuration.perElement`).
    @usableFromInline
    func receiveNext(_ element: Element) {
        if isDisposed { return }
        delivery.send { forwardNext(element) }
    }

    @usableFromInline
    func on(_ event: Event<Element>) {
        if isDisposed { return }
        delivery.send { forward(event) }
    }

    override func disposeResources() {
        timer.dispose()
    }
}
