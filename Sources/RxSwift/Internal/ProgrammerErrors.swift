/// Traps with the name of an abstract method that a subclass must override.
package func rxAbstractMethod(file: StaticString = #file, line: UInt = #line) -> Never {
    fatalError("Abstract method must be overridden", file: file, line: line)
}

/// Traps for a programmer error, with a message (as upstream does).
@usableFromInline
package func rxFatalError(_ message: @autoclosure () -> String, file: StaticString = #file, line: UInt = #line) -> Never
{
    fatalError(message(), file: file, line: line)
}

/// Reports a programmer error that the library can survive, as upstream: it traps in debug builds and is
/// printed in release builds (where the caller then carries on, usually by dropping what it was handed).
/// - Parameter message: what went wrong.
package func rxFatalErrorInDebug(_ message: @autoclosure () -> String, file: StaticString = #file, line: UInt = #line) {
    #if DEBUG
        rxFatalError(message(), file: file, line: line)
    #else
        print(message())
    #endif
}

/// Reports an error that reached a binding (`bind(to:)` into a relay, `bind(onNext:)`, a control property):
/// a programmer error, as upstream — it traps in debug builds and is printed in release builds.
/// - Parameters:
///   - error: the error that reached the binding.
///   - target: what was bound to, named in the message when known.
package func rxBindingError(
    _ error: Swift.Error,
    target: String? = nil,
    file: StaticString = #file,
    line: UInt = #line
) {
    let message = target.map { "Binding error to \($0): \(error)" } ?? "Binding error: \(error)"
    rxFatalErrorInDebug(message, file: file, line: line)
}

/// Reports an error event that reached the subscriber of an ``Infallible`` (a closure given to one of its
/// operators threw, or an inner ``Observable`` failed): a programmer error, reported with
/// ``rxFatalErrorInDebug(_:file:line:)`` in upstream's words.
/// - Parameter error: the error that reached the subscriber.
package func rxInfallibleErrorEvent(_ error: Swift.Error, file: StaticString = #file, line: UInt = #line) {
    rxFatalErrorInDebug("Infallible must never emit a error event. error: \(error)", file: file, line: line)
}
