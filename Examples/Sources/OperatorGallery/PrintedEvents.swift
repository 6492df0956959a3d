import Foundation
import RxTest

/// The events an example printed, as marble lanes: what `Tour --diagram` draws for an example that shows no single
/// operator of the gallery (creating sequences, subscribing, subjects, relays, traits).
///
/// Each printed line is one moment, in order (10 ticks apart). A line `1) x` belongs to the lane `subscriber 1`, a
/// line `name: x` to the lane `name`, any other line to `events`; `next(x)`, `next: x` and `element: x` are the
/// element `x`; `completed` ends its lane with a bar, a line naming an error ends it with a cross; `disposed` lines
/// and anything printed after a lane has ended are not events and are left out.
public enum PrintedEvents {
    /// At most this many lanes are drawn; later ones are left out.
    public static let laneLimit = 8

    /// The lanes of the events in `lines`, in the order each lane first appears.
    /// - Parameter lines: what the example printed, one line per element.
    /// - Returns: the lanes; empty when no line is an event.
    public static func lanes(from lines: [String]) -> [MarbleLane] {
        var order: [String] = []
        var marks: [String: [Recorded<MarbleLane.Mark>]] = [:]
        var ended: Set<String> = []
        for (index, raw) in lines.enumerated() {
            let line = raw.trimmingCharacters(in: .whitespaces)
            guard !line.isEmpty, let (lane, payload) = split(line), !ended.contains(lane) else { continue }
            guard let mark = mark(for: payload) else { continue }
            if marks[lane] == nil {
                guard order.count < laneLimit else { continue }
                order.append(lane)
            }
            marks[lane, default: []].append(Recorded(time: 10 * (index + 1), value: mark))
            if case .next = mark {} else { ended.insert(lane) }
        }
        return order.map { MarbleLane($0, marks: marks[$0] ?? []) }
    }

    /// The lane and the payload of one printed line.
    private static func split(_ line: String) -> (lane: String, payload: String)? {
        if let close = line.firstIndex(of: ")"), line[..<close].allSatisfy(\.isNumber), close > line.startIndex {
            let payload = line[line.index(after: close)...].trimmingCharacters(in: .whitespaces)
            return ("subscriber \(line[..<close])", payload)
        }
        if let colon = line.range(of: ": ") {
            let name = String(line[..<colon.lowerBound])
            let payload = String(line[colon.upperBound...])
            switch name.lowercased() {
            case "next", "element", "onnext": return ("events", payload)
            case "error": return ("events", "error: " + payload)
            default: return name.count <= 24 ? (name, payload) : ("events", line)
            }
        }
        return ("events", line)
    }

    /// The mark a payload stands for, or `nil` for a line that is not an event (`disposed`).
    private static func mark(for payload: String) -> MarbleLane.Mark? {
        let lowered = payload.lowercased()
        if lowered.hasPrefix("disposed") { return nil }
        if lowered == "completed" || lowered == "oncompleted" { return .completed }
        if lowered.hasPrefix("error") || lowered.contains("error:") || payload.hasSuffix("Error") {
            return .error(payload)
        }
        if payload.hasPrefix("next(") && payload.hasSuffix(")") {
            return .next(String(payload.dropFirst(5).dropLast()))
        }
        if payload.hasPrefix("error(") { return .error(payload) }
        return .next(payload)
    }
}
