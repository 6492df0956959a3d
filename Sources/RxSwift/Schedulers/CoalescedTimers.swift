import Dispatch

/// The relative timers of one dispatch-queue scheduler, on one dispatch timer (issue 43).
///
/// A server guards each request with `timeout`, and `debounce` restarts a timer for every element: with a dispatch
/// timer source per `scheduleRelative`, each of them created a source, armed it through the dispatch manager
/// thread and cancelled it (system calls and thread wake-ups for a timer that almost never fires). Here a timer is a
/// node in a list kept in deadline order, one list per distinct due time (timers of one due time are added in
/// deadline order, so each list stays sorted by appending), and one dispatch timer is armed for the earliest
/// deadline. Adding a timer that is not the earliest, and cancelling one, take the lock and touch the list only; the
/// dispatch timer is re-armed when an earlier deadline comes in and when it fires.
///
/// Due actions run on the scheduler's queue, in deadline order, in the dispatch timer's handler. Beyond
/// ``laneLimit`` distinct due times in use at once, a timer falls back to a dispatch timer of its own.
final class CoalescedTimers: Sendable {
    /// Distinct due times kept in lists at once; timers with other due times get a dispatch timer each.
    static let laneLimit = 16

    /// The timers of every scheduler on the main queue without leeway (``MainScheduler`` instances).
    static let mainQueue = CoalescedTimers(queue: MainQueue.queue, leeway: .nanoseconds(0))

    /// The timers of one due time, earliest first (an intrusive doubly linked list).
    fileprivate struct Lane {
        var head: CoalescedTimer?
        var tail: CoalescedTimer?
    }

    fileprivate struct State {
        var lanes: [Int64: Lane] = [:]
        /// The deadline the dispatch timer is armed for (uptime nanoseconds), `nil` when disarmed.
        var armed: UInt64?
        var source: DispatchSourceTimer?
    }

    private let queue: DispatchQueue
    private let leeway: DispatchTimeInterval
    private let state = LockedState(State())

    init(queue: DispatchQueue, leeway: DispatchTimeInterval) {
        self.queue = queue
        self.leeway = leeway
    }

    deinit {
        state.withLock { $0.source?.cancel() }
    }

    /// Schedules `action` after `dueNanoseconds`, or returns `nil` when the lists are full (the caller then uses a
    /// dispatch timer of its own).
    func schedule(afterNanoseconds dueNanoseconds: Int64, _ action: @escaping () -> Disposable) -> Disposable? {
        let timer = CoalescedTimer(owner: self, lane: dueNanoseconds, action: action)
        let added = state.withLock { state -> Bool in
            if state.lanes[dueNanoseconds] == nil && state.lanes.count >= Self.laneLimit { return false }
            timer.deadline = DispatchTime.now().uptimeNanoseconds &+ UInt64(dueNanoseconds)
            var lane = state.lanes[dueNanoseconds] ?? Lane()
            timer.previous = lane.tail
            lane.tail?.next = timer
            lane.tail = timer
            if lane.head == nil { lane.head = timer }
            timer.isLinked = true
            state.lanes[dueNanoseconds] = lane
            if state.armed.map({ timer.deadline < $0 }) ?? true {
                arm(&state, at: timer.deadline)
            }
            return true
        }
        return added ? timer : nil
    }

    /// Unlinks `timer` if it is still waiting; the dispatch timer stays armed (a firing that finds nothing due
    /// re-arms it for the earliest deadline left).
    fileprivate func cancel(_ timer: CoalescedTimer) {
        state.withLock { state in
            guard timer.isLinked else { return }
            Self.unlink(timer, from: &state)
        }
    }

    private static func unlink(_ timer: CoalescedTimer, from state: inout State) {
        guard var lane = state.lanes[timer.lane] else { return }
        if let previous = timer.previous { previous.next = timer.next } else { lane.head = timer.next }
        if let next = timer.next { next.previous = timer.previous } else { lane.tail = timer.previous }
        timer.previous = nil
        timer.next = nil
        timer.isLinked = false
        state.lanes[timer.lane] = lane.head == nil ? nil : lane
    }

    /// Arms the dispatch timer for `deadline`, making it on first use.
    private func arm(_ state: inout State, at deadline: UInt64) {
        state.armed = deadline
        let source: DispatchSourceTimer
        if let existing = state.source {
            source = existing
        } else {
            source = DispatchSource.makeTimerSource(queue: queue)
            // Weak: the source is cancelled in `deinit`; a firing that races with it finds nothing to do.
            source.setEventHandler { [weak self] in self?.fire() }
            state.source = source
            source.schedule(deadline: DispatchTime(uptimeNanoseconds: deadline), leeway: leeway)
            source.resume()
            return
        }
        source.schedule(deadline: DispatchTime(uptimeNanoseconds: deadline), leeway: leeway)
    }

    /// Takes the due timers off their lists, re-arms for the earliest one left, and runs the due ones in order.
    private func fire() {
        let due = state.withLock { state -> [CoalescedTimer] in
            let now = DispatchTime.now().uptimeNanoseconds
            var due: [CoalescedTimer] = []
            var earliest: UInt64?
            for key in Array(state.lanes.keys) {
                while let head = state.lanes[key]?.head {
                    guard head.deadline <= now else {
                        earliest = min(earliest ?? .max, head.deadline)
                        break
                    }
                    Self.unlink(head, from: &state)
                    due.append(head)
                }
            }
            if let earliest {
                arm(&state, at: earliest)
            } else {
                state.armed = nil
            }
            return due
        }
        for timer in due.sorted(by: { $0.deadline < $1.deadline }) {
            timer.run()
        }
    }
}

/// One scheduled action of ``CoalescedTimers``; disposing it cancels the action, or disposes what the action
/// returned once it has run.
private final class CoalescedTimer: Disposable, @unchecked Sendable {
    // Sendable: the list fields (`deadline`, `previous`, `next`, `isLinked`) are read and written under the owner's
    // lock only; `action` is immutable and runs at most once; `ran` holds what it returned.
    /// Strong: a waiting timer keeps its list (and dispatch timer) alive after the scheduler is released, as a
    /// dispatch timer source kept itself alive; the cycle ends when the timer fires or is cancelled.
    let owner: CoalescedTimers
    let lane: Int64
    var deadline: UInt64 = 0
    var previous: CoalescedTimer?
    var next: CoalescedTimer?
    var isLinked = false
    private let action: () -> Disposable
    private let ran = SingleAssignmentDisposable()

    init(owner: CoalescedTimers, lane: Int64, action: @escaping () -> Disposable) {
        self.owner = owner
        self.lane = lane
        self.action = action
    }

    /// Runs the action unless the timer has been disposed.
    func run() {
        guard !ran.isDisposed else { return }
        ran.setDisposable(action())
    }

    func dispose() {
        owner.cancel(self)
        ran.dispose()
    }
}
