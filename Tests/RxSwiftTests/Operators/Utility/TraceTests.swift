import Foundation
import RxSwift
import RxTest
import RxTestSupport
import XCTest

final class TraceTests: RxTestCase {
    override func tearDown() {
        Hooks.traceRecorder = nil
        super.tearDown()
    }

    func testWithoutARecorderEventsPassThroughAndNothingIsRecorded() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(230)])
        let unused = TraceRecorder()
        let res = scheduler.start { xs.trace("numbers").map { $0 * 2 } }
        XCTAssertEqual(res.events, [.next(210, 2), .completed(230)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(unused.entries, [])
    }

    func testARecorderSeesSubscribeEventsAndDisposeInOrder() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
        let recorder = TraceRecorder()
        let res = scheduler.start { xs.trace("numbers", recorder: recorder) }
        XCTAssertEqual(res.events, [.next(210, 1), .next(220, 2), .completed(230)])
        let entries = recorder.entries
        XCTAssertEqual(entries.map(\.phase), [.subscribe, .next, .next, .completed, .dispose])
        XCTAssertEqual(entries.map(\.detail), [nil, "1", "2", nil, nil])
        XCTAssertEqual(Set(entries.map(\.name)), ["numbers"])
        XCTAssertEqual(Set(entries.map(\.subscription)), [1])
        XCTAssertEqual(entries.map(\.timestamp), entries.map(\.timestamp).sorted())
    }

    func testErrorsAreRecordedWithTheirDescription() {
        let recorder = TraceRecorder()
        _ = Observable<Int>.error(TestError.boom).trace("failing", recorder: recorder).subscribe(onError: { _ in })
        XCTAssertEqual(recorder.entries.map(\.phase), [.subscribe, .error, .dispose])
        XCTAssertEqual(recorder.entries[1].detail, "boom")
    }

    func testTheGlobalSwitchIsReadAtSubscribeTime() {
        let recorder = TraceRecorder()
        let subject = PublishSubject<Int>()
        let traced = subject.trace("switch")
        let before = traced.subscribe()
        Hooks.traceRecorder = recorder
        let during = traced.subscribe()
        Hooks.traceRecorder = nil
        let after = traced.subscribe()
        subject.onNext(1)
        before.dispose()
        during.dispose()
        after.dispose()
        XCTAssertEqual(recorder.entries.map(\.phase), [.subscribe, .next, .dispose], "only the middle subscription")
        XCTAssertNil(Hooks.traceRecorder)
    }

    func testEachSubscriptionIsItsOwnSpanAndOpenOnesAreClosedAsNotDisposed() throws {
        let recorder = TraceRecorder()
        let subject = PublishSubject<String>()
        let traced = subject.trace("text", recorder: recorder)
        let first = traced.subscribe()
        let leaked = traced.subscribe()
        subject.onNext("a \"quoted\"\nline")
        first.dispose()

        let json = recorder.chromeTraceJSON()
        XCTAssertEqual(ChromeTraceCheck.problems(in: json, names: ["text"]), [])
        let events = try XCTUnwrap(
            (JSONSerialization.jsonObject(with: json) as? [String: Any])?["traceEvents"] as? [[String: Any]])
        let spans = events.filter { $0["ph"] as? String == "b" }
        XCTAssertEqual(spans.compactMap { $0["id"] as? Int }, [1, 2])
        let ends = events.filter { $0["ph"] as? String == "e" }
        XCTAssertEqual(ends.compactMap { ($0["args"] as? [String: Bool])?["disposed"] }, [true, false])
        XCTAssertEqual(ends.compactMap { $0["id"] as? Int }, [1, 2])
        let values = events.compactMap { ($0["args"] as? [String: Any])?["value"] as? String }
        XCTAssertEqual(values, ["a \"quoted\"\nline", "a \"quoted\"\nline"], "escaped and read back")
        XCTAssertTrue(events.contains { $0["ph"] as? String == "M" && $0["name"] as? String == "thread_name" })
        leaked.dispose()
    }

    /// Issue 42: a dispatch queue's worker thread is named after the queue's whole label, not the kernel's last 15
    /// characters of it (`oot.default-qos`, `-qos.overcommit`).
    func testEventsFromADispatchQueueNameTheirThreadAfterTheQueuesWholeLabel() throws {
        let recorder = TraceRecorder()
        let subject = PublishSubject<Int>()
        let subscription = subject.trace("queues", recorder: recorder).subscribe()
        let label = "com.example.rxswift.trace-thread-names"
        let own = expectation(description: "sent from a queue of its own")
        DispatchQueue(label: label).async {
            subject.onNext(1)
            own.fulfill()
        }
        wait(for: [own], timeout: 5)
        let global = expectation(description: "sent from a global queue")
        DispatchQueue.global().async {
            subject.onNext(2)
            global.fulfill()
        }
        wait(for: [global], timeout: 5)
        subscription.dispose()
        let json = String(decoding: recorder.chromeTraceJSON(), as: UTF8.self)
        XCTAssertTrue(json.contains(#""args":{"name":"\#(label)"}"#), json)
        XCTAssertTrue(json.contains(#""args":{"name":"com.apple.root.default-qos"#), json)
        XCTAssertFalse(json.contains(#""args":{"name":"oot."#), json)
    }

    func testEventsFromAnotherThreadCarryThatThreadsId() throws {
        let recorder = TraceRecorder()
        let subject = PublishSubject<Int>()
        let subscription = subject.trace("threads", recorder: recorder).subscribe()
        subject.onNext(1)
        let done = expectation(description: "sent from another thread")
        // The name the worker has as the recorder reads it. Set from inside the thread, Foundation on Linux
        // sometimes gives the recorder's `Thread.current` the default name all the same (about one run in eight), so
        // the test compares with what the worker itself reads right after sending.
        let workerName = LockedState<String?>(nil)
        let thread = Thread {
            Thread.current.name = "worker"
            subject.onNext(2)
            workerName.withLock { $0 = Thread.current.name }
            done.fulfill()
        }
        thread.start()
        wait(for: [done], timeout: 5)
        subscription.dispose()
        let threads = recorder.entries.map(\.thread)
        XCTAssertEqual(threads.count, 4)
        XCTAssertNotEqual(threads[1], threads[2])
        XCTAssertEqual(threads[0], threads[3])
        let json = String(decoding: recorder.chromeTraceJSON(), as: UTF8.self)
        let name = try XCTUnwrap(workerName.withLock { $0 })
        XCTAssertTrue(json.contains(#""tid":\#(threads[2]),"args":{"name":"\#(name)"}"#), json)
    }

    func testTheCheckReportsBrokenTraces() {
        func check(_ events: String, names: Set<String>? = nil) -> [String] {
            ChromeTraceCheck.problems(in: Data(#"{"traceEvents":[\#(events)]}"#.utf8), names: names)
        }
        let begin = #"{"name":"a","ph":"b","id":1,"ts":5,"pid":1,"tid":1}"#
        let end = #"{"name":"a","ph":"e","id":1,"ts":9,"pid":1,"tid":1}"#
        XCTAssertEqual(check(begin + "," + end, names: ["a"]), [])
        XCTAssertEqual(check(begin), ["span 1 ('a') is never ended"])
        XCTAssertEqual(check(begin + "," + end, names: ["b"]).count, 2)
        let backwards = #"{"name":"a","ph":"e","id":1,"ts":2,"pid":1,"tid":1}"#
        XCTAssertEqual(
            check(begin + "," + backwards),
            ["event 1 goes back in time on thread 1: 2.0 < 5.0", "span 1 ends before it begins"])
        XCTAssertEqual(check(end), ["event 0 ends span 1, which is not open"])
        XCTAssertEqual(
            ChromeTraceCheck.problems(in: Data("[]".utf8)), ["not a JSON object with a traceEvents array of objects"])
    }
}
