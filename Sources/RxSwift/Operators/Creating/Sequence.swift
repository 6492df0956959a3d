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
        SequenceProducer(elements, scheduler: scheduler)
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
        SequenceProducer(array, scheduler: scheduler)
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
        SequenceProducer(sequence, scheduler: scheduler)
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
        SequenceProducer(optional.map { [$0] } ?? [], scheduler: scheduler)
    }
}

/// The observable of `of` and `from`: one `SequenceSink` per subscription.
@usableFromInline
final class SequenceProducer<Source: Sequence>: Producer<Source.Element> {
    private let sequence: Source
    private let scheduler: ImmediateSchedulerType

    @usableFromInline
    init(_ sequence: Source, scheduler: ImmediateSchedulerType) {
        self.sequence = sequence
        self.scheduler = scheduler
        super.init()
    }

    override func run<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Source.Element {
        let sink = SequenceSink(observer: observer, iterator: sequence.makeIterator(), scheduler: scheduler)
        sink.start()
        return sink
    }
}

private final class SequenceSink<Iterator: IteratorProtocol, Observer: ObserverType>: RecursiveEmitterSink<Observer>
where Observer.Element == Iterator.Element {
    // Performance: steps run one at a time and the access lasts only for `next()`, so the runtime exclusivity
    // check (a thread-local lookup per element) is switched off.
    @exclusivity(unchecked) private var iterator: Iterator

    init(observer: Observer, iterator: Iterator, scheduler: ImmediateSchedulerType) {
        self.iterator = iterator
        super.init(observer: observer, scheduler: scheduler)
    }

    override func step() -> Bool {
        if let element = iterator.next() {
            forwardNext(element)
            return true
        }
        forwardCompleted()
        return false
    }
}
