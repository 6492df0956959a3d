extension ObservableType {
    /// Projects each element to a sequence and merges the elements of all of them.
    ///
    /// ```swift
    /// student.flatMap { $0.score }   // every score change of every student
    /// ```
    /// Fails as soon as the source or any inner sequence fails (or `selector` throws); completes when the
    /// source and every inner sequence have completed.
    /// - Parameter selector: maps an element to an inner sequence.
    /// - Returns: the merged sequence.
    /// - SeeAlso: [ReactiveX flatMap](http://reactivex.io/documentation/operators/flatmap.html)
    public func flatMap<Source: ObservableConvertibleType>(_ selector: @escaping (Element) throws -> Source)
        -> Observable<Source.Element>
    {
        MergeProducer(source: asObservable(), mode: .all(maxConcurrent: nil)) { try selector($0).asObservable() }
    }

    /// Projects each element to a sequence, ignoring elements that arrive while an inner sequence is still
    /// active.
    /// - Parameter selector: maps an element to an inner sequence.
    /// - Returns: the merged sequence.
    public func flatMapFirst<Source: ObservableConvertibleType>(_ selector: @escaping (Element) throws -> Source)
        -> Observable<Source.Element>
    {
        MergeProducer(source: asObservable(), mode: .dropWhileActive) { try selector($0).asObservable() }
    }

    /// Projects each element to a sequence and concatenates them: each inner sequence is subscribed after
    /// the previous one completes.
    ///
    /// ```swift
    /// Observable.of("German cities", "Spanish cities").concatMap { sequences[$0] ?? .empty() }
    /// ```
    /// - Parameter selector: maps an element to an inner sequence.
    /// - Returns: the concatenated sequence.
    public func concatMap<Source: ObservableConvertibleType>(_ selector: @escaping (Element) throws -> Source)
        -> Observable<Source.Element>
    {
        MergeProducer(source: asObservable(), mode: .all(maxConcurrent: 1)) { try selector($0).asObservable() }
    }
}

/// How a merging operator treats a new inner sequence.
enum MergeMode {
    /// Subscribe to every inner, at most `maxConcurrent` at a time (the rest wait in order).
    case all(maxConcurrent: Int?)
    /// Drop inners that arrive while one is active (`flatMapFirst`).
    case dropWhileActive
}

/// The engine of `flatMap`, `flatMapFirst`, `concatMap` and `merge`.
final class MergeProducer<SourceElement, Element>: Producer<Element> {
    private let source: Observable<SourceElement>
    private let mode: MergeMode
    private let selector: (SourceElement) throws -> Observable<Element>

    init(
        source: Observable<SourceElement>,
        mode: MergeMode,
        selector: @escaping (SourceElement) throws -> Observable<Element>
    ) {
        self.source = source
        self.mode = mode
        self.selector = selector
        super.init()
    }

    override func run<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        let sink = MergeSink(observer: observer, mode: mode, selector: selector)
        sink.run(source)
        return sink
    }
}

private final class MergeSink<SourceElement, Observer: ObserverType>: Sink<Observer>, ObserverType {
    typealias Inner = Observer.Element

    private struct State {
        var active = 0
        var waiting = RingQueue<Observable<Inner>>()
        var outerStopped = false
    }

    private let mode: MergeMode
    private let selector: (SourceElement) throws -> Observable<Inner>
    private let state = LockedState(State())
    private let inners = CompositeDisposable()
    private let outer = SingleAssignmentDisposable()
    private var delivery: SerialDelivery<Inner>!

    init(observer: Observer, mode: MergeMode, selector: @escaping (SourceElement) throws -> Observable<Inner>) {
        self.mode = mode
        self.selector = selector
        super.init(observer: observer)
        delivery = SerialDelivery { [unowned self] event in self.forward(event) }
    }

    func run(_ source: Observable<SourceElement>) {
        setUpstream(outer)
        outer.setDisposable(source.subscribe(self))
    }

    func on(_ event: Event<SourceElement>) {
        switch event {
        case .next(let element):
            if case .dropWhileActive = mode {
                // flatMapFirst: as upstream, `selector` is not even called for an element that is dropped.
                let accepted = state.withLock { state -> Bool in
                    if state.active > 0 { return false }
                    state.active += 1
                    return true
                }
                guard accepted else { return }
            }
            let inner: Observable<Inner>
            do {
                inner = try selector(element)
            } catch {
                delivery.on(.error(error))
                return
            }
            let subscribeNow = state.withLock { state -> Bool in
                switch mode {
                case .dropWhileActive:
                    return true
                case .all(let maxConcurrent?):
                    if state.active >= maxConcurrent {
                        state.waiting.enqueue(inner)
                        return false
                    }
                case .all(nil):
                    break
                }
                state.active += 1
                return true
            }
            if subscribeNow { subscribeInner(inner) }
        case .error(let error):
            delivery.on(.error(error))
        case .completed:
            let done = state.withLock { state -> Bool in
                state.outerStopped = true
                return state.active == 0
            }
            // As upstream, the finished source is unsubscribed at once, even while inners keep running.
            outer.dispose()
            if done { delivery.on(.completed) }
        }
    }

    private func subscribeInner(_ inner: Observable<Inner>) {
        let subscription = SingleAssignmentDisposable()
        guard let key = inners.insert(subscription) else { return }
        subscription.setDisposable(inner.subscribe(MergeInnerObserver(parent: self, key: key)))
    }

    fileprivate func innerOn(_ event: Event<Inner>, key: CompositeDisposable.DisposeKey) {
        switch event {
        case .next, .error:
            delivery.on(event)
        case .completed:
            inners.remove(for: key)
            let (next, done) = state.withLock { state -> (Observable<Inner>?, Bool) in
                if let waiting = state.waiting.dequeue() { return (waiting, false) }
                state.active -= 1
                return (nil, state.outerStopped && state.active == 0)
            }
            if let next {
                subscribeInner(next)
            } else if done {
                delivery.on(.completed)
            }
        }
    }

    override func disposeResources() {
        inners.dispose()
    }
}

private final class MergeInnerObserver<SourceElement, Observer: ObserverType>: ObserverType {
    private let parent: MergeSink<SourceElement, Observer>
    private let key: CompositeDisposable.DisposeKey

    init(parent: MergeSink<SourceElement, Observer>, key: CompositeDisposable.DisposeKey) {
        self.parent = parent
        self.key = key
    }

    func on(_ event: Event<Observer.Element>) {
        parent.innerOn(event, key: key)
    }
}
