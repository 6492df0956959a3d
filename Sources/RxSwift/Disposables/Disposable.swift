/// A resource that can be released, usually a subscription.
public protocol Disposable {
    /// Releases the resource. Calling it more than once has no further effect.
    func dispose()
}

/// A ``Disposable`` that can tell whether it has been disposed.
public protocol Cancelable: Disposable {
    /// `true` once ``Disposable/dispose()`` has been called.
    var isDisposed: Bool { get }
}

/// Namespace of the factory functions for disposables.
public enum Disposables {}

extension Disposables {
    /// A disposable that does nothing when disposed.
    /// - Returns: a shared no-op disposable.
    @inlinable public static func create() -> Disposable {
        NopDisposable.instance
    }

    /// A disposable that runs `dispose` the first time it is disposed.
    ///
    /// The result is `Sendable`: it may be disposed from another thread than the one that made it (the
    /// action still runs once, on the thread that disposes first).
    /// - Parameter dispose: the action, called at most once.
    /// - Returns: the disposable.
    public static func create(with dispose: @escaping () -> Void) -> any Cancelable & Sendable {
        AnonymousDisposable(dispose)
    }

    /// A disposable that disposes both arguments, in order.
    /// - Returns: the disposable.
    public static func create(_ disposable1: Disposable, _ disposable2: Disposable) -> Cancelable {
        BinaryDisposable(disposable1, disposable2)
    }

    /// A disposable that disposes all three arguments, in order.
    /// - Returns: the disposable.
    public static func create(
        _ disposable1: Disposable,
        _ disposable2: Disposable,
        _ disposable3: Disposable
    ) -> Cancelable {
        CompositeDisposable(disposable1, disposable2, disposable3)
    }

    /// A disposable that disposes all arguments, in order.
    /// - Returns: the disposable.
    public static func create(
        _ disposable1: Disposable,
        _ disposable2: Disposable,
        _ disposable3: Disposable,
        _ disposables: Disposable...
    ) -> Cancelable {
        CompositeDisposable(disposables: [disposable1, disposable2, disposable3] + disposables)
    }

    /// A disposable that disposes every element of `disposables`, in order.
    /// - Returns: the disposable.
    public static func create(_ disposables: [Disposable]) -> Cancelable {
        switch disposables.count {
        case 2: BinaryDisposable(disposables[0], disposables[1])
        default: CompositeDisposable(disposables: disposables)
        }
    }
}

extension Disposable {
    /// Adds this disposable to `bag`, which disposes it when the bag is deallocated.
    /// - Parameter bag: the bag that owns the subscription.
    public func disposed(by bag: DisposeBag) {
        bag.insert(self)
    }
}
