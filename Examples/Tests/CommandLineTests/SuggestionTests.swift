import CommandLineSupport
import XCTest

final class SuggestionTests: XCTestCase {
    func testAWordInsideTheTextIsAtDistanceZeroWhateverItsCase() {
        XCTAssertEqual(distance(of: "combining", within: "Combining operators"), 0)
        XCTAssertEqual(distance(of: "OPERATORS", within: "Combining operators"), 0)
        XCTAssertEqual(distance(of: "", within: "Relays"), 0)
    }

    func testEachKindOfTypoCostsOne() {
        XCTAssertEqual(distance(of: "Combinign", within: "Combining operators"), 1)  // swap
        XCTAssertEqual(distance(of: "filtr", within: "Filtering operators"), 1)  // missing letter
        XCTAssertEqual(distance(of: "Subjjects", within: "Subjects"), 1)  // extra letter
        XCTAssertEqual(distance(of: "Trzits", within: "Traits"), 1)  // wrong letter
    }

    func testTheDistanceIsAtMostTheWordsLength() {
        XCTAssertEqual(distance(of: "xyz", within: "Relays"), 2)  // the y matches
        XCTAssertEqual(distance(of: "qqq", within: "Relays"), 3)
        XCTAssertEqual(distance(of: "abc", within: ""), 3)
    }

    func testClosestPicksTheNearestCandidateAndTheFirstOfEquals() {
        XCTAssertEqual(closest(to: "Subjcets", among: ["Relays", "Subjects"]), 1)
        XCTAssertEqual(closest(to: "Relay", among: ["Relays", "Relays again"]), 0)
    }

    func testClosestGivesNothingForAWordFarFromEveryCandidate() {
        XCTAssertNil(closest(to: "xyzzy", among: ["Relays", "Subjects", "Traits"]))
        XCTAssertNil(closest(to: "q", among: ["Relays"]))
        XCTAssertNil(closest(to: "Relays", among: []))
    }
}
