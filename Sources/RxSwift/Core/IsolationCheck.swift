#if DEBUG
    #if canImport(Darwin)
        import Darwin
    #elseif canImport(Glibc)
        import Glibc
    #elseif canImport(Musl)
        import Musl
    #endif
#endif

// Swift 6 treats a non-`Sendable` closure written in actor-isolated code (a `@MainActor` function, an actor's method)
// as isolated to that actor: it may use the actor's state without `await`. The operators and subscribers take such
// closures and call them on whatever thread the events arrive on. Each of them therefore also takes the caller's
// isolation (`isolation: (any Actor)? = #isolation`, SE-0420: filled in where the operator is called, at no cost in
// nonisolated code), and in debug builds wraps the closure in a check that reports a call off that actor's executor
// as an isolation anomaly (`MisuseDetection`). Release builds keep the closure as it is: the wrappers below return
// their argument. A wrapper holds the actor weakly: an actor that keeps a subscription of its own (in a `DisposeBag`
// it owns) must still be released (regression: SendabilityTests.testActorHoldingSubjects leaked under
// TRACE_RESOURCES; IsolationCheckTests.testAnActorThatKeepsItsOwnSubscriptionIsReleased).

/// Debug builds only: answers "is this thread running on `actor`'s executor?" without trapping, and reports a
/// closure called elsewhere.
#if DEBUG
    @usableFromInline
    package enum IsolationCheck {
        /// The runtime's non-trapping executor check, `swift_task_isCurrentExecutorWithFlags` (underscored but
        /// ABI-stable: the standard library's inlinable code calls it), looked up once; `nil` if the runtime lacks
        /// it, and then nothing is reported.
        private static let isCurrentExecutor = runtimeFunction(
            "swift_task_isCurrentExecutorWithFlags", as: (@convention(c) (UnsafeRawPointer?, UInt, UInt64) -> Bool).self
        )

        /// The runtime flag that makes the check answer `false` instead of trapping.
        private static let mustNotAssert: UInt64 = 0x10

        /// Whether the calling thread runs on `actor`'s executor (`true` when that cannot be told).
        ///
        /// The main actor is decided as ``MainScheduler`` decides "main": on Linux its jobs run on the main queue,
        /// which is not always drained by the main thread.
        static func isCurrent(_ actor: any Actor) -> Bool {
            if actor === MainActor.shared { return MainQueue.isCurrent }
            guard let isCurrentExecutor else { return true }
            let (identity, implementation) = unsafeBitCast(
                actor.unownedExecutor, to: (UnsafeRawPointer?, UInt).self)
            return isCurrentExecutor(identity, implementation, mustNotAssert)
        }

        /// Reports an isolation anomaly unless the calling thread runs on `actor`'s executor.
        /// - Parameters:
        ///   - actor: the isolation of the code that gave the closure to the operator.
        ///   - operatorName: the operator, as the report names it (`map`, `subscribe(onNext:)`).
        @usableFromInline
        package static func verify(_ actor: any Actor, _ operatorName: StaticString) {
            if isCurrent(actor) { return }
            let actorName = actor === MainActor.shared ? "MainActor" : MisuseDetection.name(of: actor)
            let thread = currentThreadID()
            MisuseDetection.report(
                .isolation, site: "`\(operatorName)` (isolated to \(actorName))", threads: (thread, thread))
        }
    }
#endif

/// `body`, checked in debug builds: called off `isolation`'s executor, it reports an isolation anomaly first.
/// `nil` isolation (nonisolated code, or `isolation: nil`) and release builds return `body` itself.
@inlinable
@inline(__always)
package func isolationChecked<A, R>(
    _ body: @escaping (A) -> R, _ isolation: (any Actor)?, _ operatorName: StaticString
) -> (A) -> R {
    #if DEBUG
        if let isolation {
            return { [weak isolation] argument in
                if let isolation { IsolationCheck.verify(isolation, operatorName) }
                return body(argument)
            }
        }
    #endif
    return body
}

/// A throwing `body`, checked in debug builds (``isolationChecked(_:_:_:)-(A)->R``).
@inlinable
@inline(__always)
package func isolationChecked<A, R>(
    _ body: @escaping (A) throws -> R, _ isolation: (any Actor)?, _ operatorName: StaticString
) -> (A) throws -> R {
    #if DEBUG
        if let isolation {
            return { [weak isolation] argument in
                if let isolation { IsolationCheck.verify(isolation, operatorName) }
                return try body(argument)
            }
        }
    #endif
    return body
}

/// A throwing `body` of two arguments, checked in debug builds.
@inlinable
@inline(__always)
package func isolationChecked<A, B, R>(
    _ body: @escaping (A, B) throws -> R, _ isolation: (any Actor)?, _ operatorName: StaticString
) -> (A, B) throws -> R {
    #if DEBUG
        if let isolation {
            return { [weak isolation] first, second in
                if let isolation { IsolationCheck.verify(isolation, operatorName) }
                return try body(first, second)
            }
        }
    #endif
    return body
}

/// A `body` of no arguments, checked in debug builds.
@inlinable
@inline(__always)
package func isolationChecked<R>(
    _ body: @escaping () throws -> R, _ isolation: (any Actor)?, _ operatorName: StaticString
) -> () throws -> R {
    #if DEBUG
        if let isolation {
            return { [weak isolation] in
                if let isolation { IsolationCheck.verify(isolation, operatorName) }
                return try body()
            }
        }
    #endif
    return body
}

/// An optional `body` (a subscriber's `onNext:`), checked in debug builds.
@inlinable
@inline(__always)
package func isolationChecked<A>(
    _ body: ((A) -> Void)?, _ isolation: (any Actor)?, _ operatorName: StaticString
) -> ((A) -> Void)? {
    guard let body else { return nil }
    let checked: (A) -> Void = isolationChecked(body, isolation, operatorName)
    return checked
}

/// An optional `body` of no arguments (a subscriber's `onCompleted:`), checked in debug builds.
@inlinable
@inline(__always)
package func isolationChecked(
    _ body: (() -> Void)?, _ isolation: (any Actor)?, _ operatorName: StaticString
) -> (() -> Void)? {
    guard let body else { return nil }
    let checked: () -> Void = isolationChecked(body, isolation, operatorName)
    return checked
}

/// An optional throwing `body` (a `do(onNext:)` closure), checked in debug builds.
@inlinable
@inline(__always)
package func isolationChecked<A>(
    _ body: ((A) throws -> Void)?, _ isolation: (any Actor)?, _ operatorName: StaticString
) -> ((A) throws -> Void)? {
    guard let body else { return nil }
    let checked: (A) throws -> Void = isolationChecked(body, isolation, operatorName)
    return checked
}

/// An optional throwing `body` of no arguments (a `do(onCompleted:)` closure), checked in debug builds.
@inlinable
@inline(__always)
package func isolationChecked(
    _ body: (() throws -> Void)?, _ isolation: (any Actor)?, _ operatorName: StaticString
) -> (() throws -> Void)? {
    guard let body else { return nil }
    let checked: () throws -> Void = isolationChecked(body, isolation, operatorName)
    return checked
}

/// A throwing `body` that updates its first argument in place (`scan(into:)`), checked in debug builds.
@inlinable
@inline(__always)
package func isolationChecked<A, B>(
    _ body: @escaping (inout A, B) throws -> Void, _ isolation: (any Actor)?, _ operatorName: StaticString
) -> (inout A, B) throws -> Void {
    #if DEBUG
        if let isolation {
            return { [weak isolation] first, second in
                if let isolation { IsolationCheck.verify(isolation, operatorName) }
                try body(&first, second)
            }
        }
    #endif
    return body
}

/// An optional `body` of two arguments (a `subscribe(with:onNext:)` closure), checked in debug builds.
@inlinable
@inline(__always)
package func isolationChecked<A, B>(
    _ body: ((A, B) -> Void)?, _ isolation: (any Actor)?, _ operatorName: StaticString
) -> ((A, B) -> Void)? {
    guard let body else { return nil }
    let checked: (A, B) -> Void = isolationChecked(body, isolation, operatorName)
    return checked
}

/// A `body` of two arguments (a `bind(with:onNext:)` closure, an accumulator), checked in debug builds.
@inlinable
@inline(__always)
package func isolationChecked<A, B, R>(
    _ body: @escaping (A, B) -> R, _ isolation: (any Actor)?, _ operatorName: StaticString
) -> (A, B) -> R {
    #if DEBUG
        if let isolation {
            return { [weak isolation] first, second in
                if let isolation { IsolationCheck.verify(isolation, operatorName) }
                return body(first, second)
            }
        }
    #endif
    return body
}

/// A `body` that updates its first argument in place (`scan(into:)` of a Driver), checked in debug builds.
@inlinable
@inline(__always)
package func isolationChecked<A, B>(
    _ body: @escaping (inout A, B) -> Void, _ isolation: (any Actor)?, _ operatorName: StaticString
) -> (inout A, B) -> Void {
    #if DEBUG
        if let isolation {
            return { [weak isolation] first, second in
                if let isolation { IsolationCheck.verify(isolation, operatorName) }
                body(&first, second)
            }
        }
    #endif
    return body
}

/// A `body` of no arguments that does not throw (a Driver's `deferred` factory), checked in debug builds.
@inlinable
@inline(__always)
package func isolationChecked<R>(
    _ body: @escaping () -> R, _ isolation: (any Actor)?, _ operatorName: StaticString
) -> () -> R {
    #if DEBUG
        if let isolation {
            return { [weak isolation] in
                if let isolation { IsolationCheck.verify(isolation, operatorName) }
                return body()
            }
        }
    #endif
    return body
}

/// Debug builds: the check of `isolation` to run before a closure of any arity (the result selectors of `zip` and
/// `combineLatest`); `nil` when there is nothing to check, and always in release builds.
@inlinable
@inline(__always)
package func isolationVerifier(_ isolation: (any Actor)?, _ operatorName: StaticString) -> (() -> Void)? {
    #if DEBUG
        if let isolation {
            return { [weak isolation] in if let isolation { IsolationCheck.verify(isolation, operatorName) } }
        }
    #endif
    return nil
}
