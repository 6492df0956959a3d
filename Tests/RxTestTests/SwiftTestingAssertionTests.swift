import Foundation
import RxSwift
import RxTest
import Testing

/// RxTest's assertions for Swift Testing (issue 42): each passes on matching events and, on a mismatch, records an
/// issue whose comment is the XCTest assertion's text diff followed by the URL of a failure picture of its own.
/// The failing cases run under `withKnownIssue`, which checks the issue they record.
@Suite struct SwiftTestingAssertionTests {
    private static func doubled(_ scheduler: TestScheduler) -> TestableObserver<Int> {
        let xs = scheduler.createHotObservable([.next(150, 1), .next(210, 2), .next(220, 3), .completed(230)])
        return scheduler.start { xs.map { $0 * 2 } }
    }

    @Test func everyAssertionPassesOnMatchingEvents() throws {
        let scheduler = TestScheduler(initialClock: 0)
        let res = Self.doubled(scheduler)
        expectEqual(res.events, [.next(210, 4), .next(220, 6), .completed(230)])
        expectEqual(res.events.map(\.value), [.next(4), .next(6), .completed])
        expectRecordedElements(res.events, [4, 6])
        expectMarbles(res.events, "^ab|", values: ["a": 4, "b": 6])
        let optional: [Recorded<Event<Int?>>] = [.next(210, nil), .completed(220)]
        expectEqual(optional, [.next(210, nil), .completed(220)])
        expectEqual([SingleEvent<Int>.success(1)], [.success(1)])
        expectEqual([MaybeEvent<Int>.completed], [.completed])
        expectEqual([CompletableEvent.completed], [.completed])
    }

    @Test(arguments: ["^-a-b-|", "^-a-b-c-|", "^-a--#"])
    func aParameterisedTestOverMarbleStrings(_ diagram: String) throws {
        let scheduler = TestScheduler(initialClock: 0)
        let xs: TestableObservable<String> = try scheduler.createHotObservable(marbles: diagram)
        let res = scheduler.start { xs.map { $0 } }
        expectMarbles(res.events, diagram)
    }

    @Test func aTestSchedulerRunsInAnAsyncTest() async throws {
        let scheduler = TestScheduler(initialClock: 0)
        let res = Self.doubled(scheduler)
        await Task.yield()
        expectRecordedElements(res.events, [4, 6])
    }

    @Test func aMismatchRecordsTheDiffAndTheURLOfAPictureOfItsOwn() throws {
        let urls = LockedURLs()
        for expected in [[4, 7], [5, 6]] {
            withKnownIssue {
                let scheduler = TestScheduler(initialClock: 0)
                let res = Self.doubled(scheduler)
                sharedHelperExpecting(res, expected)
            } matching: { issue in
                let comment = issue.comments.map(\.rawValue).joined(separator: "\n")
                guard comment.hasPrefix("Recorded elements are not equal"),
                    let line = comment.split(separator: "\n").last(where: { $0.hasPrefix("Marble diagrams: ") }),
                    let url = URL(string: String(line.dropFirst("Marble diagrams: ".count)))
                else { return false }
                urls.append(url)
                return FileManager.default.fileExists(atPath: url.path)
            }
        }
        // Both failures come from one line of one helper: each has a picture of its own, named after the test.
        let pictures = urls.all
        #expect(pictures.count == 2)
        #expect(Set(pictures).count == 2)
        let names = pictures.map(\.lastPathComponent).sorted()
        let prefix = "aMismatchRecordsTheDiffAndTheURLOfAPictureOfItsOwn-SwiftTestingAssertionTests.swift-"
        #expect(names.allSatisfy { $0.hasPrefix(prefix) }, "named after the test, the file and the line: \(names)")
        #expect(names.map { $0.hasSuffix("-1.html") } == [true, false] && names.last?.hasSuffix("-2.html") == true)
        let index = try #require(pictures.first?.deletingLastPathComponent().appendingPathComponent("index.html"))
        let listing = try String(contentsOf: index, encoding: .utf8)
        #expect(pictures.allSatisfy { listing.contains($0.lastPathComponent) })
    }

    @Test func aMarbleMismatchRecordsTheAlignedDiagrams() {
        withKnownIssue {
            let scheduler = TestScheduler(initialClock: 0)
            let res = Self.doubled(scheduler)
            expectMarbles(res.events, "^-a-b-c-|", values: ["a": 4, "b": 6, "c": 8])
        } matching: { issue in
            let comment = issue.comments.map(\.rawValue).joined(separator: "\n")
            return comment.contains("first difference at frame") && comment.contains("Marble diagrams: file://")
        }
    }
}

/// One helper that several failures go through, as a team's shared assertion would be.
private func sharedHelperExpecting(
    _ res: TestableObserver<Int>, _ elements: [Int], sourceLocation: SourceLocation = #_sourceLocation
) {
    expectRecordedElements(res.events, elements)
}

/// URLs collected from issue handlers.
private final class LockedURLs: @unchecked Sendable {
    // Sendable: `urls` is touched only under `lock`.
    private let lock = NSLock()
    private var urls: [URL] = []

    var all: [URL] { lock.withLock { urls } }

    func append(_ url: URL) {
        lock.withLock { urls.append(url) }
    }
}
