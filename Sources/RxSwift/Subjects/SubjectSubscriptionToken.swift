/// A subject, as seen by the subscriptions it returns: they can only remove their subscriber.
package protocol SubjectSubscriptionOwner: AnyObject {
    /// Removes the subscriber with `key`, if it is still subscribed.
    func unsubscribe(_ key: Int)
}

/// A subject's weak self-reference, shared by all the ``SubjectSubscriptionToken``s of that subject.
///
/// It is weak as upstream's subscriptions are: the subject owns its observers, and an observer that owns
/// its subscription (`subscribe(onNext:)`) must not keep the subject alive through it.
package final class SubjectLink: @unchecked Sendable {
    // Sendable: `owner` is written once, in `init`; weak loads are atomic.
    package private(set) weak var owner: SubjectSubscriptionOwner?

    package init(owner: SubjectSubscriptionOwner) {
        self.owner = owner
    }
}

/// The disposable a subject returns from `subscribe`: disposing it removes one subscriber.
///
/// A two-word value (a strong reference to the subject's shared ``SubjectLink`` and a key), so that it
/// fits an existential's inline buffer and subscribing allocates nothing for it. It does not keep the
/// subject alive; disposing twice is harmless because a ``SubjectEntryList`` never reuses a key.
package struct SubjectSubscriptionToken: Disposable, Sendable {
    private let link: SubjectLink
    private let key: Int

    package init(link: SubjectLink, key: Int) {
        self.link = link
        self.key = key
    }

    package func dispose() {
        link.owner?.unsubscribe(key)
    }
}
