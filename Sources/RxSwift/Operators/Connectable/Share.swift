/// How long the subject behind `share(replay:scope:)` lives.
public enum SubjectLifetimeScope: Sendable {
    /// The subject (and its replay buffer) lives while the source is connected: when the last subscriber
    /// leaves, the buffer is dropped and the next subscriber resubscribes the source.
    case whileConnected
    /// One subject forever: later subscribers first receive the old buffer, then the source is
    /// resubscribed.
    case forever
}

extension ObservableType {
    /// Shares one subscription to the source among all subscribers, replaying the last `replay` elements
    /// to each new subscriber.
    ///
    /// ```swift
    /// let shared = expensive.share(replay: 1)
    /// // four subscribers, one subscription to `expensive`
    /// ```
    /// The source is subscribed when the first subscriber arrives and disposed when the last one leaves.
    ///
    /// ![The marble diagram of share.](marble-share.svg)
    /// - Parameters:
    ///   - replay: how many elements to replay; 0 replays nothing.
    ///   - scope: whether the replay buffer survives disconnection.
    /// - Returns: the shared sequence.
    @inlinable  // Performance: the subjects, the multicast and refCount are made in the caller's specialised
    // context, where naming a generic type costs no runtime metadata lookup (made in unspecialised code, as `asDriver`
    // does each time a screen binds, a `share` looked several up; fence probe `driver.asDriverOnErrorJustReturn…`).
    public func share(replay: Int = 0, scope: SubjectLifetimeScope = .whileConnected) -> Observable<Element> {
        // The subject types are named here and captured: named inside the factories (which run unspecialised, once
        // per connection) they would be looked up on every connection.
        let publishSubject = PublishSubject<Element>.self
        let replaySubject = ReplaySubject<Element>.self
        switch (scope, replay) {
        // As upstream, the .whileConnected share of replay 0 and 1 is one connection object and passes a terminal
        // event on before its source is disposed; larger replays are multicast + refCount, which dispose the
        // source first.
        case (.whileConnected, 0):
            return ShareWhileConnected(source: asObservable(), replaysLatest: false)
        case (.whileConnected, 1):
            return ShareWhileConnected(source: asObservable(), replaysLatest: true)
        case (.whileConnected, _):
            return MulticastConnectable(
                source: asObservable(), subject: .perConnection({ replaySubject.create(bufferSize: replay) })
            ).sharedByRefCount()
        case (.forever, 0):
            return MulticastConnectable(
                source: asObservable(), subject: .shared(publishSubject.init())
            ).sharedByRefCount()
        case (.forever, _):
            return MulticastConnectable(
                source: asObservable(), subject: .shared(replaySubject.create(bufferSize: replay))
            ).sharedByRefCount()
        }
    }
}
