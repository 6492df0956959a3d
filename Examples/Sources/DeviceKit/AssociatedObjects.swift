import Foundation

/// Objects that other modules attach to an instance of a platform class, the counterpart of the Objective-C
/// runtime's associated objects (`objc_getAssociatedObject`/`objc_setAssociatedObject`) that every `NSObject`
/// has on Apple platforms.
///
/// The platform knows nothing about what is attached: a library built on it (RxDeviceKit attaches RxCocoa's
/// store of delegate proxies) keeps one object per type. The attached objects live as long as the instance:
/// they are released while it is deinitialised.
///
/// ```swift
/// final class Cache {}
/// let cache = locationManager.associatedObjects.object(ofType: Cache.self) { Cache() }
/// ```
public final class AssociatedObjects: @unchecked Sendable {
    // Sendable: `objects` is only touched while `lock` is held.

    private let lock = NSLock()
    private var objects: [ObjectIdentifier: AnyObject] = [:]

    /// Creates an empty store; keep it in a stored `let` of its owner.
    public init() {}

    /// The object of type `T` attached to the owner, attached now by `make` when there is none.
    ///
    /// Thread-safe: when two threads ask at once, both get the same object (`make` may run on both; one
    /// result is kept). `make` runs outside the store's lock, so it may use the store.
    /// - Parameters:
    ///   - type: the type of the object; one object per type.
    ///   - make: creates the object.
    /// - Returns: the attached object.
    public func object<T: AnyObject>(ofType type: T.Type, orAttach make: () -> T) -> T {
        let key = ObjectIdentifier(type)
        if let existing = lock.withLock({ objects[key] }) {
            return unsafeDowncast(existing, to: T.self)
        }
        let created = make()
        let kept = lock.withLock { () -> AnyObject in
            if let existing = objects[key] { return existing }
            objects[key] = created
            return created
        }
        return unsafeDowncast(kept, to: T.self)
    }

    /// The object of type `T` attached to the owner, if any.
    /// - Parameter type: the type of the object.
    /// - Returns: the object, or `nil`.
    public func object<T: AnyObject>(ofType type: T.Type) -> T? {
        lock.withLock { objects[ObjectIdentifier(type)] }.map { unsafeDowncast($0, to: T.self) }
    }
}

/// A platform class whose instances carry ``AssociatedObjects`` (what `NSObject` gives every UIKit,
/// CoreLocation and MapKit class).
public protocol HasAssociatedObjects: AnyObject {
    /// The instance's own store, a stored `let`.
    var associatedObjects: AssociatedObjects { get }
}
