import Foundation
import RxSwift

/// One proxy attached to one parent, with the lock that serialises installing it as the parent's delegate.
final class ProxyAssociation: @unchecked Sendable {
    // Sendable: `proxy` is immutable (the proxy synchronises itself); `installLock` is a lock.
    /// The attached proxy (held strongly).
    let proxy: AnyObject
    /// Serialises the read-compare-write of the parent's delegate in `proxy(for:)`.
    // Recursive: the parent's delegate setter (user code) may call `proxy(for:)` again on this thread.
    let installLock = RecursiveLock(recursive: true)

    init(proxy: AnyObject) {
        self.proxy = proxy
    }
}

/// The parent → proxy association (DESIGN §6), keyed by parent identity and proxy family.
///
/// Lifetime rules:
/// - The parent is never retained; the proxy is retained while its parent lives.
/// - A parent that conforms to ``HasRxAssociatedObjects`` keeps its proxies in its own
///   ``RxAssociatedObjects``: they are released, and their sequences complete, deterministically when the
///   parent is deinitialised.
/// - Any other parent's proxy is kept in a global table that holds the parent weakly. Every access to the
///   registry (each `proxy(for:)`, `installForwardDelegate`) first removes the entries of dead parents, so a
///   dead parent's proxy is released, and its sequences complete, no later than the next registry access.
///
/// Thread safety: the tables are guarded by locks; proxies are created and released outside them. When two
/// threads create a proxy for the same parent at once, one proxy is kept and the other is discarded.
enum DelegateProxyRegistry {
    private struct Key: Hashable {
        let parent: ObjectIdentifier
        let identifier: Int
    }

    private struct Entry {
        weak var parent: AnyObject?
        let association: ProxyAssociation
    }

    private static let entries = LockedState<[Key: Entry]>([:])

    /// Returns the association of `parent` for the family `identifier`, attaching a proxy made by `make`
    /// (called outside every lock) if there is none.
    static func association(
        for parent: AnyObject,
        identifier: UnsafeRawPointer,
        make: () -> AnyObject
    ) -> ProxyAssociation {
        let family = Int(bitPattern: identifier)
        if let holder = parent as? any HasRxAssociatedObjects {
            releaseDeadParents()
            let store = holder.rxAssociatedObjects
            if let existing = store.proxyAssociation(for: family) {
                return existing
            }
            return store.attach(ProxyAssociation(proxy: make()), for: family)
        }
        let key = Key(parent: ObjectIdentifier(parent), identifier: family)
        let (existing, dead) = entries.withLock { entries in
            let dead = removeDead(from: &entries)
            return (entries[key]?.association, dead)
        }
        withExtendedLifetime(dead) {}  // Dead parents' proxies are released here, outside the lock.
        if let existing {
            return existing
        }
        let created = ProxyAssociation(proxy: make())
        let (winner, moreDead) = entries.withLock { entries in
            let dead = removeDead(from: &entries)
            if let existing = entries[key] {
                return (existing.association, dead)
            }
            entries[key] = Entry(parent: parent, association: created)
            return (created, dead)
        }
        withExtendedLifetime(moreDead) {}
        return winner
    }

    /// Releases the proxies of dead parents (outside the lock).
    static func releaseDeadParents() {
        let dead = entries.withLock { entries in removeDead(from: &entries) }
        withExtendedLifetime(dead) {}
    }

    /// Removes the entries whose parent is gone and returns them, so that they are released by the caller.
    private static func removeDead(from entries: inout [Key: Entry]) -> [Entry] {
        let deadKeys = entries.compactMap { $0.value.parent == nil ? $0.key : nil }
        return deadKeys.compactMap { entries.removeValue(forKey: $0) }
    }
}
