import RxSwift

/// A wrapper around ``/RxSwift/ReplaySubject`` that never terminates: it replays buffered elements to new
/// subscribers and only accepts elements. Thread-safe.
public final class ReplayRelay<Element>: ObservableType, @unchecked Sendable {
    // Sendable: the only field is a ReplaySubject, which synchronises itself.
    private let subject: ReplaySubject<Element>

    private init(subject: ReplaySubject<Element>) {
        self.subject = subject
    }

    /// Creates a relay that replays at most `bufferSize` elements (a negative size traps).
    /// - Parameter bufferSize: the maximum number of elements to replay.
    /// - Returns: the relay.
    public static func create(bufferSize: Int) -> ReplayRelay<Element> {
        ReplayRelay(subject: .create(bufferSize: bufferSize))
    }

    /// Creates a relay that replays every element it has accepted.
    /// - Returns: the relay.
    public static func createUnbound() -> ReplayRelay<Element> {
        ReplayRelay(subject: .createUnbounded())
    }

    /// Buffers `event` and broadcasts it to the current subscribers.
    /// - Parameter event: the element.
    public func accept(_ event: Element) {
        subject.receiveNext(event)
    }

    /// Subscribes `observer`, which first receives the buffered elements.
    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        subject.subscribe(observer)
    }

    /// The relay as an ``/RxSwift/Observable``.
    public func asObservable() -> Observable<Element> {
        subject.asObservable()
    }

    /// The relay as an ``/RxSwift/Infallible``: it emits the accepted elements and never errors or completes.
    /// - Returns: the infallible sequence of the relay's elements.
    public func asInfallible() -> Infallible<Element> {
        Infallible(subject.asObservable())
    }
}
