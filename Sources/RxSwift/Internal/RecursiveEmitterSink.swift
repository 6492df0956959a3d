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
        while !isDisposed {
            guard step() else { return }
            if !trampoline.isQueueEmpty {
                trampoline.enqueue(self)
                return
            }
        }
    }

    /// Emits one event. Returns `true` to be called again.
    func step() -> Bool {
        rxAbstractMethod()
    }
}
