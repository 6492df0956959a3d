/// Builds a readable, line-based diff of two event lists for assertion messages.
package enum EventDiff {
    /// Describes how `first` and `second` differ, one event per line: unchanged events are indented,
    /// events only in `first` start with `-`, events only in `second` with `+`.
    ///
    /// - Parameters:
    ///   - first: the first list (usually the actual events).
    ///   - second: the second list (usually the expected events).
    ///   - firstLabel: the name of the first list in the header.
    ///   - secondLabel: the name of the second list in the header.
    ///   - areEqual: compares one element of each list.
    /// - Returns: the header followed by the diff lines.
    package static func describe<T>(
        _ first: [T],
        _ second: [T],
        firstLabel: String = "first",
        secondLabel: String = "second",
        areEqual: (T, T) -> Bool
    ) -> String {
        var lines = ["(- only in \(firstLabel), + only in \(secondLabel))"]
        for step in diff(first, second, areEqual: areEqual) {
            switch step {
            case .common(let index): lines.append("    \(describe(first[index]))")
            case .onlyFirst(let index): lines.append("  - \(describe(first[index]))")
            case .onlySecond(let index): lines.append("  + \(describe(second[index]))")
            }
        }
        if first.isEmpty && second.isEmpty { lines.append("    (no events)") }
        return lines.joined(separator: "\n")
    }

    private enum Step {
        case common(Int)
        case onlyFirst(Int)
        case onlySecond(Int)
    }

    private static func describe<T>(_ value: T) -> String {
        if let value = value as? CustomDebugStringConvertible { return value.debugDescription }
        return "\(value)"
    }

    /// A longest-common-subsequence diff; the lists in tests are short, so O(n·m) is fine.
    private static func diff<T>(_ first: [T], _ second: [T], areEqual: (T, T) -> Bool) -> [Step] {
        let rows = first.count
        let columns = second.count
        // lengths[i][j] = LCS length of first[i...] and second[j...]
        var lengths = Array(repeating: Array(repeating: 0, count: columns + 1), count: rows + 1)
        for i in stride(from: rows - 1, through: 0, by: -1) {
            for j in stride(from: columns - 1, through: 0, by: -1) {
                lengths[i][j] =
                    areEqual(first[i], second[j])
                    ? lengths[i + 1][j + 1] + 1
                    : max(lengths[i + 1][j], lengths[i][j + 1])
            }
        }
        var steps: [Step] = []
        var i = 0
        var j = 0
        while i < rows || j < columns {
            if i < rows && j < columns && areEqual(first[i], second[j]) {
                steps.append(.common(i))
                i += 1
                j += 1
            } else if j < columns && (i == rows || lengths[i][j + 1] > lengths[i + 1][j]) {
                steps.append(.onlySecond(j))
                j += 1
            } else {
                steps.append(.onlyFirst(i))
                i += 1
            }
        }
        return steps
    }
}
