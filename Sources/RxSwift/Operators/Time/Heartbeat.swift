extension ObservableType {
    /// Inserts `beat` whenever the source has been quiet for `interval`: a keep-alive for a stream sent to a client
    /// (a server-sent-events comment, a ping), so that a connection the client has left is noticed at the next
    /// write instead of at the next element.
    ///
    /// The first beat comes `interval` after subscription unless an element came first; every element restarts the
    /// wait, and the beats repeat every `interval` while the source stays quiet. Errors and completion end the
    /// sequence as usual, with no beat after them.
    ///
    /// ```swift
    /// let lines = prices
    ///     .map { "data: \($0)\n\n" }
    ///     .heartbeat(.seconds(15), scheduler: scheduler, beat: ": keep-alive\n\n")
    /// ```
    ///
    /// ```text
    /// source:    ^-a--------b---|
    /// heartbeat: ^-a---•---•b---|    (interval 4 frames, • = beat)
    /// ```
    /// - Parameters:
    ///   - interval: how long the source may stay quiet before a beat.
    ///   - scheduler: the scheduler that runs the timers (and sends the beats).
    ///   - beat: the element sent as a beat.
    /// - Returns: the source's events, with `beat` after every quiet `interval`.
    public func heartbeat(_ interval: RxTimeInterval, scheduler: SchedulerType, beat: Element) -> Observable<Element> {
        OperatorProducer(source: asObservable()) { source, receiver in
            let sink = HeartbeatSink(receiver: receiver, interval: interval, scheduler: scheduler, beat: beat)
            let upstream = SingleAssignmentDisposable()
            sink.setUpstream(upstream)
            return sink.startTimerThenSubscribe(upstream) { source.subscribe(receiver: sink) }
        }
    }
}

/// Source events and the timer race under the lock (an id per wait: a timer whose id is no longer current lost to an
/// element); whatever wins is delivered through one ``SerialDelivery``, so beats and elements never overlap.
private final class HeartbeatSink<Element>: TimedSink<Element>, ObserverType, ElementReceiver {
    private let beat: Element
    private let race = TimerRace()

    init(receiver: any ElementReceiver<Element>, interval: RxTimeInterval, scheduler: SchedulerType, beat: Element) {
        self.beat = beat
        super.init(receiver: receiver, period: interval, scheduler: scheduler)
    }

    /// An element: delivered in its turn (without an `Event`, whose type this generic code would look up), and the
    /// wait for its successor starts.
    func receiveNext(_ element: Element) {
        guard let id = race.eventArrived(closing: false) else { return }
        delivery.send { forwardNext(element) }
        startTimer(id: id)
    }

    func on(_ event: Event<Element>) {
        if case .next(let element) = event { return receiveNext(element) }
        guard race.eventArrived(closing: true) != nil else { return }
        stopTimer()
        delivery.send { forward(event) }
    }

    /// The wait for the successor of the element numbered `id` ended: a beat if none came.
    override func timerFired(_ id: UInt64) {
        guard let next = race.timerFired(id, closing: false), !isDisposed else { return }
        let beat = self.beat
        delivery.send { forward(.next(beat)) }
        startTimer(id: next)
    }
}

extension HeartbeatSink: @unchecked Sendable {
    // Sendable: the wait numbers live in `race`, under its lock; `delivery` and `timer` guard their own state;
    // `beat` is immutable and only handed to the observer through `delivery`, one event at a time.
}
