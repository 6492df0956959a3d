import Foundation

extension Event: Equatable where Element: Equatable {
    /// Compares two events: elements with `==`, `completed` with `completed`, and errors by their
    /// `NSError` domain and code and their description (as RxTest upstream does, since `Error` itself
    /// is not `Equatable`).
    public static func == (lhs: Event<Element>, rhs: Event<Element>) -> Bool {
        switch (lhs, rhs) {
        case (.next(let left), .next(let right)): left == right
        case (.completed, .completed): true
        case (.error(let left), .error(let right)): errorsAreEqual(left, right)
        default: false
        }
    }
}

/// `true` when two errors have the same `NSError` domain and code and the same description.
func errorsAreEqual(_ lhs: Swift.Error, _ rhs: Swift.Error) -> Bool {
    let left = lhs as NSError
    let right = rhs as NSError
    return left.domain == right.domain && left.code == right.code && "\(lhs)" == "\(rhs)"
}
