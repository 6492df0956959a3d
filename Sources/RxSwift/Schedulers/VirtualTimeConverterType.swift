import Foundation

/// Converts between a virtual-time scheduler's own time units and real `Date`/`TimeInterval` values.
///
/// ``VirtualTimeScheduler`` keeps its clock in `VirtualTimeUnit` and measures distances in
/// `VirtualTimeIntervalUnit`; the converter lets it implement ``SchedulerType`` on top of them.
public protocol VirtualTimeConverterType {
    /// The type of an absolute virtual time.
    associatedtype VirtualTimeUnit
    /// The type of a distance between two virtual times.
    associatedtype VirtualTimeIntervalUnit

    /// Converts a virtual time to a real date.
    /// - Parameter virtualTime: the virtual time.
    /// - Returns: the corresponding date.
    func convertFromVirtualTime(_ virtualTime: VirtualTimeUnit) -> RxTime

    /// Converts a real date to a virtual time.
    /// - Parameter time: the date.
    /// - Returns: the corresponding virtual time.
    func convertToVirtualTime(_ time: RxTime) -> VirtualTimeUnit

    /// Converts a virtual interval to seconds.
    /// - Parameter virtualTimeInterval: the virtual interval.
    /// - Returns: the interval in seconds.
    func convertFromVirtualTimeInterval(_ virtualTimeInterval: VirtualTimeIntervalUnit) -> TimeInterval

    /// Converts an interval in seconds to a virtual interval.
    /// - Parameter timeInterval: the interval in seconds.
    /// - Returns: the virtual interval.
    func convertToVirtualTimeInterval(_ timeInterval: TimeInterval) -> VirtualTimeIntervalUnit

    /// Moves a virtual time by a virtual interval.
    /// - Parameters:
    ///   - time: the starting time.
    ///   - offset: the distance to move by.
    /// - Returns: `time + offset`.
    func offsetVirtualTime(_ time: VirtualTimeUnit, offset: VirtualTimeIntervalUnit) -> VirtualTimeUnit

    /// Orders two virtual times.
    /// - Returns: how `lhs` relates to `rhs`.
    func compareVirtualTime(_ lhs: VirtualTimeUnit, _ rhs: VirtualTimeUnit) -> VirtualTimeComparison
}

/// The result of comparing two virtual times with
/// ``VirtualTimeConverterType/compareVirtualTime(_:_:)``.
public enum VirtualTimeComparison: Sendable, Hashable {
    /// The first time is earlier than the second.
    case lessThan
    /// Both times are the same.
    case equal
    /// The first time is later than the second.
    case greaterThan
}
