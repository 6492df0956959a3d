import RxCocoa

/// Casts an argument of an intercepted delegate call (`methodInvoked` delivers `[Any]`), as the seeds do.
/// - Throws: `RxCocoaError.castingError(object:targetType:)` when `object` is not a `T`; that ends the
///   sequence with the error.
/// - Returns: `object` as a `T`.
func castOrThrow<T>(_ resultType: T.Type, _ object: Any) throws -> T {
    guard let returnValue = object as? T else {
        throw RxCocoaError.castingError(object: object, targetType: resultType)
    }
    return returnValue
}
