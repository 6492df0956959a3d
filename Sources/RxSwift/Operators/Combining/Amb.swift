import Synchronization

extension ObservableType {
    /// Mirrors whichever of this sequence and `right` produces an event first, and unsubscribes from
    /// the other.
    ///
    /// ![The marble diagram of amb.](marble-amb.svg)
    /// - Parameter right: the competing sequence.
    /// - Returns: the sequence that reacted first.
    /// - SeeAlso: [ReactiveX amb](http://reactivex.io/documentation/operators/amb.html)
    @inlinable  // Performance: the sink and its observers are made in the caller's specialised code (`ambProducer`).
    public func amb<Right: ObservableType>(_ right: Right) -> Observable<Element> where Right.Element == Element {
        Observable.ambProducer([asObservable(), right.asObservable()])
    }

    /// Mirrors whichever sequence of `sequence` produces an event first, and unsubscribes from the
    /// others.
    ///
    /// With no sequences at all the result never emits (as upstream, which starts from `never()`).
    /// - Parameter sequence: the competing sequences, subscribed to in order.
    /// - Returns: the sequence that reacted first.
    @inlinable
    public static func amb<Sources: Swift.Sequence>(_ sequence: Sources) -> Observable<Element>
    where Sources.Element == Observable<Element> {
        Observable.ambProducer(Array(sequence))
    }
}

extension Observable {
    /// Both `amb`s: a producer whose sink, with one observer per source, is made and started in the caller's
    /// specialised code (made in this module's unspecialised code, each cost a generic-metadata lookup per
    /// subscription; fence probe `subject.amb.subscribe+dispose`).
    @inlinable
    static func ambProducer(_ sources: [Observable<Element>]) -> Observable<Element> {
        EmitterProducer { receiver in
            let sink = AmbSink(receiver: receiver, count: sources.count)
            sink.run(sources)
            return sink
        }
    }
}

/// The sink of `amb`: forwards the events of the first source to send one and disposes the others.
@usableFromInline
final class AmbSink<Element>: Sink<Element> {
    private static var undecided: Int { -1 }
    /// The index of the winning source; only the winner forwards, so delivery stays serial.
    private let winner = Atomic<Int>(-1)
    @usableFromInline let subscriptions: [SingleAssignmentDisposable]

    @usableFromInline
    init(receiver: any ElementReceiver<Element>, count: Int) {
        subscriptions = (0..<count).map { _ in SingleAssignmentDisposable() }
        super.init(receiver: receiver)
    }

    /// Subscribes every source, in order (disposing the sink disposes their subscriptions).
    @inlinable
    func run(_ sources: [Observable<Element>]) {
        // As upstream, every source is subscribed, even after one won synchronously while being subscribed:
        // the later subscriptions are then disposed at once (their disposables were disposed by the winner).
        for (index, source) in sources.enumerated() {
            subscriptions[index].setDisposable(source.subscribe(receiver: AmbObserver(parent: self, index: index)))
        }
    }

    /// Whether the source at `index` may forward its event: it has won, or wins now (the first source to send an
    /// event wins; the others are then disposed).
    @usableFromInline
    func wins(_ index: Int) -> Bool {
        let current = winner.load(ordering: .acquiring)
        if current == index { return true }
        guard current == Self.undecided else { return false }
        let (won, _) = winner.compareExchange(
            expected: Self.undecided,
            desired: index,
            ordering: .acquiringAndReleasing
        )
        guard won else { return false }
        for (other, subscription) in subscriptions.enumerated() where other != index {
            subscription.dispose()
        }
        return true
    }

    /// Handles `event` of the source at `index`.
    @usableFromInline
    func on(_ event: Event<Element>, from index: Int) {
        if wins(index) { forward(event) }
    }

    /// Handles an element of the source at `index`, without an `Event` (building one in this generic code looks its
    /// type up).
    @usableFromInline
    func next(_ element: Element, from index: Int) {
        if wins(index) { forwardNext(element) }
    }

    /// Disposes every source's subscription (kept here rather than as a composite upstream, which cost an array cast
    /// and a composite per subscription; fence probe `subject.amb.subscribe+dispose`).
    override func disposeResources() {
        for subscription in subscriptions { subscription.dispose() }
    }
}

/// Observes one source of `amb` for its sink.
@usableFromInline
final class AmbObserver<Element>: ObserverType, ElementReceiver {
    private let parent: AmbSink<Element>
    private let index: Int

    @usableFromInline
    init(parent: AmbSink<Element>, index: Int) {
        self.parent = parent
        self.index = index
    }

    @usableFromInline
    func receiveNext(_ element: Element) {
        parent.next(element, from: index)
    }

    @usableFromInline
    func on(_ event: Event<Element>) {
        parent.on(event, from: index)
    }
}
