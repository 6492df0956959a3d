import Foundation
import Synchronization

/// Global hooks that customise error reporting.
///
/// Each hook is a computed property over lock-guarded storage, safe to read and write from any thread.
public enum Hooks {
    /// The handler called for errors that reach a `subscribe` without an `onError` closure.
    public typealias DefaultErrorHandler = (_ subscriptionCallStack: [String], _ error: Error) -> Void
    /// A closure returning the call stack to record when a subscription is made.
    public typealias CustomCaptureSubscriptionCallstack = () -> [String]

    private struct Storage {
        var defaultErrorHandler: DefaultErrorHandler = Hooks.standardErrorHandler
        var customCaptureSubscriptionCallstack: CustomCaptureSubscriptionCallstack = Hooks.standardCapture
    }

    private static let storage = LockedState(Storage())
    private static let recordFlag = Atomic<Bool>(false)

    private static func standardErrorHandler(_ callStack: [String], _ error: Error) {
        #if DEBUG
            var message = "Unhandled error happened: \(error)"
            if !callStack.isEmpty {
                message += "\n subscription called from:\n" + callStack.joined(separator: "\n")
            }
            print(message)
        #endif
    }

    private static func standardCapture() -> [String] {
        Thread.callStackSymbols
    }

    /// Whether `subscribe` records the call stack so the default error handler can print it. Default `false`.
    public static var recordCallStackOnError: Bool {
        get { recordFlag.load(ordering: .relaxed) }
        set { recordFlag.store(newValue, ordering: .relaxed) }
    }

    /// The handler for errors that no `onError` closure handles. The default prints the error in debug builds.
    public static var defaultErrorHandler: DefaultErrorHandler {
        get { storage.withLock { $0.defaultErrorHandler } }
        set { storage.withLock { $0.defaultErrorHandler = newValue } }
    }

    /// Hands a subscription's terminal `error` to its `onError` closure, or to ``defaultErrorHandler`` (with
    /// `callStack`, asked for only then) when it has none: what every closure subscriber does with an error.
    static func deliver(
        _ error: Swift.Error, to onError: ((Swift.Error) -> Void)?, callStack: @autoclosure () -> [String]
    ) {
        if let onError {
            onError(error)
        } else {
            defaultErrorHandler(callStack(), error)
        }
    }

    /// The call stack to record for a new subscription: empty unless ``recordCallStackOnError`` is on.
    @usableFromInline
    static func captureSubscriptionCallStack() -> [String] {
        recordCallStackOnError ? customCaptureSubscriptionCallstack() : []
    }

    /// The closure that captures the subscription call stack when ``recordCallStackOnError`` is on.
    public static var customCaptureSubscriptionCallstack: CustomCaptureSubscriptionCallstack {
        get { storage.withLock { $0.customCaptureSubscriptionCallstack } }
        set { storage.withLock { $0.customCaptureSubscriptionCallstack = newValue } }
    }
}
