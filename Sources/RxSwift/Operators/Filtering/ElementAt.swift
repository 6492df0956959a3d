extension ObservableType {
    /// Emits only the element at `index` (zero-based), then completes.
    ///
    /// ```swift
    /// Observable.of("a", "b", "c").element(at: 1)   // b
    /// ```
    /// If the source completes first, the sequence fails with ``RxError/argumentOutOfRange``. A negative
    /// index is a programmer error and traps, as upstream.
    ///
    /// ![The marble diagram of elementAt.](marble-elementAt.svg)
    /// - Parameter index: the zero-based position of the element.
    /// - Returns: the sequence of at most one element.
    /// - SeeAlso: [ReactiveX elementAt](http://reactivex.io/documentation/operators/elementat.html)
    public func element(at index: Int) -> Observable<Element> {
        guard index >= 0 else {
            rxFatalError("element(at:): index can't be negative (\(index))")
        }
        return ElementAtProducer(source: asObservable(), index: index)
    }
}

private final class ElementAtProducer<Element>: Producer<Element> {
    private let source: Observable<Element>
    private let index: Int

    init(source: Observable<Element>, index: Int) {
        self.source = source
        self.index = index
        super.init()
    }

    override func run<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        let sink = ElementAtSink(observer: observer, index: index)
        sink.setUpstream(source.subscribe(sink))
        return sink
    }
}

private final class ElementAtSink<Element, Observer: ObserverType>: PassthroughSink<Element, Observer>
where Observer.Element == Element {
    // Performance: made here, in the final class, the receiver's witness table is found from this object's own
    // metadata; `PassthroughSink`'s answer looks `PassthroughSink<Element, Observer>` up (343 instructions).
    override func elementReceiver<Requested>(of requested: Requested.Type) -> (any ElementReceiver<Requested>)? {
        asElementReceiver(of: requested)
    }

    private var remaining: Int

    init(observer: Observer, index: Int) {
        remaining = index
        super.init(observer: observer)
    }

    override func onNext(_ element: Observer.Element) {
        // Count down before forwarding: a re-entrant element sent while the observer handles this one
        // must not be taken as the element at `index` again.
        let isTarget = remaining == 0
        remaining -= 1
        if isTarget {
            forwardNext(element)
            forwardCompleted()
        }
    }

    override func onCompleted() {
        forwardError(RxError.argumentOutOfRange)
    }
}
