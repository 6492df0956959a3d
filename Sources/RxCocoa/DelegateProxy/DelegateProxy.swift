import Foundation
import RxSwift

/// The base class of delegate proxies: an object that stands in as a parent's delegate, turns the
/// delegate calls it receives into observable sequences and forwards them to the delegate that was
/// set before (the *forward delegate*).
///
/// Without the Objective-C runtime, a subclass implements every method of the delegate protocol and
/// reports each call explicitly (see <doc:DelegateProxyOnLinux>):
/// ```swift
/// final class RxThermometerDelegateProxy: DelegateProxy<Thermometer, ThermometerDelegate>,
///     DelegateProxyType, ThermometerDelegate {
///     init(thermometer: Thermometer) {
///         super.init(parentObject: thermometer, delegateProxy: RxThermometerDelegateProxy.self)
///     }
///     static func registerKnownImplementations() {
///         register { RxThermometerDelegateProxy(thermometer: $0) }
///     }
///     func thermometer(_ thermometer: Thermometer, didMeasure celsius: Double) {
///         _sentMessage(#function, withArguments: [thermometer, celsius])
///         _forwardToDelegate?.thermometer(thermometer, didMeasure: celsius)
///         _methodInvoked(#function, withArguments: [thermometer, celsius])
///     }
/// }
/// ```
///
/// Thread safety: the forward delegate and the per-selector sequences are guarded by a lock, so
/// every method may be called from any thread. When the proxy is deallocated (see the lifetime rules
/// of ``DelegateProxyType/proxy(for:)``), every sequence returned by ``sentMessage(_:)`` and
/// ``methodInvoked(_:)`` completes.
///
/// The class is not declared `Sendable` although it is thread-safe: a `Sendable` base class would make
/// the compiler ask every user subclass to restate the conformance.
open class DelegateProxy<P: AnyObject, D>: NSObject {
    /// The type of the object whose delegate this proxy replaces.
    public typealias ParentObject = P
    /// The delegate protocol (or type) the proxy stands in for.
    public typealias Delegate = D

    private struct State {
        weak var weakForwardDelegate: AnyObject?
        var strongForwardDelegate: AnyObject?
        var sentMessages: [Selector: PublishSubject<[Any]>] = [:]
        var invokedMethods: [Selector: PublishSubject<[Any]>] = [:]
    }

    // Guards the forward delegate and both selector tables.
    private let state = LockedState(State())

    /// Creates a proxy for `parentObject`.
    ///
    /// The proxy does not retain the parent and does not install itself: ``DelegateProxyType/proxy(for:)``
    /// does that. Call this initializer from the factory you pass to ``DelegateProxyType/register(make:)``.
    /// - Parameters:
    ///   - parentObject: the object whose delegate the proxy replaces.
    ///   - delegateProxy: the concrete proxy type (usually `Self.self`).
    public init<Proxy: DelegateProxyType>(parentObject: ParentObject, delegateProxy: Proxy.Type)
    where Proxy: DelegateProxy<ParentObject, Delegate>, Proxy.ParentObject == ParentObject, Proxy.Delegate == Delegate {
        super.init()
        #if TRACE_RESOURCES
            Resources.incrementTotal()
        #endif
    }

    /// Observes calls of the delegate method `selector`, delivered *before* the forward delegate is called.
    ///
    /// Elements are the arguments the subclass reported with `_sentMessage(_:withArguments:)`.
    /// A selector the proxy never reports never emits (there is no runtime to check it against); the
    /// sequence completes when the proxy is deallocated.
    /// - Parameter selector: the method name in `#function` spelling, e.g. `"parser(_:foundCharacters:)"`.
    /// - Returns: the sequence of argument arrays.
    open func sentMessage(_ selector: Selector) -> Observable<[Any]> {
        state.withLock { state in
            if let subject = state.sentMessages[selector] { return subject }
            let subject = PublishSubject<[Any]>()
            state.sentMessages[selector] = subject
            return subject
        }
        .asObservable()
    }

    /// Observes calls of the delegate method `selector`, delivered *after* the forward delegate was called.
    ///
    /// Elements are the arguments the subclass reported with `_methodInvoked(_:withArguments:)`.
    /// A selector the proxy never reports never emits; the sequence completes when the proxy is deallocated.
    /// - Parameter selector: the method name in `#function` spelling, e.g. `"parserDidEndDocument(_:)"`.
    /// - Returns: the sequence of argument arrays.
    open func methodInvoked(_ selector: Selector) -> Observable<[Any]> {
        state.withLock { state in
            if let subject = state.invokedMethods[selector] { return subject }
            let subject = PublishSubject<[Any]>()
            state.invokedMethods[selector] = subject
            return subject
        }
        .asObservable()
    }

    /// Reports that the delegate method `selector` is about to run. Call it first in every delegate method.
    /// - Parameters:
    ///   - selector: the method name; pass `#function`.
    ///   - arguments: the method's arguments, in order (`nil` arguments as `NSNull()` or `Optional`).
    open func _sentMessage(_ selector: Selector, withArguments arguments: [Any]) {
        let subject = state.withLock { $0.sentMessages[selector] }
        subject?.on(.next(arguments))
    }

    /// Reports that the delegate method `selector` has run (after forwarding). Call it last in every
    /// delegate method.
    /// - Parameters:
    ///   - selector: the method name; pass `#function`.
    ///   - arguments: the method's arguments, in order.
    open func _methodInvoked(_ selector: Selector, withArguments arguments: [Any]) {
        let subject = state.withLock { $0.invokedMethods[selector] }
        subject?.on(.next(arguments))
    }

    /// The delegate that receives every call after the proxy has reported it, or `nil`.
    ///
    /// Delegate methods of a subclass forward with `_forwardToDelegate?.method(…)`.
    public final var _forwardToDelegate: Delegate? {
        let object = state.withLock { $0.strongForwardDelegate ?? $0.weakForwardDelegate }
        return object.flatMap { $0 as? Delegate }
    }

    /// Returns the delegate that receives every call after the proxy has reported it.
    /// - Returns: the forward delegate, or `nil`.
    open func forwardToDelegate() -> Delegate? {
        _forwardToDelegate
    }

    /// Sets the delegate that receives every call after the proxy has reported it.
    ///
    /// The delegate should be a class instance: with `retainDelegate == false` the proxy holds it weakly.
    /// - Parameters:
    ///   - delegate: the new forward delegate, or `nil`.
    ///   - retainDelegate: whether the proxy keeps a strong reference to `delegate`.
    open func setForwardToDelegate(_ delegate: Delegate?, retainDelegate: Bool) {
        let object = delegate.map { $0 as AnyObject }
        let released = state.withLock { state -> AnyObject? in
            let previous = state.strongForwardDelegate
            state.weakForwardDelegate = object
            state.strongForwardDelegate = retainDelegate ? object : nil
            return previous
        }
        // A released strong delegate is deinitialised here, outside the lock.
        withExtendedLifetime(released) {}
    }

    /// Whether the current forward delegate is held strongly (used to restore it after
    /// `installForwardDelegate`).
    final var _isForwardDelegateRetained: Bool {
        state.withLock { $0.strongForwardDelegate != nil }
    }

    deinit {
        let subjects = state.withLock { state in
            Array(state.sentMessages.values) + Array(state.invokedMethods.values)
        }
        for subject in subjects {
            subject.on(.completed)
        }
        #if TRACE_RESOURCES
            Resources.decrementTotal()
        #endif
    }
}

/// Lets the generic `DelegateProxyType` code read whether a proxy retains its forward delegate.
protocol ForwardDelegateRetentionReporting: AnyObject {
    /// Whether the current forward delegate is held strongly.
    var _isForwardDelegateRetained: Bool { get }
}

extension DelegateProxy: ForwardDelegateRetentionReporting {}
