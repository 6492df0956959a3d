import Dispatch
import Foundation
import RxSwift
import RxTestSupport
import Synchronization
import XCTest

// Misuse detection exists in debug builds only (as upstream); release builds compile it out, and these tests.
#if DEBUG
    /// The debug builds' misuse detection, as upstream: a re-entrant or concurrent delivery to one observer is
    /// reported with upstream's first line (captured here through ``MisuseReports``, which stands in for `print`),
    /// ordinary use reports nothing.
    final class MisuseDetectionTests: RxTestCase {
        private static let reentrancyFirstLine = "⚠️ Reentrancy anomaly was detected."
        private static let synchronizationFirstLine = "⚠️ Synchronization anomaly was detected."

        /// Holds an observer handed out by `create`, for the test to send through.
        private final class ObserverBox: @unchecked Sendable {
            // Sendable: set inside `subscribe` on the test's thread, before any other thread reads it.
            var observer: AnyObserver<Int>?
        }

        private enum Kind {
            case reentrancy, synchronization
        }

        /// Checks that `reports` holds anomalies of `kind` only, whose message starts with upstream's line and
        /// names the remedy.
        private func assertOnly(_ kind: Kind, in reports: MisuseReports.Captured, line: UInt = #line) throws {
            let (expected, other, firstLine) =
                kind == .reentrancy
                ? (reports.reentrancy, reports.synchronization, Self.reentrancyFirstLine)
                : (reports.synchronization, reports.reentrancy, Self.synchronizationFirstLine)
            XCTAssertGreaterThan(expected, 0, line: line)
            XCTAssertEqual(other, 0, line: line)
            let message = try XCTUnwrap(reports.messages.first, line: line)
            XCTAssertEqual(message.split(separator: "\n").first.map(String.init), firstLine, line: line)
            XCTAssertTrue(message.contains("MainScheduler.asyncInstance"), message, line: line)
        }

        func testSameThreadReentrantDeliveryIntoASinkReportsTheReentrancyAnomaly() throws {
            let box = ObserverBox()
            var received: [Int] = []
            let (_, reports) = MisuseReports.capturing {
                let subscription = Observable<Int>.create { observer in
                    box.observer = observer
                    return Disposables.create()
                }
                .map { $0 * 10 }
                .subscribe(onNext: { value in
                    received.append(value)
                    if value == 10 { box.observer?.onNext(2) }
                })
                box.observer?.onNext(1)
                subscription.dispose()
                box.observer = nil
            }
            XCTAssertEqual(received, [10, 20], "delivery goes on after the report, depth-first")
            try assertOnly(.reentrancy, in: reports)
        }

        func testASubjectFedFromItsOwnOnNextReportsTheReentrancyAnomaly() throws {
            let subject = PublishSubject<Int>()
            var received: [Int] = []
            let (_, reports) = MisuseReports.capturing {
                let subscription = subject.subscribe(onNext: { value in
                    received.append(value)
                    if value == 1 { subject.onNext(2) }
                })
                subject.onNext(1)
                subscription.dispose()
            }
            XCTAssertEqual(received, [1, 2])
            XCTAssertGreaterThan(reports.reentrancy, 0)
            XCTAssertEqual(
                reports.messages.first?.split(separator: "\n").first.map(String.init), Self.reentrancyFirstLine)
        }

        func testTwoThreadsCallingOnNextOnOneCreateObserverAtOnceReportTheSynchronizationAnomaly() throws {
            let (received, reports) = MisuseReports.capturing { sendOverlapping(through: { $0 }) }
            XCTAssertEqual(received, 2, "both elements are still delivered, as upstream")
            try assertOnly(.synchronization, in: reports)
        }

        /// Sends 1 through `chain` of a `create` observable from a thread named `first sender` and, while the
        /// subscriber still handles it, 2 from this thread: the two deliveries overlap.
        /// - Returns: how many elements the subscriber received.
        private func sendOverlapping(through chain: (Observable<Int>) -> Observable<Int>) -> Int {
            let box = ObserverBox()
            let insideFirst = DispatchSemaphore(value: 0)
            let releaseFirst = DispatchSemaphore(value: 0)
            let firstDone = DispatchSemaphore(value: 0)
            let received = Atomic<Int>(0)
            let source = Observable<Int>.create { observer in
                box.observer = observer
                return Disposables.create()
            }
            let subscription = chain(source).subscribe(onNext: { value in
                received.add(1, ordering: .relaxed)
                if value == 1 {
                    insideFirst.signal()
                    releaseFirst.wait()
                }
            })
            let sender = Thread {
                box.observer?.onNext(1)
                firstDone.signal()
            }
            sender.name = "first sender"
            sender.start()
            insideFirst.wait()
            // The first thread is still inside its `onNext`: this one sends at the same time.
            box.observer?.onNext(2)
            releaseFirst.signal()
            firstDone.wait()
            subscription.dispose()
            box.observer = nil
            return received.load(ordering: .relaxed)
        }

        func testWithoutACapturingHookTheReportIsPrintedToStandardOutput() throws {
            MisuseDetection.resetOccurrences()
            let subject = PublishSubject<Int>()
            let subscription = subject.subscribe(onNext: { if $0 == 1 { subject.onNext(2) } })
            let printed = try capturingStandardOutput { subject.onNext(1) }
            subscription.dispose()
            XCTAssertTrue(printed.contains(Self.reentrancyFirstLine + "\n"), printed)
        }

        /// Issue 42: a misuse repeated at one site between the same threads (here 9 nested sends into a subject from
        /// its own subscriber) is reported whole once, then as one line with the running count the 2nd, 4th and 8th
        /// time, to ``Hooks/misuseReportHandler`` when one is set; the count of every kind and site is its own.
        func testARepeatedMisuseIsReportedWholeOnceThenAsOneLineWithItsCountAtPowersOfTwo() {
            MisuseDetection.resetOccurrences()
            let reports = LockedList<MisuseReport>()
            Hooks.misuseReportHandler = { reports.append($0) }
            defer { Hooks.misuseReportHandler = nil }
            let subject = PublishSubject<Int>()
            let subscription = subject.subscribe(onNext: { value in
                if value < 10 { subject.onNext(value + 1) }
            })
            subject.onNext(1)
            subscription.dispose()
            let atSubject = reports.elements.filter { $0.site == "PublishSubject" }
            XCTAssertEqual(atSubject.map(\.occurrences), [1, 2, 4, 8])
            XCTAssertEqual(Set(atSubject.map(\.kind)), [.reentrancy])
            let first = atSubject.first?.message ?? ""
            XCTAssertTrue(first.hasPrefix(Self.reentrancyFirstLine + "\n"), first)
            XCTAssertTrue(first.contains("  > Where: PublishSubject, on thread main ("), first)
            for later in atSubject.dropFirst() {
                XCTAssertEqual(later.message.split(separator: "\n").count, 1, later.message)
                XCTAssertTrue(
                    later.message.hasPrefix("⚠️ Reentrancy anomaly at PublishSubject (main (0x"), later.message)
                XCTAssertTrue(later.message.contains(": \(later.occurrences) times so far"), later.message)
            }
            // The subscriber's own entry was re-entered as often: a site of its own, counted on its own.
            let atEntry = reports.elements.filter { $0.site == "SubjectClosureEntry" }
            XCTAssertEqual(atEntry.map(\.occurrences), [1, 2, 4, 8])
        }

        /// The report of two threads overlapping names both, and the operator's observer where they met.
        func testASynchronizationReportNamesTheSiteAndBothThreads() {
            MisuseDetection.resetOccurrences()
            let reports = LockedList<MisuseReport>()
            Hooks.misuseReportHandler = { reports.append($0) }
            defer { Hooks.misuseReportHandler = nil }
            XCTAssertEqual(sendOverlapping(through: { $0.map { $0 } }), 2)
            let first = reports.elements.first
            XCTAssertEqual(first?.kind, .synchronization)
            // The overlap reaches every observer down the chain: each site is reported once, whole.
            XCTAssertEqual(
                reports.elements.map(\.site), ["AnonymousObservableSink", "MapSink", "SubscribeObserver"])
            XCTAssertEqual(reports.elements.map(\.occurrences), [1, 1, 1])
            XCTAssertEqual(first?.occurrences, 1)
            let message = first?.message ?? ""
            XCTAssertTrue(message.hasPrefix(Self.synchronizationFirstLine + "\n"), message)
            // The thread that detected it (this one) is named; the other is identified.
            XCTAssertTrue(message.contains("on threads 0x"), message)
            XCTAssertTrue(message.contains(" and main (0x"), message)
        }

        /// What `body` writes to standard output (file descriptor 1, redirected into a pipe meanwhile).
        private func capturingStandardOutput(_ body: () -> Void) throws -> String {
            let pipe = Pipe()
            fflush(nil)  // every output stream, standard output included
            let saved = dup(1)
            XCTAssertGreaterThanOrEqual(saved, 0)
            dup2(pipe.fileHandleForWriting.fileDescriptor, 1)
            body()
            fflush(nil)  // every output stream, standard output included
            dup2(saved, 1)
            close(saved)
            try pipe.fileHandleForWriting.close()
            return String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        }

        func testOrdinaryUseReportsNothing() throws {
            let (_, reports) = MisuseReports.capturing {
                // Several threads, each with its own source, joined by the serialising operators.
                let sources = (0..<4).map { _ in PublishSubject<Int>() }
                let delivered = Atomic<Int>(0)
                let subscriptions = [
                    Observable.merge(sources).subscribe(onNext: { _ in delivered.add(1, ordering: .relaxed) }),
                    Observable.combineLatest(sources[0], sources[1]) { $0 + $1 }.subscribe(),
                    Observable.zip(sources[2], sources[3]).subscribe(),
                    sources[0].withLatestFrom(sources[1]).subscribe(),
                    Observable.of(sources[0], sources[1]).flatMap { $0 }.share(replay: 1).subscribe(),
                ]
                DispatchQueue.concurrentPerform(iterations: 4) { thread in
                    for value in 0..<500 { sources[thread].onNext(value) }
                }
                XCTAssertEqual(delivered.load(ordering: .relaxed), 2_000)
                // One subject fed from several threads one after another (synchronised by the caller).
                let subject = BehaviorSubject(value: 0)
                let lock = NSLock()
                let serial = subject.observe(on: MainScheduler.asyncInstance).subscribe()
                DispatchQueue.concurrentPerform(iterations: 4) { thread in
                    for value in 0..<200 { lock.withLock { subject.onNext(thread * 1_000 + value) } }
                }
                // Synchronous trampolined sources and nested subscriptions.
                _ = Observable.merge(.of(1, 2, 3), .of(4, 5, 6)).concatMap { Observable.just($0) }.toBlockingArray()
                for subscription in subscriptions { subscription.dispose() }
                serial.dispose()
            }
            XCTAssertEqual(reports.messages, [])
        }
    }

    extension Observable {
        /// The elements of a synchronous sequence.
        fileprivate func toBlockingArray() -> [Element] {
            var elements: [Element] = []
            _ = subscribe(onNext: { elements.append($0) })
            return elements
        }
    }
#endif
