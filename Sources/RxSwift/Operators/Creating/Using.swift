extension ObservableType {
    /// An observable whose subscription owns a resource: the resource is created per subscription and
    /// disposed when the subscription ends.
    ///
    /// An error thrown by either factory is delivered as an `error` event (the resource, if created, is
    /// still disposed).
    /// - Parameters:
    ///   - resourceFactory: creates the resource.
    ///   - observableFactory: creates the sequence that uses the resource.
    ///   - isolation: the caller's actor isolation, filled in by the compiler. Debug builds report a closure
    ///     given here that runs off that actor (<doc:SwiftConcurrency>); `nil` turns the check off.
    /// - Returns: the observable sequence.
    /// - SeeAlso: [ReactiveX using](http://reactivex.io/documentation/operators/using.html)
    public static func using<Resource: Disposable>(
        _ resourceFactory: @escaping () throws -> Resource,
        observableFactory: @escaping (Resource) throws -> Observable<Element>,
        isolation: (any Actor)? = #isolation
    ) -> Observable<Element> {
        let resourceFactory = isolationChecked(resourceFactory, isolation, "using")
        let observableFactory = isolationChecked(observableFactory, isolation, "using")
        return UsingProducer(resourceFactory: resourceFactory, observableFactory: observableFactory)
    }
}

private final class UsingProducer<Element, Resource: Disposable>: Producer<Element> {
    private let resourceFactory: () throws -> Resource
    private let observableFactory: (Resource) throws -> Observable<Element>

    init(
        resourceFactory: @escaping () throws -> Resource,
        observableFactory: @escaping (Resource) throws -> Observable<Element>
    ) {
        self.resourceFactory = resourceFactory
        self.observableFactory = observableFactory
        super.init()
    }

    override func run(_ receiver: any ElementReceiver<Element>) -> Disposable {
        let sink = ForwardingSink(receiver: receiver)
        var resource: Disposable?
        do {
            let created = try resourceFactory()
            resource = created
            let source = try observableFactory(created)
            sink.setUpstream(Disposables.create(created, source.subscribe(receiver: sink)))
        } catch {
            sink.setUpstream(resource ?? Disposables.create())
            sink.forwardError(error)
        }
        return sink
    }
}
