extension ObservableType {
    /// An observable that calls `observableFactory` for each subscription and subscribes to its result.
    ///
    /// An error thrown by the factory is delivered as an `error` event.
    /// - Parameters:
    ///   - observableFactory: makes the sequence for one subscriber.
    ///   - isolation: the caller's actor isolation, filled in by the compiler. Debug builds report a closure
    ///     given here that runs off that actor (<doc:SwiftConcurrency>); `nil` turns the check off.
    /// - Returns: the observable sequence.
    /// - SeeAlso: [ReactiveX defer](http://reactivex.io/documentation/operators/defer.html)
    public static func deferred(
        _ observableFactory: @escaping () throws -> Observable<Element>, isolation: (any Actor)? = #isolation
    ) -> Observable<Element> {
        let observableFactory = isolationChecked(observableFactory, isolation, "deferred")
        return DeferredProducer(observableFactory)
    }
}

private final class DeferredProducer<Element>: Producer<Element> {
    private let factory: () throws -> Observable<Element>

    init(_ factory: @escaping () throws -> Observable<Element>) {
        self.factory = factory
        super.init()
    }

    override func run(_ receiver: any ElementReceiver<Element>) -> Disposable {
        let sink = ForwardingSink(receiver: receiver)
        do {
            sink.setUpstream(try factory().subscribe(receiver: sink))
        } catch {
            sink.forwardError(error)
        }
        return sink
    }
}

/// A sink that forwards every event and disposes itself after a terminal one.
///
/// It is an ``ElementReceiver``: a source that hands it elements and its end directly builds no `Event`.
@usableFromInline
class ForwardingSink<Element>: Sink<Element>, ObserverType, ElementReceiver {
    @usableFromInline
    final func on(_ event: Event<Element>) {
        forward(event)
    }

    @usableFromInline
    final func receiveNext(_ element: Element) {
        forwardNext(element)
    }

    @usableFromInline
    final func receiveCompleted() {
        forwardCompleted()
    }

    @usableFromInline
    final func receiveError(_ error: Swift.Error) {
        forwardError(error)
    }
}
