/// A sink that emits one event per scheduled step on an ``ImmediateSchedulerType``.
///
/// On ``CurrentThreadScheduler`` it re-enqueues itself on the thread's trampoline instead of
/// allocating a scheduled item per element; the ordering is exactly that of `scheduleRecursive`.
class RecursiveEmitterSink<Observer: ObserverType>: Sink<Observer>, TrampolineTask {
    private let scheduler: ImmediateSchedulerType
    private var trampoline: Trampoline?

    init(observer: Observer, scheduler: ImmediateSchedulerType) {
        self.scheduler = scheduler
        super.init(observer: observer)
    }

    /// Starts emitting.
    final func start() {
        if scheduler is CurrentThreadScheduler {
            let trampoline = Trampoline.current
            self.trampoline = trampoline
            if trampoline.isRunning {
                trampoline.enqueue(self)
            } else {
                trampoline.runAndDrain { trampoline.enqueue(self) }
            }
        } else {
            setUpstream(
                scheduler.scheduleRecursive(()) { [self] _, recurse in
                    if !isDisposed, step() { recurse(()) }
                }
            )
        }
    }

    final func runTrampolineTask() {
        guard let trampoline else { return }
        if emitWhileIdle(trampoline) { trampoline.enqueue(self) }
    }

    /// Emits, one ``step()`` after another, while this sink is not disposed and `trampoline` has nothing
    /// else queued. Returns `true` when it stopped for queued work and has more to emit (the caller
    /// re-enqueues it), `false` when it finished or was disposed.
    ///
    /// A subclass may override it with the same loop around an inlined step (`range` does, for `Int`).
    func emitWhileIdle(_ trampoline: Trampoline) -> Bool {
        while !isDisposed {
            guard step() else { return false }
            if !trampoline.isQueueEmpty { return true }
        }
        return false
    }

    /// Emits one event. Returns `true` to be called again.
    func step() -> Bool {
        rxAbstractMethod()
    }
}
