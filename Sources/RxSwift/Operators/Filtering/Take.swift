/// Whether `take(while:)` / `take(until:)` also emit the element that ends them.
public enum TakeBehavior: Sendable {
    /// Emit the element that ends the sequence, then complete.
    case inclusive
    /// Complete without emitting the element that ends the sequence.
    case exclusive
}

extension ObservableType {
    /// Emits the first `count` elements, then completes (disposing the source).
    ///
    /// ```swift
    /// Observable.of(1, 2, 3, 4).take(2)   // 1 2
    /// ```
    /// A negative count is a programmer error and traps, as upstream; zero completes immediately.
    ///
    /// ![The marble diagram of take.](marble-take.svg)
    /// - Parameter count: how many elements to take.
    /// - Returns: the shortened sequence.
    /// - SeeAlso: [ReactiveX take](http://reactivex.io/documentation/operators/take.html)
    @inlinable  // Performance: the producer and the sink are named in the caller's specialised code.
    public func take(_ count: Int) -> Observable<Element> {
        guard count >= 0 else {
            rxFatalError("take(_:): count can't be negative (\(count))")
        }
        if count == 0 { return .empty() }
        return OperatorProducer(source: asObservable()) { source, receiver in
            TakeCountSink<Element>(receiver: receiver, elementsBefore: count - 1, forwardsEarlierElements: true)
                .start(from: source)
        }
    }

    /// Emits elements while `predicate` holds, then completes.
    ///
    /// ```swift
    /// Observable.of(1, 2, 3, 1).take(while: { $0 < 3 })   // 1 2
    /// ```
    ///
    /// ![The marble diagram of takeWhile.](marble-takeWhile.svg)
    /// - Parameters:
    ///   - predicate: decides whether to continue.
    ///   - behavior: whether the first failing element is emitted before completing.
    ///   - isolation: the caller's actor isolation, filled in by the compiler. Debug builds report a closure
    ///     given here that runs off that actor (<doc:SwiftConcurrency>); `nil` turns the check off.
    /// - Returns: the shortened sequence.
    /// - SeeAlso: [ReactiveX takeWhile](http://reactivex.io/documentation/operators/takewhile.html)
    @inlinable  // Performance: the producer and the sink are named in the caller's specialised code.
    public func take(
        while predicate: @escaping (Element) throws -> Bool,
        behavior: TakeBehavior = .exclusive,
        isolation: (any Actor)? = #isolation
    ) -> Observable<Element> {
        let predicate = isolationChecked(predicate, isolation, "take(while:)")
        return takeWhileProducer(behavior: behavior, predicate: predicate)
    }

    /// `take(while:behavior:)`, also used by `take(until:behavior:)`: the producer, and the sink of a receiver, are
    /// made here, in the caller's specialised context.
    @inlinable
    func takeWhileProducer(
        behavior: TakeBehavior, predicate: @escaping (Element) throws -> Bool
    ) -> Observable<Element> {
        OperatorProducer(source: asObservable()) { source, receiver in
            TakeWhileSink<Element>(
                receiver: receiver, behavior: behavior, predicate: predicate
            ).start(from: source)
        }
    }

    /// Emits only the last `count` elements, when the source completes.
    ///
    /// ```swift
    /// Observable.of(1, 2, 3).takeLast(2)   // 2 3
    /// ```
    ///
    /// ![The marble diagram of takeLast.](marble-takeLast.svg)
    /// - Parameter count: how many trailing elements to keep.
    /// - Returns: the sequence of the last elements.
    /// - SeeAlso: [ReactiveX takeLast](http://reactivex.io/documentation/operators/takelast.html)
    @inlinable  // Performance: the producer and the sink are named in the caller's specialised code.
    public func takeLast(_ count: Int) -> Observable<Element> {
        let count = Swift.max(count, 0)
        return OperatorProducer(source: asObservable()) { source, receiver in
            TakeLastSink(receiver: receiver, count: count).start(from: source)
        }
    }
}

/// The sink of `take(_:)` and `element(at:)`: counts down to the element that ends the sequence, forwards it and
/// completes. `take(_:)` also forwards the elements before it and completes if the source does first; `element(at:)`
/// drops them and fails with ``RxError/argumentOutOfRange`` if the source completes first.
@usableFromInline
final class TakeCountSink<Element>: PassthroughSink<Element, Element> {
    /// How many elements come before the one that ends the sequence; -1 once it has come.
    private var before: Int
    private let forwardsEarlierElements: Bool

    /// A sink that ends the sequence with the element after the first `elementsBefore` (at least 0).
    @usableFromInline
    init(receiver: any ElementReceiver<Element>, elementsBefore: Int, forwardsEarlierElements: Bool) {
        before = elementsBefore
        self.forwardsEarlierElements = forwardsEarlierElements
        super.init(receiver: receiver)
    }

    override func onNext(_ element: Element) {
        // Counts down before forwarding: an element sent re-entrantly while the observer handles this one is
        // counted as the next one.
        if before > 0 {
            before -= 1
            if forwardsEarlierElements { forwardNext(element) }
        } else if before == 0 {
            before = -1
            forwardNext(element)
            forwardCompleted()
        }
    }

    override func onCompleted() {
        if forwardsEarlierElements {
            forwardCompleted()
        } else {
            forwardError(RxError.argumentOutOfRange)
        }
    }
}

/// The sink of `take(while:)`: forwards elements while the predicate holds, then completes.
@usableFromInline
final class TakeWhileSink<Element>: PassthroughSink<Element, Element> {
    private let behavior: TakeBehavior
    private let predicate: (Element) throws -> Bool

    @usableFromInline
    init(receiver: any ElementReceiver<Element>, behavior: TakeBehavior, predicate: @escaping (Element) throws -> Bool)
    {
        self.behavior = behavior
        self.predicate = predicate
        super.init(receiver: receiver)
    }

    override func onNext(_ element: Element) {
        do {
            if try predicate(element) {
                forwardNext(element)
                return
            }
        } catch {
            forwardError(error)
            return
        }
        if behavior == .inclusive {
            forwardNext(element)
        }
        forwardCompleted()
    }
}

@usableFromInline
final class TakeLastSink<Element>: PassthroughSink<Element, Element> {
    private let count: Int
    private var buffer = ElementBuffer<Element>()

    @usableFromInline
    init(receiver: any ElementReceiver<Element>, count: Int) {
        self.count = count
        super.init(receiver: receiver)
    }

    override func onNext(_ element: Element) {
        guard count > 0 else { return }
        buffer.append(element)
        if buffer.count > count { _ = buffer.removeFirst() }
    }

    override func onCompleted() {
        while !buffer.isEmpty {
            forwardNext(buffer.removeFirst())
        }
        forwardCompleted()
    }
}
