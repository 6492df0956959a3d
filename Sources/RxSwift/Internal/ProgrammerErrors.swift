/// Traps with the name of an abstract method that a subclass must override.
package func rxAbstractMethod(file: StaticString = #file, line: UInt = #line) -> Never {
    fatalError("Abstract method must be overridden", file: file, line: line)
}

/// Traps for a programmer error, with a message (as upstream does).
package func rxFatalError(_ message: @autoclosure () -> String, file: StaticString = #file, line: UInt = #line) -> Never
{
    fatalError(message(), file: file, line: line)
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
    #if DEBUG
        rxFatalError(message, file: file, line: line)
    #else
        print(message)
    #endif
}
