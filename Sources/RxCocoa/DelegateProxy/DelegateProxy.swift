import Foundation
import RxSwift
import Synchronization

/// What a ``DelegateProxy`` guards with its lock: the forward delegate and the per-selector subjects.
///
/// Performance: declared outside the generic class, so that it is not generic itself and the lock finds it at a
/// constant place (nested, its place was computed from its metadata on every delegate call).
private struct DelegateProxyState {
    weak var weakForwardDelegate: AnyObject?
    var strongForwardDelegate: AnyObject?
    /// The forward delegate as a `Delegate`, when it is a class instance (see ``UnretainedDelegate``).
    var typedForwardDelegate: UnretainedDelegate?
    var sentMessages = SelectorSubjects()
    var invokedMethods = SelectorSubjects()
}

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

    // Guards the forward delegate and both selector tables.
    private let state = LockedState(DelegateProxyState())
    // Which tables have a subject (`sentMessagesFlag`, `invokedMethodsFlag`), readable without the lock: a
    // call that nobody asked to observe returns after one atomic load. Bits are only ever set.
    private let observedTables = Atomic<UInt8>(0)
    private static var sentMessagesFlag: UInt8 { 1 }
    private static var invokedMethodsFlag: UInt8 { 2 }

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
        #if TRACE_RESOURCES || DEBUG
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
        let subject = state.withLock { $0.sentMessages.subject(creatingFor: selector) }
        observedTables.bitwiseOr(Self.sentMessagesFlag, ordering: .releasing)
        return subject.asObservable()
    }

    /// Observes calls of the delegate method `selector`, delivered *after* the forward delegate was called.
    ///
    /// Elements are the arguments the subclass reported with `_methodInvoked(_:withArguments:)`.
    /// A selector the proxy never reports never emits; the sequence completes when the proxy is deallocated.
    /// - Parameter selector: the method name in `#function` spelling, e.g. `"parserDidEndDocument(_:)"`.
    /// - Returns: the sequence of argument arrays.
    open func methodInvoked(_ selector: Selector) -> Observable<[Any]> {
        let subject = state.withLock { $0.invokedMethods.subject(creatingFor: selector) }
        observedTables.bitwiseOr(Self.invokedMethodsFlag, ordering: .releasing)
        return subject.asObservable()
    }

    /// Reports that the delegate method `selector` is about to run. Call it first in every delegate method.
    ///
    /// `arguments` is evaluated only when someone observes ``sentMessage(_:)`` for `selector`, and then
    /// handed to ``_sentMessage(_:withArguments:)``: a call that nobody observes costs one atomic load (or
    /// one table look-up) and allocates nothing.
    ///
    /// ```swift
    /// func thermometer(_ thermometer: Thermometer, didMeasure celsius: Double) {
    ///     _sentMessage(#function, arguments: [thermometer, celsius])
    ///     _forwardToDelegate?.thermometer(thermometer, didMeasure: celsius)
    ///     _methodInvoked(#function, arguments: [thermometer, celsius])
    /// }
    /// ```
    /// - Parameters:
    ///   - selector: the method name; pass `#function`.
    ///   - arguments: the method's arguments, in order (`nil` arguments as `NSNull()` or `Optional`).
    public final func _sentMessage(_ selector: Selector, arguments: @autoclosure () -> [Any]) {
        guard observedSubject(selector, invoked: false) != nil else { return }
        _sentMessage(selector, withArguments: arguments())
    }

    /// Reports that the delegate method `selector` has run (after forwarding). Call it last in every
    /// delegate method.
    ///
    /// `arguments` is evaluated only when someone observes ``methodInvoked(_:)`` for `selector`, and then
    /// handed to ``_methodInvoked(_:withArguments:)``: a call that nobody observes costs one atomic load (or
    /// one table look-up) and allocates nothing.
    /// - Parameters:
    ///   - selector: the method name; pass `#function`.
    ///   - arguments: the method's arguments, in order.
    public final func _methodInvoked(_ selector: Selector, arguments: @autoclosure () -> [Any]) {
        guard observedSubject(selector, invoked: true) != nil else { return }
        _methodInvoked(selector, withArguments: arguments())
    }

    /// Delivers the arguments of a call of `selector` to the observers of ``sentMessage(_:)``.
    ///
    /// Upstream's overridable shape: ``_sentMessage(_:arguments:)`` calls it when someone observes
    /// `selector`, and a subclass may override it (calling `super`). Calling it directly also works, but the
    /// caller builds the array even when nobody observes; prefer ``_sentMessage(_:arguments:)``.
    /// - Parameters:
    ///   - selector: the method name.
    ///   - arguments: the method's arguments, in order.
    open func _sentMessage(_ selector: Selector, withArguments arguments: [Any]) {
        state.withLock { $0.sentMessages.subject(for: selector) }?.receiveNext(arguments)
    }

    /// Delivers the arguments of a call of `selector` to the observers of ``methodInvoked(_:)``.
    ///
    /// Upstream's overridable shape: ``_methodInvoked(_:arguments:)`` calls it when someone observes
    /// `selector`, and a subclass may override it (calling `super`). Calling it directly also works, but the
    /// caller builds the array even when nobody observes; prefer ``_methodInvoked(_:arguments:)``.
    /// - Parameters:
    ///   - selector: the method name.
    ///   - arguments: the method's arguments, in order.
    open func _methodInvoked(_ selector: Selector, withArguments arguments: [Any]) {
        state.withLock { $0.invokedMethods.subject(for: selector) }?.receiveNext(arguments)
    }

    /// The subject of `selector` in the `methodInvoked` (`invoked`) or the `sentMessage` table when it has at
    /// least one observer, else `nil`.
    @inline(__always)
    private func observedSubject(_ selector: Selector, invoked: Bool) -> PublishSubject<[Any]>? {
        let flag = invoked ? Self.invokedMethodsFlag : Self.sentMessagesFlag
        guard observedTables.load(ordering: .acquiring) & flag != 0,
            let subject = state.withLock({
                invoked ? $0.invokedMethods.subject(for: selector) : $0.sentMessages.subject(for: selector)
            }),
            subject.hasObservers
        else { return nil }
        return subject
    }

    /// The delegate that receives every call after the proxy has reported it, or `nil`.
    ///
    /// Delegate methods of a subclass forward with `_forwardToDelegate?.method(…)`.
    public final var _forwardToDelegate: Delegate? {
        let (object, typed) = state.withLock { state in
            (state.strongForwardDelegate ?? state.weakForwardDelegate, state.typedForwardDelegate)
        }
        guard let object else { return nil }
        if let typed { return typed.load(as: Delegate.self, keepingAlive: object) }
        return object as? Delegate
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
        let typed = delegate.flatMap { UnretainedDelegate($0) }
        let released = state.withLock { state -> (AnyObject?, UnretainedDelegate?) in
            let previous = (state.strongForwardDelegate, state.typedForwardDelegate)
            state.weakForwardDelegate = object
            state.strongForwardDelegate = retainDelegate ? object : nil
            state.typedForwardDelegate = typed
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
            state.sentMessages.subjects + state.invokedMethods.subjects
        }
        for subject in subjects {
            subject.on(.completed)
        }
        #if TRACE_RESOURCES || DEBUG
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

/// The `PublishSubject` of each observed selector of one ``DelegateProxy`` table, in a short array searched
/// linearly: a delegate protocol has a handful of methods, and comparing a few method names costs less than
/// hashing one (a `#function` name is usually longer than a small string, so hashing it runs SipHash over
/// the whole name on every call).
private struct SelectorSubjects {
    private var selectors: [Selector] = []
    /// The subjects, in the order of `selectors`.
    private(set) var subjects: [PublishSubject<[Any]>] = []

    /// The subject of `selector`, or `nil` when nobody ever asked to observe it.
    func subject(for selector: Selector) -> PublishSubject<[Any]>? {
        for index in selectors.indices where selectors[index] == selector {
            return subjects[index]
        }
        return nil
    }

    /// The subject of `selector`, made and stored the first time.
    mutating func subject(creatingFor selector: Selector) -> PublishSubject<[Any]> {
        if let subject = subject(for: selector) { return subject }
        let subject = PublishSubject<[Any]>()
        selectors.append(selector)
        subjects.append(subject)
        return subject
    }
}
