/// A subject that replays up to `bufferSize` of the latest elements to each new subscriber, then
/// forwards every later event.
///
/// ```swift
/// let subject = ReplaySubject<String>.create(bufferSize: 2)
/// subject.onNext("1"); subject.onNext("2"); subject.onNext("3")
/// _ = subject.subscribe(onNext: { print($0) })   // 2, 3
/// ```
/// A terminated subject replays its buffer and then the terminal event. Thread-safe.
/// - SeeAlso: [ReactiveX Subject](http://reactivex.io/documentation/subject.html)
public final class ReplaySubject<Element>: _SubjectBase<Element>, SubjectType, ObserverType, Cancelable {
    /// The observer side of the subject is the subject itself.
    public typealias SubjectObserverType = ReplaySubject<Element>

    /// The most elements kept (`Int.max`: unbounded).
    private let limit: Int
    /// The replayed elements; used only under the core's lock.
    @exclusivity(unchecked) private var buffer = ElementBuffer<Element>()
    /// Room for the element replayed to a subscriber with closures (see ``ReplaySlot``).
    private let replaySlot = ReplaySlot<Element>()

    private init(bufferSize: Int?) {
        limit = bufferSize ?? Int.max
        super.init()
    }

    /// Creates a subject that replays at most `bufferSize` elements.
    ///
    /// A negative size is a programmer error and traps.
    /// - Parameter bufferSize: the maximum number of elements to replay.
    /// - Returns: the subject.
    public static func create(bufferSize: Int) -> ReplaySubject<Element> {
        guard bufferSize >= 0 else {
            rxFatalError("ReplaySubject.create(bufferSize:) requires bufferSize >= 0, got \(bufferSize)")
        }
        return ReplaySubject(bufferSize: bufferSize)
    }

    /// Creates a subject that replays every element it has received.
    /// - Returns: the subject.
    public static func createUnbounded() -> ReplaySubject<Element> {
        ReplaySubject(bufferSize: nil)
    }

    /// Buffers `element` and broadcasts it: `on(.next(element))` without an `Event`, for package callers that
    /// run unspecialised (multicast connections, relays), where every `Event` costs a metadata lookup.
    ///
    /// Performance: the locked state is not generic and the buffer is a stored ``ElementBuffer``, so no generic
    /// metadata is looked up per element; the element that leaves the buffer goes to a stack slot and is released
    /// after unlocking.
    @usableFromInline
    package override func receiveNext(_ element: Element) {
        core.broadcastNext(element) { trimmed in
            buffer.append(element, limit: limit, trimmed: trimmed)
        }
    }

    /// Subscribes `observer`, which first receives the buffered elements (and the terminal event, if any).
    public override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        core.subscribe(observer, subject: self) { _, replay in buffer.copyElements(into: &replay) }
    }

    override func subscribeDirectly(_ closures: SubscriberClosures<Element>) -> Disposable? {
        core.subscribe(closures: closures.entry, onDisposed: closures.onDisposed, replaySlot: replaySlot) { _, replay in
            buffer.copyElements(into: &replay)
        }
    }

    /// Returns the subject itself.
    public func asObserver() -> ReplaySubject<Element> {
        self
    }

    /// Releases every subscriber and the buffer; later subscribers get ``RxError/disposed(object:)``.
    public func dispose() {
        core.dispose { buffer.takeAll() }  // the buffer is released after unlocking
    }
}

extension ReplaySubject: @unchecked Sendable {
    // Sendable: every mutable field lives in `core`, a LockedState, or is touched only under its lock.
}
