import Foundation

/// A scheduler that runs work in virtual time: nothing runs until ``start()`` or ``advanceTo(_:)``
/// is called, and the clock then jumps straight from one scheduled item to the next.
///
/// Items due at the same virtual time run in the order they were scheduled. Disposing the value
/// returned by a `schedule…` method before the item runs removes it from the queue; disposing it
/// afterwards disposes what the action returned.
///
/// Virtual-time schedulers are not thread-safe: use one from a single thread (usually the test's).
///
/// - SeeAlso: ``HistoricalScheduler``, `TestScheduler` in RxTest.
open class VirtualTimeScheduler<Converter: VirtualTimeConverterType>: SchedulerType {
    /// The type of an absolute virtual time.
    public typealias VirtualTime = Converter.VirtualTimeUnit
    /// The type of a virtual interval.
    public typealias VirtualTimeInterval = Converter.VirtualTimeIntervalUnit

    private var isRunning = false
    private var currentClock: VirtualTime
    private let converter: Converter
    let queue: VirtualSchedulerQueue<VirtualTime>
    private var nextID = 0

    /// Creates a scheduler whose clock starts at `initialClock`.
    /// - Parameters:
    ///   - initialClock: the starting virtual time.
    ///   - converter: converts between virtual and real time.
    public init(initialClock: VirtualTime, converter: Converter) {
        currentClock = initialClock
        self.converter = converter
        queue = VirtualSchedulerQueue { lhs, rhs in
            switch converter.compareVirtualTime(lhs.time, rhs.time) {
            case .lessThan: true
            case .greaterThan: false
            case .equal: lhs.id < rhs.id
            }
        }
    }

    /// The current virtual time.
    public var clock: VirtualTime {
        currentClock
    }

    /// The current virtual time as a date.
    public var now: RxTime {
        converter.convertFromVirtualTime(clock)
    }

    /// Schedules `action` as soon as possible, that is with a zero relative due time (which
    /// ``adjustScheduledTime(_:)`` may move).
    /// - Returns: a disposable that cancels the action if it has not run yet.
    public func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        scheduleRelative(state, dueTime: .microseconds(0), action: action)
    }

    /// Schedules `action` at `clock + dueTime`, after ``adjustScheduledTime(_:)``.
    ///
    /// The due time is computed in virtual units: `dueTime` is converted to a virtual interval and added to
    /// ``clock`` (for `TestScheduler`, a whole number of ticks). A `.never` due time schedules nothing.
    /// - Returns: a disposable that cancels the action if it has not run yet.
    public func scheduleRelative<StateType>(
        _ state: StateType,
        dueTime: RxTimeInterval,
        action: @escaping (StateType) -> Disposable
    ) -> Disposable {
        if dueTime == .never { return Disposables.create() }
        let absoluteTime = converter.offsetVirtualTime(clock, offset: virtualInterval(dueTime))
        return scheduleAbsoluteVirtual(state, time: adjustScheduledTime(absoluteTime), action: action)
    }

    /// Not API: when `interval` counted from `start` ends, computed in virtual time (see
    /// `SchedulerType._rxEnd(of:from:)`).
    ///
    /// `start` converts back to the virtual time it came from, and `interval` is added in virtual units as
    /// ``scheduleRelative(_:dueTime:action:)`` adds a due time: the end compares with ``now`` as the virtual times
    /// compare, and a timer scheduled at ``now`` for the difference fires exactly at the end.
    /// - Parameters:
    ///   - interval: the interval.
    ///   - start: when the interval starts, as ``now`` gave it.
    /// - Returns: when the interval ends; `Date.distantFuture` for `.never`.
    public func _rxEnd(of interval: RxTimeInterval, from start: RxTime) -> RxTime {
        if interval == .never { return .distantFuture }
        let end = converter.offsetVirtualTime(converter.convertToVirtualTime(start), offset: virtualInterval(interval))
        return converter.convertFromVirtualTime(end)
    }

    /// `interval` in virtual units.
    private func virtualInterval(_ interval: RxTimeInterval) -> VirtualTimeInterval {
        converter.convertToVirtualTimeInterval(interval.rxSeconds)
    }

    /// Schedules `action` at `clock + dueTime`, in virtual units, without adjustment.
    /// - Returns: a disposable that cancels the action if it has not run yet.
    public func scheduleRelativeVirtual<StateType>(
        _ state: StateType,
        dueTime: VirtualTimeInterval,
        action: @escaping (StateType) -> Disposable
    ) -> Disposable {
        let time = converter.offsetVirtualTime(clock, offset: dueTime)
        return scheduleAbsoluteVirtual(state, time: time, action: action)
    }

    /// Schedules `action` at the absolute virtual `time`. A time in the past runs at the next
    /// opportunity without moving the clock back.
    /// - Returns: a disposable that cancels the action if it has not run yet.
    public func scheduleAbsoluteVirtual<StateType>(
        _ state: StateType,
        time: VirtualTime,
        action: @escaping (StateType) -> Disposable
    ) -> Disposable {
        let item = VirtualSchedulerItem(time: time, id: nextID, queue: queue) { action(state) }
        nextID += 1
        queue.insert(item)
        return item
    }

    /// Adjusts the due time of work scheduled with ``scheduleRelative(_:dueTime:action:)``.
    ///
    /// The default returns `time` unchanged; `TestScheduler` moves work due now or earlier one tick
    /// into the future to simulate processing delay.
    /// - Parameter time: the requested due time.
    /// - Returns: the due time to use.
    open func adjustScheduledTime(_ time: VirtualTime) -> VirtualTime {
        time
    }

    /// Runs every scheduled item in time order, moving the clock forward, until the queue is empty or
    /// ``stop()`` is called. Does nothing if the scheduler is already running.
    public func start() {
        if isRunning { return }
        isRunning = true
        while isRunning, let item = queue.popFirst() {
            if converter.compareVirtualTime(item.time, currentClock) == .greaterThan {
                currentClock = item.time
            }
            item.run()
        }
        isRunning = false
    }

    /// Stops ``start()`` or ``advanceTo(_:)`` after the item that is running.
    public func stop() {
        isRunning = false
    }

    /// Runs every item due at or before `virtualTime`, then sets the clock to `virtualTime`.
    ///
    /// Traps when called while the scheduler is running. As upstream, a `virtualTime` before ``clock``
    /// is not rejected: the clock is set back to it.
    /// - Parameter virtualTime: the time to advance to.
    public func advanceTo(_ virtualTime: VirtualTime) {
        if isRunning { rxFatalError("VirtualTimeScheduler.advanceTo(_:) called while the scheduler is running") }
        isRunning = true
        while isRunning, let first = queue.first,
            converter.compareVirtualTime(first.time, virtualTime) != .greaterThan
        {
            _ = queue.popFirst()
            if converter.compareVirtualTime(first.time, currentClock) == .greaterThan {
                currentClock = first.time
            }
            first.run()
        }
        currentClock = virtualTime
        isRunning = false
    }

    /// Moves the clock forward by `virtualInterval` without running anything.
    ///
    /// Traps when the interval would move the clock back.
    /// - Parameter virtualInterval: the distance to move.
    public func sleep(_ virtualInterval: VirtualTimeInterval) {
        let target = converter.offsetVirtualTime(clock, offset: virtualInterval)
        if converter.compareVirtualTime(target, clock) == .lessThan {
            rxFatalError("VirtualTimeScheduler.sleep(_:) can't sleep into the past")
        }
        currentClock = target
    }
}

@available(*, unavailable, message: "virtual-time schedulers are not thread-safe")
extension VirtualTimeScheduler: Sendable {}

/// One piece of scheduled work; it is also the disposable returned to the caller.
final class VirtualSchedulerItem<Time>: Disposable {
    private enum State {
        case pending(() -> Disposable)
        case running
        case ran(Disposable)
        case disposed
    }

    let time: Time
    let id: Int
    /// The position in the queue's heap, or `nil` when not queued.
    var heapIndex: Int?
    private var state: State
    private weak var queue: VirtualSchedulerQueue<Time>?

    init(time: Time, id: Int, queue: VirtualSchedulerQueue<Time>, action: @escaping () -> Disposable) {
        self.time = time
        self.id = id
        self.queue = queue
        state = .pending(action)
    }

    /// Runs the action unless the item was disposed.
    func run() {
        guard case .pending(let action) = state else { return }
        state = .running
        let result = action()
        if case .disposed = state {
            result.dispose()
        } else {
            state = .ran(result)
        }
    }

    func dispose() {
        switch state {
        case .pending:
            state = .disposed
            queue?.remove(self)
        case .running:
            state = .disposed
        case .ran(let result):
            state = .disposed
            result.dispose()
        case .disposed:
            break
        }
    }
}

/// A binary min-heap of items that supports removing any item in O(log n).
final class VirtualSchedulerQueue<Time> {
    typealias Item = VirtualSchedulerItem<Time>

    private(set) var heap: [Item] = []
    let areInOrder: (Item, Item) -> Bool

    init(areInOrder: @escaping (Item, Item) -> Bool) {
        self.areInOrder = areInOrder
    }

    var first: Item? { heap.first }

    func insert(_ item: Item) {
        heap.append(item)
        item.heapIndex = heap.count - 1
        siftUp(heap.count - 1)
    }

    func popFirst() -> Item? {
        guard let first = heap.first else { return nil }
        remove(first)
        return first
    }

    func remove(_ item: Item) {
        guard let index = item.heapIndex, index < heap.count, heap[index] === item else { return }
        item.heapIndex = nil
        let last = heap.removeLast()
        guard index < heap.count else { return }
        heap[index] = last
        last.heapIndex = index
        siftDown(index)
        siftUp(index)
    }

    private func swapAt(_ i: Int, _ j: Int) {
        heap.swapAt(i, j)
        heap[i].heapIndex = i
        heap[j].heapIndex = j
    }

    private func siftUp(_ start: Int) {
        var child = start
        while child > 0 {
            let parent = (child - 1) / 2
            guard areInOrder(heap[child], heap[parent]) else { return }
            swapAt(child, parent)
            child = parent
        }
    }

    private func siftDown(_ start: Int) {
        var parent = start
        while true {
            let left = 2 * parent + 1
            let right = left + 1
            var smallest = parent
            if left < heap.count && areInOrder(heap[left], heap[smallest]) { smallest = left }
            if right < heap.count && areInOrder(heap[right], heap[smallest]) { smallest = right }
            if smallest == parent { return }
            swapAt(parent, smallest)
            parent = smallest
        }
    }
}
