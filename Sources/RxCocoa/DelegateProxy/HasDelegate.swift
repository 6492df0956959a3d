import Foundation
import RxSwift

/// A class with a `delegate` property, so that ``DelegateProxyType`` can read and write it by default.
///
/// ```swift
/// extension Thermometer: HasDelegate {
///     typealias Delegate = ThermometerDelegate
/// }
/// ```
public protocol HasDelegate: AnyObject {
    /// The delegate type.
    associatedtype Delegate

    /// The delegate.
    var delegate: Delegate? { get set }
}

extension DelegateProxyType where ParentObject: HasDelegate, Self.Delegate == ParentObject.Delegate {
    /// Returns `object.delegate`.
    /// - Parameter object: the parent.
    /// - Returns: the parent's delegate.
    public static func currentDelegate(for object: ParentObject) -> Delegate? {
        object.delegate
    }

    /// Sets `object.delegate`.
    /// - Parameters:
    ///   - delegate: the new delegate.
    ///   - object: the parent.
    public static func setCurrentDelegate(_ delegate: Delegate?, to object: ParentObject) {
        object.delegate = delegate
    }
}
