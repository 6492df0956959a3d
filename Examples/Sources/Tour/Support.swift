import Foundation
import OperatorGallery
import RxSwift

/// One chapter of the tour: a title and the examples it runs. (`SendableMetatype`: the list of chapters is a
/// global constant.)
protocol Chapter: SendableMetatype {
    /// The heading printed before the chapter's examples.
    static var title: String { get }
    /// Runs every example of the chapter, printing their output.
    static func run()
}

/// Whether the tour prints each example's code before its output (`--code` on the command line).
let showsCode: Bool = {
    guard case .run(let selection) = tourRequest else { return false }
    return selection.showsCode
}()

/// Whether the tour prints each example's marble diagram beside its output (`--diagram` on the command line).
let showsDiagram: Bool = {
    guard case .run(let selection) = tourRequest else { return false }
    return selection.showsDiagram
}()

/// Prints a banner, runs `action`, then prints a blank line. With `--code`, the example's source (the body
/// of the closure passed here, read from this checkout) is printed between the banner and the output.
///
///     example(of: "just") { ... }
///     // --- Example of: just ---
func example(of description: String, file: String = #filePath, line: Int = #line, action: () -> Void) {
    print("--- Example of: \(description) ---")
    if showsCode {
        let code = ExampleSource.body(ofClosureAt: line, in: file)
        print(code.map { $0.isEmpty ? "  │" : "  │ " + $0 }.joined(separator: "\n"))
        print("  output:")
    }
    if showsDiagram {
        ExampleDiagram.run(action, titled: description)
    } else {
        action()
    }
    print()
}

/// Reads an example's code from the tour's source files.
enum ExampleSource {
    /// The lines of the closure that starts on `line` of `file` (1-based), without the braces and with the
    /// common indentation removed; a one-line explanation if the file cannot be read.
    static func body(ofClosureAt line: Int, in file: String) -> [String] {
        guard let text = try? String(contentsOfFile: file, encoding: .utf8) else {
            return ["(source not available: \(file))"]
        }
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard line >= 1, line <= lines.count else { return ["(no line \(line) in \(file))"] }
        var depth = 0
        var body: [String] = []
        for (offset, source) in lines[(line - 1)...].enumerated() {
            let (opened, closed) = braceCounts(in: source)
            if offset == 0 {
                depth = opened - closed
                if depth <= 0 { return ["(the example's code is on one line: \(source.trimmed))"] }
                continue
            }
            depth += opened - closed
            if depth <= 0 { break }
            body.append(source)
        }
        let indent = body.filter { !$0.trimmed.isEmpty }.map { $0.prefix { $0 == " " }.count }.min() ?? 0
        return body.map { $0.trimmed.isEmpty ? "" : String($0.dropFirst(indent)) }
    }

    /// Counts `{` and `}` outside string literals and line comments.
    static func braceCounts(in line: String) -> (opened: Int, closed: Int) {
        var opened = 0
        var closed = 0
        var inString = false
        var previous: Character = " "
        for character in line {
            if inString {
                if character == "\"" && previous != "\\" { inString = false }
            } else if character == "\"" {
                inString = true
            } else if character == "/" && previous == "/" {
                break
            } else if character == "{" {
                opened += 1
            } else if character == "}" {
                closed += 1
            }
            previous = character
        }
        return (opened, closed)
    }
}

extension String {
    /// The string without leading and trailing spaces.
    fileprivate var trimmed: String {
        String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
    }
}

/// Prints `label` followed by the element, the error, or the event itself for `completed`.
///
///     print(label: "1)", event: .next("A"))   // 1) A
///     print(label: "1)", event: .completed)   // 1) completed
func print<T: CustomStringConvertible>(label: String, event: Event<T>) {
    switch event {
    case .next(let element):
        print(label, element)
    case .error(let error):
        print(label, error)
    case .completed:
        print(label, event)
    }
}

/// The error the examples send.
enum TourError: Error, CustomStringConvertible {
    case anError

    var description: String { "anError" }
}
