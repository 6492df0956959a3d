import ArgumentParser
import CommandLineSupport
import XCTest

@testable import Tour
@testable import TourCommandLine

final class TourCommandLineTests: XCTestCase {
    /// The tour's own chapters.
    let commandLine = TourCommandLine(titles: chapters.map { $0.title })

    /// The usage error's lines, or a failure.
    func usageErrorLines(_ arguments: [String], file: StaticString = #filePath, line: UInt = #line) -> [String] {
        guard case .usageError(let text) = commandLine.request(for: arguments, columns: 100) else {
            XCTFail("\(arguments) gave no usage error", file: file, line: line)
            return []
        }
        return text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    func testHelpShowsTheUsageAndTheNumberedChapters() {
        for arguments in [["--help"], ["-h"], ["Combining", "--help"]] {
            guard case .print(let text) = commandLine.request(for: arguments, columns: 100) else {
                return XCTFail("\(arguments) printed no help")
            }
            XCTAssertTrue(text.hasPrefix("OVERVIEW: The RxSwift tour"), text)
            XCTAssertTrue(text.contains("\nUSAGE: Tour [--code] [--list] [--diagram] [<chapters> ...]\n"), text)
            XCTAssertTrue(text.contains("\n  --code "), text)
            XCTAssertTrue(text.contains("\n  --list "), text)
            XCTAssertTrue(text.contains("\n  --diagram "), text)
            let chapterLines = text.components(separatedBy: "\n\nCHAPTERS:\n").last?.split(separator: "\n")
            XCTAssertEqual(chapterLines?.count, chapters.count, text)
            XCTAssertEqual(chapterLines?.first, "   1. Creating observables")
            XCTAssertEqual(chapterLines?.last, "  10. DelegateProxy")
        }
    }

    func testListPrintsEveryChapterWithItsNumber() {
        XCTAssertEqual(
            commandLine.request(for: ["--list"]),
            .print(
                chapters.enumerated().map { "  \($0.offset + 1 < 10 ? " " : "")\($0.offset + 1). \($0.element.title)" }
                    .joined(separator: "\n")))
        XCTAssertEqual(
            commandLine.request(for: ["--list", "operators", "9"]),
            .print(
                "   5. Filtering operators\n   6. Transforming operators\n   7. Combining operators\n   9. Traits"))
    }

    func testWordsAndNumbersSelectChaptersInTheToursOrder() {
        XCTAssertEqual(
            commandLine.request(for: []), .run(TourSelection(chapters: Array(0..<chapters.count), showsCode: false)))
        XCTAssertEqual(commandLine.request(for: ["Combining"]), .run(TourSelection(chapters: [6], showsCode: false)))
        XCTAssertEqual(
            commandLine.request(for: ["Creating", "--code"]), .run(TourSelection(chapters: [0], showsCode: true)))
        XCTAssertEqual(
            commandLine.request(for: ["proxy", "3", "subj"]),
            .run(TourSelection(chapters: [2, 3, 9], showsCode: false)))
        XCTAssertEqual(
            commandLine.request(for: ["--code", "10", "10"]), .run(TourSelection(chapters: [9], showsCode: true)))
    }

    func testAnUnknownFlagIsAUsageErrorThatNamesTheClosestFlag() {
        assertUsageError(
            usageErrorLines(["--cod"]), message: "Unknown option '--cod'. Did you mean '--code'?", command: "Tour")
        assertUsageError(
            usageErrorLines(["Creating", "--lits"]), message: "Unknown option '--lits'. Did you mean '--list'?",
            command: "Tour")
        assertUsageError(usageErrorLines(["--bogus"]), message: "Unknown option '--bogus'", command: "Tour")
    }

    func testAFilterThatMatchesNoChapterNamesTheClosestChapter() {
        assertUsageError(
            usageErrorLines(["Combinign"]),
            message: "No chapter title contains 'Combinign'. Did you mean 'Combining operators' (chapter 7)?",
            command: "Tour")
        assertUsageError(
            usageErrorLines(["Subjects", "Traist", "--code"]),
            message: "No chapter title contains 'Traist'. Did you mean 'Traits' (chapter 9)?", command: "Tour")
    }

    /// Issue 32: `Tour ''` suggested chapter 1.
    func testAnEmptyWordIsAUsageError() {
        for word in ["", " "] {
            assertUsageError(
                usageErrorLines(["Creating", word]),
                message: "An empty word selects no chapter: give a word of a chapter title or a chapter number. "
                    + "See 'Tour --list'.",
                command: "Tour")
        }
    }

    func testAFilterFarFromEveryChapterPointsToTheList() {
        assertUsageError(
            usageErrorLines(["xyzzy"]), message: "No chapter title contains 'xyzzy'. See 'Tour --list'.",
            command: "Tour")
    }

    func testAChapterNumberOutOfRangeIsAUsageError() {
        for number in ["0", "11"] {
            assertUsageError(
                usageErrorLines([number]),
                message: "There is no chapter \(number): the chapters are numbered 1 to 10. See 'Tour --list'.",
                command: "Tour")
        }
    }

    func testDiagramAsksForEachExamplesDiagramBesideItsOutput() {
        XCTAssertEqual(
            commandLine.request(for: ["--diagram", "Combining"]),
            .run(TourSelection(chapters: [6], showsCode: false, showsDiagram: true)))
        XCTAssertEqual(
            commandLine.request(for: ["Combining", "--code", "--diagram"]),
            .run(TourSelection(chapters: [6], showsCode: true, showsDiagram: true)))
        XCTAssertEqual(
            commandLine.request(for: ["Combining"]), .run(TourSelection(chapters: [6], showsCode: false)))
    }

    func testExampleDiagramPutsTheOutputBesideTheDiagram() {
        let output = ExampleDiagram.capturingStandardOutput {
            print("Berlin")
            print("a line longer than forty characters, cut with an ellipsis")
        }
        XCTAssertEqual(output, ["Berlin", "a line longer than forty characters, cut with an ellipsis"])
        XCTAssertEqual(
            ExampleDiagram.sideBySide(["short", "x"], ["d1", "d2", "d3"]),
            "short         │ d1\nx             │ d2\n              │ d3")
        XCTAssertEqual(
            ExampleDiagram.sideBySide([String(repeating: "y", count: 45)], ["d"]),
            String(repeating: "y", count: 39) + "…  │ d")
    }
}
