import Synchronization

/// A sink that subscribes to a succession of sources, one at a time (catch(sequence:), retry, concat).
///
/// `subscribeNext()` may be called re-entrantly (a source that fails synchronously during subscribe) or
/// from another thread; an atomic request counter turns that into an iterative drain loop, so a long run
/// of synchronous resubscriptions never grows the stack.
@usableFromInline
class ResubscribingSink<Element>: Sink<Element>, ObserverType, ElementReceiver {
    private let requests = Atomic<Int>(0)
    private let current = SerialDisposable()

    /// Requests a subscription to the next source.
    final func subscribeNext() {
        guard requests.wrappingAdd(1, ordering: .acquiringAndReleasing).oldValue == 0 else { return }
        repeat {
            if isDisposed { return }
            if let source = nextSource() {
                current.disposable = source.subscribe(receiver: self)
            }
        } while requests.wrappingSubtract(1, ordering: .acquiringAndReleasing).newValue > 0
    }

    /// Disposes the subscription to the current source (for a source that has failed) without
    /// subscribing to the next one.
    final func disposeCurrentSubscription() {
        current.disposable = Disposables.create()
    }

    /// The next source to subscribe to, or `nil` after forwarding the final terminal event.
    func nextSource() -> Observable<Element>? {
        rxAbstractMethod()
    }

    /// Forwards an element of the current source (every subclass relays elements unchanged).
    @usableFromInline
    final func receiveNext(_ element: Element) {
        forwardNext(element)
    }

    /// Handles the completion of the current source: forwards it; a subclass overrides it to go on to the next source.
    @usableFromInline
    func receiveCompleted() {
        forwardCompleted()
    }

    /// Handles the failure of the current source: forwards it; a subclass overrides it to go on to the next source.
    @usableFromInline
    func receiveError(_ error: Swift.Error) {
        forwardError(error)
    }

    /// Handles an event of the current source with the typed call that takes it.
    @usableFromInline
    final func on(_ event: Event<Element>) {
        receive(event)
    }

    override func disposeResources() {
        current.dispose()
    }
}
