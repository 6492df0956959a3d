/// A value in a class of its own, so that a test can watch through a weak reference when an operator releases it.
public final class TrackedValue {
    /// The value carried.
    public let value: Int

    /// Wraps `value`.
    public init(_ value: Int) {
        self.value = value
    }
}
