extension ObservableType {
    /// Combines each element of this sequence with the latest element of `second`, using
    /// `resultSelector`.
    ///
    /// Elements that arrive before `second` has emitted are dropped. Completes when this sequence
    /// completes; fails when either sequence fails (or `resultSelector` throws). `second` is subscribed
    /// to first.
    ///
    /// ![The marble diagram of withLatestFrom.](marble-withLatestFrom.svg)
    /// - Parameters:
    ///   - second: the sequence whose latest element is used.
    ///   - resultSelector: combines an element of this sequence with the latest element of `second`.
    ///   - isolation: the caller's actor isolation, filled in by the compiler. Debug builds report a closure
    ///     given here that runs off that actor (<doc:SwiftConcurrency>); `nil` turns the check off.
    /// - Returns: the combined sequence.
    @inlinable  // Performance: the sink is made and started in the caller's specialised code (see `withLatest`).
    public func withLatestFrom<Source: ObservableConvertibleType, ResultType>(
        _ second: Source,
        resultSelector: @escaping (Element, Source.Element) throws -> ResultType,
        isolation: (any Actor)? = #isolation
    ) -> Observable<ResultType> {
        let resultSelector = isolationChecked(resultSelector, isolation, "withLatestFrom")
        return withLatest(of: second.asObservable(), resultSelector)
    }

    /// Emits the latest element of `second` each time this sequence emits.
    ///
    /// ```swift
    /// saveTaps.withLatestFrom(text)   // the current text at each tap
    /// ```
    /// - Parameter second: the sequence whose latest element is emitted.
    /// - Returns: the sampled sequence.
    @inlinable
    public func withLatestFrom<Source: ObservableConvertibleType>(_ second: Source) -> Observable<Source.Element> {
        withLatest(of: second.asObservable()) { $1 }
    }

    /// Both `withLatestFrom`s: an ``OperatorProducer`` whose sink, with its observer of `second`, is made and started
    /// in the caller's specialised code (made in this module's unspecialised code, they cost a generic-metadata and a
    /// witness-table lookup each per subscription; fence probe `subject.withLatestFrom.subscribe+dispose`).
    @inlinable
    func withLatest<Second, Result>(
        of second: Observable<Second>, _ resultSelector: @escaping (Element, Second) throws -> Result
    ) -> Observable<Result> {
        OperatorProducer(source: asObservable()) { first, receiver in
            let sink = WithLatestFromSink(receiver: receiver, resultSelector: resultSelector)
            sink.run(first: first, second: second)
            return sink
        }
    }
}

/// Performance: the sink takes the first source's elements directly (``ElementReceiver``), stores the latest
/// element of `second` without an `Optional`, and hands results to ``SerialDelivery/send(_:)`` as they are, so that
/// its unspecialised code looks up no generic metadata per element.
@usableFromInline
final class WithLatestFromSink<First, Second, Result>: Sink<Result>, ObserverType, ElementReceiver {
    private let resultSelector: (First, Second) throws -> Result
    /// Guards `latest`.
    private let lock = LockedState<Void>()
    // Set once `second` has emitted, and never emptied; read and written only under `lock`.
    @exclusivity(unchecked) private var latest = ElementBuffer<Second>(capacity: 1)
    @usableFromInline let firstSubscription = SingleAssignmentDisposable()
    @usableFromInline let secondSubscription = SingleAssignmentDisposable()
    /// Serialises the results and the terminal events of both sequences, relayed as events.
    private let delivery = SerialDelivery()
    override var serialDelivery: SerialDelivery? { delivery }

    @usableFromInline
    init(receiver: any ElementReceiver<Result>, resultSelector: @escaping (First, Second) throws -> Result) {
        self.resultSelector = resultSelector
        super.init(receiver: receiver)
    }

    /// Subscribes `second` (first, as upstream), then `first`.
    @inlinable
    func run(first: Observable<First>, second: Observable<Second>) {
        let secondObserver = CombiningObserver(next: { self.secondNext($0) }, terminated: { self.secondTerminated($0) })
        secondSubscription.setDisposable(second.subscribe(receiver: secondObserver))
        firstSubscription.setDisposable(first.subscribe(receiver: self))
    }

    @usableFromInline
    func receiveNext(_ element: First) {
        // Two critical sections instead of reading an `Optional`: once set, the latest element stays set.
        guard !lock.withLock({ latest.isEmpty }) else { return }
        let value = lock.withLock { latest.first }
        let result: Result
        do {
            result = try resultSelector(element, value)
        } catch {
            fail(error)
            return
        }
        delivery.send { forwardNext(result) }
    }

    @usableFromInline
    func receiveCompleted() {
        delivery.send { forward(.completed) }
    }

    @usableFromInline
    func receiveError(_ error: Swift.Error) {
        fail(error)
    }

    @usableFromInline
    func on(_ event: Event<First>) {
        receive(event)
    }

    @inline(never)
    private func fail(_ error: Swift.Error) {
        delivery.send { forward(.error(error)) }
    }

    @usableFromInline
    func secondNext(_ element: Second) {
        // Performance: the first element is appended inline; `replaceLast` calls out of line for it, which looks
        // the buffer's metadata up once per subscription (fence probe `subject.withLatestFrom.subscribe+dispose`).
        lock.withLock {
            if latest.isEmpty {
                latest.append(element)
            } else {
                latest.replaceLast(with: element)
            }
        }
    }

    @usableFromInline
    func secondTerminated(_ error: Swift.Error?) {
        if let error {
            fail(error)
        } else {
            secondSubscription.dispose()
        }
    }

    /// Disposes both subscriptions (kept here rather than as a composite upstream, one allocation less per
    /// subscription).
    override func disposeResources() {
        firstSubscription.dispose()
        secondSubscription.dispose()
    }
}
