/// An observer that applies each element to a target object, on a scheduler.
///
/// A binder holds its target weakly: once the target is gone, elements are ignored. It never
/// fails: an `error` event is a programmer error (a trap in debug builds, a printed message in
/// release builds), and `completed` is ignored.
///
/// ```swift
/// let binder = Binder(label) { label, text in label.text = text }
/// Observable.just("Hello").subscribe(binder)
/// ```
public struct Binder<Value>: ObserverType {
    /// The type of the elements received.
    public typealias Element = Value

    private let handler: (Event<Value>) -> Void

    /// Creates a binder that calls `binding(target, element)` for each element, on `scheduler`.
    /// - Parameters:
    ///   - target: the object bound to; held weakly.
    ///   - scheduler: where `binding` runs. Default: a ``MainScheduler``.
    ///   - binding: applies an element to the target.
    public init<Target: AnyObject>(
        _ target: Target,
        scheduler: ImmediateSchedulerType = MainScheduler(),
        binding: @escaping (Target, Value) -> Void
    ) {
        // Made once: a closure built per element (capturing the target weakly) allocated its context on every
        // element.
        let bind: (Value) -> Disposable = { [weak target] element in
            if let target {
                binding(target, element)
            }
            return Disposables.create()
        }
        self.handler = { event in
            switch event {
            case .next(let element):
                _ = scheduler.schedule(element, action: bind)
            case .error(let error):
                #if DEBUG
                    rxFatalError("Binding error: \(error)")
                #else
                    print("Binding error: \(error)")
                #endif
            case .completed:
                break
            }
        }
    }

    /// Delivers `event`: elements are bound, `completed` is ignored, an error is a programmer error.
    /// - Parameter event: the event.
    public func on(_ event: Event<Value>) {
        handler(event)
    }

    /// Erases the type of this binder.
    /// - Returns: an ``AnyObserver`` forwarding to `self`.
    public func asObserver() -> AnyObserver<Value> {
        AnyObserver(eventHandler: handler)
    }
}
