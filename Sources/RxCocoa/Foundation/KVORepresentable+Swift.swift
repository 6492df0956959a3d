import Foundation

// The standard integer and Boolean types, which KVO reports as `NSNumber`s. Each reads the number through the
// accessor of its own width, as `NSNumber` converts (truncating a value that does not fit, as upstream).

extension Int: KVORepresentable {
    /// KVO reports an `Int` as an `NSNumber`.
    public typealias KVOType = NSNumber

    /// The number's `intValue`.
    /// - Parameter KVOValue: the reported number.
    public init?(KVOValue: KVOType) {
        self = KVOValue.intValue
    }
}

extension Int32: KVORepresentable {
    /// KVO reports an `Int32` as an `NSNumber`.
    public typealias KVOType = NSNumber

    /// The number's `int32Value`.
    /// - Parameter KVOValue: the reported number.
    public init?(KVOValue: KVOType) {
        self = KVOValue.int32Value
    }
}

extension Int64: KVORepresentable {
    /// KVO reports an `Int64` as an `NSNumber`.
    public typealias KVOType = NSNumber

    /// The number's `int64Value`.
    /// - Parameter KVOValue: the reported number.
    public init?(KVOValue: KVOType) {
        self = KVOValue.int64Value
    }
}

extension UInt: KVORepresentable {
    /// KVO reports a `UInt` as an `NSNumber`.
    public typealias KVOType = NSNumber

    /// The number's `uintValue`.
    /// - Parameter KVOValue: the reported number.
    public init?(KVOValue: KVOType) {
        self = KVOValue.uintValue
    }
}

extension UInt32: KVORepresentable {
    /// KVO reports a `UInt32` as an `NSNumber`.
    public typealias KVOType = NSNumber

    /// The number's `uint32Value`.
    /// - Parameter KVOValue: the reported number.
    public init?(KVOValue: KVOType) {
        self = KVOValue.uint32Value
    }
}

extension UInt64: KVORepresentable {
    /// KVO reports a `UInt64` as an `NSNumber`.
    public typealias KVOType = NSNumber

    /// The number's `uint64Value`.
    /// - Parameter KVOValue: the reported number.
    public init?(KVOValue: KVOType) {
        self = KVOValue.uint64Value
    }
}

extension Bool: KVORepresentable {
    /// KVO reports a `Bool` as an `NSNumber`.
    public typealias KVOType = NSNumber

    /// The number's `boolValue`.
    /// - Parameter KVOValue: the reported number.
    public init?(KVOValue: KVOType) {
        self = KVOValue.boolValue
    }
}
