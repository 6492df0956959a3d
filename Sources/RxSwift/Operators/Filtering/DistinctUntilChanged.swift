extension ObservableType where Element: Equatable {
    /// Drops elements equal to the one before them.
    ///
    /// ```swift
    /// Observable.of("A", "A", "B", "B", "A").distinctUntilChanged()   // A B A
    /// ```
    ///
    /// ![The marble diagram of distinctUntilChanged.](marble-distinctUntilChanged.svg)
    /// - Returns: the sequence without consecutive duplicates.
    /// - SeeAlso: [ReactiveX distinct](http://reactivex.io/documentation/operators/distinct.html)
    @inlinable  // Performance: `==` is specialised for the caller's `Element` instead of a witness call.
    public func distinctUntilChanged() -> Observable<Element> {
        distinctElements(replacingIfDistinct: { previous, element in
            if previous.pointee == element { return false }
            previous.pointee = element
            return true
        })
    }
}

extension ObservableType {
    /// Drops elements whose key equals the key of the element before them.
    /// - Parameters:
    ///   - keySelector: computes the key compared between consecutive elements.
    ///   - isolation: the caller's actor isolation, filled in by the compiler. Debug builds report a closure
    ///     given here that runs off that actor (<doc:SwiftConcurrency>); `nil` turns the check off.
    /// - Returns: the sequence without consecutive duplicates.
    public func distinctUntilChanged<Key: Equatable>(
        _ keySelector: @escaping (Element) throws -> Key, isolation: (any Actor)? = #isolation
    )
        -> Observable<Element>
    {
        let keySelector = isolationChecked(keySelector, isolation, "distinctUntilChanged")
        return distinctUntilChanged(keySelector, comparer: { $0 == $1 })
    }

    /// Drops elements that `comparer` says are equal to the element before them.
    /// - Parameters:
    ///   - comparer: returns `true` when two consecutive elements are equal.
    ///   - isolation: the caller's actor isolation, filled in by the compiler. Debug builds report a closure
    ///     given here that runs off that actor (<doc:SwiftConcurrency>); `nil` turns the check off.
    /// - Returns: the sequence without consecutive duplicates.
    public func distinctUntilChanged(
        _ comparer: @escaping (Element, Element) throws -> Bool, isolation: (any Actor)? = #isolation
    ) -> Observable<Element> {
        let comparer = isolationChecked(comparer, isolation, "distinctUntilChanged")
        return distinctElements(replacingIfDistinct: { previous, element in
            if try comparer(previous.pointee, element) { return false }
            previous.pointee = element
            return true
        })
    }

    /// `distinctUntilChanged` comparing the elements themselves (no key to compute and keep).
    ///
    /// `replacingIfDistinct` compares the previous element (the pointee) with the new one and, when they
    /// differ, stores the new one there and returns `true`. Performance: made by the (inlinable) caller, it
    /// reads and writes the previous element in place, specialised for `Element`, where this module's
    /// unspecialised code would copy it through value witnesses.
    ///
    /// The producer, and the sink of a receiver, are made here, in the caller's specialised context (no metadata
    /// lookup per subscription).
    @inlinable
    func distinctElements(
        replacingIfDistinct: @escaping (UnsafeMutablePointer<Element>, Element) throws -> Bool
    ) -> Observable<Element> {
        OperatorProducer(source: asObservable()) { source, receiver in
            DistinctElementsSink<Element>(receiver: receiver, replacingIfDistinct: replacingIfDistinct)
                .start(from: source)
        }
    }
}

extension ObservableType {
    /// Drops elements whose key `comparer` says equals the key of the element before them.
    /// - Parameters:
    ///   - keySelector: computes the key compared between consecutive elements.
    ///   - comparer: returns `true` when two consecutive keys are equal.
    ///   - isolation: the caller's actor isolation, filled in by the compiler. Debug builds report a closure
    ///     given here that runs off that actor (<doc:SwiftConcurrency>); `nil` turns the check off.
    /// - Returns: the sequence without consecutive duplicates.
    @inlinable  // Performance: the producer and the sink are named in the caller's specialised code.
    public func distinctUntilChanged<Key>(
        _ keySelector: @escaping (Element) throws -> Key,
        comparer: @escaping (Key, Key) throws -> Bool,
        isolation: (any Actor)? = #isolation
    ) -> Observable<Element> {
        let keySelector = isolationChecked(keySelector, isolation, "distinctUntilChanged")
        let comparer = isolationChecked(comparer, isolation, "distinctUntilChanged")
        return OperatorProducer(source: asObservable()) { source, receiver in
            DistinctUntilChangedSink<Element, Key>(
                receiver: receiver, keySelector: keySelector, comparer: comparer
            ).start(from: source)
        }
    }

    /// Drops elements whose property at `keyPath` equals that of the element before them.
    /// - Parameter keyPath: the property compared between consecutive elements.
    /// - Returns: the sequence without consecutive duplicates.
    public func distinctUntilChanged<Property: Equatable>(at keyPath: KeyPath<Element, Property>)
        -> Observable<Element>
    {
        distinctUntilChanged({ $0[keyPath: keyPath] }, comparer: { $0 == $1 })
    }
}

/// The sink of `distinctUntilChanged` with a key: keeps the last key and forwards the elements whose key differs.
@usableFromInline
final class DistinctUntilChangedSink<Element, Key>: PassthroughSink<Element, Element> {
    private let keySelector: (Element) throws -> Key
    private let comparer: (Key, Key) throws -> Bool
    // Performance: the key is stored without an `Optional` (whose metadata this unspecialised code would look
    // up on every element), and without runtime exclusivity checks (elements arrive serially).
    @exclusivity(unchecked) private var currentKey = ElementBuffer<Key>(capacity: 1)

    @usableFromInline
    init(
        receiver: any ElementReceiver<Element>,
        keySelector: @escaping (Element) throws -> Key,
        comparer: @escaping (Key, Key) throws -> Bool
    ) {
        self.keySelector = keySelector
        self.comparer = comparer
        super.init(receiver: receiver)
    }

    override func onNext(_ element: Element) {
        do {
            let key = try keySelector(element)
            if !currentKey.isEmpty, try comparer(currentKey.first, key) { return }
            currentKey.replaceLast(with: key)
            forwardNext(element)
        } catch {
            forwardError(error)
        }
    }
}

/// ``DistinctUntilChangedSink`` without a key selector: keeps and compares the elements themselves.
///
/// Performance: `Element` is a parameter of its own (not `Element`), so the element's metadata is
/// read from the class instead of looked up as an associated type on every element.
@usableFromInline
final class DistinctElementsSink<Element>: PassthroughSink<Element, Element> {
    private let replacingIfDistinct: (UnsafeMutablePointer<Element>, Element) throws -> Bool
    /// The previous element, in storage allocated when the first element arrives (a subscription that sees
    /// none allocates nothing).
    @exclusivity(unchecked) private var previous: UnsafeMutablePointer<Element>?

    @usableFromInline
    init(
        receiver: any ElementReceiver<Element>,
        replacingIfDistinct: @escaping (UnsafeMutablePointer<Element>, Element) throws -> Bool
    ) {
        self.replacingIfDistinct = replacingIfDistinct
        super.init(receiver: receiver)
    }

    override func onNext(_ element: Element) {
        if let previous {
            do {
                guard try replacingIfDistinct(previous, element) else { return }
            } catch {
                forwardError(error)
                return
            }
        } else {
            keepFirst(element)
        }
        forwardNext(element)
    }

    /// Allocates the storage of the previous element and keeps `element` there (once, off the per-element path).
    @inline(never)
    private func keepFirst(_ element: Element) {
        let first = UnsafeMutablePointer<Element>.allocate(capacity: 1)
        first.initialize(to: element)
        previous = first
    }

    deinit {
        if let previous {
            previous.deinitialize(count: 1)
            previous.deallocate()
        }
    }
}
