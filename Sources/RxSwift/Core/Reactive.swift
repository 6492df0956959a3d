import Foundation

/// The namespace of reactive extensions of `Base`, reached through `.rx`.
///
/// Add reactive members with a constrained extension:
/// ```swift
/// extension Reactive where Base: Counter {
///     var value: Observable<Int> { base.valueSubject.asObservable() }
/// }
/// counter.rx.value.subscribe(onNext: { print($0) })
/// ```
/// For classes, every writable property is also reachable as a ``Binder``:
/// `label.rx.text` binds to `label.text`.
@dynamicMemberLookup
public struct Reactive<Base> {
    /// The extended value.
    public let base: Base

    /// Creates the extension namespace of `base`.
    /// - Parameter base: the extended value.
    public init(_ base: Base) {
        self.base = base
    }

    /// A ``Binder`` that assigns each element to the property at `keyPath` of ``base``.
    ///
    /// The binder holds ``base`` weakly and assigns on the main scheduler.
    /// - Parameter keyPath: the writable property to bind to.
    /// - Returns: the binder.
    public subscript<Property>(
        dynamicMember keyPath: ReferenceWritableKeyPath<Base, Property>
    ) -> Binder<Property> where Base: AnyObject {
        Binder(base) { target, value in
            target[keyPath: keyPath] = value
        }
    }
}

// A `Reactive` holds nothing but its base: it is `Sendable` when the base is, so that a `@Sendable` closure in a
// reactive extension may capture `self` (issue 32).
extension Reactive: Sendable where Base: Sendable {}

/// A type that offers reactive extensions through `rx` and `Type.rx`.
///
/// Conform a type with an empty extension: `extension MyType: ReactiveCompatible {}`.
public protocol ReactiveCompatible {
    /// The type being extended.
    associatedtype ReactiveBase

    /// The reactive extensions of the type (static members).
    static var rx: Reactive<ReactiveBase>.Type { get set }

    /// The reactive extensions of this value.
    var rx: Reactive<ReactiveBase> { get set }
}

extension ReactiveCompatible {
    /// The reactive extensions of the type (static members).
    ///
    /// The setter does nothing; it exists so that `mutating` reactive extensions can be called.
    public static var rx: Reactive<Self>.Type {
        get { Reactive<Self>.self }
        set {}  // Intentionally empty: allows `mutating` extensions.
    }

    /// The reactive extensions of this value.
    ///
    /// The setter does nothing; it exists so that `mutating` reactive extensions can be called.
    public var rx: Reactive<Self> {
        get { Reactive(self) }
        set {}  // Intentionally empty: allows `mutating` extensions.
    }
}

/// Every `NSObject` (and so most Foundation classes) has `rx`.
extension NSObject: ReactiveCompatible {}

#if !canImport(ObjectiveC)
    // Without the Objective-C runtime, Foundation's `NotificationCenter` is not an `NSObject` subclass;
    // conform it directly so that `NotificationCenter.default.rx` works as it does upstream.
    extension NotificationCenter: ReactiveCompatible {}
#endif
