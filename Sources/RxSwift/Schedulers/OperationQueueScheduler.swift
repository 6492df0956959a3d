import Foundation

/// A scheduler that runs each action as an operation on an `OperationQueue`.
///
/// The queue's `maxConcurrentOperationCount` decides whether actions may run in parallel.
///
/// ```swift
/// let queue = OperationQueue()
/// queue.maxConcurrentOperationCount = 2
/// let scheduler = OperationQueueScheduler(operationQueue: queue)
/// ```
/// - SeeAlso: [ReactiveX Scheduler](http://reactivex.io/documentation/scheduler.html)
public final class OperationQueueScheduler: ImmediateSchedulerType, Sendable {
    /// The queue that runs the work.
    public let operationQueue: OperationQueue
    /// The priority of the operations this scheduler adds.
    public let queuePriority: Operation.QueuePriority

    /// Creates a scheduler on `operationQueue`.
    /// - Parameters:
    ///   - operationQueue: the queue that runs the work.
    ///   - queuePriority: the priority of the operations this scheduler adds.
    public init(operationQueue: OperationQueue, queuePriority: Operation.QueuePriority = .normal) {
        self.operationQueue = operationQueue
        self.queuePriority = queuePriority
    }

    /// Adds an operation that runs `action` to the queue.
    /// - Parameters:
    ///   - state: the value passed to `action`.
    ///   - action: the work; it returns a disposable to cancel what it starts.
    /// - Returns: a disposable that cancels the action if it has not run yet.
    public func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        let cancel = SingleAssignmentDisposable()
        let work = UncheckedSendable(applying: action, to: state)
        let operation = BlockOperation {
            guard !cancel.isDisposed else { return }
            cancel.setDisposable(work.value())
        }
        operation.queuePriority = queuePriority
        operationQueue.addOperation(operation)
        return cancel
    }
}
