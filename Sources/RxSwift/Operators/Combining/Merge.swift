extension ObservableType where Element: ObservableConvertibleType {
    /// Merges the elements of every inner sequence into one sequence.
    ///
    /// Fails as soon as the source or an inner sequence fails; completes when the source and every inner
    /// sequence have completed.
    /// - Returns: the merged sequence.
    /// - SeeAlso: [ReactiveX merge](http://reactivex.io/documentation/operators/merge.html)
    @inlinable  // Performance: the sink is made in the caller's specialised code (`InnerSequenceProducer.merging`).
    public func merge() -> Observable<Element.Element> {
        InnerSequenceProducer.merging(source: asObservable(), mode: .all(maxConcurrent: nil)) { $0.asObservable() }
    }

    /// Merges the inner sequences, subscribed to at most `maxConcurrent` at a time; the others wait, in
    /// order, for a running one to complete.
    ///
    /// As in RxSwift, a `maxConcurrent` of zero (or less) subscribes to no inner sequence at all: the
    /// result completes when the source completes.
    /// - Parameter maxConcurrent: the maximum number of inner subscriptions at any time.
    /// - Returns: the merged sequence.
    @inlinable  // Performance: the sink is made in the caller's specialised code (`InnerSequenceProducer.merging`).
    public func merge(maxConcurrent: Int) -> Observable<Element.Element> {
        InnerSequenceProducer.merging(source: asObservable(), mode: .all(maxConcurrent: maxConcurrent)) {
            $0.asObservable()
        }
    }
}

extension ObservableType {
    /// Merges the elements of `sources` into one sequence.
    ///
    /// ```swift
    /// Observable.merge(.of(1, 2, 3), .of(4, 5, 6))   // 1 4 2 5 3 6
    /// ```
    /// - Parameter sources: the sequences to merge; all are subscribed to at once, in order.
    /// - Returns: the merged sequence.
    /// - SeeAlso: [ReactiveX merge](http://reactivex.io/documentation/operators/merge.html)
    @inlinable  // Performance: the sink is made in the caller's specialised code (`InnerSequenceProducer.merging`).
    public static func merge<Sources: Swift.Collection>(_ sources: Sources) -> Observable<Element>
    where Sources.Element == Observable<Element> {
        InnerSequenceProducer.merging(source: SynchronousSequence(Array(sources)), mode: .all(maxConcurrent: nil)) {
            $0
        }
    }

    /// Merges the elements of `sources` into one sequence.
    /// - Parameter sources: the sequences to merge; all are subscribed to at once, in order.
    /// - Returns: the merged sequence.
    @inlinable  // Performance: the sink is made in the caller's specialised code (`InnerSequenceProducer.merging`).
    public static func merge(_ sources: [Observable<Element>]) -> Observable<Element> {
        InnerSequenceProducer.merging(source: SynchronousSequence(sources), mode: .all(maxConcurrent: nil)) { $0 }
    }

    /// Merges the elements of `sources` into one sequence.
    ///
    /// ![The marble diagram of merge.](marble-merge.svg)
    /// - Parameter sources: the sequences to merge; all are subscribed to at once, in order.
    /// - Returns: the merged sequence.
    @inlinable  // Performance: the sink is made in the caller's specialised code (`InnerSequenceProducer.merging`).
    public static func merge(_ sources: Observable<Element>...) -> Observable<Element> {
        InnerSequenceProducer.merging(source: SynchronousSequence(sources), mode: .all(maxConcurrent: nil)) { $0 }
    }
}

/// Emits the elements of an array synchronously during `subscribe`, then completes (the source of the
/// static `merge`, which subscribes to every sequence at once, before any of them is drained).
@usableFromInline
final class SynchronousSequence<Element>: Producer<Element> {
    private let elements: [Element]

    @usableFromInline
    init(_ elements: [Element]) {
        self.elements = elements
        super.init()
    }

    override func run(_ receiver: any ElementReceiver<Element>) -> Disposable {
        let sink = SynchronousSequenceSink(receiver: receiver)
        sink.run(elements)
        return sink
    }
}

private final class SynchronousSequenceSink<Element>: Sink<Element> {
    func run(_ elements: [Element]) {
        for element in elements {
            if isDisposed { return }
            forwardNext(element)
        }
        forwardCompleted()
    }
}
