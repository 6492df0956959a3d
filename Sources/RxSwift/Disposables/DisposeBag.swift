/// Owns subscriptions and disposes them when it is deallocated.
///
/// ```swift
/// let disposeBag = DisposeBag()
/// Observable.of("A", "B").subscribe(onNext: { print($0) }).disposed(by: disposeBag)
/// ```
/// To dispose everything early, replace the bag: `disposeBag = DisposeBag()`.
public final class DisposeBag: DisposeBase, @unchecked Sendable {
    // Sendable: `state` is a LockedState; all fields live inside it.
    private struct State {
        var disposables: [Disposable] = []
        var isDisposed = false
    }

    private let state = LockedState(State())

    /// Creates an empty bag.
    override public init() {}

    /// Creates a bag holding `disposables`.
    public convenience init(disposing disposables: Disposable...) {
        self.init(disposing: disposables)
    }

    /// Creates a bag holding the disposables built by `builder`.
    ///
    /// ```swift
    /// let bag = DisposeBag {
    ///     first.subscribe(onNext: { print($0) })
    ///     second.subscribe(onNext: { print($0) })
    /// }
    /// ```
    /// - Parameter builder: lists the disposables, one per line.
    public convenience init(@DisposableBuilder builder: () -> [Disposable]) {
        self.init(disposing: builder())
    }

    /// Creates a bag holding `disposables`.
    public convenience init(disposing disposables: [Disposable]) {
        self.init()
        state.withLock { $0.disposables.append(contentsOf: disposables) }
    }

    /// Adds `disposable` to the bag. If the bag is already disposed, disposes it immediately.
    public func insert(_ disposable: Disposable) {
        insert([disposable])
    }

    /// Adds every argument to the bag.
    public func insert(_ disposables: Disposable...) {
        insert(disposables)
    }

    /// Adds the disposables built by `builder` to the bag.
    public func insert(@DisposableBuilder builder: () -> [Disposable]) {
        insert(builder())
    }

    /// Adds every element of `disposables` to the bag.
    public func insert(_ disposables: [Disposable]) {
        let alreadyDisposed = state.withLock { state -> Bool in
            if state.isDisposed { return true }
            state.disposables.append(contentsOf: disposables)
            return false
        }
        if alreadyDisposed {
            for disposable in disposables { disposable.dispose() }
        }
    }

    private func dispose() {
        let disposables = state.withLock { state -> [Disposable] in
            let taken = state.disposables
            state.disposables = []
            state.isDisposed = true
            return taken
        }
        for disposable in disposables { disposable.dispose() }
    }

    deinit {
        dispose()
    }

    /// A result builder collecting disposables: `bag.insert { a; b }`.
    @resultBuilder
    public enum DisposableBuilder {
        /// Collects the listed disposables.
        public static func buildBlock(_ disposables: Disposable...) -> [Disposable] {
            disposables
        }
    }
}
