extension ObservableType {
    /// An observable that completes immediately without elements.
    /// - Returns: the observable sequence.
    /// - SeeAlso: [ReactiveX empty](http://reactivex.io/documentation/operators/empty-never-throw.html)
    public static func empty() -> Observable<Element> {
        EmptyProducer()
    }

    /// An observable that never emits anything and never terminates.
    /// - Returns: the observable sequence.
    /// - SeeAlso: [ReactiveX never](http://reactivex.io/documentation/operators/empty-never-throw.html)
    public static func never() -> Observable<Element> {
        NeverProducer()
    }

    /// An observable that fails immediately with `error`.
    /// - Parameter error: the error to deliver.
    /// - Returns: the observable sequence.
    /// - SeeAlso: [ReactiveX throw](http://reactivex.io/documentation/operators/empty-never-throw.html)
    @inlinable  // Performance: the producer is named in the caller's specialised code (`timeout` makes one per use).
    public static func error(_ error: Swift.Error) -> Observable<Element> {
        ErrorProducer(error)
    }
}

/// The sequence of `empty`: a scalar source (``ScalarProducer``) of no element.
private final class EmptyProducer<Element>: ScalarProducer<Element> {
    override func produce(_ body: (Element) throws -> Void) throws {}

    override func withScalarOutcome(element: (Element) -> Void, failed: (Swift.Error) -> Void) -> Bool {
        true
    }

    /// Completes; a receiver gets completion as a call, without an `Event`.
    override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        if let receiver = observer.directReceiver {
            receiver.receiveCompleted()
        } else {
            completeWithEvent(observer)
        }
        return Disposables.create()
    }

    /// Completion as an `Event` (out of line, so the receiver path does not look the `Event` metadata up).
    @inline(never)
    private func completeWithEvent<Observer: ObserverType>(_ observer: Observer) where Observer.Element == Element {
        observer.on(.completed)
    }
}

private final class NeverProducer<Element>: Producer<Element> {
    override func run(_ receiver: any ElementReceiver<Element>) -> Disposable {
        Disposables.create()
    }
}

/// The sequence of `error`: a scalar source (``ScalarProducer``) that fails.
@usableFromInline
final class ErrorProducer<Element>: ScalarProducer<Element> {
    private let error: Swift.Error

    @usableFromInline
    init(_ error: Swift.Error) {
        self.error = error
        super.init()
    }

    override func produce(_ body: (Element) throws -> Void) throws {
        throw error
    }

    override func withScalarOutcome(element: (Element) -> Void, failed: (Swift.Error) -> Void) -> Bool {
        failed(error)
        return true
    }

    /// Fails; a receiver gets the error as a call, without an `Event`.
    override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        if let receiver = observer.directReceiver {
            receiver.receiveError(error)
        } else {
            failWithEvent(observer)
        }
        return Disposables.create()
    }

    /// The error as an `Event` (out of line, so the receiver path does not look the `Event` metadata up).
    @inline(never)
    private func failWithEvent<Observer: ObserverType>(_ observer: Observer) where Observer.Element == Element {
        observer.on(.error(error))
    }
}
