/// The errors that RxSwift operators produce.
public enum RxError: Swift.Error, CustomDebugStringConvertible, @unchecked Sendable {
    // Sendable: the only payload that is not Sendable is `disposed(object:)`, which is read-only.

    /// An unknown error.
    case unknown
    /// An operation was performed on an object that had already been disposed.
    case disposed(object: AnyObject)
    /// An arithmetic overflow occurred.
    case overflow
    /// An argument was outside the range the operator accepts.
    case argumentOutOfRange
    /// The sequence had no elements where at least one was required.
    case noElements
    /// The sequence had more than one element where exactly one was required.
    case moreThanOneElement
    /// The sequence did not produce an event in the allowed time.
    case timeout

    /// A readable description of the error.
    public var debugDescription: String {
        switch self {
        case .unknown: "Unknown error occurred."
        case .disposed(let object): "Object `\(object)` was already disposed."
        case .overflow: "Arithmetic overflow occurred."
        case .argumentOutOfRange: "Argument out of range."
        case .noElements: "Sequence doesn't contain any elements."
        case .moreThanOneElement: "Sequence contains more than one element."
        case .timeout: "Sequence timeout."
        }
    }
}
