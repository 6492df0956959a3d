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

/// Every source event and timer tick takes its turn through a ``SerialDelivery``, so arrays are emitted in the order
/// they were closed; the buffer and the window id are touched only inside a turn.
///
/// Performance: elements and terminal events arrive as typed calls and are handled in their turn as they are: a
/// message enum, an `Event` or a tuple of the buffer and its id built in this generic code looked their metadata up
/// for every element (fence probe `buffer.burst`).
private final class BufferSink<Element>: TimedSink<[Element]>, ObserverType, ElementReceiver {
    private let count: Int
    // Touched only inside `delivery`, one turn at a time (so the runtime exclusivity checks are switched off).
    @exclusivity(unchecked) private var buffer: [Element] = []
    @exclusivity(unchecked) private var windowID: UInt64 = 0

    init(receiver: any ElementReceiver<[Element]>, timeSpan: RxTimeInterval, count: Int, scheduler: SchedulerType) {
        self.count = count
        super.init(receiver: receiver, period: timeSpan, scheduler: scheduler)
    }

    func receiveNext(_ element: Element) {
        if isDisposed { return }
        delivery.send {
            buffer.append(element)
            if buffer.count == count { closeWindow() }
        }
    }

    func receiveError(_ error: Swift.Error) {
        delivery.send {
            buffer = []
            forwardError(error)
        }
    }

    func receiveCompleted() {
        delivery.send {
            let last = buffer
            buffer = []
            forwardNext(last)
            forwardCompleted()
        }
    }

    func on(_ event: Event<Element>) {
        receive(event)
    }

    override func timerFired(_ windowID: UInt64) {
        delivery.send {
            if self.windowID == windowID { closeWindow() }
        }
    }

    /// Emits the current buffer and starts the next window, with its timer.
    private func closeWindow() {
        let full = buffer
        buffer = []
        windowID &+= 1
        let next = windowID
        forwardNext(full)
        if !isDisposed { startTimer(id: next) }
    }
}

extension BufferSink: @unchecked Sendable {
    // Sendable: the buffer and the window id are touched only inside `delivery`'s turns; `delivery` guards its own
    // state.
}
