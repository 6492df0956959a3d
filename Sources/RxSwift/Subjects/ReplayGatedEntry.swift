/// Stands in a replaying subject's ``SubjectEntryList`` for a new subscriber while its replay is delivered
/// outside the subject's lock, so that the subscriber receives the replay first and then every live event,
/// in order.
///
/// The gate is a ``SerialDelivery`` whose turn the subscribing thread holds from the moment the gate is made
/// (under the subject's lock) until the replay is delivered. An event dispatched to the gate meanwhile takes
/// its turn as in every serialising operator:
/// - from the replaying thread itself (an observer that feeds the subject during the replay): it passes at
///   once, and is held back only until the replayed elements before it are delivered, so that the
///   subscriber sees the subject's elements in order;
/// - from another thread (the subject's producer): that thread sleeps until the replay is over, then
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
/// snapshot passes through the gate, whose turn is then free.
package final class ReplayGatedEntry<Element>: SubjectObserverEntry<Element>, @unchecked Sendable {
    // Sendable: `replaying` and `reentrant` are touched only inside `delivery`'s turn, one thread at a time;
    // `target` is immutable.
    /// The subscriber's own entry.
    package let target: SubjectObserverEntry<Element>
    /// Held by the subscribing thread from `init` until the end of ``replay(_:)``.
    private let delivery = SerialDelivery(heldByCurrentThread: ())
    /// `true` until the replay and the events the replaying thread sent during it are delivered.
    private var replaying = true
    /// Events sent by the replaying thread during the replay, delivered right after it.
    private var reentrant: [Event<Element>] = []

    /// Gates `target`, an entry made for this subject's `Element`; create it on the thread that will call
    /// ``replay(_:)``.
    init(_ target: SubjectEntry) {
        self.target = unsafeDowncast(target, to: SubjectObserverEntry<Element>.self)
        super.init(receivesElements: false)
    }

    override func on(_ event: Event<Element>) {
        delivery.send {
            if replaying {
                reentrant.append(event)
            } else {
                target.on(event)
            }
        }
    }

    /// Delivers the replayed elements and the re-entrant events sent meanwhile, then gives the turn to the
    /// threads waiting to deliver.
    func replay(_ elements: [Element]) {
        for element in elements { target.on(.next(element)) }
        while !reentrant.isEmpty {
            let queued = reentrant
            reentrant = []
            for event in queued { target.on(event) }
        }
        replaying = false
        delivery.endHeldTurn()
    }
}

extension SubjectEntryList {
    /// Subscribes `observer` to `owner`, behind a ``ReplayGatedEntry`` when there is something to replay.
    mutating func insert<Observer: ObserverType>(
        _ observer: Observer, owner: any SubjectSubscriptionOwner, replaying replay: [Observer.Element]
    ) -> SubjectSubscribeOutcome<Observer.Element> {
        let entry = entry(for: observer)
        if replay.isEmpty {
            return .subscribed(insert(entry, owner: owner), gate: nil, replay: [])
        }
        let gate = ReplayGatedEntry<Observer.Element>(entry)
        return .subscribed(insert(gate, owner: owner), gate: gate, replay: replay)
    }
}
