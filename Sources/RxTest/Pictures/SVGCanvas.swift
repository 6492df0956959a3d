/// Writes the elements of an SVG document as text, with numbers rounded to one decimal so that the same
/// picture always gives the same bytes.
struct SVGCanvas {
    private(set) var body = ""

    /// The style sheet of every picture: marble colors, fonts, faded and highlighted marks.
    static let style = """
        text { font-family: 'DejaVu Sans', Verdana, sans-serif; font-size: 12px; fill: #222; }
        .caption { font-family: 'DejaVu Sans Mono', Menlo, monospace; font-size: 13px; font-weight: bold; }
        .lane { font-weight: bold; }
        .note { fill: #888; font-style: italic; font-size: 11px; }
        .time { fill: #666; font-size: 10px; text-anchor: middle; }
        .legend { fill: #333; }
        .label { text-anchor: middle; font-size: 11px; }
        .axis, .tick { stroke: #444; stroke-width: 1.2; }
        .arrow { fill: #444; }
        .marble rect { stroke: #333; stroke-width: 1.2; }
        .c0 rect { fill: #8ecae6; } .c1 rect { fill: #ffb703; } .c2 rect { fill: #90be6d; } .c3 rect { fill: #f4a3c0; }
        .c4 rect { fill: #cdb4db; } .c5 rect { fill: #f9c74f; } .c6 rect { fill: #a8dadc; } .c7 rect { fill: #f6bd60; }
        .completed line { stroke: #222; stroke-width: 2.5; }
        .error line { stroke: #d62828; stroke-width: 3; }
        .subscription { fill: #4a7ab5; }
        .unobserved { opacity: 0.3; }
        .highlighted rect, .highlighted line { stroke: #d62828; stroke-width: 3; }
        .difference { fill: #d62828; fill-opacity: 0.12; stroke: #d62828; stroke-dasharray: 4 3; }
        """

    /// The document: `body` inside an `svg` element of the given size, on a white background.
    func document(width: Double, height: Double) -> String {
        let w = Self.number(width)
        let h = Self.number(height)
        return """
            <svg xmlns="http://www.w3.org/2000/svg" width="\(w)" height="\(h)" viewBox="0 0 \(w) \(h)">
            <style>
            \(Self.style)
            </style>
            <rect width="100%" height="100%" fill="#ffffff"/>
            \(body)</svg>

            """
    }

    mutating func text(_ text: String, x: Double, y: Double, className: String, tooltip: String? = nil) {
        let title = tooltip.map { "<title>\(Self.escaped($0))</title>" } ?? ""
        body += "<text class=\"\(className)\" x=\"\(Self.number(x))\" y=\"\(Self.number(y))\">\(title)"
        body += "\(Self.escaped(text))</text>\n"
    }

    mutating func line(x1: Double, y1: Double, x2: Double, y2: Double, className: String) {
        body += "<line class=\"\(className)\" x1=\"\(Self.number(x1))\" y1=\"\(Self.number(y1))\" "
        body += "x2=\"\(Self.number(x2))\" y2=\"\(Self.number(y2))\"/>\n"
    }

    mutating func rect(
        x: Double, y: Double, width: Double, height: Double, className: String, tooltip: String? = nil
    ) {
        let title = tooltip.map { "<title>\(Self.escaped($0))</title>" } ?? ""
        body += "<rect class=\"\(className)\" x=\"\(Self.number(x))\" y=\"\(Self.number(y))\" "
        body += "width=\"\(Self.number(width))\" height=\"\(Self.number(height))\">\(title)</rect>\n"
    }

    mutating func arrowHead(x: Double, y: Double) {
        let points = [(x, y - 4), (x + 8, y), (x, y + 4)].map { "\(Self.number($0.0)),\(Self.number($0.1))" }
        body += "<polygon class=\"arrow\" points=\"\(points.joined(separator: " "))\"/>\n"
    }

    /// A labelled marble centred on (`x`, `y`): a circle when `width` is the marble height, a pill otherwise.
    mutating func marble(_ label: String, x: Double, y: Double, width: Double, className: String, tooltip: String) {
        let height = MarbleLayout.marbleHeight
        body += "<g class=\"\(className)\"><title>\(Self.escaped(tooltip))</title>"
        body += "<rect x=\"\(Self.number(x - width / 2))\" y=\"\(Self.number(y - height / 2))\" "
        body += "width=\"\(Self.number(width))\" height=\"\(Self.number(height))\" rx=\"\(Self.number(height / 2))\"/>"
        body +=
            "<text class=\"label\" x=\"\(Self.number(x))\" y=\"\(Self.number(y + 4))\">\(Self.escaped(label))</text>"
        body += "</g>\n"
    }

    /// An error's cross centred on (`x`, `y`).
    mutating func cross(x: Double, y: Double, className: String, tooltip: String) {
        body += "<g class=\"\(className)\"><title>\(Self.escaped(tooltip))</title>"
        body += "<line x1=\"\(Self.number(x - 7))\" y1=\"\(Self.number(y - 7))\" "
        body += "x2=\"\(Self.number(x + 7))\" y2=\"\(Self.number(y + 7))\"/>"
        body += "<line x1=\"\(Self.number(x - 7))\" y1=\"\(Self.number(y + 7))\" "
        body += "x2=\"\(Self.number(x + 7))\" y2=\"\(Self.number(y - 7))\"/></g>\n"
    }

    /// The completion's bar centred on (`x`, `y`).
    mutating func bar(x: Double, y: Double, className: String, tooltip: String) {
        body += "<g class=\"\(className)\"><title>\(Self.escaped(tooltip))</title>"
        body += "<line x1=\"\(Self.number(x))\" y1=\"\(Self.number(y - 12))\" "
        body += "x2=\"\(Self.number(x))\" y2=\"\(Self.number(y + 12))\"/></g>\n"
    }

    /// `value` rounded to one decimal, without a trailing `.0`.
    static func number(_ value: Double) -> String {
        let tenths = Int((value * 10).rounded())
        let whole = String(tenths / 10)
        let fraction = abs(tenths % 10)
        let sign = tenths < 0 && tenths / 10 == 0 ? "-" : ""
        return fraction == 0 ? sign + whole : sign + whole + "." + String(fraction)
    }

    /// `text` with the characters that XML reserves escaped.
    static func escaped(_ text: String) -> String {
        var result = ""
        for character in text {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&apos;"
            default: result.append(character)
            }
        }
        return result
    }
}
