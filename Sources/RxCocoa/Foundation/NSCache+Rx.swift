import Foundation
import RxSwift

/// The delegate proxy of `NSCache`: reports `cache(_:willEvictObject:)` and forwards it to the delegate
/// that was set before.
///
/// `NSCache` is generic but its delegate sees every cache as `NSCache<AnyObject, AnyObject>`, as Foundation
/// does; `cache.rx.willEvictObject` works for every specialisation. The proxy of a released cache is
/// released (and its sequences complete) at the next delegate-proxy registry access.
open class RxNSCacheDelegateProxy: DelegateProxy<NSCache<AnyObject, AnyObject>, NSCacheDelegate>, DelegateProxyType,
    NSCacheDelegate
{
    let willEvictObjectSubject = PublishSubject<Any>()

    /// Creates the proxy of `cache`.
    /// - Parameter cache: the parent cache.
    public init(cache: NSCache<AnyObject, AnyObject>) {
        super.init(parentObject: cache, delegateProxy: RxNSCacheDelegateProxy.self)
    }

    /// Registers the factory for every `NSCache` specialisation.
    public static func registerKnownImplementations() {
        // A specialisation such as NSCache<NSString, NSData> is its own class, unrelated to
        // NSCache<AnyObject, AnyObject> in the class hierarchy; the factory is registered on their common
        // superclass, NSObject. Only caches reach it: ParentObject is NSCache<AnyObject, AnyObject>.
        register { (object: NSObject) in
            RxNSCacheDelegateProxy(cache: reinterpretAsAnyObjectCache(object))
        }
    }

    /// Returns `object.delegate`.
    /// - Parameter object: the cache.
    /// - Returns: its delegate.
    public static func currentDelegate(for object: NSCache<AnyObject, AnyObject>) -> NSCacheDelegate? {
        object.delegate
    }

    /// Sets `object.delegate`.
    /// - Parameters:
    ///   - delegate: the new delegate.
    ///   - object: the cache.
    public static func setCurrentDelegate(_ delegate: NSCacheDelegate?, to object: NSCache<AnyObject, AnyObject>) {
        object.delegate = delegate
    }

    /// Reports and forwards `cache(_:willEvictObject:)`.
    public func cache(_ cache: NSCache<AnyObject, AnyObject>, willEvictObject obj: Any) {
        _sentMessage(#function, arguments: [cache, obj])
        _forwardToDelegate?.cache(cache, willEvictObject: obj)
        _methodInvoked(#function, arguments: [cache, obj])
        willEvictObjectSubject.on(.next(obj))
    }

    deinit {
        willEvictObjectSubject.on(.completed)
    }
}

/// An `NSCache` of any specialisation, seen as `NSCache<AnyObject, AnyObject>` (what its delegate receives).
///
/// Lets `cache.rx` offer the same members for `NSCache<NSString, NSData>` and every other specialisation.
public protocol NSCacheType: AnyObject {
    /// The cache itself, typed as `NSCache<AnyObject, AnyObject>`.
    var _anyObjectCache: NSCache<AnyObject, AnyObject> { get }
}

extension NSCache: NSCacheType {
    /// The cache itself, typed as `NSCache<AnyObject, AnyObject>` (keys and objects are class instances,
    /// so every specialisation has the same layout; Foundation performs the same conversion).
    public var _anyObjectCache: NSCache<AnyObject, AnyObject> {
        reinterpretAsAnyObjectCache(self)
    }
}

/// Reinterprets a cache of any specialisation as `NSCache<AnyObject, AnyObject>` (no runtime check: a
/// specialisation is not a subclass of another, so `as?` and `unsafeDowncast` would reject it).
private func reinterpretAsAnyObjectCache(_ cache: AnyObject) -> NSCache<AnyObject, AnyObject> {
    let pointer = Unmanaged.passUnretained(cache).toOpaque()
    return Unmanaged<NSCache<AnyObject, AnyObject>>.fromOpaque(pointer).takeUnretainedValue()
}

extension Reactive where Base: NSCacheType {
    /// The cache's delegate proxy (installed on first use).
    public var delegate: DelegateProxy<NSCache<AnyObject, AnyObject>, NSCacheDelegate> {
        RxNSCacheDelegateProxy.proxy(for: base._anyObjectCache)
    }

    /// Installs `delegate` as the forward delegate of the cache's proxy (held weakly).
    /// - Parameter delegate: receives every delegate call after the proxy.
    /// - Returns: a disposable that restores the previous forward delegate.
    public func setDelegate(_ delegate: NSCacheDelegate) -> Disposable {
        RxNSCacheDelegateProxy.installForwardDelegate(
            delegate,
            retainDelegate: false,
            onProxyForObject: base._anyObjectCache
        )
    }

    /// Each object the cache is about to evict (for example when `countLimit` is exceeded).
    public var willEvictObject: Observable<Any> {
        RxNSCacheDelegateProxy.proxy(for: base._anyObjectCache).willEvictObjectSubject.asObservable()
    }
}
