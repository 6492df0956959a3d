extension ObservableType {
    /// Collects elements into arrays, emitting one when it holds `count` elements or when `timeSpan`
    /// has passed since the previous array was emitted, whichever comes first.
    ///
    /// The first time span starts at subscription. A time span that ends emits its array even when it
    /// is empty, and so does completion (then the sequence completes). An error is forwarded at once and
    /// drops the collected elements. As upstream, a `count` of zero or less never fills an array, so
    /// arrays are then emitted on time only.
    ///
    /// ```text
    /// source: ^a-bc---d----|
    /// buffer: ^---x-----y--(z|)   (timeSpan 6 frames, count 3: x = [a, b, c], y = [d], z = [])
    /// ```
    ///
    /// ![The marble diagram of buffer.](marble-buffer.svg)
    /// - Parameters:
    ///   - timeSpan: the longest time an array collects elements.
    ///   - count: the most elements an array holds.
    ///   - scheduler: the scheduler that runs the timers.
    /// - Returns: the sequence of arrays.
    /// - SeeAlso: [ReactiveX buffer](http://reactivex.io/documentation/operators/buffer.html)
    public func buffer(timeSpan: RxTimeInterval, count: Int, scheduler: SchedulerType) -> Observable<[Element]> {
        OperatorProducer(source: asObservable()) { source, receiver in
            let sink = BufferSink<Element>(receiver: receiver, timeSpan: timeSpan, count: count, scheduler: scheduler)
            sink.startTimer(id: 0)
            return sink.start(from: source)
        }
    }
}

/// What a `buffer(timeSpan:count:scheduler:)` or `window(timeSpan:count:scheduler:)` sink serialises.
enum TimeSpanMessage<Element> {
    /// A source element.
    case element(Element)
    /// The timer of the time span (the buffer or window) with this id fired.
    case timerFired(UInt64)
    /// The source failed.
    case error(Swift.Error)
    /// The source completed.
    case completed

    /// The message for a source event.
    init(_ event: Event<Element>) {
        switch event {
        case .next(let element): self = .element(element)
        case .error(let error): self = .error(error)
        case .completed: self = .completed
        }
    }
}

/// A `buffer` or `window` sink: every source event and timer tick takes its turn through the sink's delivery to
/// `handle`.
protocol TimeSpanSink: ObserverType, ElementReceiver {
    /// Serialises the source's events and the timer's ticks.
    var delivery: SerialDelivery { get }
    /// Whether the subscription has ended.
    var isDisposed: Bool { get }
    /// Handles one message, in its turn.
    func handle(_ message: TimeSpanMessage<Element>)
}

extension TimeSpanSink {
    /// Sends a source event to `handle` in its turn (an element only while the subscription lasts).
    func on(_ event: Event<Element>) {
        if !event.isStopEvent && isDisposed { return }
        delivery.send { handle(TimeSpanMessage(event)) }
    }

    /// Sends the tick of the timer of the time span `windowID` to `handle` in its turn.
    func timeSpanEnded(_ windowID: UInt64) {
        delivery.send { handle(.timerFired(windowID)) }
    }
}

/// Every source event and timer tick takes its turn through a ``SerialDelivery``; `handle` decides, under
/// the lock, what to emit, so arrays are emitted in the order they were closed.
private final class BufferSink<Element>: TimedSink<[Element]>, TimeSpanSink {
    private struct State {
        var buffer: [Element] = []
        var windowID: UInt64 = 0
    }

    private let count: Int
    private let state = LockedState(State())

    init(receiver: any ElementReceiver<[Element]>, timeSpan: RxTimeInterval, count: Int, scheduler: SchedulerType) {
        self.count = count
        super.init(receiver: receiver, period: timeSpan, scheduler: scheduler)
    }

    override func timerFired(_ windowID: UInt64) {
        timeSpanEnded(windowID)
    }

    func handle(_ message: TimeSpanMessage<Element>) {
        switch message {
        case .element(let element):
            let full = state.withLock { state -> (buffer: [Element], windowID: UInt64)? in
                state.buffer.append(element)
                guard state.buffer.count == count else { return nil }
                return Self.close(&state)
            }
            if let full { emit(full.buffer, thenStartWindow: full.windowID) }
        case .timerFired(let windowID):
            let closed = state.withLock { state -> (buffer: [Element], windowID: UInt64)? in
                guard state.windowID == windowID else { return nil }
                return Self.close(&state)
            }
            if let closed { emit(closed.buffer, thenStartWindow: closed.windowID) }
        case .error(let error):
            state.withLock { $0.buffer = [] }
            forwardError(error)
        case .completed:
            let last = state.withLock { state -> [Element] in
                defer { state.buffer = [] }
                return state.buffer
            }
            forwardNext(last)
            forwardCompleted()
        }
    }

    /// Takes the current buffer and starts a new window id.
    private static func close(_ state: inout State) -> (buffer: [Element], windowID: UInt64) {
        let buffer = state.buffer
        state.buffer = []
        state.windowID &+= 1
        return (buffer, state.windowID)
    }

    private func emit(_ buffer: [Element], thenStartWindow windowID: UInt64) {
        forwardNext(buffer)
        if !isDisposed { startTimer(id: windowID) }
    }
}

extension BufferSink: @unchecked Sendable {
    // Sendable: the buffer and window id live in `state`, a LockedState; `delivery` guards its own state.
}
