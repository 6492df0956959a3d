import Foundation
import OperatorGallery
import RxTest
import XCTest

final class OperatorGalleryTests: XCTestCase {
    private var folder: URL!

    override func setUp() {
        super.setUp()
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("gallery-\(UUID().uuidString)")
    }

    override func tearDown() {
        try? FileManager.default.removeItem(at: folder)
        super.tearDown()
    }

    func testTheGalleryCoversTheMostUsedOperatorsOnceEach() {
        let names = GalleryEntry.all.map(\.name)
        XCTAssertEqual(names.count, Set(names).count, "unique names, so unique files")
        XCTAssertGreaterThanOrEqual(names.count, 40)
        for expected in [
            "map", "filter", "scan", "flatMap", "flatMapLatest", "flatMapFirst", "concatMap", "merge", "concat", "zip",
            "combineLatest", "withLatestFrom", "startWith", "debounce", "throttle", "sample", "distinctUntilChanged",
            "take", "skip", "takeWhile", "skipWhile", "takeUntil", "skipUntil", "buffer", "window", "delay", "timeout",
            "catch", "retry", "share", "shareReplay", "replay", "amb", "switchLatest", "materialize", "reduce",
            "toArray",
        ] {
            XCTAssertTrue(names.contains(expected), expected)
        }
    }

    func testEveryEntryRunsItsOperatorAndDrawsAResultWithEvents() {
        for entry in GalleryEntry.all {
            let lanes = entry.lanes()
            XCTAssertGreaterThanOrEqual(lanes.count, 2, entry.name)
            XCTAssertFalse(lanes.last?.marks.isEmpty ?? true, "\(entry.name): the last lane has events")
            XCTAssertEqual(entry.svg, entry.svg, "\(entry.name): the same picture every run")
        }
    }

    func testTheMapEntryDrawsWhatMapDoes() throws {
        let map = try XCTUnwrap(GalleryEntry.all.first { $0.name == "map" })
        let lanes = map.lanes()
        XCTAssertEqual(lanes.map(\.title), ["xs", "result"])
        XCTAssertEqual(lanes[0].subscriptions, [Subscription(200, 300)])
        XCTAssertEqual(
            lanes[1].marks,
            [
                .init(time: 210, value: .next("2")), .init(time: 240, value: .next("4")),
                .init(time: 270, value: .next("6")), .init(time: 300, value: .completed),
            ])
        // One frame per 10 ticks from 150, xs's first (unobserved) element.
        XCTAssertEqual(MarbleText.render(lanes), "xs      0-----1--2--3--|\nresult  ------2--4--6--|")
    }

    func testTheFlatMapLatestEntryShowsTheFirstInnerDisposedEarly() throws {
        let entry = try XCTUnwrap(GalleryEntry.all.first { $0.name == "flatMapLatest" })
        let inner1 = try XCTUnwrap(entry.lanes().first { $0.title == "inner 1" })
        XCTAssertEqual(inner1.subscriptions, [Subscription(210, 230)])
        XCTAssertEqual(inner1.marks, [.init(time: 220, value: .next("10"))], "11 at 240 never came")
    }

    func testStalePicturesAreFoundAndFreshOnesPass() throws {
        let pictures = MarbleDiagramFiles.pictures(of: Array(GalleryEntry.all.prefix(3)))
        XCTAssertEqual(MarbleDiagramFiles.stalePictures(pictures, in: folder).count, 3, "all missing")
        try MarbleDiagramFiles.write(pictures, to: folder)
        XCTAssertEqual(MarbleDiagramFiles.stalePictures(pictures, in: folder), [])

        let changed = folder.appendingPathComponent(pictures[1].name)
        try Data((pictures[1].svg + " ").utf8).write(to: changed)
        let extra = folder.appendingPathComponent("marble-gone.svg")
        try Data().write(to: extra)
        XCTAssertEqual(
            MarbleDiagramFiles.stalePictures(pictures, in: folder),
            [
                "\(changed.path) differs from what the operator draws now",
                "\(extra.path) is drawn by no gallery entry",
            ])
        try MarbleDiagramFiles.write(pictures, to: folder)
        XCTAssertEqual(MarbleDiagramFiles.stalePictures(pictures, in: folder), [], "rewritten; the extra removed")
    }

    func testArticlesThatDoNotShowTheirPicturesAreFound() throws {
        let entries = GalleryEntry.all.filter { $0.article == "Aggregate" }
        XCTAssertEqual(entries.map(\.name), ["reduce", "toArray"])
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let article = folder.appendingPathComponent("Aggregate.md")
        try Data("### reduce\n![reduce](marble-reduce.svg)\n### toArray\n".utf8).write(to: article)
        XCTAssertEqual(
            MarbleDiagramFiles.unshownPictures(of: entries, in: folder),
            ["\(article.path) does not show marble-toArray.svg (under '### toArray')"])
    }

    func testExampleTitlesNameTheirOperatorsEntry() {
        let names = [
            "map", "skip(while:)", "share(replay: 1)", "Observable.concat", "take(until:behavior:)", "element(at:)",
            "PublishSubject", "just, of, from",
        ].map { GalleryEntry.entry(forExampleTitled: $0)?.name }
        XCTAssertEqual(names, ["map", "skipWhile", "shareReplay", "concat", "takeUntil", "elementAt", nil, nil])
    }
}

/// `Tour --diagram` draws the events an example printed when it shows no operator of the gallery (issue 42).
final class PrintedEventsTests: XCTestCase {
    func testSubscriberLanesEndAtTheirTerminalEvent() {
        let lanes = PrintedEvents.lanes(from: ["1) 2", "2) 2", "1) anError", "1) 3", "2) completed", "disposed"])
        XCTAssertEqual(lanes.map(\.title), ["subscriber 1", "subscriber 2"])
        XCTAssertEqual(lanes[0].marks, [.init(time: 10, value: .next("2")), .init(time: 30, value: .error("anError"))])
        XCTAssertEqual(lanes[1].marks, [.init(time: 20, value: .next("2")), .init(time: 50, value: .completed)])
    }

    func testNamedLinesMakeLanesAndEventSpellingsAreRead() {
        let lanes = PrintedEvents.lanes(from: ["just: 1", "next(A)", "element: B", "Error: fileNotFound", "Completed"])
        XCTAssertEqual(lanes.map(\.title), ["just", "events"])
        XCTAssertEqual(
            lanes[1].marks,
            [
                .init(time: 20, value: .next("A")), .init(time: 30, value: .next("B")),
                .init(time: 40, value: .error("error: fileNotFound")),
            ])
    }

    func testNoEventsNoLanes() {
        XCTAssertEqual(PrintedEvents.lanes(from: ["", "disposed"]), [])
    }
}
