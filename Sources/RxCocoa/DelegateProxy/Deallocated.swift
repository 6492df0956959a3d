import Foundation
import RxSwift

extension Reactive where Base: HasRxAssociatedObjects {
    /// Emits `()` and completes when `base` is deinitialised.
    ///
    /// Available for classes that opt in by conforming to ``HasRxAssociatedObjects`` (Swift on Linux has no
    /// associated objects or swizzling, which upstream uses for every `NSObject`). The sequence does not
    /// retain `base`; it fires while `base`'s stored properties are destroyed, after its delegate proxies
    /// were released. Typical use: `.take(until: object.rx.deallocated)`.
    public var deallocated: Observable<Void> {
        base.rxAssociatedObjects.deallocated
    }
}
