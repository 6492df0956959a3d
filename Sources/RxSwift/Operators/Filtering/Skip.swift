extension ObservableType {
    /// Drops the first `count` elements. A count of zero or less forwards everything.
    ///
    /// ```swift
    /// Observable.of("A", "B", "C", "D").skip(2)   // C D
    /// ```
    ///
    /// ![The marble diagram of skip.](marble-skip.svg)
    /// - Parameter count: how many elements to drop.
    /// - Returns: the remaining sequence.
    /// - SeeAlso: [ReactiveX skip](http://reactivex.io/documentation/operators/skip.html)
    @inlinable  // Performance: the producer and the sink are named in the caller's specialised code.
    public func skip(_ count: Int) -> Observable<Element> {
        OperatorProducer(source: asObservable()) { source, receiver in
            SkipCountSink<Element>(receiver: receiver, count: count).start(from: source)
        }
    }

    /// Drops elements while `predicate` holds, then forwards everything from the first element for which
    /// it does not.
    ///
    /// ```swift
    /// Observable.of(1, 2, 3, 1).skip(while: { $0 < 2 })   // 2 3 1
    /// ```
    ///
    /// ![The marble diagram of skipWhile.](marble-skipWhile.svg)
    /// - Parameters:
    ///   - predicate: decides whether to keep skipping.
    ///   - isolation: the caller's actor isolation, filled in by the compiler. Debug builds report a closure
    ///     given here that runs off that actor (<doc:SwiftConcurrency>); `nil` turns the check off.
    /// - Returns: the remaining sequence.
    /// - SeeAlso: [ReactiveX skipWhile](http://reactivex.io/documentation/operators/skipwhile.html)
    @inlinable  // Performance: the producer and the sink are named in the caller's specialised code.
    public func skip(while predicate: @escaping (Element) throws -> Bool, isolation: (any Actor)? = #isolation)
        -> Observable<Element>
    {
        let predicate = isolationChecked(predicate, isolation, "skip(while:)")
        return OperatorProducer(source: asObservable()) { source, receiver in
            SkipWhileSink<Element>(
                receiver: receiver, predicate: predicate
            ).start(from: source)
        }
    }
}

/// The sink of `skip(_:)`: drops the first `count` elements.
@usableFromInline
final class SkipCountSink<Element>: PassthroughSink<Element, Element> {
    private var remaining: Int

    @usableFromInline
    init(receiver: any ElementReceiver<Element>, count: Int) {
        remaining = count
        super.init(receiver: receiver)
    }

    override func onNext(_ element: Element) {
        if remaining <= 0 {
            forwardNext(element)
        } else {
            remaining -= 1
        }
    }
}

/// The sink of `skip(while:)`: drops elements until the predicate first fails.
@usableFromInline
final class SkipWhileSink<Element>: PassthroughSink<Element, Element> {
    private let predicate: (Element) throws -> Bool
    private var passing = false

    @usableFromInline
    init(receiver: any ElementReceiver<Element>, predicate: @escaping (Element) throws -> Bool) {
        self.predicate = predicate
        super.init(receiver: receiver)
    }

    override func onNext(_ element: Element) {
        if !passing {
            do {
                passing = try !predicate(element)
            } catch {
                forwardError(error)
                return
            }
        }
        if passing { forwardNext(element) }
    }
}
