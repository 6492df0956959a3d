/// How a ``Label`` fits a line wider than the screen, shaped like `NSLineBreakMode`. Widths count characters
/// (one column each, as the terminal shows this package's text).
public enum LineBreakMode: Sendable {
    /// The line is cut at the right edge.
    case byClipping
    /// The line is broken between words; a word wider than the screen is broken where it must be.
    case byWordWrapping
    /// The middle of the line gives way to `…`, keeping its start and its end (the end of a path, say).
    case byTruncatingMiddle

    /// The rows that show `line` in `width` columns.
    /// - Parameters:
    ///   - line: one line of text, without escape sequences.
    ///   - width: the number of columns (at least 1).
    /// - Returns: one row, or several for ``byWordWrapping``.
    public func fit(_ line: String, width: Int) -> [String] {
        let width = max(width, 1)
        guard line.count > width else { return [line] }
        switch self {
        case .byClipping:
            return [line]
        case .byTruncatingMiddle:
            guard width > 2 else { return [String(line.prefix(width))] }
            let kept = width - 1
            return [String(line.prefix(kept / 2)) + "…" + String(line.suffix(kept - kept / 2))]
        case .byWordWrapping:
            return Self.wrap(line, width: width)
        }
    }

    private static func wrap(_ line: String, width: Int) -> [String] {
        var rows: [String] = []
        var row = ""
        for word in line.split(separator: " ", omittingEmptySubsequences: false) {
            var word = Substring(word)
            if !row.isEmpty && row.count + 1 + word.count > width {
                rows.append(row)
                row = ""
            }
            while word.count > width {
                if !row.isEmpty {
                    rows.append(row)
                    row = ""
                }
                rows.append(String(word.prefix(width)))
                word = word.dropFirst(width)
            }
            row += row.isEmpty ? String(word) : " " + word
        }
        rows.append(row)
        return rows
    }
}
