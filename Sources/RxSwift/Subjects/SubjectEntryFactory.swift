/// Makes the ``SubjectEntry`` of a new subscriber, for observers of one static type.
///
/// Performance: naming `TypedSubjectEntry<Observer>` in unspecialised code costs a runtime generic-metadata
/// lookup per subscription; the closure made by ``make(for:)`` captures the entry's type once. A
/// ``SubjectEntryList`` keeps the factory made for its first subscriber's type, and the factories are shared by
/// every subject through ``cached(for:)``: a subject made per connection (`share`, a `Driver`) would otherwise
/// make its factory, with a conformance check, on every connection.
package struct SubjectEntryFactory: @unchecked Sendable {
    // Sendable: immutable; `make` captures nothing but an entry type.
    /// The observer type this factory makes entries for.
    let observerType: ObjectIdentifier
    /// Makes an entry for the observer that `pointer` points to.
    let make: (UnsafeRawPointer) -> SubjectEntry

    /// The factories made so far, by observer type. (A `LockedState`, not a `Synchronization.Mutex`:
    /// ThreadSanitizer reports the `Mutex`'s in-place access as a race.)
    private static let made = LockedState<[ObjectIdentifier: SubjectEntryFactory]>([:])

    /// The factory for observers of type `Observer`, made once per type.
    @inline(never)
    static func cached<Observer: ObserverType>(for _: Observer.Type) -> SubjectEntryFactory {
        let key = ObjectIdentifier(Observer.self)
        if let factory = made.withLock({ $0[key] }) { return factory }
        let factory = make(for: Observer.self)
        made.withLock { $0[key] = factory }
        return factory
    }

    /// A factory for observers of type `Observer`.
    @_semantics("optimize.sil.specialize.generic.never")
    @inline(never)
    static func make<Observer: ObserverType>(for _: Observer.Type) -> SubjectEntryFactory {
        if let receiverType = Observer.self as? any (ObserverType & ElementReceiver).Type {
            return makeReceiving(for: receiverType)
        }
        if let forwardingType = Observer.self as? any ReceiverForwarding.Type {
            return makeForwarding(for: forwardingType)
        }
        let entryType = TypedSubjectEntry<Observer>.self
        return SubjectEntryFactory(observerType: ObjectIdentifier(Observer.self)) { pointer in
            entryType.init(pointer.assumingMemoryBound(to: Observer.self).pointee)
        }
    }

    /// A factory for observers of type `Observer` that take elements directly.
    @_semantics("optimize.sil.specialize.generic.never")
    @inline(never)
    private static func makeReceiving<Observer: ObserverType & ElementReceiver>(
        for _: Observer.Type
    ) -> SubjectEntryFactory {
        let entryType = ReceivingSubjectEntry<Observer>.self
        return SubjectEntryFactory(observerType: ObjectIdentifier(Observer.self)) { pointer in
            entryType.init(receiving: pointer.assumingMemoryBound(to: Observer.self).pointee)
        }
    }

    /// A factory for ``ReceiverObserver``s, whose receiver the entry takes as it is.
    @_semantics("optimize.sil.specialize.generic.never")
    @inline(never)
    private static func makeForwarding<Observer: ReceiverForwarding>(for _: Observer.Type) -> SubjectEntryFactory {
        let entryType = ForwardedReceiverEntry<Observer.Element>.self
        return SubjectEntryFactory(observerType: ObjectIdentifier(Observer.self)) { pointer in
            entryType.init(forwarding: pointer.assumingMemoryBound(to: Observer.self).pointee.receiver)
        }
    }

    /// Makes an entry for `observer`, through this factory when it was made for `Observer`.
    @inline(__always)
    func entry<Observer: ObserverType>(for observer: Observer) -> SubjectEntry {
        if observerType == ObjectIdentifier(Observer.self) {
            return withUnsafePointer(to: observer) { make(UnsafeRawPointer($0)) }
        }
        return TypedSubjectEntry(observer)
    }
}
