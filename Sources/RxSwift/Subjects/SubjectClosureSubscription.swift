import Synchronization

/// The subscription that `subscribe(onNext:onError:onCompleted:onDisposed:)` returns for a ``PublishSubject``:
/// removes its ``SubjectClosureEntry`` from the subject and then runs `onDisposed`, once.
///
/// Performance (issue 24): the general path allocates a `ClosureSubscription`, a `SubscribeObserver` and a
/// subject entry wrapping that observer, and hands the subject's token to the subscription through an atomic
/// hand-over; here the entry is the observer, and the key is known before anyone can dispose (it is written
/// under the subject's lock, before the entry is published, and user code gets the subscription only when
/// `subscribe` returns). Not generic, so that disposing it looks no metadata up.
@usableFromInline
final class SubjectClosureSubscription: StoppableSubscription, @unchecked Sendable {
    // Sendable: `state` is atomic; `key` is written once under the subject's lock before the entry is
    // published; `onDisposedHandler` is only touched by the one `dispose()` that wins the `disposed` bit.
    private static var stoppedBit: Int { 1 }
    private static var disposedBit: Int { 2 }

    private let state = Atomic<Int>(0)
    private let owner: any SubjectSubscriptionOwner
    /// The entry's key in the subject's list; written under the subject's lock.
    @usableFromInline @exclusivity(unchecked) var key = 0
    @exclusivity(unchecked) private var onDisposedHandler: (() -> Void)?

    /// A subscription that will remove its entry from `owner` (the subject's state) and then run `onDisposed`.
    @usableFromInline
    init(owner: any SubjectSubscriptionOwner, onDisposed: (() -> Void)?) {
        self.owner = owner
        onDisposedHandler = onDisposed
        #if TRACE_RESOURCES
            Resources.incrementTotal()
        #endif
    }

    /// `true` once a terminal event has been received.
    @usableFromInline
    var isStopped: Bool {
        state.load(ordering: .relaxed) & Self.stoppedBit != 0
    }

    /// Records a terminal event; returns `false` if one was already received.
    @usableFromInline
    func stop() -> Bool {
        state.bitwiseOr(Self.stoppedBit, ordering: .acquiringAndReleasing).oldValue & Self.stoppedBit == 0
    }

    /// Removes the entry from the subject (releasing the element closures) and runs `onDisposed`; only the
    /// first call does anything.
    @usableFromInline
    func dispose() {
        let previous = state.bitwiseOr(Self.disposedBit, ordering: .acquiringAndReleasing).oldValue
        guard previous & Self.disposedBit == 0 else { return }
        owner.unsubscribe(key)
        let onDisposed = onDisposedHandler
        onDisposedHandler = nil
        onDisposed?()
    }

    deinit {
        #if TRACE_RESOURCES
            Resources.decrementTotal()
        #endif
    }
}

/// The subject entry of `subscribe(onNext:onError:onCompleted:onDisposed:)` on a ``PublishSubject``: calls the
/// closures, enforcing the sequence grammar through its subscription's stop flag, as `SubscribeObserver` does.
///
/// Only the subject's list holds it, so removing it releases the closures (as upstream's disposal does).
@usableFromInline
final class SubjectClosureEntry<Element>: SubjectObserverEntry<Element> {
    private let subscription: SubjectClosureSubscription
    private let callStack: [String]
    private let onNext: ((Element) -> Void)?
    private let onError: ((Swift.Error) -> Void)?
    private let onCompleted: (() -> Void)?
    #if DEBUG
        /// Reports overlapping deliveries (debug builds only, as upstream).
        private let misuseTracker = MisuseTracker()
    #endif

    /// An entry that calls the closures until `subscription` stops.
    @usableFromInline
    init(
        subscription: SubjectClosureSubscription,
        callStack: [String],
        onNext: ((Element) -> Void)?,
        onError: ((Swift.Error) -> Void)?,
        onCompleted: (() -> Void)?
    ) {
        self.subscription = subscription
        self.callStack = callStack
        self.onNext = onNext
        self.onError = onError
        self.onCompleted = onCompleted
        super.init(receivesElements: true)
    }

    override func receiveNext(_ element: Element) {
        #if DEBUG
            let entered = misuseTracker.enter()
            defer { misuseTracker.leave(entered) }
        #endif
        if !subscription.isStopped { onNext?(element) }
    }

    override func on(_ event: Event<Element>) {
        switch event {
        case .next(let element):
            receiveNext(element)
        case .error(let error):
            #if DEBUG
                let entered = misuseTracker.enter()
                defer { misuseTracker.leave(entered) }
            #endif
            subscription.deliverError(error, to: onError, callStack: callStack)
        case .completed:
            #if DEBUG
                let entered = misuseTracker.enter()
                defer { misuseTracker.leave(entered) }
            #endif
            subscription.deliverCompleted(to: onCompleted)
        }
    }
}

extension PublishSubject {
    /// `subscribe(onNext:onError:onCompleted:onDisposed:)` with one entry that is the observer, or `nil` (having
    /// subscribed nothing) when the subject has terminated or been disposed: the general path then tells the
    /// closures.
    @inlinable
    func subscribeClosures(
        onNext: ((Element) -> Void)?,
        onError: ((Swift.Error) -> Void)?,
        onCompleted: (() -> Void)?,
        onDisposed: (() -> Void)?
    ) -> Disposable? {
        let subscription = SubjectClosureSubscription(owner: state, onDisposed: onDisposed)
        let entry = SubjectClosureEntry<Element>(
            subscription: subscription,
            callStack: Hooks.captureSubscriptionCallStack(),
            onNext: onNext,
            onError: onError,
            onCompleted: onCompleted
        )
        return PublishSubjectState.insert(entry, for: subscription, in: state) ? subscription : nil
    }
}
