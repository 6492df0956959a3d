extension ObservableType {
    /// An observable that runs a state-driven loop: emits `initialState`, then `iterate(state)` while
    /// `condition` holds.
    ///
    /// ```swift
    /// Observable.generate(initialState: 1, condition: { $0 < 10 }, iterate: { $0 * 3 })
    /// // 1 3 9, then completed
    /// ```
    /// An error thrown by `condition` or `iterate` terminates the sequence with that error.
    /// - Parameters:
    ///   - initialState: the first state.
    ///   - condition: whether to emit the state (otherwise the sequence completes).
    ///   - scheduler: where to run the loop; the default trampolines on the current thread.
    ///   - iterate: computes the next state.
    ///   - isolation: the caller's actor isolation, filled in by the compiler. Debug builds report a closure
    ///     given here that runs off that actor (<doc:SwiftConcurrency>); `nil` turns the check off.
    /// - Returns: the observable sequence.
    /// - SeeAlso: [ReactiveX create](http://reactivex.io/documentation/operators/create.html)
    public static func generate(
        initialState: Element,
        condition: @escaping (Element) throws -> Bool,
        scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance,
        iterate: @escaping (Element) throws -> Element,
        isolation: (any Actor)? = #isolation
    ) -> Observable<Element> {
        let condition = isolationChecked(condition, isolation, "generate")
        let iterate = isolationChecked(iterate, isolation, "generate")
        return EmitterProducer { receiver in
            let sink = GenerateSink(
                receiver: receiver, state: initialState, condition: condition, iterate: iterate, scheduler: scheduler)
            sink.start()
            return sink
        }
    }
}

private final class GenerateSink<Element>: RecursiveEmitterSink<Element> {
    private var state: Element
    private var isFirst = true
    private let condition: (Element) throws -> Bool
    private let iterate: (Element) throws -> Element

    init(
        receiver: any ElementReceiver<Element>,
        state: Element,
        condition: @escaping (Element) throws -> Bool,
        iterate: @escaping (Element) throws -> Element,
        scheduler: ImmediateSchedulerType
    ) {
        self.state = state
        self.condition = condition
        self.iterate = iterate
        super.init(receiver: receiver, scheduler: scheduler)
    }

    override func step() -> Bool {
        do {
            if !isFirst {
                state = try iterate(state)
            }
            isFirst = false
            if try condition(state) {
                forwardNext(state)
                return true
            }
            forwardCompleted()
        } catch {
            forwardError(error)
        }
        return false
    }
}
