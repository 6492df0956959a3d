/// How far `word` is from appearing in `text`: the fewest insertions, deletions, substitutions and swaps
/// of two neighbouring characters that turn `word` into some part of `text` (0 when `text` contains it).
/// Case is ignored.
///
/// ```swift
/// distance(of: "Combinign", within: "Combining operators")   // 1 (one swap)
/// distance(of: "filtr", within: "Filtering operators")       // 1 (one insertion)
/// ```
/// - Parameters:
///   - word: what was typed.
///   - text: where it is looked for.
/// - Returns: the distance, at most the length of `word`.
public func distance(of word: String, within text: String) -> Int {
    let pattern = Array(word.lowercased())
    let target = Array(text.lowercased())
    guard !pattern.isEmpty else { return 0 }
    // rows[i][j]: the cost of matching pattern[..<i] so that it ends just before target[j]; a match may
    // start anywhere in `target`, so row 0 costs nothing.
    var rows = [[Int]](repeating: [Int](repeating: 0, count: target.count + 1), count: pattern.count + 1)
    for i in 1...pattern.count {
        rows[i][0] = i
        for j in stride(from: 1, through: target.count, by: 1) {
            let substitution = rows[i - 1][j - 1] + (pattern[i - 1] == target[j - 1] ? 0 : 1)
            var cost = min(substitution, rows[i - 1][j] + 1, rows[i][j - 1] + 1)
            if i > 1, j > 1, pattern[i - 1] == target[j - 2], pattern[i - 2] == target[j - 1] {
                cost = min(cost, rows[i - 2][j - 2] + 1)
            }
            rows[i][j] = cost
        }
    }
    return rows[pattern.count].min() ?? pattern.count
}

/// The candidate that `word` is closest to appearing in, if any is close enough to be a likely typo: at
/// most a third of the word's characters wrong (so a word of one or two characters must appear as it is).
///
/// ```swift
/// closest(to: "Subjcets", among: ["Relays", "Subjects"])   // 1
/// closest(to: "xyz", among: ["Relays", "Subjects"])        // nil
/// ```
/// - Parameters:
///   - word: what was typed.
///   - candidates: the texts it may have been meant to match.
/// - Returns: the index of the closest candidate (the first of equally close ones), or `nil`.
public func closest(to word: String, among candidates: [String]) -> Int? {
    let allowed = word.count / 3
    let distances = candidates.map { distance(of: word, within: $0) }
    guard let best = distances.min(), best <= allowed else { return nil }
    return distances.firstIndex(of: best)
}
