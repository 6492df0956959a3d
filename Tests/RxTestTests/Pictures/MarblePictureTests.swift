import RxSwift
import RxTest
import RxTestSupport
import XCTest

final class MarblePictureTests: RxTestCase {
    func testMapPictureHasASourceAndAResultLaneWithTheirMarblesInTimeOrder() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
        let res = scheduler.start { xs.map { $0 * 10 } }
        let picture = MarblePicture(
            lanes: [MarbleLane("xs", observable: xs), MarbleLane("result", events: res.events)],
            title: "xs.map { $0 * 10 }")
        let svg = SVGInspection(picture.svg)

        XCTAssertEqual(svg.marbles.map(\.label), ["1", "2", "10", "20"])
        let xs1 = svg.marbles[0]
        let result1 = svg.marbles[2]
        XCTAssertEqual(xs1.x, result1.x, "the same time has the same x in every lane")
        XCTAssertLessThan(xs1.y, result1.y, "the source lane is above the result lane")
        XCTAssertLessThan(svg.marbles[0].x, svg.marbles[1].x, "time goes from left to right")
        XCTAssertEqual(svg.all("text", inClass: "caption").map(\.text), ["xs.map { $0 * 10 }"])
        XCTAssertEqual(svg.all("text", inClass: "lane").map(\.text), ["xs", "result"])
        XCTAssertEqual(svg.all("line", inClass: "completed").count, 2)
        XCTAssertEqual(svg.all("rect", inClass: "subscription").count, 1)
    }

    func testSimultaneousEventsAreStackedAtTheSameTime() {
        let lane = MarbleLane("burst", events: [.next(10, "a"), .next(10, "b"), .next(10, "c"), .completed(10)])
        let single = MarbleLane("one", events: [.next(10, "a")])
        let svg = SVGInspection(MarblePicture(lanes: [lane]).svg)

        let marbles = svg.marbles
        XCTAssertEqual(marbles.map(\.label), ["a", "b", "c"])
        XCTAssertEqual(Set(marbles.map(\.x)).count, 1, "one time, one x")
        XCTAssertEqual(marbles[1].y - marbles[0].y, 26)
        XCTAssertEqual(marbles[2].y - marbles[1].y, 26)
        let bar = svg.all("line", inClass: "completed")[0]
        XCTAssertEqual(bar.number("x1"), marbles[0].x)
        XCTAssertGreaterThan(bar.number("y1") ?? 0, marbles[2].y, "the completion is drawn under the elements")
        XCTAssertGreaterThan(height(of: MarblePicture(lanes: [lane])), height(of: MarblePicture(lanes: [single])))
    }

    func testVeryLongValuesAreAbbreviatedWithTheFullTextInTheTooltip() {
        let long = "Rainy, 12 °C, wind from the south-west at 20 km/h"
        let svg = SVGInspection(MarblePicture(lanes: [MarbleLane("weather", events: [.next(5, long)])]).svg)

        XCTAssertEqual(svg.marbles.map(\.label), ["Rainy, 12…"])
        XCTAssertEqual(svg.all("title", inClass: "marble").map(\.text), ["\(long) at 5"])
        let pill = svg.all("rect", inClass: "marble")[0]
        XCTAssertEqual(pill.number("width") ?? 0, 10 * 7.4 + 12, accuracy: 0.05, "the pill fits ten characters")

        let wider = MarblePicture(lanes: [MarbleLane("w", events: [.next(5, long)])], maximumLabelLength: 60)
        XCTAssertEqual(SVGInspection(wider.svg).marbles.map(\.label), [long])
    }

    func testErrorsAreRedCrossesWithTheErrorInTheTooltipAndStopTheLane() {
        let lane = MarbleLane("failing", events: [.next(210, 1), .error(230, TestError.boom)])
        let svg = SVGInspection(MarblePicture(lanes: [lane]).svg)

        let crosses = svg.all("g", inClass: "error")
        XCTAssertEqual(crosses.count, 1)
        XCTAssertEqual(svg.all("line", inClass: "error").count, 2, "a cross is two lines")
        XCTAssertTrue(svg.all("title").map(\.text).contains("error: boom at 230"))
        XCTAssertEqual(svg.all("line", inClass: "completed").count, 0)
        let crossX = svg.all("line", inClass: "error").compactMap { $0.number("x1") }.min() ?? 0
        XCTAssertGreaterThan(crossX, svg.marbles[0].x, "the error comes after the element")
    }

    func testHundredsOfEventsWrapOntoRowsWhereNoMarblesOverlap() {
        let events: [Recorded<Event<Int>>] = (0..<400).map { .next(10 * $0, $0) } + [.completed(4000)]
        let picture = MarblePicture(lanes: [MarbleLane("ticks", events: events)], maximumRowWidth: 960)
        let svg = SVGInspection(picture.svg)

        let marbles = svg.marbles
        XCTAssertEqual(marbles.count, 400)
        let rows = Dictionary(grouping: marbles, by: \.y)
        XCTAssertGreaterThan(rows.count, 10, "time wraps onto many rows")
        let width = svg.all("svg")[0].number("width") ?? 0
        XCTAssertLessThanOrEqual(width, 960 + 300, "no row is wider than the maximum, titles included")
        for row in rows.values {
            let xs = row.map(\.x).sorted()
            for (left, right) in zip(xs, xs.dropFirst()) {
                XCTAssertGreaterThanOrEqual(right - left, 24, "marbles of three digits must not overlap")
            }
        }
        XCTAssertGreaterThanOrEqual(svg.all("text", inClass: "time").count, rows.count, "every row has a ruler")
        XCTAssertEqual(svg.all("text", inClass: "lane").count, rows.count, "every row names its lanes")
    }

    func testEmptyStreamsDrawTheirTimeLineAndSayNoEvents() {
        let empty = MarbleLane("empty", events: [Recorded<Event<Int>>]())
        let svg = SVGInspection(MarblePicture(lanes: [empty]).svg)

        XCTAssertEqual(svg.marbles.count, 0)
        XCTAssertEqual(svg.all("text", inClass: "note").map(\.text), ["no events"])
        XCTAssertEqual(svg.all("line", inClass: "axis").count, 1)

        let neverSubscribed = MarbleLane("never", events: [Recorded<Event<Int>>](), subscriptions: [Subscription(200)])
        let spans = SVGInspection(MarblePicture(lanes: [neverSubscribed]).svg).all("rect", inClass: "subscription")
        XCTAssertEqual(spans.count, 1)
        XCTAssertTrue(spans[0].classes.contains("subscription"))
    }

    func testHotSourcesFadeWhatNoSubscriberSawAndColdSourcesReplayPerSubscription() {
        let scheduler = TestScheduler(initialClock: 0)
        let hot = scheduler.createHotObservable([.next(150, "h"), .next(210, "i"), .completed(260)])
        let cold = scheduler.createColdObservable([.next(10, "c"), .completed(20)])
        _ = scheduler.start { Observable.merge(hot.asObservable(), cold.asObservable(), cold.asObservable()) }

        let svg = SVGInspection(
            MarblePicture(lanes: [MarbleLane("hot", observable: hot), MarbleLane("cold", observable: cold)]).svg)
        let marbles = svg.marbles
        XCTAssertEqual(marbles.map(\.label), ["h", "i", "c", "c"])
        XCTAssertTrue(marbles[0].classes.contains("unobserved"), "before the subscription at 200")
        XCTAssertFalse(marbles[1].classes.contains("unobserved"))
        XCTAssertFalse(marbles[2].classes.contains("unobserved"))
        XCTAssertEqual(cold.subscriptions, [Subscription(200, 220), Subscription(200, 220)])
        XCTAssertEqual(marbles[2].x, marbles[3].x, "each subscription at 200 sees its c at 210")
        XCTAssertEqual(marbles[1].x, marbles[2].x, "hot i at 210 lines up with cold c at 210")
        XCTAssertEqual(svg.all("rect", inClass: "subscription").count, 3)
    }

    func testColdSourceSubscribedAtTwoTimesShowsTwoCopies() {
        let scheduler = TestScheduler(initialClock: 0)
        let cold = scheduler.createColdObservable([.next(10, 1), .completed(20)])
        _ = scheduler.start { cold.asObservable().concat(cold.asObservable()) }
        XCTAssertEqual(cold.subscriptions, [Subscription(200, 220), Subscription(220, 240)])

        let lane = MarbleLane("cold", observable: cold)
        XCTAssertEqual(lane.marks.map(\.time), [210, 220, 230, 240])
        XCTAssertFalse(lane.isHot)
    }

    func testHighlightedTimeDrawsABandAcrossEveryLane() {
        let lanes = [
            MarbleLane("expected", events: [.next(210, 1)]), MarbleLane("actual", events: [.next(220, 1)]),
        ]
        let plain = SVGInspection(MarblePicture(lanes: lanes).svg)
        XCTAssertEqual(plain.all("rect", inClass: "difference").count, 0)

        let svg = SVGInspection(MarblePicture(lanes: lanes, highlightedTime: 210).svg)
        let band = svg.all("rect", inClass: "difference")
        XCTAssertEqual(band.count, 1)
        XCTAssertEqual((band[0].number("x") ?? 0) + 18, svg.marbles[0].x, "centred on time 210")
        XCTAssertGreaterThan((band[0].number("y") ?? 0) + (band[0].number("height") ?? 0), svg.marbles[1].y)
    }

    func testTheSameEventsGiveTheSameBytes() {
        let make = {
            MarblePicture(lanes: [MarbleLane("x", events: [.next(3, "a & <b>"), .error(7, TestError.other)])]).svg
        }
        XCTAssertEqual(make(), make())
        XCTAssertTrue(make().contains("a &amp; &lt;b&gt;"), "labels are escaped")
    }

    private func height(of picture: MarblePicture) -> Double {
        SVGInspection(picture.svg).all("svg")[0].number("height") ?? 0
    }
}
