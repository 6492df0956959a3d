extension ObservableType {
    /// Drops the first `count` elements. A count of zero or less forwards everything.
    ///
    /// ```swift
    /// Observable.of("A", "B", "C", "D").skip(2)   // C D
    /// ```
    /// - Parameter count: how many elements to drop.
    /// - Returns: the remaining sequence.
    /// - SeeAlso: [ReactiveX skip](http://reactivex.io/documentation/operators/skip.html)
    public func skip(_ count: Int) -> Observable<Element> {
        SkipCountProducer(source: asObservable(), count: count)
    }

    /// Drops elements while `predicate` holds, then forwards everything from the first element for which
    /// it does not.
    ///
    /// ```swift
    /// Observable.of(1, 2, 3, 1).skip(while: { $0 < 2 })   // 2 3 1
    /// ```
    /// - Parameter predicate: decides whether to keep skipping.
    /// - Returns: the remaining sequence.
    /// - SeeAlso: [ReactiveX skipWhile](http://reactivex.io/documentation/operators/skipwhile.html)
    public func skip(while predicate: @escaping (Element) throws -> Bool) -> Observable<Element> {
        SkipWhileProducer(source: asObservable(), predicate: predicate)
    }
}

private final class SkipCountProducer<Element>: Producer<Element> {
    private let source: Observable<Element>
    private let count: Int

    init(source: Observable<Element>, count: Int) {
        self.source = source
        self.count = count
        super.init()
    }

    override func run<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        let sink = SkipCountSink(observer: observer, count: count)
        sink.setUpstream(source.subscribe(sink))
        return sink
    }
}

private final class SkipCountSink<Element, Observer: ObserverType>: PassthroughSink<Element, Observer>
where Observer.Element == Element {
    // Performance: made here, in the final class, the receiver's witness table is found from this object's own
    // metadata; `PassthroughSink`'s answer looks `PassthroughSink<Element, Observer>` up (343 instructions).
    override func elementReceiver<Requested>(of requested: Requested.Type) -> (any ElementReceiver<Requested>)? {
        asElementReceiver(of: requested)
    }

    private var remaining: Int

    init(observer: Observer, count: Int) {
        remaining = count
        super.init(observer: observer)
    }

    override func onNext(_ element: Observer.Element) {
        if remaining <= 0 {
            forwardNext(element)
        } else {
            remaining -= 1
        }
    }
}

private final class SkipWhileProducer<Element>: Producer<Element> {
    private let source: Observable<Element>
    private let predicate: (Element) throws -> Bool

    init(source: Observable<Element>, predicate: @escaping (Element) throws -> Bool) {
        self.source = source
        self.predicate = predicate
        super.init()
    }

    override func run<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        let sink = SkipWhileSink(observer: observer, predicate: predicate)
        sink.setUpstream(source.subscribe(sink))
        return sink
    }
}

private final class SkipWhileSink<Element, Observer: ObserverType>: PassthroughSink<Element, Observer>
where Observer.Element == Element {
    // Performance: made here, in the final class, the receiver's witness table is found from this object's own
    // metadata; `PassthroughSink`'s answer looks `PassthroughSink<Element, Observer>` up (343 instructions).
    override func elementReceiver<Requested>(of requested: Requested.Type) -> (any ElementReceiver<Requested>)? {
        asElementReceiver(of: requested)
    }

    private let predicate: (Observer.Element) throws -> Bool
    private var passing = false

    init(observer: Observer, predicate: @escaping (Observer.Element) throws -> Bool) {
        self.predicate = predicate
        super.init(observer: observer)
    }

    override func onNext(_ element: Observer.Element) {
        if !passing {
            do {
                passing = try !predicate(element)
            } catch {
                forwardError(error)
                return
            }
        }
        if passing { forwardNext(element) }
    }
}
