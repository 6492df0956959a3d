extension ObservableType {
    /// Splits the sequence into one ``GroupedObservable`` per key.
    ///
    /// A group is emitted when its first element arrives, before that element is sent to it, so a
    /// subscriber that subscribes to the group on receipt sees it. The groups end when the source ends
    /// (in the order they were created), and an error thrown by `keySelector` fails every group and then
    /// the result. As upstream, the groups outlive the subscription to the result: disposing it stops the
    /// delivery of new groups, but the source stays subscribed until the last group subscription is
    /// disposed too (reference-counted disposal).
    /// - Parameters:
    ///   - keySelector: computes the key of an element.
    ///   - isolation: the caller's actor isolation, filled in by the compiler. Debug builds report a closure
    ///     given here that runs off that actor (<doc:SwiftConcurrency>); `nil` turns the check off.
    /// - Returns: the sequence of groups.
    /// - SeeAlso: [ReactiveX groupBy](http://reactivex.io/documentation/operators/groupby.html)
    public func groupBy<Key: Hashable>(
        keySelector: @escaping (Element) throws -> Key, isolation: (any Actor)? = #isolation
    )
        -> Observable<GroupedObservable<Key, Element>>
    {
        let keySelector = isolationChecked(keySelector, isolation, "groupBy")
        return GroupByProducer(source: asObservable(), keySelector: keySelector)
    }
}

private final class GroupByProducer<Key: Hashable, Element>: Producer<GroupedObservable<Key, Element>> {
    private let source: Observable<Element>
    private let keySelector: (Element) throws -> Key

    init(source: Observable<Element>, keySelector: @escaping (Element) throws -> Key) {
        self.source = source
        self.keySelector = keySelector
        super.init()
    }

    override func run(_ receiver: any ElementReceiver<GroupedObservable<Key, Element>>) -> Disposable {
        // The source subscription lives while the result or any group subscription does.
        let sourceSubscription = SingleAssignmentDisposable()
        let lifetime = RefCountDisposable(disposable: sourceSubscription)
        let sink = GroupBySink(
            receiver: receiver,
            keySelector: keySelector,
            sourceSubscription: sourceSubscription,
            lifetime: lifetime
        )
        sink.setUpstream(lifetime)
        sourceSubscription.setDisposable(source.subscribe(receiver: sink))
        return sink
    }
}

private final class GroupBySink<Key: Hashable, Element>: Sink<GroupedObservable<Key, Element>>, ObserverType,
    ElementReceiver
{
    private let keySelector: (Element) throws -> Key
    private let lifetime: RefCountDisposable
    /// Disposed directly when the source terminates (nothing is left to keep alive then).
    private let sourceSubscription: SingleAssignmentDisposable
    // Serial access (the Rx contract) needs no lock. The array keeps the groups in creation order so
    // that terminal events reach them deterministically.
    private var groups: [Key: PublishSubject<Element>] = [:]
    private var groupsInOrder: [PublishSubject<Element>] = []

    init(
        receiver: any ElementReceiver<GroupedObservable<Key, Element>>,
        keySelector: @escaping (Element) throws -> Key,
        sourceSubscription: SingleAssignmentDisposable,
        lifetime: RefCountDisposable
    ) {
        self.keySelector = keySelector
        self.sourceSubscription = sourceSubscription
        self.lifetime = lifetime
        super.init(receiver: receiver)
    }

    /// An element: its group receives it as a typed call, after the group is made and emitted if it is new (no
    /// `Event` is built in this generic code; fence probe `groupBy.perElement`).
    func receiveNext(_ element: Element) {
        let key: Key
        do {
            key = try keySelector(element)
        } catch {
            fail(error)
            return
        }
        let group: PublishSubject<Element>
        if let existing = groups[key] {
            group = existing
        } else {
            group = PublishSubject()
            groups[key] = group
            groupsInOrder.append(group)
            let members = GroupMembers(subject: group, lifetime: lifetime)
            forwardNext(GroupedObservable(key: key, source: members))
        }
        group.receiveNext(element)
    }

    func receiveError(_ error: Swift.Error) {
        fail(error)
    }

    func receiveCompleted() {
        for group in takeGroups() { group.receiveCompleted() }
        forwardBeforeDisposing(.completed)
        sourceSubscription.dispose()
        dispose()
    }

    func on(_ event: Event<Element>) {
        receive(event)
    }

    private func fail(_ error: Swift.Error) {
        for group in takeGroups() { group.receiveError(error) }
        forwardBeforeDisposing(.error(error))
        sourceSubscription.dispose()
        dispose()
    }

    /// Forgets every group and returns them in creation order.
    private func takeGroups() -> [PublishSubject<Element>] {
        let all = groupsInOrder
        groups = [:]
        groupsInOrder = []
        return all
    }
}

/// The elements of one group: each subscription keeps the source subscription of `groupBy` alive.
private final class GroupMembers<Element>: Producer<Element> {
    private let subject: PublishSubject<Element>
    private let lifetime: RefCountDisposable

    init(subject: PublishSubject<Element>, lifetime: RefCountDisposable) {
        self.subject = subject
        self.lifetime = lifetime
        super.init()
    }

    override func run(_ receiver: any ElementReceiver<Element>) -> Disposable {
        let keepAlive = lifetime.retain()
        let subscription = subject.subscribe(downstream: receiver)
        return Disposables.create(keepAlive, subscription)
    }
}
