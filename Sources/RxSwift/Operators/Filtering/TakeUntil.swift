extension ObservableType {
    /// Emits the source's elements until `other` emits an element, then completes.
    ///
    /// `other` is subscribed first. Its first element completes the result and disposes both
    /// subscriptions; its completion does nothing (the source continues); its error fails the result.
    ///
    /// ```text
    /// source: ^-a-b-c-d-|
    /// other:  ^----x
    /// result: ^-a-b|
    /// ```
    ///
    /// ![The marble diagram of takeUntil.](marble-takeUntil.svg)
    /// - Parameter other: the sequence whose first element ends the result.
    /// - Returns: the source's events until `other` emits.
    /// - SeeAlso: [ReactiveX takeUntil](http://reactivex.io/documentation/operators/takeuntil.html)
    public func take<Source: ObservableType>(until other: Source) -> Observable<Element> {
        let other = other.asObservable()
        return OperatorProducer(source: asObservable()) { source, receiver in
            let sink = TakeUntilSink(receiver: receiver)
            sink.observe(other)
            return sink.start(from: source)
        }
    }

    /// Emits elements until `predicate` holds, then completes.
    ///
    /// ```swift
    /// Observable.of(1, 2, 3).take(until: { $0 > 1 }, behavior: .inclusive)   // 1 2
    /// ```
    /// - Parameters:
    ///   - predicate: decides when to stop.
    ///   - behavior: whether the element that satisfies `predicate` is emitted before completing.
    ///   - isolation: the caller's actor isolation, filled in by the compiler. Debug builds report a closure
    ///     given here that runs off that actor (<doc:SwiftConcurrency>); `nil` turns the check off.
    /// - Returns: the shortened sequence.
    @inlinable  // Performance: the producer, and the sink of a receiver, are made in the caller's specialised context
    // (no metadata lookup).
    public func take(
        until predicate: @escaping (Element) throws -> Bool,
        behavior: TakeBehavior = .exclusive,
        isolation: (any Actor)? = #isolation
    ) -> Observable<Element> {
        let predicate = isolationChecked(predicate, isolation, "take(until:)")
        return takeWhileProducer(behavior: behavior) { try !predicate($0) }
    }
}

/// The source's events and the other sequence's stop signal come from different threads; the
/// ``OtherSequenceSink``'s delivery orders them.
private final class TakeUntilSink<Element>: OtherSequenceSink<Element> {
    override func otherEmitted() {
        relay(.completed)
    }
}

extension TakeUntilSink: @unchecked Sendable {
    // Sendable: no mutable state besides the delivery's, which it guards itself.
}
