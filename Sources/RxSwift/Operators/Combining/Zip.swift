// The public `zip` overloads for 2…8 sources and their typed sinks are generated into
// Zip<N>+Arity.generated.swift (one file per arity) by scripts/generate-arity.swift; this file holds
// what they share.

/// The buffered elements of one source of a `zip` sink: a FIFO ring in storage that grows by doubling.
///
/// Performance: unlike ``RingQueue`` it stores no `Optional` and no `Array`, whose metadata the sink's
/// unspecialised code would look up at runtime on every element. The owner calls ``destroy()`` exactly once,
/// from its `deinit`.
struct ElementQueue<Element> {
    private var storage = UnsafeMutablePointer<Element>.allocate(capacity: 4)
    private var capacity = 4
    private var head = 0
    private var count = 0

    /// `true` when nothing is buffered.
    var isEmpty: Bool {
        @inline(__always) get { count == 0 }
    }

    /// Adds `element` at the back.
    @inline(__always)
    mutating func enqueue(_ element: Element) {
        if count == capacity { grow() }
        (storage + (head + count) % capacity).initialize(to: element)
        count += 1
    }

    /// Removes and returns the front element; the queue must not be empty.
    @inline(__always)
    mutating func dequeue() -> Element {
        precondition(count > 0, "dequeue from an empty ElementQueue")
        let element = (storage + head).move()
        head = (head + 1) % capacity
        count -= 1
        return element
    }

    private mutating func grow() {
        let larger = UnsafeMutablePointer<Element>.allocate(capacity: capacity * 2)
        let firstPart = min(count, capacity - head)
        larger.moveInitialize(from: storage + head, count: firstPart)
        (larger + firstPart).moveInitialize(from: storage, count: count - firstPart)
        storage.deallocate()
        storage = larger
        capacity *= 2
        head = 0
    }

    /// Releases the buffered elements and the storage.
    func destroy() {
        for offset in 0..<count {
            (storage + (head + offset) % capacity).deinitialize(count: 1)
        }
        storage.deallocate()
    }
}

/// Bookkeeping shared by the `zip` sinks of every arity.
///
/// Each generated sink funnels the events of all its sources through one ``SerialDelivery``; the state
/// here and the typed element queues of the subclass are touched only inside that delivery callback,
/// which runs on one thread at a time.
class ZipSinkBase<Observer: ObserverType>: Sink<Observer> {
    /// One subscription per source, disposed when that source terminates.
    final let subscriptions: [SingleAssignmentDisposable]
    private let allSources: UInt
    // Performance: touched serially (see above), so the runtime exclusivity check is switched off.
    @exclusivity(unchecked) private var isDone: UInt = 0

    init(observer: Observer, arity: Int) {
        subscriptions = (0..<arity).map { _ in SingleAssignmentDisposable() }
        allSources = (1 << UInt(arity)) - 1
        super.init(observer: observer)
    }

    /// Records the completion of source `index`; the result completes once every source has completed (as
    /// upstream RxSwift 6.9, even when a completed source has no buffered element left to pair).
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
