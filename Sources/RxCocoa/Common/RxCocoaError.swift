import Foundation

/// Errors reported by RxCocoa.
///
/// Some cases exist only for source compatibility with RxSwift: on Linux there is no key-value observing
/// and no swizzling, so `invalidPropertyName`, `invalidObjectOnKeyPath` and `errorDuringSwizzling` are
/// never produced by this library.
public enum RxCocoaError: Swift.Error, CustomDebugStringConvertible, @unchecked Sendable {
    // Sendable: the `Any`/`AnyObject` payloads are immutable and only read (for descriptions), as upstream.

    /// An error whose cause is not known.
    case unknown
    /// An operation that is not valid for `object` was attempted.
    case invalidOperation(object: Any)
    /// A data source was set on `object`, but no items were bound to it yet.
    case itemsNotYetBound(object: Any)
    /// `object` has no property called `propertyName`.
    case invalidPropertyName(object: Any, propertyName: String)
    /// `object`, found as `propertyName` of `sourceObject`, cannot be observed.
    case invalidObjectOnKeyPath(object: Any, sourceObject: AnyObject, propertyName: String)
    /// Replacing a method implementation failed.
    case errorDuringSwizzling
    /// `object` could not be cast to `targetType`.
    case castingError(object: Any, targetType: Any.Type)

    /// A human-readable description of the error, for debugging.
    public var debugDescription: String {
        switch self {
        case .unknown:
            return "Unknown RxCocoa error."
        case .invalidOperation(let object):
            return "An invalid operation was attempted on `\(object)`."
        case .itemsNotYetBound(let object):
            return "A data source is set on `\(object)`, but no items have been bound to it yet."
        case .invalidPropertyName(let object, let propertyName):
            return "`\(object)` has no property named `\(propertyName)`."
        case .invalidObjectOnKeyPath(let object, let sourceObject, let propertyName):
            return "`\(object)`, reached as `\(propertyName)` of `\(sourceObject)`, cannot be observed."
        case .errorDuringSwizzling:
            return "An error occurred while swizzling a method."
        case .castingError(let object, let targetType):
            return "Cannot cast `\(object)` to `\(targetType)`."
        }
    }
}

/// Casts `object` to `resultType`.
///
/// Meant for arguments of intercepted delegate methods (`methodInvoked(_:)` delivers `[Any]`).
/// - Throws: ``RxCocoaError/castingError(object:targetType:)`` when `object` is not a `T`.
/// - Returns: `object` as a `T`.
package func castOrThrow<T>(_ resultType: T.Type, _ object: Any) throws -> T {
    guard let value = object as? T else {
        throw RxCocoaError.castingError(object: object, targetType: resultType)
    }
    return value
}

/// Casts `object` to `resultType`, treating `NSNull` and a boxed `nil` as `nil`.
/// - Throws: ``RxCocoaError/castingError(object:targetType:)`` when `object` is neither empty nor a `T`.
/// - Returns: `nil` for an empty value, else `object` as a `T`.
package func castOptionalOrThrow<T>(_ resultType: T.Type, _ object: Any) throws -> T? {
    if isEmptyValue(object) {
        return nil
    }
    return try castOrThrow(resultType, object)
}

/// Casts `value` to `T`, trapping with the casting error when it is not one (a programmer error).
/// - Returns: `value` as a `T`.
package func castOrFatalError<T>(_ value: Any, file: StaticString = #file, line: UInt = #line) -> T {
    guard let result = value as? T else {
        rxFatalError(
            RxCocoaError.castingError(object: value, targetType: T.self).debugDescription, file: file, line: line)
    }
    return result
}

/// Casts `value` to `T?`: `nil`, `NSNull` and a boxed `nil` give `nil`; anything else that is not a `T` traps.
/// - Returns: `value` as a `T`, or `nil`.
package func castOptionalOrFatalError<T>(_ value: Any?, file: StaticString = #file, line: UInt = #line) -> T? {
    guard let value, !isEmptyValue(value) else {
        return nil
    }
    let result: T = castOrFatalError(value, file: file, line: line)
    return result
}

/// Whether `value` is `NSNull` or an `Optional.none` boxed in `Any`.
private func isEmptyValue(_ value: Any) -> Bool {
    if value is NSNull {
        return true
    }
    let mirror = Mirror(reflecting: value)
    return mirror.displayStyle == .optional && mirror.children.isEmpty
}
