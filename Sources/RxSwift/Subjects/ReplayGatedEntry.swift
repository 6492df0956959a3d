import Dispatch
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Stands in a replaying subject's ``SubjectEntryList`` for a new subscriber while its replay is delivered
/// outside the subject's lock, so that the subscriber receives the replay first and then every live event,
/// in order.
///
/// The replay runs on the subscribing thread. An event dispatched to the gate meanwhile is handled by who
/// sent it:
/// - from the replaying thread itself (an observer that feeds the subject during the replay): queued and
///   delivered right after the replay, depth-first as a recursive lock would;
/// - from another thread (the subject's producer): that thread waits until the replay is over, then
///   delivers the event itself.
///
/// The subscriber thus never delivers another thread's events, so `subscribe` returns once the replay is
/// delivered however fast the producer emits, and nothing is buffered for a busy producer: it is held
/// back for the length of one replay, as upstream's lock held it. Regression:
/// `ReplayGateStressTests.testSubscribeToShareReplayOfBusyBehaviorSubjectReturnsWhileProducerKeepsEmitting`
/// (the subscribing thread used to drain the producer's queued events for as long as it kept emitting,
/// with the queue growing without bound).
///
/// Once live, the subject puts the subscriber's own entry (``target``) in the gate's place, so that later
/// events reach the subscriber as directly as a `PublishSubject`'s; a dispatch still iterating an older
/// snapshot passes through the live gate.
package final class ReplayGatedEntry<Element>: SubjectObserverEntry<Element>, @unchecked Sendable {
    // Sendable: `gate` is a LockedState; `isLive` is atomic and only set under that lock; `target` and
    // `replayer` are immutable.
    /// What the gate holds back while the replay runs.
    private struct Gate {
        /// Events sent by the replaying thread during the replay.
        var reentrant: [Event<Element>] = []
        /// Threads waiting for the replay to end, and what they wait on (made for the first of them).
        var waiters = 0
        var replayed: DispatchSemaphore?
    }

    /// The subscriber's own entry.
    package let target: SubjectObserverEntry<Element>
    /// Set (under `gate`'s lock) once the replay and the re-entrant events are delivered.
    private let isLive = Atomic<Bool>(false)
    private let gate = LockedState(Gate())
    /// The thread that subscribes, and so delivers the replay.
    private let replayer = pthread_self()

    /// Gates `target`, an entry made for this subject's `Element`; create it on the thread that will call
    /// ``replay(_:)``.
    init(_ target: SubjectEntry) {
        self.target = unsafeDowncast(target, to: SubjectObserverEntry<Element>.self)
        super.init(receivesElements: false)
    }

    override func on(_ event: Event<Element>) {
        if isLive.load(ordering: .acquiring) {
            target.on(event)
            return
        }
        let me = pthread_self()
        let waitFor = gate.withLock { gate -> DispatchSemaphore?? in
            if isLive.load(ordering: .acquiring) { return .some(nil) }
            if pthread_equal(me, replayer) != 0 {
                gate.reentrant.append(event)
                return nil
            }
            gate.waiters += 1
            if gate.replayed == nil { gate.replayed = DispatchSemaphore(value: 0) }
            return gate.replayed
        }
        guard let waitFor else { return }
        waitFor?.wait()
        target.on(event)
    }

    /// Delivers the replayed elements and the re-entrant events queued meanwhile, then goes live and
    /// releases the threads waiting to deliver.
    func replay(_ elements: [Element]) {
        for element in elements { target.on(.next(element)) }
        while true {
            let (queued, waiters, replayed) = gate.withLock {
                gate -> ([Event<Element>], Int, DispatchSemaphore?) in
                if gate.reentrant.isEmpty {
                    isLive.store(true, ordering: .releasing)
                    defer { gate.waiters = 0 }
                    return ([], gate.waiters, gate.replayed)
                }
                defer { gate.reentrant = [] }
                return (gate.reentrant, 0, nil)
            }
            if queued.isEmpty {
                for _ in 0..<waiters { replayed?.signal() }
                return
            }
            for event in queued { target.on(event) }
        }
    }
}

extension SubjectEntryList {
    /// Subscribes `observer` to `owner`, behind a ``ReplayGatedEntry`` when there is something to replay.
    mutating func insert<Observer: ObserverType>(
        _ observer: Observer, owner: SubjectSubscriptionOwner, replaying replay: [Observer.Element]
    ) -> SubjectSubscribeOutcome<Observer.Element> {
        let entry = entry(for: observer)
        if replay.isEmpty {
            return .subscribed(insert(entry, owner: owner), gate: nil, replay: [])
        }
        let gate = ReplayGatedEntry<Observer.Element>(entry)
        return .subscribed(insert(gate, owner: owner), gate: gate, replay: replay)
    }
}
