/// What a `BehaviorSubject`, `ReplaySubject` or `AsyncSubject` decided, under its lock, to do for a new
/// subscriber; ``deliver(to:subject:goLive:)`` does it after unlocking.
enum SubjectSubscribeOutcome<Element> {
    /// Subscribed: `gate` (if any) must deliver `replay` before going live.
    case subscribed(SubjectSubscriptionToken, gate: ReplayGatedEntry<Element>?, replay: [Element])
    /// The subject has terminated: send the replayed elements, then the terminal event.
    case terminated(replay: [Element], Event<Element>)
    /// The subject has been disposed.
    case disposed

    /// Delivers the replay (through the gate, which `goLive` then swaps for the subscriber's own entry under
    /// the subject's lock, returning what it replaced), the terminal events or the disposal error, and
    /// returns the subscription.
    func deliver<Observer: ObserverType>(
        to observer: Observer, subject: AnyObject, goLive: (ReplayGatedEntry<Element>) -> SubjectEntry?
    ) -> Disposable where Observer.Element == Element {
        switch self {
        case .subscribed(let token, let gate, let replay):
            if let gate {
                gate.replay(replay)
                let replaced = goLive(gate)
                withExtendedLifetime(replaced) {}  // released here, outside the subject's lock
            }
            return token
        case .terminated(let replay, let stopped):
            for element in replay { observer.on(.next(element)) }
            observer.on(stopped)
        case .disposed:
            observer.on(.error(RxError.disposed(object: subject)))
        }
        return Disposables.create()
    }
}
