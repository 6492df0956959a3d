import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Work that the current-thread trampoline can run. Sinks that emit element by element enqueue
/// themselves repeatedly, so a recursive schedule does not allocate per element.
package protocol TrampolineTask: AnyObject {
    /// Runs one step of the task on the trampoline's thread.
    func runTrampolineTask()
}

/// The per-thread queue behind ``CurrentThreadScheduler``.
package final class Trampoline {
    // Performance: a trampoline belongs to one thread and every access to its flag and its queue is a short
    // call on that thread, so the runtime exclusivity check (a call and a thread-local lookup per
    // access: three per trampolined element, one per subscription to a producer) is switched off.
    /// `true` while the outermost scheduled action (or subscription) is running on this thread.
    @exclusivity(unchecked) package var isRunning = false
    @exclusivity(unchecked) private var queue = ElementBuffer<TrampolineTask>(capacity: 16)

    private static let key: pthread_key_t = {
        var key = pthread_key_t()
        let result = pthread_key_create(&key) { pointer in
            #if canImport(Darwin)
                Unmanaged<Trampoline>.fromOpaque(pointer).release()
            #else
                if let pointer { Unmanaged<Trampoline>.fromOpaque(pointer).release() }
            #endif
        }
        precondition(result == 0, "pthread_key_create failed for CurrentThreadScheduler")
        return key
    }()

    /// The trampoline of the calling thread, created on first use.
    @inline(__always)
    package static var current: Trampoline {
        if let pointer = pthread_getspecific(key) {
            return Unmanaged<Trampoline>.fromOpaque(pointer).takeUnretainedValue()
        }
        let trampoline = Trampoline()
        pthread_setspecific(key, Unmanaged.passRetained(trampoline).toOpaque())
        return trampoline
    }

    /// Queues `task` to run after the work in progress.
    @inline(__always)
    package func enqueue(_ task: TrampolineTask) {
        queue.append(task)
    }

    /// `true` when nothing else is waiting in the queue.
    package var isQueueEmpty: Bool { queue.isEmpty }

    /// Runs `body` as the outermost work of this thread, then drains the queue.
    ///
    /// Callers check ``isRunning`` first; nested calls must not use this.
    @inline(__always)
    package func runAndDrain<R>(_ body: () -> R) -> R {
        isRunning = true
        let result = body()
        while !queue.isEmpty {
            queue.removeFirst().runTrampolineTask()
        }
        isRunning = false
        return result
    }
}

/// Runs work on the current thread, queueing nested work until the outer work finishes (a trampoline).
///
/// This is the default scheduler of `of`, `from`, `range`, `repeatElement` and `generate`, which is
/// why `Observable.merge(.of(1, 2, 3), .of(4, 5, 6))` delivers `1 4 2 5 3 6`.
public final class CurrentThreadScheduler: ImmediateSchedulerType, Sendable {
    /// The singleton instance.
    public static let instance = CurrentThreadScheduler()

    private init() {}

    /// `true` when the calling thread is not already running trampolined work, i.e. a schedule call
    /// would run its action immediately.
    public static var isScheduleRequired: Bool {
        !Trampoline.current.isRunning
    }

    /// Runs `action` now when no trampolined work is running on this thread (then drains what it
    /// queued), otherwise queues it behind the running work.
    /// - Returns: a disposable that cancels the action if it has not run yet.
    public func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        let trampoline = Trampoline.current
        if trampoline.isRunning {
            let item = ScheduledTrampolineItem(state: state, action: action)
            trampoline.enqueue(item)
            return item
        }
        return trampoline.runAndDrain { action(state) }
    }
}

/// A queued action of ``CurrentThreadScheduler``.
private final class ScheduledTrampolineItem<State>: TrampolineTask, Disposable {
    private var state: State?
    private var action: ((State) -> Disposable)?
    private let disposable = SingleAssignmentDisposable()

    init(state: State, action: @escaping (State) -> Disposable) {
        self.state = state
        self.action = action
    }

    func runTrampolineTask() {
        guard !disposable.isDisposed, let action, let state else { return }
        self.action = nil
        self.state = nil
        disposable.setDisposable(action(state))
    }

    func dispose() {
        disposable.dispose()
    }
}
