import Synchronization

// `subscribe(onNext:onError:onCompleted:onDisposed:)` on a subject (issues 24 and 30). The general path
// allocates a `ClosureSubscription`, a `SubscribeObserver` and a subject entry wrapping that observer, and hands
// the subject's token to the subscription through an atomic hand-over. Here the entry is the observer and keeps
// the stop flag; without `onDisposed` the subscription is a plain ``SubjectToken`` (no allocation), and with it
// a ``SubjectClosureSubscription`` that runs it once after removing the entry. Every subject (and so every relay)
// takes this path through ``Observable/subscribeDirectly(_:)``.

/// The subscription a subject returns for a ``SubjectClosureEntry`` with an `onDisposed` closure:
/// removes the entry and then runs `onDisposed`, once.
///
/// Its key is written under the subject's lock before the entry is published (a terminal event may dispose it
/// from another thread as soon as the lock is released); user code gets it only when `subscribe` returns.
@usableFromInline
final class SubjectClosureSubscription: Disposable, @unchecked Sendable {
    // Sendable: `disposed` is atomic; `key` is written once under the subject's lock before the entry is
    // published; `onDisposedHandler` is only touched by the one `dispose()` that wins `disposed`.
    private let disposed = Atomic<Bool>(false)
    private let core: SubjectCore
    /// The entry's key in the subject's list; written under the subject's lock.
    @exclusivity(unchecked) var key = 0
    @exclusivity(unchecked) private var onDisposedHandler: (() -> Void)?
    /// `true` when `core` is the list of a `share` connection, which the entry leaves (see ``ShareToken``).
    private let leaves: Bool

    /// A subscription that will remove its entry from `core` (the subject's, or when `leaves` a `share`
    /// connection's) and then run `onDisposed`.
    @usableFromInline
    init(core: SubjectCore, onDisposed: @escaping () -> Void, leaves: Bool = false) {
        self.core = core
        onDisposedHandler = onDisposed
        self.leaves = leaves
        #if TRACE_RESOURCES || DEBUG
            Resources.incrementTotal()
        #endif
    }

    /// Removes the entry from the subject (releasing the element closures) and runs `onDisposed`; only the
    /// first call does anything.
    @usableFromInline
    func dispose() {
        guard !disposed.exchange(true, ordering: .acquiringAndReleasing) else { return }
        if leaves { core.leave(key) } else { core.unsubscribe(key) }
        let onDisposed = onDisposedHandler
        onDisposedHandler = nil
        onDisposed?()
    }

    deinit {
        #if TRACE_RESOURCES || DEBUG
            Resources.decrementTotal()
        #endif
    }
}

/// The subject entry of `subscribe(onNext:onError:onCompleted:onDisposed:)` on a subject: calls the
/// closures, enforcing the sequence grammar with its own stop flag (what it does with them is
/// ``ClosureSubscriber``'s, as for `SubscribeObserver`).
///
/// Only the subject's list holds it, so removing it releases the closures (as upstream's disposal does). After
/// a terminal event it disposes its subscription (running `onDisposed`); the subject has already removed it.
@usableFromInline
final class SubjectClosureEntry<Element>: SubjectObserverEntry<Element>, TerminalEventRecipient, @unchecked Sendable {
    // Sendable: the closures are immutable; `stopFlag` is atomic; events arrive serially (Rx grammar).
    @usableFromInline let stopFlag = StopFlag()
    /// The subscription to dispose after a terminal event (only when there is an `onDisposed` to run).
    @usableFromInline @exclusivity(unchecked) var subscription: SubjectClosureSubscription?
    @usableFromInline let callStack: [String]
    @usableFromInline let onNext: ((Element) -> Void)?
    @usableFromInline let onError: ((Swift.Error) -> Void)?
    @usableFromInline let onCompleted: (() -> Void)?
    #if DEBUG
        /// Reports overlapping deliveries (debug builds only, as upstream).
        @usableFromInline let misuseTracker = MisuseTracker()
    #endif

    /// An entry that calls the closures until it receives a terminal event (capturing the subscription's call
    /// stack for ``Hooks/defaultErrorHandler`` when that is switched on).
    @usableFromInline
    init(
        onNext: ((Element) -> Void)?,
        onError: ((Swift.Error) -> Void)?,
        onCompleted: (() -> Void)?
    ) {
        self.callStack = Hooks.captureSubscriptionCallStack()
        self.onNext = onNext
        self.onError = onError
        self.onCompleted = onCompleted
        super.init(receivesElements: true)
    }

    /// The entry keeps its own stop flag and disposes its subscription after the terminal event.
    @usableFromInline
    var recipient: SubjectClosureEntry<Element> { self }

    override func receiveNext(_ element: Element) {
        runOnNext(element)
    }

    /// Completion: runs `onCompleted` once, then disposes the subscription (what `.completed` does).
    override func receiveCompleted() {
        runOnCompleted()
    }

    /// Failure: runs `onError` (or the default error handler) once, then disposes the subscription (what
    /// `.error` does).
    override func receiveError(_ error: Swift.Error) {
        runOnError(error)
    }

    /// Routes `event` to the typed calls.
    override func on(_ event: Event<Element>) {
        switch event {
        case .next(let element): receiveNext(element)
        case .error(let error): receiveError(error)
        case .completed: receiveCompleted()
        }
    }

    @usableFromInline
    func finishAfterTerminalEvent() {
        subscription?.dispose()
    }
}

extension SubjectClosureEntry: ClosureSubscriber {}
