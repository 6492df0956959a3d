import Foundation
import XCTest

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// Reads back what a picture drew: the elements of an SVG document with their attributes and text, parsed
/// with Foundation's XML parser (so a document that is not well-formed fails the test).
struct SVGInspection {
    struct Element {
        let name: String
        let attributes: [String: String]
        /// The classes of the element and of its enclosing groups.
        let classes: [String]
        var text = ""

        func number(_ attribute: String) -> Double? { attributes[attribute].flatMap(Double.init) }
    }

    private(set) var elements: [Element] = []

    init(_ svg: String, file: StaticString = #filePath, line: UInt = #line) {
        let delegate = Collector()
        let parser = XMLParser(data: Data(svg.utf8))
        parser.delegate = delegate
        XCTAssertTrue(
            parser.parse(), "not well-formed: \(String(describing: parser.parserError))", file: file, line: line)
        elements = delegate.elements
    }

    /// The elements named `name` whose own or enclosing classes include `className`.
    func all(_ name: String, inClass className: String? = nil) -> [Element] {
        elements.filter { element in
            element.name == name && (className.map { element.classes.contains($0) } ?? true)
        }
    }

    /// The marbles: the text of each label with the centre of its shape.
    var marbles: [(label: String, x: Double, y: Double, classes: [String])] {
        let labels = elements.filter { $0.name == "text" && $0.classes.contains("label") }
        return labels.map { ($0.text, $0.number("x") ?? .nan, ($0.number("y") ?? .nan) - 4, $0.classes) }
    }

    private final class Collector: NSObject, XMLParserDelegate {
        var elements: [Element] = []
        private var open: [(index: Int, classes: [String])] = []

        func parser(
            _ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
            attributes: [String: String] = [:]
        ) {
            let own = (attributes["class"] ?? "").split(separator: " ").map(String.init)
            let classes = (open.last?.classes ?? []) + own
            elements.append(Element(name: name, attributes: attributes, classes: classes))
            open.append((elements.count - 1, classes))
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) {
            guard let current = open.last else { return }
            elements[current.index].text += string
        }

        func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
            open.removeLast()
        }
    }
}
