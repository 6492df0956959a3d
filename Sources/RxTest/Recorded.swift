/// A virtual time in ticks of a ``TestScheduler``.
public typealias TestTime = Int

/// A value recorded at a virtual time, usually an `Event` received by a ``TestableObserver`` or
/// scheduled by a ``TestableObservable``.
///
/// ```swift
/// let events: [Recorded<Event<Int>>] = [.next(210, 1), .completed(250)]
/// print(events[0])   // next(1) @ 210
/// ```
public struct Recorded<Value>: CustomDebugStringConvertible {
    /// The virtual time at which the value was recorded.
    public let time: TestTime
    /// The recorded value.
    public let value: Value

    /// Creates a recorded value.
    /// - Parameters:
    ///   - time: the virtual time.
    ///   - value: the value.
    public init(time: TestTime, value: Value) {
        self.time = time
        self.value = value
    }

    /// A description such as `next(1) @ 210`.
    public var debugDescription: String {
        "\(value) @ \(time)"
    }
}

extension Recorded: Equatable where Value: Equatable {}

extension Recorded: Hashable where Value: Hashable {}

extension Recorded: Sendable where Value: Sendable {}

extension Recorded {
    /// A `next` event recorded at `time`.
    ///
    /// ```swift
    /// let event = Recorded.next(210, 1)   // Recorded<Event<Int>>
    /// ```
    /// - Parameters:
    ///   - time: the virtual time.
    ///   - element: the element.
    /// - Returns: the recorded event.
    public static func next<T>(_ time: TestTime, _ element: T) -> Recorded<Event<T>> where Value == Event<T> {
        Recorded(time: time, value: .next(element))
    }

    /// A `completed` event recorded at `time`.
    /// - Parameters:
    ///   - time: the virtual time.
    ///   - type: the element type of the event, when the context does not tell it.
    /// - Returns: the recorded event.
    public static func completed<T>(_ time: TestTime, _ type: T.Type = T.self) -> Recorded<Event<T>>
    where Value == Event<T> {
        Recorded(time: time, value: .completed)
    }

    /// An `error` event recorded at `time`.
    /// - Parameters:
    ///   - time: the virtual time.
    ///   - error: the error.
    ///   - type: the element type of the event, when the context does not tell it.
    /// - Returns: the recorded event.
    public static func error<T>(_ time: TestTime, _ error: Swift.Error, _ type: T.Type = T.self) -> Recorded<Event<T>>
    where Value == Event<T> {
        Recorded(time: time, value: .error(error))
    }

    /// Returns its arguments as an array; a readable way to list expected events.
    ///
    /// ```swift
    /// let expected = Recorded.events(.next(210, "a"), .completed(250))
    /// ```
    /// - Parameter recordedEvents: the events.
    /// - Returns: the events as an array.
    public static func events<T>(_ recordedEvents: Recorded<Event<T>>...) -> [Recorded<Event<T>>]
    where Value == Event<T> {
        recordedEvents
    }

    /// Returns `recordedEvents` unchanged; the array form of the variadic `events(_:)`.
    /// - Parameter recordedEvents: the events.
    /// - Returns: the same events.
    public static func events<T>(_ recordedEvents: [Recorded<Event<T>>]) -> [Recorded<Event<T>>]
    where Value == Event<T> {
        recordedEvents
    }
}
