extension ObservableType {
    /// Runs side effects for the events and the lifecycle of each subscription, without changing the
    /// sequence.
    ///
    /// `onNext`, `onError`, `onCompleted` run before the event is forwarded, the `after…` variants after.
    /// An error thrown by an `on…` closure or by `afterNext` terminates the sequence with that error; one
    /// thrown by `afterError`/`afterCompleted` is dropped, since the sequence has already ended.
    /// `onSubscribe` runs before subscribing to the source, `onSubscribed` after, `onDispose` when the
    /// subscription ends for any reason, last: after the source subscription has been disposed and after
    /// `onSubscribed` (also when the source terminates while being subscribed), as upstream.
    /// - Parameters:
    ///   - onNext: called with each element before it is forwarded.
    ///   - afterNext: called with each element after it is forwarded.
    ///   - onError: called with the error before it is forwarded.
    ///   - afterError: called with the error after it is forwarded.
    ///   - onCompleted: called before completion is forwarded.
    ///   - afterCompleted: called after completion is forwarded.
    ///   - onSubscribe: called before the source is subscribed.
    ///   - onSubscribed: called after the source is subscribed.
    ///   - onDispose: called when the subscription ends for any reason.
    ///   - isolation: the caller's actor isolation, filled in by the compiler. Debug builds report a closure
    ///     given here that runs off that actor (<doc:SwiftConcurrency>); `nil` turns the check off.
    /// - Returns: the same sequence.
    /// - SeeAlso: [ReactiveX do](http://reactivex.io/documentation/operators/do.html)
    @inlinable  // Performance: the producer and the sink are named in the caller's specialised code.
    public func `do`(
        onNext: ((Element) throws -> Void)? = nil,
        afterNext: ((Element) throws -> Void)? = nil,
        onError: ((Swift.Error) throws -> Void)? = nil,
        afterError: ((Swift.Error) throws -> Void)? = nil,
        onCompleted: (() throws -> Void)? = nil,
        afterCompleted: (() throws -> Void)? = nil,
        onSubscribe: (() -> Void)? = nil,
        onSubscribed: (() -> Void)? = nil,
        onDispose: (() -> Void)? = nil,
        isolation: (any Actor)? = #isolation
    ) -> Observable<Element> {
        let onNext = isolationChecked(onNext, isolation, "do(onNext:)")
        let afterNext = isolationChecked(afterNext, isolation, "do(afterNext:)")
        let onError = isolationChecked(onError, isolation, "do(onError:)")
        let afterError = isolationChecked(afterError, isolation, "do(afterError:)")
        let onCompleted = isolationChecked(onCompleted, isolation, "do(onCompleted:)")
        let afterCompleted = isolationChecked(afterCompleted, isolation, "do(afterCompleted:)")
        let onSubscribe = isolationChecked(onSubscribe, isolation, "do(onSubscribe:)")
        let onSubscribed = isolationChecked(onSubscribed, isolation, "do(onSubscribed:)")
        let onDispose = isolationChecked(onDispose, isolation, "do(onDispose:)")
        return OperatorProducer(source: asObservable()) { source, receiver in
            DoSink<Element>(
                receiver: receiver, onNext: onNext, afterNext: afterNext, onError: onError, afterError: afterError,
                onCompleted: onCompleted, afterCompleted: afterCompleted, onSubscribe: onSubscribe,
                onSubscribed: onSubscribed, onDispose: onDispose
            ).connect(to: source)
        }
    }
}

/// The sink of `do`: runs the handlers around forwarding each event.
///
/// Performance: the handlers are stored properties of their own, not a generic struct of them: the sink's generic
/// deinitialiser in the library then releases them without looking that struct's type up (fence probe
/// `subject.do.subscribe+dispose`).
@usableFromInline
final class DoSink<Element>: Sink<Element>, ObserverType, ElementReceiver {
    private let onNext: ((Element) throws -> Void)?
    private let afterNext: ((Element) throws -> Void)?
    private let onError: ((Swift.Error) throws -> Void)?
    private let afterError: ((Swift.Error) throws -> Void)?
    private let onCompleted: (() throws -> Void)?
    private let afterCompleted: (() throws -> Void)?
    @usableFromInline let onSubscribe: (() -> Void)?
    @usableFromInline let onSubscribed: (() -> Void)?
    @usableFromInline let onDispose: (() -> Void)?

    @usableFromInline
    init(
        receiver: any ElementReceiver<Element>,
        onNext: ((Element) throws -> Void)?, afterNext: ((Element) throws -> Void)?,
        onError: ((Swift.Error) throws -> Void)?, afterError: ((Swift.Error) throws -> Void)?,
        onCompleted: (() throws -> Void)?, afterCompleted: (() throws -> Void)?,
        onSubscribe: (() -> Void)?, onSubscribed: (() -> Void)?, onDispose: (() -> Void)?
    ) {
        self.onNext = onNext
        self.afterNext = afterNext
        self.onError = onError
        self.afterError = afterError
        self.onCompleted = onCompleted
        self.afterCompleted = afterCompleted
        self.onSubscribe = onSubscribe
        self.onSubscribed = onSubscribed
        self.onDispose = onDispose
        super.init(receiver: receiver)
    }

    /// Subscribes this sink to `source`, between `onSubscribe` and `onSubscribed`, keeps the subscription (followed
    /// by `onDispose`, when there is one) and returns this sink.
    ///
    /// Performance: inlinable, so that this sink is handed to `source` as an observer and a receiver in the caller's
    /// specialised code.
    @inlinable
    func connect(to source: Observable<Element>) -> Disposable {
        onSubscribe?()
        let subscription = source.subscribe(self, receiver: self)
        onSubscribed?()
        // Set after `onSubscribed`: a sink that terminated during the subscription disposes it only now, so
        // `onDispose` (which follows the source's disposal) runs after `onSubscribed`.
        if let onDispose {
            setUpstream(
                Disposables.create {
                    subscription.dispose()
                    onDispose()
                })
        } else {
            setUpstream(subscription)
        }
        return self
    }

    @usableFromInline
    func receiveNext(_ element: Element) {
        do {
            try onNext?(element)
            forwardNext(element)
            try afterNext?(element)
        } catch {
            forwardError(error)
        }
    }

    @usableFromInline
    func on(_ event: Event<Element>) {
        do {
            switch event {
            case .next(let element):
                receiveNext(element)
            case .error(let error):
                try onError?(error)
                forwardBeforeDisposing(event)
                // As upstream, the `after…` handler runs before the subscription is disposed (and so
                // before `onDispose`). The sequence has already ended, so an error it throws is dropped.
                try? afterError?(error)
                dispose()
            case .completed:
                try onCompleted?()
                forwardBeforeDisposing(event)
                try? afterCompleted?()
                dispose()
            }
        } catch {
            forwardError(error)
        }
    }
}
