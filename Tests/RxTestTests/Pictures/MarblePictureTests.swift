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

    /// Issue 42: long values that share a beginning ("results for 'rxswift'", "results for 'rxcocoa'") were all
    /// drawn `results f…`. Each distinct long value is now a key on its marble (the same value, the same key),
    /// explained in a legend under the lanes, with the full text in the marble's and the legend line's tooltips.
    func testLongValuesAreDrawnAsKeysExplainedInALegend() {
        let swift = "results for 'rxswift'"
        let cocoa = "results for 'rxcocoa'"
        let lanes = [
            MarbleLane("expected (2nd)", events: [.next(700, swift), .next(900, cocoa), .completed(950)]),
            MarbleLane("actual (1st)", events: [.next(700, swift), .next(800, "ok"), .next(900, swift)]),
        ]
        let svg = SVGInspection(MarblePicture(lanes: lanes).svg)
        XCTAssertEqual(svg.marbles.map(\.label), ["①", "②", "①", "ok", "①"])
        XCTAssertEqual(svg.all("text", inClass: "legend").map(\.text), ["① \(swift)", "② \(cocoa)"])
        XCTAssertEqual(svg.all("title", inClass: "marble").first?.text, "\(swift) at 700")
        XCTAssertEqual(svg.all("rect", inClass: "marble").first?.number("width"), 24, "a key is a round marble")

        let wider = MarblePicture(lanes: [MarbleLane("w", events: [.next(5, swift)])], maximumLabelLength: 60)
        XCTAssertEqual(SVGInspection(wider.svg).marbles.map(\.label), [swift], "a label that fits is drawn in full")
        let many = MarbleLane("many", events: (1...21).map { .next($0 * 10, "value number \($0) of many") })
        let keys = SVGInspection(MarblePicture(lanes: [many]).svg).marbles.map(\.label)
        XCTAssertEqual(keys.first, "①")
        XCTAssertEqual(keys.dropLast().last, "⑳")
        XCTAssertEqual(keys.last, "#21", "after ⑳ the keys are numbered")
    }

    /// Issue 42: nothing is drawn outside the picture or over a lane title, with wide marbles at the first and the
    /// last time, long lane titles, and a long legend.
    func testNothingIsDrawnOutsideThePictureOrOverALaneTitle() {
        let long = String(repeating: "a very long value ", count: 12)
        let lanes = [
            MarbleLane(
                "expected (2nd)", events: [.next(700, "abcdefghij"), .next(701, long), .next(900, "klmnopqrst")]),
            MarbleLane("a lane title longer than twenty-two", events: [.next(700, "xyz"), .completed(900)]),
        ]
        let document = MarblePicture(lanes: lanes).svg
        let svg = SVGInspection(document)
        let root = svg.all("svg")[0]
        let width = root.number("width") ?? 0
        let height = root.number("height") ?? 0
        for rect in svg.all("rect") where rect.attributes["width"] != "100%" {
            let x = rect.number("x") ?? 0
            XCTAssertGreaterThanOrEqual(x, 0)
            XCTAssertLessThanOrEqual(x + (rect.number("width") ?? 0), width, "inside the picture")
            XCTAssertLessThanOrEqual((rect.number("y") ?? 0) + (rect.number("height") ?? 0), height)
        }
        for legend in svg.all("text", inClass: "legend") {
            XCTAssertLessThanOrEqual(12 + Double(legend.text.count) * 7.2, width, "the legend fits: \(legend.text)")
        }
        // A lane title ends at about 7.2 pixels per character (22 at most): every marble starts to its right.
        let titleEnd = 8 + 22 * 7.2
        for marble in svg.all("rect", inClass: "marble") {
            XCTAssertGreaterThan(marble.number("x") ?? 0, titleEnd, "a marble over a lane title")
        }
    }

    /// Issue 42: the time axis is labelled at the first and the last event (it began at 800 for a first event at
    /// 700), and at round times between them that leave room.
    func testTheAxisIsLabelledAtTheFirstAndTheLastEvent() {
        let lane = MarbleLane("results", events: [.next(700, 1), .next(930, 2), .completed(1_170)])
        let labels = SVGInspection(MarblePicture(lanes: [lane]).svg).all("text", inClass: "time").map(\.text)
        XCTAssertEqual(labels.first, "700")
        XCTAssertEqual(labels.last, "1170")
        XCTAssertEqual(labels, labels.sorted { Int($0)! < Int($1)! }, "in time order, none twice")
        XCTAssertEqual(Set(labels).count, labels.count)
    }

    /// Issue 42: negative and very large times, and many events at one time, are drawn inside the picture with
    /// their times on the axis.
    func testNegativeAndLargeTimesAndManyEventsAtOneTime() {
        let negative = MarbleLane("early", events: [.next(-50, 1), .next(0, 2), .completed(30)])
        let negativeLabels = SVGInspection(MarblePicture(lanes: [negative]).svg).all("text", inClass: "time")
        XCTAssertEqual(negativeLabels.first?.text, "-50")
        XCTAssertEqual(negativeLabels.last?.text, "30")

        let large = MarbleLane("late", events: [.next(1_000_000_000, 1), .completed(1_000_000_050)])
        let largeLabels = SVGInspection(MarblePicture(lanes: [large]).svg).all("text", inClass: "time").map(\.text)
        XCTAssertEqual(largeLabels.first, "1000000000")
        XCTAssertEqual(largeLabels.last, "1000000050")

        let burst = MarbleLane("burst", events: (0..<30).map { .next(210, $0) } + [.completed(220)])
        let svg = SVGInspection(MarblePicture(lanes: [burst]).svg)
        let height = svg.all("svg")[0].number("height") ?? 0
        XCTAssertEqual(svg.marbles.count, 30)
        XCTAssertEqual(Set(svg.marbles.map(\.y)).count, 30, "stacked, one above the other")
        XCTAssertTrue(svg.marbles.allSatisfy { $0.y + 12 <= height }, "the stack fits in the picture")
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
