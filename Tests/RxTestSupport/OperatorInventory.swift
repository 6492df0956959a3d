import Foundation

/// Lists the public operators declared in the package's sources, by scanning them.
///
/// An operator is a `public` (or `open`) function, static or not, declared directly inside an `extension`
/// of a type or a top-level type's body, whose return type names a sequence type (`Observable`, `Single`, `Maybe`, `Completable`,
/// `Infallible`, `Driver`, `Signal`, `SharedSequence`, `PrimitiveSequence`, `ConnectableObservable`,
/// `ControlEvent`, `ControlProperty`). Each is named `"<type>.<base name>"`
/// (`"ObservableType.map"`): overloads share a name. Files under `Deprecated/` are skipped (they hold the
/// deprecated spellings, thin forwards to the operators).
///
/// Why a scan and not reflection or the symbol graph: Swift has no runtime reflection of extension
/// methods, and the symbol graph needs a separate compiler run with extra flags that `swift test` does not
/// do. The scan reads the same files the compiler does, at test time, so a new operator is seen as soon as
/// it is written. It tokenises enough of Swift to be reliable for this code base: comments and string
/// literals are removed first, braces are matched to know the enclosing declaration, and the return type
/// is read up to the body's opening brace.
public enum OperatorInventory {
    /// The sequence types whose appearance in a return type marks an operator.
    public static let sequenceTypes = [
        "Observable", "Single", "Maybe", "Completable", "Infallible", "Driver", "Signal", "SharedSequence",
        "PrimitiveSequence", "ConnectableObservable", "ControlEvent", "ControlProperty",
    ]

    /// The package root, found from this file's path.
    public static var packageRoot: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
    }

    /// The operators declared in the Swift files under `directories` (relative to the package root).
    /// - Returns: operator names mapped to the files declaring them.
    public static func operators(in directories: [String]) throws -> [String: Set<String>] {
        var result: [String: Set<String>] = [:]
        for directory in directories {
            let root = packageRoot.appendingPathComponent(directory)
            guard let files = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil) else {
                throw InventoryError.missingDirectory(root.path)
            }
            for case let file as URL in files where file.pathExtension == "swift" {
                if file.pathComponents.contains("Deprecated") { continue }
                let text = try String(contentsOf: file, encoding: .utf8)
                for name in operators(inSource: text) {
                    result[name, default: []].insert(file.lastPathComponent)
                }
            }
        }
        return result
    }

    /// The operators declared in one file's source text.
    public static func operators(inSource source: String) -> [String] {
        let code = Array(stripCommentsAndStrings(source).unicodeScalars)
        var names: [String] = []
        // What each open brace belongs to: the type's name for a top-level type or extension, nil otherwise.
        var scopes: [String?] = []
        var pendingExtension: String?
        var index = 0
        while index < code.count {
            let scalar = code[index]
            if scalar == "{" {
                scopes.append(pendingExtension)
                pendingExtension = nil
                index += 1
            } else if scalar == "}" {
                _ = scopes.popLast()
                index += 1
            } else if isIdentifierStart(scalar) {
                let (word, end) = identifier(in: code, at: index)
                index = end
                if ["extension", "struct", "class", "enum", "actor"].contains(word) && scopes.isEmpty {
                    let (extended, afterName) = qualifiedName(in: code, at: skipSpaces(code, end))
                    pendingExtension = extended
                    index = afterName
                } else if word == "func", scopes.count == 1, let extended = scopes[0],
                    isPublic(code, before: index - 4)
                {
                    let (name, afterName) = identifier(in: code, at: skipSpaces(code, end), allowBackticks: true)
                    index = afterName
                    if returnsSequence(code, from: afterName) { names.append("\(extended).\(name)") }
                }
            } else {
                index += 1
            }
        }
        return names
    }

    /// An error reading the sources.
    public enum InventoryError: Error {
        /// The directory does not exist.
        case missingDirectory(String)
    }

    private static func isIdentifierStart(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "_" || scalar.properties.isAlphabetic
    }

    private static func isIdentifierPart(_ scalar: Unicode.Scalar) -> Bool {
        isIdentifierStart(scalar) || ("0"..."9").contains(scalar)
    }

    private static func identifier(
        in code: [Unicode.Scalar], at start: Int, allowBackticks: Bool = false
    ) -> (String, Int) {
        var index = start
        var backticked = false
        if allowBackticks, index < code.count, code[index] == "`" {
            backticked = true
            index += 1
        }
        var word = ""
        while index < code.count, isIdentifierPart(code[index]) {
            word.unicodeScalars.append(code[index])
            index += 1
        }
        if backticked, index < code.count, code[index] == "`" { index += 1 }
        return (word, index)
    }

    private static func qualifiedName(in code: [Unicode.Scalar], at start: Int) -> (String, Int) {
        var (name, index) = identifier(in: code, at: start)
        while index < code.count, code[index] == "." {
            let (part, next) = identifier(in: code, at: index + 1)
            name = part
            index = next
        }
        return (name, index)
    }

    private static func skipSpaces(_ code: [Unicode.Scalar], _ start: Int) -> Int {
        var index = start
        while index < code.count, code[index].properties.isWhitespace { index += 1 }
        return index
    }

    /// `true` when the declaration modifiers in front of `func` (on the same declaration) include
    /// `public` or `open`.
    private static func isPublic(_ code: [Unicode.Scalar], before end: Int) -> Bool {
        var start = max(0, end)
        while start > 0, !";{}".unicodeScalars.contains(code[start - 1]) { start -= 1 }
        let prefix = String(String.UnicodeScalarView(code[start..<max(start, end)]))
        // Attributes sit on earlier lines; the modifiers are on the line of `func`.
        let line = prefix.split(separator: "\n").last.map(String.init) ?? prefix
        let words = line.split(whereSeparator: { !$0.isLetter })
        return words.contains("public") || words.contains("open")
    }

    /// `true` when the return type (between `->` and the body's `{` or a `where` clause) names a sequence
    /// type.
    private static func returnsSequence(_ code: [Unicode.Scalar], from start: Int) -> Bool {
        var index = start
        var depth = 0
        var signature = ""
        while index < code.count {
            let scalar = code[index]
            if scalar == "(" || scalar == "[" || scalar == "<" { depth += 1 }
            if scalar == ")" || scalar == "]" || (scalar == ">" && code[index - 1] != "-") { depth -= 1 }
            if depth <= 0 && scalar == "{" { break }
            signature.unicodeScalars.append(scalar)
            index += 1
        }
        guard let arrow = signature.range(of: "->", options: .backwards) else { return false }
        let words = signature[arrow.upperBound...].split(whereSeparator: { !$0.isLetter && !$0.isNumber })
        let returnType = Set(words.prefix(while: { $0 != "where" }).map(String.init))
        return sequenceTypes.contains(where: returnType.contains)
    }

    /// The source with comments replaced by spaces and string literals emptied (keeping line breaks).
    private static func stripCommentsAndStrings(_ source: String) -> String {
        let scalars = Array(source.unicodeScalars)
        var output = String.UnicodeScalarView()
        var index = 0
        func peek(_ offset: Int) -> Unicode.Scalar? {
            index + offset < scalars.count ? scalars[index + offset] : nil
        }
        while index < scalars.count {
            let scalar = scalars[index]
            if scalar == "/" && peek(1) == "/" {
                while index < scalars.count && scalars[index] != "\n" { index += 1 }
            } else if scalar == "/" && peek(1) == "*" {
                index += 2
                while index < scalars.count && !(scalars[index] == "*" && peek(1) == "/") { index += 1 }
                index += 2
            } else if scalar == "\"" && peek(1) == "\"" && peek(2) == "\"" {
                index += 3
                while index < scalars.count && !(scalars[index] == "\"" && peek(1) == "\"" && peek(2) == "\"") {
                    index += 1
                }
                index += 3
                output.append(contentsOf: "\"\"".unicodeScalars)
            } else if scalar == "\"" {
                index += 1
                while index < scalars.count && scalars[index] != "\"" && scalars[index] != "\n" {
                    index += scalars[index] == "\\" ? 2 : 1
                }
                index += 1
                output.append(contentsOf: "\"\"".unicodeScalars)
            } else {
                output.append(scalar)
                index += 1
            }
        }
        return String(output)
    }
}
