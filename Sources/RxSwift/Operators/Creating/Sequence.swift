extension ObservableType {
    /// An observable that emits the arguments, in order, then completes.
    ///
    /// ```swift
    /// Observable.of(1, 2, 3).subscribe(onNext: { print($0) })
    /// // 1
    /// // 2
    /// // 3
    /// ```
    /// - Parameters:
    ///   - elements: the elements to emit.
    ///   - scheduler: where to emit them; the default trampolines on the current thread.
    /// - Returns: the observable sequence.
    /// - SeeAlso: [ReactiveX from](http://reactivex.io/documentation/operators/from.html)
    @inlinable  // Performance: the producer is made in the caller's specialised context (no metadata lookup).
    public static func of(
        _ elements: Element...,
        scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance
    ) -> Observable<Element> {
        SequenceProducer.make(elements, scheduler: scheduler)
    }

    /// An observable that emits the elements of `array`, in order, then completes.
    /// - Parameters:
    ///   - array: the elements to emit.
    ///   - scheduler: where to emit them; the default trampolines on the current thread.
    /// - Returns: the observable sequence.
    @inlinable  // Performance: the producer is made in the caller's specialised context (no metadata lookup).
    public static func from(
        _ array: [Element],
        scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance
    ) -> Observable<Element> {
        SequenceProducer.make(array, scheduler: scheduler)
    }

    /// An observable that emits the elements of `sequence`, in order, then completes.
    /// - Parameters:
    ///   - sequence: the elements to emit; iterated once per subscription.
    ///   - scheduler: where to emit them; the default trampolines on the current thread.
    /// - Returns: the observable sequence.
    @inlinable  // Performance: the producer is made in the caller's specialised context (no metadata lookup).
    public static func from<Source: Sequence>(
        _ sequence: Source,
        scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance
    ) -> Observable<Element> where Source.Element == Element {
        SequenceProducer.make(sequence, scheduler: scheduler)
    }

    /// An observable that emits the wrapped value, if any, then completes, synchronously.
    /// - Parameter optional: the optional element.
    /// - Returns: the observable sequence.
    public static func from(optional: Element?) -> Observable<Element> {
        if let optional { return Just(optional) }
        return empty()
    }

    /// An observable that emits the wrapped value, if any, then completes, on `scheduler`.
    /// - Parameters:
    ///   - optional: the optional element.
    ///   - scheduler: where to emit.
    /// - Returns: the observable sequence.
    public static func from(optional: Element?, scheduler: ImmediateSchedulerType) -> Observable<Element> {
        SequenceProducer.make(optional.map { [$0] } ?? [], scheduler: scheduler)
    }
}

/// The observable of `of` and `from`: one `SequenceSink` per subscription.
@usableFromInline
final class SequenceProducer<Source: Sequence>: Producer<Source.Element> {
    /// Takes the iterator's next element and hands it to its second argument; `false` when the iteration has
    /// ended.
    ///
    /// Performance: made by ``make(_:scheduler:)`` in the caller's specialised context, so that `next()`'s
    /// `Optional` result never reaches the unspecialised sink (which looked its metadata up for every element).
    @usableFromInline
    typealias Step = (inout Source.Iterator, (Source.Element) -> Void) -> Bool

    private let sequence: Source
    private let scheduler: ImmediateSchedulerType
    private let advance: Step

    @usableFromInline
    init(_ sequence: Source, scheduler: ImmediateSchedulerType, advance: @escaping Step) {
        self.sequence = sequence
        self.scheduler = scheduler
        self.advance = advance
        super.init()
    }

    /// The producer of `sequence`, its ``Step`` made in the caller's (specialised) context.
    @inlinable
    static func make(_ sequence: Source, scheduler: ImmediateSchedulerType) -> SequenceProducer {
        SequenceProducer(sequence, scheduler: scheduler) { iterator, emit in
            guard let element = iterator.next() else { return false }
            emit(element)
            return true
        }
    }

    override func run(_ receiver: any ElementReceiver<Source.Element>) -> Disposable {
        let sink = SequenceSink<Source>(
            receiver: receiver,
            iterator: sequence.makeIterator(),
            advance: advance,
            scheduler: scheduler
        )
        sink.start()
        return sink
    }
}

private final class SequenceSink<Source: Sequence>: RecursiveEmitterSink<Source.Element> {
    // Performance: steps run one at a time and the access lasts only for one `advance`, so the runtime exclusivity
    // check (a thread-local lookup per element) is switched off.
    @exclusivity(unchecked) private var iterator: Source.Iterator
    private let advance: SequenceProducer<Source>.Step

    init(
        receiver: any ElementReceiver<Source.Element>,
        iterator: Source.Iterator,
        advance: @escaping SequenceProducer<Source>.Step,
        scheduler: ImmediateSchedulerType
    ) {
        self.iterator = iterator
        self.advance = advance
        super.init(receiver: receiver, scheduler: scheduler)
    }

    override func step() -> Bool {
        if advance(&iterator, { forwardNext($0) }) {
            return true
        }
        forwardCompleted()
        return false
    }
}
