import Foundation
import RxSwift

/// The factories of one proxy family (one ``DelegateProxyType/identifier``), keyed by parent class.
///
/// Subclasses find their factory by walking the class hierarchy with the standard library's
/// `_getSuperclass(_:)`: a pure-Swift walk over class metadata, cheaper than `Mirror(reflecting:)`
/// (which reflects every stored property) and independent of the Objective-C runtime. Generic parent
/// classes are matched by their exact specialisation.
final class DelegateProxyFactory: @unchecked Sendable {
    // Sendable: `makers` is a LockedState; `identifier` is immutable.
    typealias Maker = (AnyObject) -> AnyObject

    private struct Entry {
        let factory: DelegateProxyFactory
        var isRegistered: Bool
    }

    /// Every family by identifier; `isRegistered` turns true once `registerKnownImplementations()` returned.
    private static let families = LockedState<[Int: Entry]>([:])
    /// Serialises `registerKnownImplementations()` calls.
    // Recursive: `registerKnownImplementations()` (user code) calls `register(make:)`, which may look up
    // the family again on this thread.
    private static let registration = RecursiveLock(recursive: true)

    private let identifier: Int
    private let makers = LockedState<[ObjectIdentifier: Maker]>([:])

    private init(identifier: Int) {
        self.identifier = identifier
    }

    /// Returns the factory of `proxyType`'s family, running its `registerKnownImplementations()` on first use.
    ///
    /// Other threads wait until registration has finished; the registering thread itself gets the factory
    /// while registration runs, so that `register(make:)` can extend it.
    static func sharedFactory<Proxy: DelegateProxyType>(for proxyType: Proxy.Type) -> DelegateProxyFactory {
        let identifier = Int(bitPattern: Proxy.identifier)
        if let ready = families.withLock({ $0[identifier].flatMap { $0.isRegistered ? $0.factory : nil } }) {
            return ready
        }
        // Recursive: registerKnownImplementations() calls register(make:), which comes back here on this thread.
        return registration.withLock {
            if let existing = families.withLock({ $0[identifier]?.factory }) {
                return existing
            }
            let factory = DelegateProxyFactory(identifier: identifier)
            families.withLock { $0[identifier] = Entry(factory: factory, isRegistered: false) }
            Proxy.registerKnownImplementations()
            families.withLock { $0[identifier]?.isRegistered = true }
            return factory
        }
    }

    /// Adds the factory for parents of class `Parent`; traps if that class already has one.
    func extend<Proxy: DelegateProxyType, Parent>(make: @escaping (Parent) -> Proxy) {
        guard Int(bitPattern: Proxy.identifier) == identifier else {
            rxFatalError("\(Proxy.self) has a different identifier than the family it registers into")
        }
        let key = ObjectIdentifier(Parent.self)
        let maker: Maker = { object in
            guard let parent = object as? Parent else {
                rxFatalError("\(type(of: object)) is not a \(Parent.self)")
            }
            return make(parent)
        }
        let isDuplicate = makers.withLock { makers -> Bool in
            if makers[key] != nil { return true }
            makers[key] = maker
            return false
        }
        if isDuplicate {
            rxFatalError(
                "The factory of \(Parent.self) is duplicated. DelegateProxy is not allowed of duplicated base object type."
            )
        }
    }

    /// Creates a proxy for `object` with the factory of the nearest class in its hierarchy.
    func createProxy(for object: AnyObject) -> AnyObject {
        var candidate: AnyClass? = type(of: object)
        while let parentClass = candidate {
            if let maker = makers.withLock({ $0[ObjectIdentifier(parentClass)] }) {
                return maker(object)
            }
            candidate = _getSuperclass(parentClass)
        }
        rxFatalError("DelegateProxy has no factory of \(object). Implement DelegateProxy subclass for \(object) first.")
    }
}
