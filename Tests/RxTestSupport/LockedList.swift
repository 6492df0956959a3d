import Foundation

/// A list that any thread may append to; a test reads it once the threads are done.
public final class LockedList<Element>: @unchecked Sendable {
    // Sendable: `storage` is only touched under `lock`.
    private let lock = NSLock()
    private var storage: [Element] = []

    /// Creates an empty list.
    public init() {}

    /// The elements appended so far, in order.
    public var elements: [Element] { lock.withLock { storage } }

    /// Appends `element`.
    /// - Parameter element: the element.
    public func append(_ element: Element) {
        lock.withLock { storage.append(element) }
    }
}
