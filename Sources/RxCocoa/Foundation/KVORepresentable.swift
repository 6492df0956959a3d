import Foundation

/// A type that can be built from the value key-value observing reports for it (upstream's protocol, declared
/// here too so that libraries conforming their types to it compile on Linux, where KVO itself is absent).
///
/// ```swift
/// let count = Int(KVOValue: NSNumber(value: 3))   // Optional(3)
/// ```
public protocol KVORepresentable {
    /// The type of the value KVO reports, such as `NSNumber` for the integer types.
    associatedtype KVOType

    /// Builds the value from what KVO reports, or fails when it does not represent one.
    /// - Parameter KVOValue: the reported value.
    init?(KVOValue: KVOType)
}

extension KVORepresentable {
    /// Builds the value from what KVO reports; `nil` (nothing reported) gives `nil`.
    /// - Parameter KVOValue: the reported value, if any.
    public init?(KVOValue: KVOType?) {
        guard let KVOValue else { return nil }
        self.init(KVOValue: KVOValue)
    }
}
