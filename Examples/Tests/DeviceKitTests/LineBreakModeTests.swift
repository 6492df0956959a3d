import DeviceKit
import XCTest

final class LineBreakModeTests: XCTestCase {
    func testLinesThatFitAreLeftAlone() {
        for mode in [LineBreakMode.byClipping, .byWordWrapping, .byTruncatingMiddle] {
            XCTAssertEqual(mode.fit("ten chars!", width: 10), ["ten chars!"])
        }
    }

    func testClippingLeavesTheCutToTheWindow() {
        XCTAssertEqual(LineBreakMode.byClipping.fit("a longer line", width: 5), ["a longer line"])
    }

    func testWordWrappingBreaksBetweenWordsAndSplitsOverlongWords() {
        XCTAssertEqual(
            LineBreakMode.byWordWrapping.fit("cannot read /tmp/x.nmea: no such file", width: 12),
            ["cannot read", "/tmp/x.nmea:", "no such file"])
        XCTAssertEqual(
            LineBreakMode.byWordWrapping.fit("see /a/very/long/path now", width: 8),
            ["see", "/a/very/", "long/pat", "h now"])
    }

    func testTruncatingMiddleKeepsTheStartAndTheEnd() {
        let line = "from /work/checkout/Examples/.build/debug/RxExamples_DeviceKit.resources/Library"
        XCTAssertEqual(
            LineBreakMode.byTruncatingMiddle.fit(line, width: 40), ["from /work/checkout…it.resources/Library"])
    }

    func testALabelFitsEachOfItsLines() {
        let label = Label(text: "short\none two three four")
        label.lineBreakMode = .byWordWrapping
        XCTAssertEqual(label.lines(width: 9), ["short", "one two", "three", "four"])
        label.lineBreakMode = .byTruncatingMiddle
        XCTAssertEqual(label.lines(width: 9), ["short", "one …four"])
    }
}
