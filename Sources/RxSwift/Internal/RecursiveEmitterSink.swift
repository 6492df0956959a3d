/// A sink that emits one event per scheduled step on an ``ImmediateSchedulerType``.
///
/// On ``CurrentThreadScheduler`` it re-enqueues itself on the thread's trampoline instead of
/// allocating a scheduled item per element; the ordering is exactly that of `scheduleRecursive`.
class RecursiveEmitterSink<Element>: Sink<Element>, TrampolineTask {
    private let scheduler: ImmediateSchedulerType
    private var trampoline: Trampoline?
    /// This sink as a ``TrampolineTask``, made once. Performance: converting a generic class to the protocol
    /// looks its conformance up at runtime (fence probe `range.flatMap.of2`), and a sink that interleaves with
    /// other work re-enqueues itself once per element. Unowned: it is this very object.
    private unowned(unsafe) var asTask: TrampolineTask?

    init(receiver: any ElementReceiver<Element>, scheduler: ImmediateSchedulerType) {
        self.scheduler = scheduler
        super.init(receiver: receiver)
    }

    /// Starts emitting.
    final func start() {
        if scheduler is CurrentThreadScheduler {
            let trampoline = Trampoline.current
            let task: TrampolineTask = self
            self.trampoline = trampoline
            asTask = task
            if trampoline.isRunning {
                trampoline.enqueue(task)
            } else {
                trampoline.runAndDrain { trampoline.enqueue(task) }
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
        if emitWhileIdle(trampoline), let task = asTask { trampoline.enqueue(task) }
    }

    /// Emits, one ``step()`` after another, while this sink is not disposed and `trampoline` has nothing
    /// else queued. Returns `true` when it stopped for queued work and has more to emit (the caller
    /// re-enqueues it), `false` when it finished or was disposed.
    ///
    /// A subclass may override it with the same loop around an inlined step (`range` does).
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
