import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

extension ObservableType {
    /// Prints every event and the subscription lifecycle, prefixed with a timestamp and `identifier`.
    ///
    /// ```swift
    /// Observable.of(1).debug("numbers").subscribe()
    /// // 2026-01-01 10:00:00.000: numbers -> subscribed
    /// // 2026-01-01 10:00:00.001: numbers -> Event next(1)
    /// // 2026-01-01 10:00:00.001: numbers -> Event completed
    /// // 2026-01-01 10:00:00.001: numbers -> isDisposed
    /// ```
    /// - Parameters:
    ///   - identifier: the label; by default `file:line (function)` of the call site.
    ///   - trimOutput: shorten event descriptions longer than 40 characters.
    ///   - file: the call site's file, used in the default identifier.
    ///   - line: the call site's line, used in the default identifier.
    ///   - function: the call site's function, used in the default identifier.
    /// - Returns: the same sequence.
    public func debug(
        _ identifier: String? = nil,
        trimOutput: Bool = false,
        file: String = #file,
        line: UInt = #line,
        function: String = #function
    ) -> Observable<Element> {
        let label = identifier ?? "\((file as NSString).lastPathComponent):\(line) (\(function))"
        return OperatorProducer(source: asObservable()) { source, receiver in
            DebugLog.write(DebugLog.line(label, "subscribed"))
            return DebugSink(receiver: receiver, identifier: label, trimOutput: trimOutput).start(from: source)
        }
    }
}

/// Formats debug output lines.
package enum DebugLog {
    private static let maximumEventLength = 40

    /// Where `debug` writes its lines: standard output, as upstream, unless a handler is set (the package's tests
    /// capture the lines with it, so that a green test run prints nothing but the test runners' lines).
    package static let output = LockedState<(@Sendable (String) -> Void)?>(nil)

    /// Writes `line` to ``output``'s handler, or prints it.
    static func write(_ line: String) {
        if let handler = output.withLock({ $0 }) {
            handler(line)
        } else {
            print(line)
        }
    }

    static func line(_ identifier: String, _ content: String) -> String {
        "\(timestamp(Date())): \(identifier) -> \(content)"
    }

    /// `yyyy-MM-dd HH:mm:ss.SSS` in local time, as upstream prints it.
    ///
    /// Formatted by hand with `localtime_r`: thread-safe and without building a `DateFormatter` per line
    /// (which dominated the cost of `debug`).
    static func timestamp(_ date: Date) -> String {
        // Round to the nearest millisecond first (as DateFormatter does), then split.
        let totalMilliseconds = Int64((date.timeIntervalSince1970 * 1_000).rounded())
        let (wholeSeconds, remainder) = totalMilliseconds.quotientAndRemainder(dividingBy: 1_000)
        var seconds = time_t(remainder < 0 ? wholeSeconds - 1 : wholeSeconds)
        let milliseconds = remainder < 0 ? remainder + 1_000 : remainder
        var parts = tm()
        localtime_r(&seconds, &parts)
        func padded(_ value: Int32, _ width: Int) -> String {
            let digits = String(value)
            return String(repeating: "0", count: max(0, width - digits.count)) + digits
        }
        return padded(parts.tm_year + 1900, 4) + "-" + padded(parts.tm_mon + 1, 2) + "-" + padded(parts.tm_mday, 2)
            + " " + padded(parts.tm_hour, 2) + ":" + padded(parts.tm_min, 2) + ":" + padded(parts.tm_sec, 2)
            + "." + padded(Int32(milliseconds), 3)
    }

    /// `Event next(1)`; with `trimOutput`, an event description longer than 40 characters keeps its
    /// first and last 20 characters around `...` (the `Event ` prefix is not counted, as upstream).
    static func describe<Element>(_ event: Event<Element>, trimOutput: Bool) -> String {
        let text = "\(event)"
        guard trimOutput, text.count > maximumEventLength else { return "Event \(text)" }
        let half = maximumEventLength / 2
        return "Event \(text.prefix(half))...\(text.suffix(half))"
    }
}

private final class DebugSink<Element>: Sink<Element>, ObserverType, ElementReceiver {
    private let identifier: String
    private let trimOutput: Bool

    init(receiver: any ElementReceiver<Element>, identifier: String, trimOutput: Bool) {
        self.identifier = identifier
        self.trimOutput = trimOutput
        super.init(receiver: receiver)
    }

    func on(_ event: Event<Element>) {
        DebugLog.write(DebugLog.line(identifier, DebugLog.describe(event, trimOutput: trimOutput)))
        forward(event)
    }

    override func disposeResources() {
        DebugLog.write(DebugLog.line(identifier, "isDisposed"))
    }
}
