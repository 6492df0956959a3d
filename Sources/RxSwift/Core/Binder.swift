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
///
/// `Binder(mainActor: target) { … }` takes a `@MainActor` binding closure, which may touch main-actor state
/// (a `@MainActor` view or view model) from a non-isolated context in the Swift 6 language mode, and runs it
/// on the main actor.
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
        self.handler = Self.makeHandler(target, scheduler: scheduler, binding: binding)
    }

    /// Creates a binder whose binding runs on the main actor: `binding(target, element)` for each element,
    /// scheduled on a ``MainScheduler``.
    ///
    /// In the Swift 6 language mode, a binding of a `@MainActor` type (a view, a view model) written in a
    /// non-isolated context, such as a ``Reactive`` extension, needs this form:
    /// ```swift
    /// @MainActor final class Label: ReactiveCompatible { var text = "" }
    ///
    /// extension Reactive where Base: Label {
    ///     var text: Binder<String> { Binder(mainActor: base) { label, text in label.text = text } }
    /// }
    /// ```
    /// A ``MainScheduler`` runs its work on the main actor's executor on every platform and in every shape of
    /// a Linux program (see the Schedulers article); debug builds check it before each binding and trap
    /// otherwise. In main-actor code, and in a module whose default isolation is the main actor, the
    /// closure of `Binder(target) { … }` is main-actor isolated already, and the `mainActor:` label is not
    /// needed.
    /// - Parameters:
    ///   - target: the object bound to; held weakly.
    ///   - binding: applies an element to the target, on the main actor.
    public init<Target: AnyObject>(
        mainActor target: Target,
        binding: @escaping @MainActor (Target, Value) -> Void
    ) {
        // The binding only ever runs on what `MainScheduler` runs, which is the main actor's executor; the
        // function is called through its non-isolated type, as `MainActor.assumeIsolated` does after its check.
        let unchecked = unsafeBitCast(binding, to: ((Target, Value) -> Void).self)
        #if DEBUG
            let checked: (Target, Value) -> Void = { target, element in
                MainActor.preconditionIsolated("A Binder's main-actor binding ran off the main actor")
                unchecked(target, element)
            }
            self.handler = Self.makeHandler(target, scheduler: MainScheduler(), binding: checked)
        #else
            self.handler = Self.makeHandler(target, scheduler: MainScheduler(), binding: unchecked)
        #endif
    }

    /// The event handler of a binder: elements bound on `scheduler`, `completed` ignored, errors reported.
    private static func makeHandler<Target: AnyObject>(
        _ target: Target,
        scheduler: ImmediateSchedulerType,
        binding: @escaping (Target, Value) -> Void
    ) -> (Event<Value>) -> Void {
        // Made once: a closure built per element (capturing the target weakly) allocated its context on every
        // element.
        let bind: (Value) -> Disposable = { [weak target] element in
            if let target {
                binding(target, element)
            }
            return Disposables.create()
        }
        return { event in
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
