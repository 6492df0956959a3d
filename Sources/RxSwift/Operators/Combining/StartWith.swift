extension ObservableType {
    /// Emits `elements` first, then the elements of this sequence.
    ///
    /// ```swift
    /// Observable.of(3, 4).startWith(1, 2)   // 1 2 3 4
    /// ```
    ///
    /// ![The marble diagram of startWith.](marble-startWith.svg)
    /// - Parameter elements: the elements to emit, synchronously, when subscribed to.
    /// - Returns: the sequence prefixed with `elements`.
    /// - SeeAlso: [ReactiveX startWith](http://reactivex.io/documentation/operators/startwith.html)
    public func startWith(_ elements: Element...) -> Observable<Element> {
        startWith(contentsOf: elements)
    }

    /// Emits `elements` first, then the elements of this sequence: ``startWith(_:)`` for an array.
    func startWith(contentsOf elements: [Element]) -> Observable<Element> {
        StartWithProducer(source: asObservable(), elements: elements)
    }
}

private final class StartWithProducer<Element>: Producer<Element> {
    private let source: Observable<Element>
    private let elements: [Element]

    init(source: Observable<Element>, elements: [Element]) {
        self.source = source
        self.elements = elements
        super.init()
    }

    override func run(_ receiver: any ElementReceiver<Element>) -> Disposable {
        for element in elements {
            receiver.receiveNext(element)
        }
        return source.subscribe(downstream: receiver)
    }
}
