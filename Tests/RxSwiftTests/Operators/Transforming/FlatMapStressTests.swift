import Dispatch
import RxSwift
import RxTestSupport
import Synchronization
import XCTest

/// Inner sequences of `flatMap` that emit from several threads at once.
final class FlatMapStressTests: RxTestCase {
    private static let threads = 4
    private static let eventsPerThread = 2_000

    /// Records what reaches the downstream observer and whether two deliveries ever overlapped.
    private final class Recorder: ObserverType, @unchecked Sendable {
        // Sendable: `elements`/`terminals` are written only inside a delivery, and deliveries are checked
        // (by `inside`) never to overlap; they are read after every emitting thread has joined.
        private let inside = Atomic<Int>(0)
        let overlaps = Atomic<Int>(0)
        private(set) var elements: [Int] = []
        private(set) var terminals: [Event<Int>] = []

        func on(_ event: Event<Int>) {
            if inside.wrappingAdd(1, ordering: .sequentiallyConsistent).newValue != 1 {
                overlaps.wrappingAdd(1, ordering: .relaxed)
            }
            switch event {
            case .next(let value): elements.append(value)
            case .error, .completed: terminals.append(event)
            }
            inside.wrappingSubtract(1, ordering: .sequentiallyConsistent)
        }
    }

    private func assertEveryElementOnceInOrder(_ recorder: Recorder, file: StaticString = #filePath, line: UInt = #line)
    {
        XCTAssertEqual(
            recorder.overlaps.load(ordering: .sequentiallyConsistent), 0, "concurrent delivery", file: file, line: line)
        XCTAssertEqual(recorder.elements.count, Self.threads * Self.eventsPerThread, file: file, line: line)
        XCTAssertEqual(
            Set(recorder.elements).count, recorder.elements.count, "duplicated elements", file: file, line: line)
        var lastPerThread = Array(repeating: -1, count: Self.threads)
        for value in recorder.elements {
            let thread = value / Self.eventsPerThread
            XCTAssertGreaterThan(value, lastPerThread[thread], "reordered within one inner", file: file, line: line)
            lastPerThread[thread] = value
        }
    }

    func testInnersEmittingFromSeveralThreads() {
        let inners = (0..<Self.threads).map { _ in PublishSubject<Int>() }
        let recorder = Recorder()
        let subscription = Observable.from(inners).flatMap { $0 }.subscribe(recorder)
        DispatchQueue.concurrentPerform(iterations: Self.threads) { thread in
            let base = thread * Self.eventsPerThread
            for offset in 0..<Self.eventsPerThread {
                inners[thread].onNext(base + offset)
            }
            inners[thread].onCompleted()
        }
        assertEveryElementOnceInOrder(recorder)
        XCTAssertEqual(recorder.terminals.count, 1)
        XCTAssertEqual(recorder.terminals.first?.isCompleted, true)
        subscription.dispose()
    }

    func testInnerErrorFromOneThreadStopsTheOthers() {
        let inners = (0..<Self.threads).map { _ in PublishSubject<Int>() }
        let recorder = Recorder()
        let subscription = Observable.from(inners).flatMap { $0 }.subscribe(recorder)
        DispatchQueue.concurrentPerform(iterations: Self.threads) { thread in
            for offset in 0..<Self.eventsPerThread {
                if thread == 0 && offset == Self.eventsPerThread / 2 {
                    inners[thread].onError(TestError.boom)
                    return
                }
                inners[thread].onNext(thread * Self.eventsPerThread + offset)
            }
        }
        XCTAssertEqual(recorder.overlaps.load(ordering: .sequentiallyConsistent), 0)
        XCTAssertEqual(recorder.terminals.count, 1)
        XCTAssertNotNil(recorder.terminals.first?.error)
        XCTAssertLessThan(recorder.elements.count, Self.threads * Self.eventsPerThread)
        XCTAssertEqual(Set(recorder.elements).count, recorder.elements.count)
        for subject in inners { XCTAssertFalse(subject.hasObservers) }
        subscription.dispose()
    }

    func testOuterAndInnersRacingOnCompletion() {
        for _ in 0..<20 {
            let outer = PublishSubject<Observable<Int>>()
            let recorder = Recorder()
            let subscription = outer.flatMap { $0 }.subscribe(recorder)
            let group = DispatchGroup()
            for thread in 0..<Self.threads {
                let inner = PublishSubject<Int>()
                outer.onNext(inner)
                DispatchQueue.global().async(group: group) {
                    for offset in 0..<100 { inner.onNext(thread * Self.eventsPerThread + offset) }
                    inner.onCompleted()
                }
            }
            outer.onCompleted()
            XCTAssertEqual(group.wait(timeout: .now() + 10), .success)
            XCTAssertEqual(recorder.overlaps.load(ordering: .sequentiallyConsistent), 0)
            XCTAssertEqual(recorder.elements.count, Self.threads * 100)
            XCTAssertEqual(recorder.terminals.count, 1)
            XCTAssertEqual(recorder.terminals.first?.isCompleted, true)
            subscription.dispose()
        }
    }
}
