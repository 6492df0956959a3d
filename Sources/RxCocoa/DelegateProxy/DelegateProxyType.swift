import Foundation
import RxSwift

/// A delegate proxy type: how to create it for a parent object and how to read and write the parent's
/// delegate.
///
/// Conform a ``DelegateProxy`` subclass; ``proxy(for:)`` then returns the one proxy of a parent, installs it
/// as the parent's delegate and moves a delegate that was already set to the proxy's forward delegate.
///
/// Differences from upstream (no Objective-C runtime):
/// - the proxy subclass reports every delegate call itself (`_sentMessage`, `_forwardToDelegate`,
///   `_methodInvoked` with `#function`);
/// - ``proxy(for:)`` may be called from any thread;
/// - proxies are attached to parents through a registry, see <doc:DelegateProxyOnLinux> for the lifetime rules.
public protocol DelegateProxyType: AnyObject {
    /// The type of the object whose delegate the proxy replaces.
    associatedtype ParentObject: AnyObject
    /// The delegate type the proxy stands in for.
    associatedtype Delegate

    /// Registers the factories of this proxy family with ``register(make:)``.
    ///
    /// Called once, the first time a proxy with this ``identifier`` is needed:
    /// ```swift
    /// static func registerKnownImplementations() {
    ///     register { RxThermometerDelegateProxy(thermometer: $0) }
    /// }
    /// ```
    static func registerKnownImplementations()

    /// The key that identifies this proxy family on a parent: one proxy per parent and identifier.
    ///
    /// The default is derived from the ``Delegate`` type, so proxies of the same delegate type share a slot.
    static var identifier: UnsafeRawPointer { get }

    /// Returns the parent's current delegate.
    /// - Parameter object: the parent.
    /// - Returns: the delegate, or `nil`.
    static func currentDelegate(for object: ParentObject) -> Delegate?

    /// Sets the parent's delegate.
    /// - Parameters:
    ///   - delegate: the new delegate, or `nil`.
    ///   - object: the parent.
    static func setCurrentDelegate(_ delegate: Delegate?, to object: ParentObject)

    /// Returns the delegate that receives every call after the proxy has reported it.
    /// - Returns: the forward delegate, or `nil`.
    func forwardToDelegate() -> Delegate?

    /// Sets the delegate that receives every call after the proxy has reported it.
    /// - Parameters:
    ///   - forwardToDelegate: the forward delegate, or `nil`.
    ///   - retainDelegate: whether the proxy keeps a strong reference to it.
    func setForwardToDelegate(_ forwardToDelegate: Delegate?, retainDelegate: Bool)
}

extension DelegateProxyType {
    /// The key of this proxy family: derived from the ``DelegateProxyType/Delegate`` type.
    public static var identifier: UnsafeRawPointer {
        let delegateIdentifier = ObjectIdentifier(Delegate.self)
        guard let pointer = UnsafeRawPointer(bitPattern: Int(bitPattern: delegateIdentifier)) else {
            rxFatalError("Metatype of \(Delegate.self) has a null address")
        }
        return pointer
    }

    /// Registers a factory that creates a proxy of this family for parents of class `Parent` and its
    /// subclasses (unless a subclass has its own factory).
    ///
    /// Registering two factories for the same parent class is a programmer error and traps, as upstream.
    /// - Parameter make: creates the proxy for a parent.
    public static func register<Parent>(make: @escaping (Parent) -> Self) {
        DelegateProxyFactory.sharedFactory(for: self).extend(make: make)
    }

    /// Creates a new proxy for `object` with the factory registered for the nearest class in its hierarchy.
    ///
    /// Traps when no factory matches (register one in ``registerKnownImplementations()``).
    /// - Parameter object: the parent.
    /// - Returns: a new proxy; it is neither attached to the parent nor installed as its delegate.
    public static func createProxy(for object: AnyObject) -> Self {
        let proxy = DelegateProxyFactory.sharedFactory(for: self).createProxy(for: object)
        guard let typed = proxy as? Self else {
            rxFatalError("\(type(of: proxy)) created for \(type(of: object)) is not a \(Self.self)")
        }
        return typed
    }

    /// Returns the proxy of `object`, creating and attaching it on first use, and makes sure it is the
    /// parent's current delegate.
    ///
    /// If the parent's delegate is something else (set before the proxy existed, or replaced since), that
    /// delegate becomes the proxy's forward delegate (held weakly) and the proxy is installed again. The same
    /// parent always gets the same proxy while the proxy is attached. Safe to call from any thread; the
    /// delegate getter and setter of the parent are called under a per-proxy lock.
    /// - Parameter object: the parent.
    /// - Returns: the parent's proxy.
    public static func proxy(for object: ParentObject) -> Self {
        attachedProxy(for: object).proxy
    }

    /// Sets `forwardDelegate` as the forward delegate of the proxy of `object` (installing the proxy).
    ///
    /// Use it for delegate methods that return a value, which an observable sequence cannot provide.
    /// Disposing the result restores the forward delegate that was set before, unless another one was
    /// installed in the meantime. Unlike upstream (an assertion), installing a forward delegate while
    /// another one is set is allowed: the new one replaces it until disposed.
    /// - Parameters:
    ///   - forwardDelegate: the delegate that receives every call.
    ///   - retainDelegate: whether the proxy keeps a strong reference to it.
    ///   - object: the parent.
    /// - Returns: a disposable that restores the previous forward delegate.
    public static func installForwardDelegate(
        _ forwardDelegate: Delegate,
        retainDelegate: Bool,
        onProxyForObject object: ParentObject
    ) -> Disposable {
        let (proxy, association) = attachedProxy(for: object)
        let installed = forwardDelegate as AnyObject
        let previous = association.installLock.withLock { () -> ForwardDelegateSnapshot in
            let retained = (proxy as? ForwardDelegateRetentionReporting)?._isForwardDelegateRetained ?? false
            let snapshot = ForwardDelegateSnapshot(
                proxy.forwardToDelegate().map { $0 as AnyObject }, retained: retained)
            proxy.setForwardToDelegate(forwardDelegate, retainDelegate: retainDelegate)
            return snapshot
        }
        let weakInstalled = WeakReference(installed)
        return Disposables.create {
            association.installLock.withLock {
                let current = proxy.forwardToDelegate().map { $0 as AnyObject }
                guard current === weakInstalled.object else { return }
                let restored = previous.object.flatMap { $0 as? Delegate }
                proxy.setForwardToDelegate(restored, retainDelegate: previous.retained)
            }
        }
    }

    /// Finds or creates the proxy of `object` and installs it as the parent's delegate if it is not.
    static func attachedProxy(for object: ParentObject) -> (proxy: Self, association: ProxyAssociation) {
        let association = DelegateProxyRegistry.association(for: object, identifier: identifier) {
            createProxy(for: object)
        }
        guard let proxy = association.proxy as? Self else {
            rxFatalError(
                "The proxy attached to \(type(of: object)) for \(Delegate.self) is a \(type(of: association.proxy)), "
                    + "not a \(Self.self)"
            )
        }
        // Recursive: setCurrentDelegate may call back into proxy(for:) for the same parent on this thread.
        association.installLock.withLock {
            let current = currentDelegate(for: object)
            if current.map({ $0 as AnyObject }) === proxy { return }
            proxy.setForwardToDelegate(current, retainDelegate: false)
            guard let asDelegate = proxy as? Delegate else {
                rxFatalError("\(Self.self) does not conform to \(Delegate.self)")
            }
            setCurrentDelegate(asDelegate, to: object)
        }
        return (proxy, association)
    }
}

/// The forward delegate of a proxy before `installForwardDelegate` replaced it.
private struct ForwardDelegateSnapshot {
    private let strongObject: AnyObject?
    private let weakObject: WeakReference
    /// Whether the proxy held it strongly.
    let retained: Bool

    init(_ object: AnyObject?, retained: Bool) {
        // A retained delegate is kept alive while replaced; a weak one may go away meanwhile.
        self.strongObject = retained ? object : nil
        self.weakObject = WeakReference(object)
        self.retained = retained
    }

    /// The delegate, if it is still alive.
    var object: AnyObject? { strongObject ?? weakObject.object }
}

/// A weak reference in a value.
struct WeakReference {
    /// The referenced object, `nil` once it is deallocated.
    weak var object: AnyObject?

    init(_ object: AnyObject?) {
        self.object = object
    }
}
