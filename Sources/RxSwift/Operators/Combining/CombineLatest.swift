// The public `combineLatest` overloads for 2…8 sources and their typed sinks are generated into
// CombineLatest+Arity.generated.swift by scripts/generate-arity.swift; their common base class is
// ``CombiningSink`` (CombiningSink.swift). This file holds the storage they use for a source's latest element.

/// The latest element of one source of a `combineLatest` sink, in storage allocated once per subscription.
///
/// Performance: not an `Optional`, whose metadata the sink's unspecialised code would look up at runtime on
/// every element. The owner calls ``destroy()`` exactly once, from its `deinit`.
struct LatestElement<Element> {
    private let storage = UnsafeMutablePointer<Element>.allocate(capacity: 1)
    /// `true` once an element was set.
    private(set) var isSet = false

    /// The latest element; only read after a ``set(_:)``.
    var value: Element {
        @inline(__always) get { storage.pointee }
    }

    /// Replaces the latest element.
    @inline(__always)
    mutating func set(_ element: Element) {
        if isSet {
            storage.pointee = element
        } else {
            storage.initialize(to: element)
            isSet = true
        }
    }

    /// Releases the element and the storage.
    func destroy() {
        if isSet { storage.deinitialize(count: 1) }
        storage.deallocate()
    }
}
