import Foundation
import RxSwift

/// A class that stores an ``RxAssociatedObjects`` so that RxCocoa can attach objects to its instances.
///
/// Swift on Linux has no Objective-C associated objects. A class that conforms and keeps the store in a
/// stored `let` gets:
/// - deterministic release of its delegate proxies when an instance is deinitialised (their sequences
///   complete at that moment instead of at the next registry access);
/// - ``RxSwift/Reactive/deallocated``.
/// ```swift
/// final class Thermometer: HasRxAssociatedObjects {
///     let rxAssociatedObjects = RxAssociatedObjects()
///     weak var delegate: ThermometerDelegate?
/// }
/// ```
/// The store must be owned by the instance alone: do not share it, return a new one from a computed
/// property, or keep references to it elsewhere.
public protocol HasRxAssociatedObjects: AnyObject {
    /// The instance's own store; a stored `let` initialised with `RxAssociatedObjects()`.
    var rxAssociatedObjects: RxAssociatedObjects { get }
}

/// The objects RxCocoa attaches to one instance of a ``HasRxAssociatedObjects`` class.
///
/// When the store is deinitialised (as part of its owner's deinitialisation) it releases the owner's
/// delegate proxies, which completes their sequences, and then emits `()` and completes on
/// ``RxSwift/Reactive/deallocated``.
public final class RxAssociatedObjects: @unchecked Sendable {
    // Sendable: `state` is a LockedState.
    private struct State {
        var proxies: [Int: ProxyAssociation] = [:]
        var deallocated: ReplaySubject<Void>?
    }

    private let state = LockedState(State())

    /// Creates an empty store; keep it in a stored `let` of the owner.
    public init() {}

    /// The proxy association for a proxy family, if attached.
    func proxyAssociation(for family: Int) -> ProxyAssociation? {
        state.withLock { $0.proxies[family] }
    }

    /// Attaches `association` unless another thread attached one first; returns the attached one.
    func attach(_ association: ProxyAssociation, for family: Int) -> ProxyAssociation {
        state.withLock { state in
            if let existing = state.proxies[family] { return existing }
            state.proxies[family] = association
            return association
        }
    }

    /// The sequence that emits `()` and completes when the owner is deinitialised.
    var deallocated: Observable<Void> {
        state.withLock { state in
            if let subject = state.deallocated { return subject }
            let subject = ReplaySubject<Void>.create(bufferSize: 1)
            state.deallocated = subject
            return subject
        }
        .asObservable()
    }

    deinit {
        var proxies = state.withLock { state in
            defer { state.proxies = [:] }
            return Array(state.proxies.values)
        }
        let deallocated = state.withLock { $0.deallocated }
        // Release the proxies first (their deinit completes their sequences), then announce deallocation.
        proxies.removeAll()
        deallocated?.on(.next(()))
        deallocated?.on(.completed)
    }
}
