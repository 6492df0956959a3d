import Foundation

/// Checks a Chrome Trace Event Format file, such as ``/RxSwift/TraceRecorder/chromeTraceJSON()`` writes,
/// for the properties a timeline viewer relies on.
///
/// ```swift
/// let problems = ChromeTraceCheck.problems(in: recorder.chromeTraceJSON(), names: ["search", "results"])
/// XCTAssertEqual(problems, [])
/// ```
public enum ChromeTraceCheck {
    /// What is wrong with `json`; empty when it is a valid trace.
    ///
    /// Checks that the JSON is an object with a `traceEvents` array of objects, each with `ph`, `pid` and
    /// `tid`; that every async span begun (`"b"`) is ended (`"e"`) once, after it began, with the same
    /// `name`, and that its instants (`"n"`) fall inside it; that timestamps never go backwards on one
    /// thread; and, when `names` is given, that every non-metadata event has one of those names.
    /// - Parameters:
    ///   - json: the file's contents.
    ///   - names: the names the events may have; `nil` accepts any.
    /// - Returns: one line per problem.
    public static func problems(in json: Data, names: Set<String>? = nil) -> [String] {
        guard let root = try? JSONSerialization.jsonObject(with: json) as? [String: Any],
            let events = root["traceEvents"] as? [[String: Any]]
        else {
            return ["not a JSON object with a traceEvents array of objects"]
        }
        var problems: [String] = []
        var lastTimestamp: [Int: Double] = [:]
        var openSpans: [Int: (name: String, start: Double)] = [:]
        var closedSpans: Set<Int> = []
        for (index, event) in events.enumerated() {
            guard let phase = event["ph"] as? String, event["pid"] is Int, let thread = event["tid"] as? Int else {
                problems.append("event \(index) lacks ph, pid or tid")
                continue
            }
            if phase == "M" { continue }
            guard let name = event["name"] as? String, let timestamp = (event["ts"] as? NSNumber)?.doubleValue else {
                problems.append("event \(index) lacks a name or a timestamp")
                continue
            }
            if let names, !names.contains(name) {
                problems.append("event \(index) has the unexpected name '\(name)'")
            }
            if let last = lastTimestamp[thread], timestamp < last {
                problems.append("event \(index) goes back in time on thread \(thread): \(timestamp) < \(last)")
            }
            lastTimestamp[thread] = timestamp
            let id = event["id"] as? Int
            switch (phase, id) {
            case ("b", let id?):
                if openSpans[id] != nil || closedSpans.contains(id) { problems.append("span \(id) begins twice") }
                openSpans[id] = (name, timestamp)
            case ("e", let id?):
                guard let span = openSpans.removeValue(forKey: id) else {
                    problems.append("event \(index) ends span \(id), which is not open")
                    continue
                }
                closedSpans.insert(id)
                if span.name != name { problems.append("span \(id) begins as '\(span.name)' and ends as '\(name)'") }
                if timestamp < span.start { problems.append("span \(id) ends before it begins") }
            case ("n", let id?):
                if openSpans[id] == nil { problems.append("event \(index) is outside its span \(id)") }
            case ("b", nil), ("e", nil), ("n", nil):
                problems.append("async event \(index) has no id")
            default:
                break
            }
        }
        for id in openSpans.keys.sorted() {
            problems.append("span \(id) ('\(openSpans[id]!.name)') is never ended")
        }
        return problems
    }
}
