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
        BufferProducer(source: asObservable(), timeSpan: timeSpan, count: count, scheduler: scheduler)
    }
}

private final class BufferProducer<Element>: Producer<[Element]> {
    private let source: Observable<Element>
    private let timeSpan: RxTimeInterval
    private let count: Int
    private let scheduler: SchedulerType

    init(source: Observable<Element>, timeSpan: RxTimeInterval, count: Int, scheduler: SchedulerType) {
        self.source = source
        self.timeSpan = timeSpan
        self.count = count
        self.scheduler = scheduler
        super.init()
    }

    override func run(_ receiver: any ElementReceiver<[Element]>) -> Disposable {
        let sink = BufferSink<Element>(
            receiver: receiver,
            timeSpan: timeSpan,
            count: count,
            scheduler: scheduler
        )
        sink.startTimer(windowID: 0)
        sink.setUpstream(source.subscribe(receiver: sink))
        return sink
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
}

/// Every source event and timer tick takes its turn through a ``SerialDelivery``; `handle` decides, under
/// the lock, what to emit, so arrays are emitted in the order they were closed.
private final class BufferSink<Element>: Sink<[Element]>, ObserverType, ElementReceiver {
    private struct State {
        var buffer: [Element] = []
        var windowID: UInt64 = 0
    }

    private let timeSpan: RxTimeInterval
    private let count: Int
    private let scheduler: SchedulerType
    private let state = LockedState(State())
    private let timer = SerialDisposable()
    private let delivery = SerialDelivery()
    override var serialDelivery: SerialDelivery? { delivery }

    init(receiver: any ElementReceiver<[Element]>, timeSpan: RxTimeInterval, count: Int, scheduler: SchedulerType) {
        self.timeSpan = timeSpan
        self.count = count
        self.scheduler = scheduler
        super.init(receiver: receiver)
    }

    func on(_ event: Event<Element>) {
        switch event {
        case .next(let element):
            if isDisposed { return }
            delivery.send { handle(.element(element)) }
        case .error(let error):
            delivery.send { handle(.error(error)) }
        case .completed:
            delivery.send { handle(.completed) }
        }
    }

    func startTimer(windowID: UInt64) {
        timer.disposable = scheduler.scheduleRelative(windowID, dueTime: timeSpan) { windowID in
            self.delivery.send { self.handle(.timerFired(windowID)) }
            return Disposables.create()
        }
    }

    private func handle(_ message: TimeSpanMessage<Element>) {
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
        if !isDisposed { startTimer(windowID: windowID) }
    }

    override func disposeResources() {
        timer.dispose()
    }
}

extension BufferSink: @unchecked Sendable {
    // Sendable: the buffer and window id live in `state`, a LockedState; `delivery` guards its own state.
}
