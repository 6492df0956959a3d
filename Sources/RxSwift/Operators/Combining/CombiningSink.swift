/// Passes the events of one source of a combining operator to its sink.
///
/// It is an ``ElementReceiver``, so that subjects and operator sinks hand it elements (and operator sinks the
/// terminal event) without building an `Event` (each one costs a generic-metadata lookup in the sink's unspecialised code).
@usableFromInline
final class CombiningObserver<Element>: ObserverType, ElementReceiver {
    private let next: (Element) -> Void
    private let terminated: (Swift.Error?) -> Void

    /// - Parameters:
    ///   - next: takes the source's elements.
    ///   - terminated: takes the source's error, or `nil` when it completes.
    @usableFromInline
    init(next: @escaping (Element) -> Void, terminated: @escaping (Swift.Error?) -> Void) {
        self.next = next
        self.terminated = terminated
    }

    @usableFromInline
    func on(_ event: Event<Element>) {
        receive(event)
    }

    @usableFromInline
    func receiveNext(_ element: Element) {
        next(element)
    }

    @usableFromInline
    func receiveCompleted() {
        terminated(nil)
    }

    @usableFromInline
    func receiveError(_ error: Swift.Error) {
        terminated(error)
    }
}

/// What every `combineLatest` and `zip` sink shares, for 2…8 sources (the generated sinks) and for
/// collections (``CollectionCombiningSink``): one subscription per source, completion bookkeeping, and
/// running the result selector.
///
/// Every source's element and end goes through one ``SerialDelivery`` (``delivery``), taking its turn: the
/// state here and the subclass's typed storage are touched only inside a delivery, one at a time, on the
/// thread of the source that sent it.
///
/// `Result` (the observer's element) is a generic parameter of its own, read from the sink's metadata: as
/// `Observer.Element` it was looked up through the observer's conformance on every emission
/// (`swift_getAssociatedTypeWitness`).
@usableFromInline
class CombiningSink<Result>: Sink<Result> {
    /// One subscription per source, disposed when that source terminates.
    @usableFromInline final let subscriptions: [SingleAssignmentDisposable]
    /// Serialises the sources' elements and ends.
    final let delivery = SerialDelivery()
    override final var serialDelivery: SerialDelivery? { delivery }
    // Performance: touched serially (see above), so the runtime exclusivity checks are switched off.
    /// Which sources have completed.
    @exclusivity(unchecked) private(set) final var isDone: [Bool]
    /// How many sources have completed.
    @exclusivity(unchecked) private(set) final var numberOfDone = 0
    /// Bit `i` is set once source `i` has an element (``valueArrived(_:)``, for at most `UInt.bitWidth`
    /// sources).
    @exclusivity(unchecked) private var hasValue: UInt = 0

    init(receiver: any ElementReceiver<Result>, count: Int) {
        subscriptions = (0..<count).map { _ in SingleAssignmentDisposable() }
        isDone = Array(repeating: false, count: count)
        super.init(receiver: receiver)
    }

    /// The number of sources.
    final var count: Int { subscriptions.count }

    /// Subscribes to `source`, the source at `index`: its elements go to `next`, its terminal event to
    /// ``sourceTerminated(_:_:)``.
    ///
    /// Performance: inlinable, so that the observer's type and conformances are named in the caller's specialised
    /// code (fence probe `subject.combineLatest.subscribe+dispose`).
    @inlinable
    final func subscribe<Element>(_ source: Observable<Element>, at index: Int, next: @escaping (Element) -> Void) {
        let observer = CombiningObserver(next: next, terminated: { self.sourceTerminated(index, $0) })
        subscriptions[index].setDisposable(source.subscribe(receiver: observer))
    }

    /// Called when the source at `index` fails (`error`) or completes (`nil`), on the source's thread: fails or
    /// records the completion (``sourceCompleted(_:)``) in its turn.
    @usableFromInline
    final func sourceTerminated(_ index: Int, _ error: Swift.Error?) {
        delivery.send {
            if isDisposed { return }
            if let error {
                forwardError(error)
            } else {
                sourceCompleted(index)
            }
        }
    }

    /// `true` when every source but the one at `index` has completed.
    final func othersAreDone(_ index: Int) -> Bool {
        numberOfDone - (isDone[index] ? 1 : 0) == count - 1
    }

    /// For `combineLatest` of 2…8 sources: records an element of source `index`; returns `true` when every
    /// source has an element, so the subclass emits. As upstream, when some source still has no element and
    /// every other source has completed, the result completes here.
    @inline(__always)
    final func valueArrived(_ index: Int) -> Bool {
        hasValue |= 1 << UInt(index)
        if hasValue == (1 << UInt(count)) - 1 { return true }
        if othersAreDone(index) { forwardCompleted() }
        return false
    }

    /// Records the completion of source `index`; the result completes once every source has completed (for
    /// `zip` too, as upstream RxSwift 6.9, even when a completed source has no buffered element left to pair).
    final func sourceCompleted(_ index: Int) {
        if isDone[index] { return }
        isDone[index] = true
        numberOfDone += 1
        delivery.disposeAfterTurn(subscriptions[index])
        if numberOfDone == count { forwardCompleted() }
    }

    /// Emits the result of `selector`, or fails with what it throws.
    @inline(__always)
    final func emit(_ selector: () throws -> Result) {
        let result: Result
        do {
            result = try selector()
        } catch {
            forwardError(error)
            return
        }
        forwardNext(result)
    }

    override func disposeResources() {
        for subscription in subscriptions { subscription.dispose() }
    }
}
