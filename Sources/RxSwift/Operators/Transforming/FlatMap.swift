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

    // Performance: the locked state is not generic and the inner observer's type is looked up once per
    // subscription (`innerType`), so subscribing an inner needs no runtime generic-metadata lookup for them;
    // each inner costs one allocation (its `MergeInner`, which is also its list entry and subscription).
    private let mode: MergeMode
    private let selector: (SourceElement) throws -> Observable<Inner>
    private let state = LockedState(MergeState())
    private let outer = SingleAssignmentDisposable()
    private let innerType = MergeInner<SourceElement, Observer>.self
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
            onNext(element)
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

    private func onNext(_ element: SourceElement) {
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
        if case .all(let maxConcurrent?) = mode {
            let subscribeNow = state.withLock { state -> Bool in
                if state.active >= maxConcurrent {
                    state.waiting.enqueue(inner)
                    return false
                }
                state.active += 1
                return true
            }
            if subscribeNow { subscribeInner(inner) }
            return
        }
        // flatMap (unbounded) counts and registers the inner in one critical section.
        let link = innerType.init(parent: self)
        let counted: Bool
        if case .dropWhileActive = mode { counted = true } else { counted = false }
        let inserted = state.withLock { state -> Bool in
            if !counted { state.active += 1 }
            return state.insert(link)
        }
        if inserted {
            link.setUpstream(inner.subscribe(link))
        }
    }

    private func subscribeInner(_ inner: Observable<Inner>) {
        let link = innerType.init(parent: self)
        guard state.withLock({ $0.insert(link) }) else { return }
        link.setUpstream(inner.subscribe(link))
    }

    fileprivate func innerOn(_ event: Event<Inner>, link: MergeInnerLink) {
        switch event {
        case .next, .error:
            delivery.on(event)
        case .completed:
            let (next, done) = state.withLock { state -> (AnyObject?, Bool) in
                state.remove(link)
                if let waiting = state.waiting.dequeue() { return (waiting, false) }
                state.active -= 1
                return (nil, state.outerStopped && state.active == 0)
            }
            link.dispose()
            if let next {
                subscribeInner(unsafeDowncast(next, to: Observable<Inner>.self))
            } else if done {
                delivery.on(.completed)
            }
        }
    }

    override func disposeResources() {
        var link = state.withLock { $0.disposeAll() }
        while let current = link {
            link = current.next
            current.next = nil
            current.dispose()
        }
    }
}

/// The lock-guarded state of a ``MergeSink``.
private struct MergeState {
    var active = 0
    var outerStopped = false
    var isDisposed = false
    /// Inner sequences waiting for a free slot (`concatMap`, `merge(maxConcurrent:)`), as `Observable<Inner>`.
    var waiting = RingQueue<AnyObject>(capacity: 1)
    /// The live inner subscriptions, a doubly linked list through ``MergeInnerLink``.
    var head: MergeInnerLink?

    /// Adds `link` to the live inners; returns `false` (and leaves it out) once the sink is disposed.
    mutating func insert(_ link: MergeInnerLink) -> Bool {
        if isDisposed { return false }
        link.next = head
        head?.previous = link
        head = link
        link.isLinked = true
        return true
    }

    /// Removes `link` from the live inners if it is still there.
    mutating func remove(_ link: MergeInnerLink) {
        guard link.isLinked else { return }
        link.isLinked = false
        if let previous = link.previous {
            previous.next = link.next
        } else {
            head = link.next
        }
        link.next?.previous = link.previous
        link.next = nil
        link.previous = nil
    }

    /// Marks the state disposed and hands over the list of live inners (linked through `next`).
    mutating func disposeAll() -> MergeInnerLink? {
        isDisposed = true
        var link = head
        head = nil
        let first = link
        while let current = link {
            current.isLinked = false
            current.previous = nil
            link = current.next
        }
        return first
    }
}

/// One inner subscription of a ``MergeSink``: holds the inner's disposable and is an entry of the sink's list
/// of live inners. The list fields are guarded by the sink's lock (after `disposeAll`, by the disposing
/// thread alone).
private class MergeInnerLink: UpstreamHolder {
    final var next: MergeInnerLink?
    final unowned(unsafe) var previous: MergeInnerLink?
    final var isLinked = false
}

/// Observes one inner sequence for a ``MergeSink``.
private final class MergeInner<SourceElement, Observer: ObserverType>: MergeInnerLink, ObserverType {
    private let parent: MergeSink<SourceElement, Observer>

    init(parent: MergeSink<SourceElement, Observer>) {
        self.parent = parent
        super.init()
    }

    func on(_ event: Event<Observer.Element>) {
        parent.innerOn(event, link: self)
    }
}
