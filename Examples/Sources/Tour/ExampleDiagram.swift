import Foundation
import OperatorGallery

/// `--diagram`: an example's output with, beside it, the marble diagram of the operator it shows, drawn by
/// running that operator on a TestScheduler (the gallery of the documentation's pictures).
enum ExampleDiagram {
    /// Runs `action` with its output captured, then prints the output on the left and, on the right, the diagram of
    /// the operator named by `title`, or, when the title names no operator of the gallery, the diagram of the events
    /// the example printed (``PrintedEvents``).
    static func run(_ action: () -> Void, titled title: String) {
        let output = capturingStandardOutput(action)
        guard let entry = GalleryEntry.entry(forExampleTitled: title) else {
            // No operator of the gallery: draw the events the example itself printed, in order.
            let lanes = PrintedEvents.lanes(from: output)
            guard !lanes.isEmpty else {
                for line in output { print(line) }
                print("  (no diagram: this example printed no events)")
                return
            }
            let diagram = MarbleText.render(lanes).split(separator: "\n").map(String.init)
            print(sideBySide(output, ["the events printed above, in order:"] + diagram))
            return
        }
        print(sideBySide(output, ["diagram of \(entry.code):"] + entry.text.split(separator: "\n").map(String.init)))
    }

    /// `left` and `right` in two columns, separated by a bar.
    static func sideBySide(_ left: [String], _ right: [String]) -> String {
        let width = min(max(left.map(\.count).max() ?? 0, 12), 40)
        return (0..<max(left.count, right.count)).map { row in
            let text = row < left.count ? left[row] : ""
            let cell = text.count > width ? String(text.prefix(width - 1)) + "…" : text
            let padded = cell.padding(toLength: width, withPad: " ", startingAt: 0)
            return row < right.count ? padded + "  │ " + right[row] : padded
        }.joined(separator: "\n")
    }

    /// The lines `action` writes to standard output (read on another thread, so that a long output cannot
    /// fill the pipe and block the example).
    static func capturingStandardOutput(_ action: () -> Void) -> [String] {
        fflush(nil)
        let pipe = Pipe()
        let saved = dup(STDOUT_FILENO)
        dup2(pipe.fileHandleForWriting.fileDescriptor, STDOUT_FILENO)
        let reader = DispatchQueue(label: "tour.diagram.output")
        let collected = DispatchGroup()
        nonisolated(unsafe) var data = Data()
        reader.async(group: collected) { data = pipe.fileHandleForReading.readDataToEndOfFile() }
        action()
        fflush(nil)
        dup2(saved, STDOUT_FILENO)
        close(saved)
        try? pipe.fileHandleForWriting.close()
        collected.wait()
        let text = String(decoding: data, as: UTF8.self)
        return text.split(separator: "\n", omittingEmptySubsequences: false).dropLast(text.hasSuffix("\n") ? 1 : 0)
            .map(String.init)
    }
}
