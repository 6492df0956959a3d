extension ObservableType {
    /// Splits the sequence into one ``GroupedObservable`` per key.
    ///
    /// A group is emitted when its first element arrives; the groups end when the source ends. An error
    /// thrown by `keySelector` fails the result and every group.
    /// - Parameter keySelector: computes the key of an element.
    /// - Returns: the sequence of groups.
    /// - SeeAlso: [ReactiveX groupBy](http://reactivex.io/documentation/operators/groupby.html)
    public func groupBy<Key: Hashable>(keySelector: @escaping (Element) throws -> Key)
        -> Observable<GroupedObservable<Key, Element>>
    {
        GroupByProducer(source: asObservable(), keySelector: keySelector)
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

    override func run<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == GroupedObservable<Key, Element> {
        let sink = GroupBySink(observer: observer, keySelector: keySelector)
        sink.setUpstream(source.subscribe(sink))
        return sink
    }
}

private final class GroupBySink<Key: Hashable, Element, Observer: ObserverType>: Sink<Observer>, ObserverType
where Observer.Element == GroupedObservable<Key, Element> {
    private let keySelector: (Element) throws -> Key
    private var groups: [Key: PublishSubject<Element>] = [:]

    init(observer: Observer, keySelector: @escaping (Element) throws -> Key) {
        self.keySelector = keySelector
        super.init(observer: observer)
    }

    func on(_ event: Event<Element>) {
        switch event {
        case .next(let element):
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
                forwardOn(.next(GroupedObservable(key: key, source: group.asObservable())))
            }
            group.on(.next(element))
        case .error(let error):
            fail(error)
        case .completed:
            let all = groups.values
            groups = [:]
            for group in all { group.on(.completed) }
            forwardTerminal(.completed)
        }
    }

    private func fail(_ error: Swift.Error) {
        let all = groups.values
        groups = [:]
        for group in all { group.on(.error(error)) }
        forwardTerminal(.error(error))
    }
}
