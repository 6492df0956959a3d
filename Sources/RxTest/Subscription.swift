/// The virtual times at which an observer subscribed to and unsubscribed from a
/// ``TestableObservable``.
///
/// ```swift
/// print(Subscription(200, 1000))   // (200 : 1000)
/// print(Subscription(200))         // (200 : Infinity)
/// ```
public struct Subscription: Hashable, Sendable, CustomDebugStringConvertible {
    /// The time of the subscription.
    public let subscribe: TestTime
    /// The time of the unsubscription, or `Int.max` while still subscribed.
    public let unsubscribe: TestTime

    /// A subscription that has not been disposed.
    /// - Parameter subscribe: the time of the subscription.
    public init(_ subscribe: TestTime) {
        self.init(subscribe, Int.max)
    }

    /// A subscription disposed at `unsubscribe`.
    /// - Parameters:
    ///   - subscribe: the time of the subscription.
    ///   - unsubscribe: the time of the unsubscription.
    public init(_ subscribe: TestTime, _ unsubscribe: TestTime) {
        self.subscribe = subscribe
        self.unsubscribe = unsubscribe
    }

    /// A description such as `(200 : 1000)`, or `(200 : Infinity)` while still subscribed.
    public var debugDescription: String {
        let end = unsubscribe == Int.max ? "Infinity" : String(unsubscribe)
        return "(\(subscribe) : \(end))"
    }
}
