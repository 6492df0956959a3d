import ArgumentParser
import CommandLineSupport

/// The tour's options, as swift-argument-parser reads them.
public struct TourOptions: ParsableCommand {
    /// The tour's name, overview and the way chapters are chosen, shown by `--help`.
    public static let configuration = CommandConfiguration(
        commandName: "Tour",
        abstract: "The RxSwift tour: short examples, chapter by chapter, each printed with its output.",
        discussion: """
            Without chapters, every chapter runs. A number selects the chapter of that number; a word selects \
            the chapters whose titles contain it (case is ignored), as in 'Tour Combining' or \
            'Tour Creating --code'.
            """
    )

    /// Whether each example's code is printed above its output.
    @Flag(help: "Print each example's code above its output.")
    public var code = false

    /// Whether the chapters are listed instead of run.
    @Flag(help: "List the chapters (those selected, if any are given) instead of running them.")
    public var list = false

    /// Whether each example's marble diagram is printed beside its output.
    @Flag(
        help: "Print beside each example's output the marble diagram of its operator, drawn by running the operator.")
    public var diagram = false

    /// The chapter numbers and title words that select chapters.
    @Argument(help: "Chapter numbers, or words of chapter titles.")
    public var chapters: [String] = []

    /// Options with nothing selected and no flag set (what an empty command line gives).
    public init() {}
}

/// The chapters to run and how.
public struct TourSelection: Equatable, Sendable {
    /// Indices into the chapter list, in the tour's order.
    public var chapters: [Int]
    /// Whether each example's code is printed above its output.
    public var showsCode: Bool
    /// Whether each example's marble diagram is printed beside its output (`--diagram`).
    public var showsDiagram: Bool

    /// A selection of `chapters`, with or without the examples' code and diagrams.
    /// - Parameters:
    ///   - chapters: indices into the chapter list, in the tour's order.
    ///   - showsCode: whether each example's code is printed above its output.
    ///   - showsDiagram: whether each example's marble diagram is printed beside its output.
    public init(chapters: [Int], showsCode: Bool, showsDiagram: Bool = false) {
        self.chapters = chapters
        self.showsCode = showsCode
        self.showsDiagram = showsDiagram
    }
}

/// What the tour's command line asks for: the chapters to run, a text to print (the help, or the chapter
/// list), or a usage error (exit status 2).
public typealias TourRequest = CommandLineOutcome<TourSelection>

/// Reads the tour's command line against the titles of its chapters.
///
/// ```swift
/// let commandLine = TourCommandLine(titles: ["Creating observables", "Subjects"])
/// commandLine.request(for: ["Subj"])        // .run(TourSelection(chapters: [1], showsCode: false))
/// commandLine.request(for: ["Subjcets"])    // .usageError("Error: No chapter title contains 'Subjcets'. …")
/// ```
public struct TourCommandLine: Sendable {
    /// The chapters' titles, in the tour's order (chapter 1 first).
    public let titles: [String]

    /// A command line for a tour with these chapters.
    /// - Parameter titles: the chapters' titles, in the tour's order.
    public init(titles: [String]) {
        self.titles = titles
    }

    /// The chapters, one a line: the number, right-aligned, and the title.
    /// - Parameter indices: the chapters to list (indices into ``titles``).
    /// - Returns: the lines, without a final newline.
    public func chapterList(_ indices: [Int]? = nil) -> String {
        let width = String(titles.count).count
        return (indices ?? Array(titles.indices)).map { index in
            let number = String(index + 1)
            return "  " + String(repeating: " ", count: width - number.count) + number + ". " + titles[index]
        }.joined(separator: "\n")
    }

    /// The text `--help` prints: swift-argument-parser's help, then the numbered chapters.
    /// - Parameter columns: the width the help is wrapped to (`nil`: the terminal's, or 80).
    /// - Returns: the text.
    public func help(columns: Int? = nil) -> String {
        var text = TourOptions.helpMessage(columns: columns)
        while text.hasSuffix("\n") { text.removeLast() }
        return text + "\n\nCHAPTERS:\n" + chapterList()
    }

    /// What `arguments` (the command line without the program's name) ask for.
    /// - Parameters:
    ///   - arguments: the arguments.
    ///   - columns: the width the help is wrapped to (`nil`: the terminal's, or 80).
    /// - Returns: the request.
    public func request(for arguments: [String], columns: Int? = nil) -> TourRequest {
        let options: TourOptions
        switch TourOptions.outcome(of: arguments, columns: columns) {
        case .run(let parsed):
            options = parsed
        case .print:
            return .print(help(columns: columns))
        case .usageError(let text):
            return .usageError(text)
        }
        let selected: [Int]
        do {
            selected = try select(options.chapters)
        } catch {
            return .usageError(TourOptions.fullMessage(for: error, columns: columns))
        }
        if options.list { return .print(chapterList(selected)) }
        return .run(TourSelection(chapters: selected, showsCode: options.code, showsDiagram: options.diagram))
    }

    /// The chapters that `selectors` choose, in the tour's order: all of them when there is no selector.
    /// - Parameter selectors: chapter numbers and words of titles.
    /// - Returns: indices into ``titles``.
    /// - Throws: a `ValidationError` naming the first selector that chooses no chapter, with the closest
    ///   chapter when one is close enough to be a likely typo.
    public func select(_ selectors: [String]) throws -> [Int] {
        guard !selectors.isEmpty else { return Array(titles.indices) }
        var chosen = Set<Int>()
        for selector in selectors {
            let matches = try chapters(selectedBy: selector)
            chosen.formUnion(matches)
        }
        return chosen.sorted()
    }

    private func chapters(selectedBy selector: String) throws -> [Int] {
        if let number = Int(selector) {
            guard titles.indices.contains(number - 1) else {
                throw ValidationError(
                    "There is no chapter \(number): the chapters are numbered 1 to \(titles.count). "
                        + "See 'Tour --list'.")
            }
            return [number - 1]
        }
        guard !selector.allSatisfy(\.isWhitespace) else {
            throw ValidationError(
                "An empty word selects no chapter: give a word of a chapter title or a chapter number. "
                    + "See 'Tour --list'.")
        }
        let word = selector.lowercased()
        let matches = titles.indices.filter { titles[$0].lowercased().contains(word) }
        guard matches.isEmpty else { return matches }
        guard let suggestion = closest(to: selector, among: titles) else {
            throw ValidationError("No chapter title contains '\(selector)'. See 'Tour --list'.")
        }
        throw ValidationError(
            "No chapter title contains '\(selector)'. Did you mean '\(titles[suggestion])' "
                + "(chapter \(suggestion + 1))?")
    }
}
