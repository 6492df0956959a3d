/// Carries a value across a thread hop.
///
/// The one place where the library vouches for thread safety of user values and closures: Rx
/// sequences deliver serially, so a value handed to a scheduler is never used from two threads at once.
package struct UncheckedSendable<Value>: @unchecked Sendable {
    // Sendable: the value is moved to the scheduler thread and used only there (Rx serial delivery).
    /// The wrapped value.
    package var value: Value
    /// Wraps `value`.
    @inline(__always)
    package init(_ value: Value) { self.value = value }
}

extension UncheckedSendable where Value == () -> Disposable {
    /// A scheduler's work: `action` applied to `state`, carried to the thread that runs it.
    ///
    /// Performance: the closure captures the state and the action; carrying them as a `(State, action)` tuple makes
    /// the runtime build the tuple's and the box's metadata on every scheduling (fence probe
    /// `subject.takeForDuration.subscribe+dispose`).
    @inline(__always)
    package init<State>(applying action: @escaping (State) -> Disposable, to state: State) {
        value = { action(state) }
    }
}
