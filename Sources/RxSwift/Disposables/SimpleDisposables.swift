import Synchronization

/// A disposable that does nothing.
public struct NopDisposable: Disposable, Sendable {
    /// The shared instance.
    public static let instance = NopDisposable()

    /// Creates a no-op disposable.
    public init() {}

    /// Does nothing.
    public func dispose() {}
}

/// Runs a closure once, on the first dispose.
final class AnonymousDisposable: Cancelable, @unchecked Sendable {
    // Sendable: `action` is taken exactly once, guarded by the `once` atomic.
    private let once = DisposeOnce()
    private var action: (() -> Void)?

    init(_ action: @escaping () -> Void) {
        self.action = action
    }

    var isDisposed: Bool { once.isDisposed }

    func dispose() {
        guard once.claim() else { return }
        let action = self.action
        self.action = nil
        action?()
    }
}

/// Disposes two disposables once.
final class BinaryDisposable: Cancelable, @unchecked Sendable {
    // Sendable: the two references are taken exactly once, guarded by the `once` atomic.
    private let once = DisposeOnce()
    // Performance: the atomic orders every access, so the runtime exclusivity checks are off.
    @exclusivity(unchecked) private var first: Disposable?
    @exclusivity(unchecked) private var second: Disposable?

    init(_ first: Disposable, _ second: Disposable) {
        self.first = first
        self.second = second
    }

    var isDisposed: Bool { once.isDisposed }

    func dispose() {
        guard once.claim() else { return }
        let first = self.first.take()
        let second = self.second.take()
        first?.dispose()
        second?.dispose()
    }
}

/// A disposable that only records whether it has been disposed.
public final class BooleanDisposable: Cancelable, Sendable {
    private let disposed: Atomic<Bool>

    /// Creates a disposable that is not yet disposed.
    public init() {
        disposed = Atomic(false)
    }

    /// Creates a disposable in the given state.
    /// - Parameter isDisposed: the initial state.
    public init(isDisposed: Bool) {
        disposed = Atomic(isDisposed)
    }

    /// `true` once disposed.
    public var isDisposed: Bool { disposed.load(ordering: .acquiring) }

    /// Marks the disposable as disposed.
    public func dispose() {
        disposed.store(true, ordering: .releasing)
    }
}
