// The public `combineLatest` overloads for 2…8 sources and their typed sinks are generated into
// CombineLatest<N>+Arity.generated.swift (one file per arity) by scripts/generate-arity.swift; this file
// holds what they share.

/// Passes the events of one source of a combining operator to its sink.
///
/// It is an ``ElementReceiver`` when made with a `next` handler, so that subjects and operator sinks hand it
/// elements without building an `Event` (each one costs a generic-metadata lookup in the sink's
/// unspecialised code).
final class CombiningObserver<Element>: ObserverType, ElementReceiver {
    private let next: ((Element) -> Void)?
    private let handler: (Event<Element>) -> Void

    /// - Parameters:
    ///   - next: takes the elements directly (it must do what `handler(.next(element))` does), or `nil`.
    ///   - handler: takes every event (only the terminal ones when `next` is given and the source hands
    ///     elements over directly).
    init(next: ((Element) -> Void)? = nil, _ handler: @escaping (Event<Element>) -> Void) {
        self.next = next
        self.handler = handler
    }

    func on(_ event: Event<Element>) {
        handler(event)
    }

    func receiveNext(_ element: Element) {
        if let next {
            next(element)
        } else {
            handleNext(element)
        }
    }

    /// Out of line, so that ``receiveNext(_:)`` builds no `Event` when `next` is set.
    @inline(never)
    private func handleNext(_ element: Element) {
        handler(.next(element))
    }

    /// Only a source observer made with a `next` handler accepts elements directly.
    func elementReceiver<Requested>(of requested: Requested.Type) -> (any ElementReceiver<Requested>)? {
        next == nil ? nil : asElementReceiver(of: requested)
    }
}

/// The latest element of one source of a `combineLatest` sink, in storage allocated once per subscription.
///
/// Performance: not an `Optional`, whose metadata the sink's unspecialised code would look up at runtime on
/// every element. The owner calls ``destroy()`` exactly once, from its `deinit`.
struct LatestElement<Element> {
    private let storage = UnsafeMutablePointer<Element>.allocate(capacity: 1)
    /// `true` once an element was set.
    private(set) var isSet = false

    /// The latest element; only read after a ``set(_:)``.
    var value: Element {
        @inline(__always) get { storage.pointee }
    }

    /// Replaces the latest element.
    @inline(__always)
    mutating func set(_ element: Element) {
        if isSet {
            storage.pointee = element
        } else {
            storage.initialize(to: element)
            isSet = true
        }
    }

    /// Releases the element and the storage.
    func destroy() {
        if isSet { storage.deinitialize(count: 1) }
        storage.deallocate()
    }
}

/// Bookkeeping shared by the `combineLatest` sinks of every arity.
///
/// Each generated sink funnels the events of all its sources through one ``SerialDelivery``; the state
/// here and the typed latest values of the subclass are touched only inside that delivery callback,
/// which runs on one thread at a time (so no event ever waits on a lock while user code runs).
class CombineLatestSinkBase<Observer: ObserverType>: Sink<Observer> {
    /// One subscription per source, disposed when that source terminates.
    final let subscriptions: [SingleAssignmentDisposable]
    private let allSources: UInt
    // Performance: touched serially (see above), so the runtime exclusivity checks are switched off.
    @exclusivity(unchecked) private var hasValue: UInt = 0
    @exclusivity(unchecked) private var isDone: UInt = 0

    init(observer: Observer, arity: Int) {
        subscriptions = (0..<arity).map { _ in SingleAssignmentDisposable() }
        allSources = (1 << UInt(arity)) - 1
        super.init(observer: observer)
    }

    /// Records an element of source `index`; returns `true` when every source has an element, so the
    /// subclass emits. As upstream, when some source still has no element and every other source has
    /// completed, the result completes here.
    final func elementArrived(_ index: Int) -> Bool {
        hasValue |= 1 << UInt(index)
        if hasValue == allSources { return true }
        if isDone | (1 << UInt(index)) == allSources {
            forwardCompleted()
        }
        return false
    }

    /// Records the completion of source `index`; the result completes once every source has completed.
    final func sourceCompleted(_ index: Int) {
        let bit: UInt = 1 << UInt(index)
        if isDone & bit != 0 { return }
        isDone |= bit
        subscriptions[index].dispose()
        if isDone == allSources {
            forwardTerminal(.completed)
        }
    }

    /// Emits the result of `selector`, or fails with what it throws.
    @inline(__always)
    final func emit(_ selector: () throws -> Observer.Element) {
        let result: Observer.Element
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
