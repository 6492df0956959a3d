/// The one error the test suites send through sequences and throw from closures.
///
/// A test that needs two errors it can tell apart uses two cases. Tests that check a specific error type
/// because the behaviour under test depends on it (`RxError`, a `DecodingError`, a fake client's own
/// failure) keep that type.
public enum TestError: Error, Equatable, Sendable {
    /// The usual failure.
    case boom
    /// A second failure, different from ``boom``.
    case other
}
