import Foundation

/// The converter of ``TestScheduler``: virtual time and intervals are whole ticks, and one tick lasts
/// `resolution` seconds.
public struct TestSchedulerVirtualTimeConverter: VirtualTimeConverterType, Sendable {
    /// Virtual time is a number of ticks.
    public typealias VirtualTimeUnit = Int
    /// Virtual intervals are a number of ticks.
    public typealias VirtualTimeIntervalUnit = Int

    private let resolution: Double

    /// Creates a converter.
    /// - Parameter resolution: the length of one tick in seconds.
    public init(resolution: Double) {
        precondition(resolution > 0, "TestSchedulerVirtualTimeConverter: resolution must be positive")
        self.resolution = resolution
    }

    /// The date `virtualTime * resolution` seconds after the Unix epoch.
    public func convertFromVirtualTime(_ virtualTime: VirtualTimeUnit) -> RxTime {
        Date(timeIntervalSince1970: TimeInterval(virtualTime) * resolution)
    }

    /// The tick nearest to `time`, counting from the Unix epoch.
    public func convertToVirtualTime(_ time: RxTime) -> VirtualTimeUnit {
        ticks(time.timeIntervalSince1970)
    }

    /// The length of `virtualTimeInterval` ticks in seconds.
    public func convertFromVirtualTimeInterval(_ virtualTimeInterval: VirtualTimeIntervalUnit) -> TimeInterval {
        TimeInterval(virtualTimeInterval) * resolution
    }

    /// The number of ticks nearest to `timeInterval` seconds.
    public func convertToVirtualTimeInterval(_ timeInterval: TimeInterval) -> VirtualTimeIntervalUnit {
        ticks(timeInterval)
    }

    /// Returns `time + offset`, saturating at the bounds of `Int` instead of trapping (a due time of `.seconds(.max)`).
    public func offsetVirtualTime(_ time: VirtualTimeUnit, offset: VirtualTimeIntervalUnit) -> VirtualTimeUnit {
        let (sum, overflow) = time.addingReportingOverflow(offset)
        if overflow { return offset > 0 ? .max : .min }
        return sum
    }

    /// Orders two tick counts.
    public func compareVirtualTime(_ lhs: VirtualTimeUnit, _ rhs: VirtualTimeUnit) -> VirtualTimeComparison {
        if lhs < rhs { return .lessThan }
        if lhs > rhs { return .greaterThan }
        return .equal
    }

    private func ticks(_ seconds: TimeInterval) -> Int {
        let value = (seconds / resolution).rounded()
        if value >= Double(Int.max) { return Int.max }
        if value <= Double(Int.min) { return Int.min }
        return Int(value)
    }
}
