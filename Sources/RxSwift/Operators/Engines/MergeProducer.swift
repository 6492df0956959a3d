/// How a merging operator treats a new inner sequence.
@usableFromInline
enum MergeMode {
    /// Subscribe to every inner, at most `maxConcurrent` at a time (the rest wait in order).
    case all(maxConcurrent: Int?)
    /// Drop inners that arrive while one is active (`flatMapFirst`).
    case dropWhileActive
}

/// The producer of the operators that project each element to an inner sequence (`flatMap`, `flatMapFirst`,
/// `concatMap`, `merge`, `flatMapLatest`, `switchLatest`): the source, the selector, the shortcut for a scalar source,
/// and the closure that makes the sink of one subscription: a ``MergeSink`` (``merging(source:mode:sourceIsScalar:selector:)``)
/// or a ``SwitchSink`` (``switching(source:sourceIsScalar:selector:)``).
@usableFromInline
final class InnerSequenceProducer<SourceElement, Element>: Producer<Element> {
    /// The sequence whose elements are projected.
    let source: Observable<SourceElement>
    /// Projects an element of `source` to its inner sequence.
    let selector: (SourceElement) throws -> Observable<Element>
    /// `source` is a ``ScalarProducer``: one subscription subscribes the one inner sequence directly.
    let sourceIsScalar: Bool
    /// Makes the sink of one subscription, subscribes it to the source and returns it.
    private let start: (Observable<SourceElement>, any ElementReceiver<Element>) -> Disposable

    /// - Parameters:
    ///   - sourceIsScalar: whether `source` is a ``ScalarProducer`` (asked where the operator is applied, with a
    ///     class cast that specialised code makes without a metadata lookup).
    ///   - start: makes, starts and returns the sink of one subscription, in the caller's specialised code (made in
    ///     this producer's generic `run`, the sink's type and conformances were runtime lookups per subscription;
    ///     fence probe `subject.merge.subscribe+dispose`).
    @usableFromInline
    init(
        source: Observable<SourceElement>,
        sourceIsScalar: Bool,
        selector: @escaping (SourceElement) throws -> Observable<Element>,
        start: @escaping (Observable<SourceElement>, any ElementReceiver<Element>) -> Disposable
    ) {
        self.source = source
        self.sourceIsScalar = sourceIsScalar
        self.selector = selector
        self.start = start
        super.init()
    }

    override func run(_ receiver: any ElementReceiver<Element>) -> Disposable {
        if sourceIsScalar {
            // The one inner sequence is subscribed directly.
            return unsafeDowncast(source, to: ScalarProducer<SourceElement>.self).flatMapped(selector, into: receiver)
        }
        return start(source, receiver)
    }
}

extension InnerSequenceProducer {
    /// The producer of `flatMap`, `flatMapFirst`, `concatMap` and `merge`: a ``MergeSink`` per subscription, whose
    /// inners `mode` governs.
    @inlinable
    static func merging(
        source: Observable<SourceElement>,
        mode: MergeMode,
        sourceIsScalar: Bool = false,
        selector: @escaping (SourceElement) throws -> Observable<Element>
    ) -> InnerSequenceProducer {
        InnerSequenceProducer(source: source, sourceIsScalar: sourceIsScalar, selector: selector) { source, receiver in
            let sink = MergeSink(
                receiver: receiver, mode: mode, selector: selector, innerType: MergeInner<SourceElement, Element>.self,
                subscribeLink: { source, link in
                    source.subscribe(receiver: unsafeDowncast(link, to: MergeInner<SourceElement, Element>.self))
                })
            return sink.start(from: source, through: sink.outer)
        }
    }
}

@usableFromInline
final class MergeSink<SourceElement, Inner>: Sink<Inner>, ObserverType,
    ElementReceiver
{
    @usableFromInline typealias InnerObserver = MergeInner<SourceElement, Inner>

    // Performance: the locked state is not generic; each inner costs at most one allocation (its `MergeInner`,
    // which is also its list entry and holds its subscription), and none when the previous inner finished
    // synchronously and can be reused. `innerType` and `subscribeLink` carry the inner observer's type metadata,
    // named where the operator is applied, so making and subscribing an inner does not look it up at runtime.
    private let mode: MergeMode
    private let selector: (SourceElement) throws -> Observable<Inner>
    private let state = LockedState(MergeState())
    @usableFromInline let outer = SingleAssignmentDisposable()
    /// Serialises the inners' events (and the source's error and completion), relayed as they are.
    private let delivery = SerialDelivery()
    override var serialDelivery: SerialDelivery? { delivery }
    private let subscribeLink: (Observable<Inner>, MergeInnerLink) -> Disposable
    private let innerType: InnerObserver.Type

    /// - Parameters:
    ///   - innerType: `MergeInner<SourceElement, Inner>`, named in the caller's specialised code.
    ///   - subscribeLink: subscribes an inner observer (a `MergeInner<SourceElement, Inner>`) to an inner sequence;
    ///     made in the caller's specialised code, it captures nothing.
    @usableFromInline
    init(
        receiver: any ElementReceiver<Inner>, mode: MergeMode,
        selector: @escaping (SourceElement) throws -> Observable<Inner>,
        innerType: InnerObserver.Type,
        subscribeLink: @escaping (Observable<Inner>, MergeInnerLink) -> Disposable
    ) {
        self.innerType = innerType
        self.mode = mode
        self.selector = selector
        self.subscribeLink = subscribeLink
        super.init(receiver: receiver)
    }

    @usableFromInline
    func receiveNext(_ element: SourceElement) {
        onNext(element)
    }

    @usableFromInline
    func receiveCompleted() {
        onOuterCompleted()
    }

    @usableFromInline
    func receiveError(_ error: Swift.Error) {
        fail(error)
    }

    @usableFromInline
    func on(_ event: Event<SourceElement>) {
        receive(event)
    }

    /// Delivers a terminal event downstream (kept out of line: it is off the per-element path).
    @inline(never)
    private func fail(_ error: Swift.Error) {
        delivery.send { forwardError(error) }
    }

    @inline(never)
    private func onOuterCompleted() {
        let done = state.withLock { state -> Bool in
            state.outerStopped = true
            return state.active == 0
        }
        // As upstream, the finished source is unsubscribed at once, even while inners keep running.
        outer.dispose()
        if done { delivery.send { forwardCompleted() } }
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
            fail(error)
            return
        }
        // An unbounded `flatMap` takes the outcome of a scalar inner (``ScalarProducer``: `just`, `empty`, …) at
        // once, as subscribing to it would deliver it (its element, then the completion of an inner that was never
        // counted as active; or its error), without the inner's observer and subscription.
        if case .all(maxConcurrent: nil) = mode,
            inner.withScalarOutcome(element: { innerNext($0) }, failed: { innerError($0) })
        {
            return
        }
        if case .all(let maxConcurrent?) = mode {
            let subscribeNow = state.withLock { state -> Bool in
                if state.active >= maxConcurrent {
                    state.waiting.append(inner)
                    return false
                }
                state.active += 1
                return true
            }
            if subscribeNow { subscribeInner(inner) }
            return
        }
        // flatMap (unbounded) counts and registers the inner in one critical section.
        let counted: Bool
        if case .dropWhileActive = mode { counted = true } else { counted = false }
        var link: MergeInnerLink?
        let live = state.withLock { state -> Bool in
            if state.isDisposed { return false }
            if !counted { state.active += 1 }
            if let spare = state.spare {
                state.spare = nil
                _ = state.insert(spare)
                link = spare
            }
            return true
        }
        guard live else { return }
        if let link {
            unsafeDowncast(link, to: InnerObserver.self).parent = self
        }
        if link == nil {
            let fresh = innerType.init(parent: self)
            guard state.withLock({ $0.insert(fresh) }) else { return }
            link = fresh
        }
        link!.setUpstream(subscribeLink(inner, link!))
        // An inner that finished during `subscribe` and was not retained by its source is reused for the next
        // element (this thread then holds the only reference). Regression: the disposed bit is read with acquiring
        // order, so that the last delivery to the inner, on the thread that disposed it, happens before the reuse
        // (read relaxed, ThreadSanitizer reported that delivery's read of `parent` racing with this write).
        if link!.isDisposedAcquiring, isKnownUniquelyReferenced(&link) {
            link!.prepareForReuse()
            unsafeDowncast(link!, to: InnerObserver.self).parent = nil
            state.withLock { state in
                if !state.isDisposed { state.spare = link }
            }
        }
    }

    private func subscribeInner(_ inner: Observable<Inner>) {
        let link = innerType.init(parent: self)
        guard state.withLock({ $0.insert(link) }) else { return }
        link.setUpstream(subscribeLink(inner, link))
    }

    /// Delivers an element of an inner sequence.
    fileprivate func innerNext(_ element: Inner) {
        delivery.send { forwardNext(element) }
    }

    /// Delivers the failure of an inner sequence (out of line: it is off the per-element path).
    @inline(never)
    fileprivate func innerError(_ error: Swift.Error) {
        delivery.send { forwardError(error) }
    }

    /// Ends an inner sequence: subscribes the next waiting one, or completes once the source and every inner
    /// have completed.
    @inline(never)
    fileprivate func innerCompleted(_ link: MergeInnerLink) {
        let (next, done) = state.withLock { state -> (AnyObject?, Bool) in
            state.remove(link)
            if !state.waiting.isEmpty { return (state.waiting.removeFirst(), false) }
            state.active -= 1
            return (nil, state.outerStopped && state.active == 0)
        }
        link.dispose()
        if let next {
            subscribeInner(unsafeDowncast(next, to: Observable<Inner>.self))
        } else if done {
            delivery.send { forwardCompleted() }
        }
    }

    override func disposeResources() {
        let (head, spare) = state.withLock { $0.disposeAll() }
        withExtendedLifetime(spare) {}  // released here, outside the lock
        var link = head
        while let current = link {
            link = current.next
            current.next = nil
            current.dispose()
        }
    }
}

/// The lock-guarded state of a ``MergeSink``.
private struct MergeState: ~Copyable {
    var active = 0
    var outerStopped = false
    var isDisposed = false
    /// Inner sequences waiting for a free slot (`concatMap`, `merge(maxConcurrent:)`), as `Observable<Inner>`.
    var waiting = ElementBuffer<AnyObject>(capacity: 1)
    /// The live inner subscriptions, a doubly linked list through ``MergeInnerLink``.
    var head: MergeInnerLink?
    /// A finished inner observer kept for reuse by the next inner (unbounded `flatMap` only).
    var spare: MergeInnerLink?

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

    /// Marks the state disposed and hands over the list of live inners (linked through `next`) and the spare.
    mutating func disposeAll() -> (head: MergeInnerLink?, spare: MergeInnerLink?) {
        isDisposed = true
        let spare = self.spare
        self.spare = nil
        var link = head
        head = nil
        let first = link
        while let current = link {
            current.isLinked = false
            current.previous = nil
            link = current.next
        }
        return (first, spare)
    }
}

/// One inner subscription of a ``MergeSink``: holds the inner's disposable and is an entry of the sink's list
/// of live inners. The list fields are guarded by the sink's lock (after `disposeAll`, by the disposing
/// thread alone).
@usableFromInline
class MergeInnerLink: UpstreamHolder {
    final var next: MergeInnerLink?
    final unowned(unsafe) var previous: MergeInnerLink?
    final var isLinked = false
}

/// Observes one inner sequence for a ``MergeSink``.
@usableFromInline
final class MergeInner<SourceElement, Inner>: MergeInnerLink, ObserverType,
    ElementReceiver
{
    /// The sink; `nil` only while this observer is a spare (so a spare does not keep its sink alive).
    /// Written only by the thread that holds the only reference.
    @exclusivity(unchecked) fileprivate var parent: MergeSink<SourceElement, Inner>? {
        didSet { unretainedParent = parent.map { Unmanaged.passUnretained($0) } }
    }
    /// `parent` without ownership, for the element path: calling through it costs no retain and release per
    /// element. Valid while `parent` holds the sink.
    @exclusivity(unchecked) private var unretainedParent: Unmanaged<MergeSink<SourceElement, Inner>>?

    init(parent: MergeSink<SourceElement, Inner>) {
        self.parent = parent
        unretainedParent = Unmanaged.passUnretained(parent)
        super.init()
    }

    @usableFromInline
    func on(_ event: Event<Inner>) {
        receive(event)
    }

    @usableFromInline
    func receiveNext(_ element: Inner) {
        unretainedParent?._withUnsafeGuaranteedRef { $0.innerNext(element) }
    }

    @usableFromInline
    func receiveCompleted() {
        parent?.innerCompleted(self)
    }

    @usableFromInline
    func receiveError(_ error: Swift.Error) {
        parent?.innerError(error)
    }

}
