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
