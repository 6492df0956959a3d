import Dispatch
import RxSwift
import RxTestSupport
import Synchronization
import XCTest

private let threads = 4
private let eventsPerThread = 2_000

final class MergeStressTests: RxTestCase {
    func testSourcesEmittingFromSeveralThreads() {
        let sources = (0..<threads).map { _ in PublishSubject<Int>() }
        let recorder = OverlapRecorder<Int>()
        let subscription = Observable.merge(sources.map { $0.asObservable() }).subscribe(recorder)
        DispatchQueue.concurrentPerform(iterations: threads) { thread in
            for offset in 0..<eventsPerThread { sources[thread].onNext(thread * eventsPerThread + offset) }
            sources[thread].onCompleted()
        }
        XCTAssertEqual(recorder.overlapCount, 0, "concurrent delivery")
        XCTAssertEqual(recorder.elements.count, threads * eventsPerThread)
        var last = Array(repeating: -1, count: threads)
        for value in recorder.elements {
            XCTAssertGreaterThan(value, last[value / eventsPerThread], "reordered within one source")
            last[value / eventsPerThread] = value
        }
        XCTAssertEqual(recorder.terminals.count, 1)
        XCTAssertEqual(recorder.terminals.first?.isCompleted, true)
        subscription.dispose()
    }

    func testInnerDisposingWhileAnotherInnerEmits() {
        expectMisuseReports()  // sends to one subject from several threads at once, on purpose
        let outer = PublishSubject<Observable<Int>>()
        let steady = PublishSubject<Int>()
        let recorder = OverlapRecorder<Int>()
        let subscription = outer.merge().subscribe(recorder)
        outer.onNext(steady.asObservable())
        let shortLived = eventsPerThread / 4
        DispatchQueue.concurrentPerform(iterations: 3) { thread in
            switch thread {
            case 0:
                for value in 0..<eventsPerThread { steady.onNext(value) }
            case 1:
                // Inners that emit and complete at once: each is removed and disposed while `steady` emits.
                for _ in 0..<shortLived { outer.onNext(.just(-1)) }
            default:
                for _ in 0..<shortLived {
                    let inner = PublishSubject<Int>()
                    outer.onNext(inner.asObservable())
                    inner.onNext(-2)
                    inner.onCompleted()
                }
            }
        }
        steady.onCompleted()
        outer.onCompleted()
        XCTAssertEqual(recorder.overlapCount, 0, "concurrent delivery")
        XCTAssertEqual(recorder.elements.filter { $0 >= 0 }, Array(0..<eventsPerThread))
        XCTAssertEqual(recorder.elements.filter { $0 == -1 }.count, shortLived)
        XCTAssertEqual(recorder.elements.filter { $0 == -2 }.count, shortLived)
        XCTAssertEqual(recorder.terminals.count, 1)
        XCTAssertFalse(steady.hasObservers)
        subscription.dispose()
    }
}

final class ZipStressTests: RxTestCase {
    func testSourcesEmittingFromTwoThreadsPairInOrder() {
        let a = PublishSubject<Int>()
        let b = PublishSubject<Int>()
        let recorder = OverlapRecorder<Int>()
        let subscription = Observable.zip(a, b) { $0 == $1 ? $0 : -1 }.subscribe(recorder)
        DispatchQueue.concurrentPerform(iterations: 2) { thread in
            let subject = thread == 0 ? a : b
            for value in 0..<eventsPerThread { subject.onNext(value) }
            subject.onCompleted()
        }
        XCTAssertEqual(recorder.overlapCount, 0, "concurrent delivery")
        XCTAssertEqual(recorder.elements, Array(0..<eventsPerThread), "pairs formed in order")
        XCTAssertEqual(recorder.terminals.count, 1)
        subscription.dispose()
    }

    func testCollectionZipFromSeveralThreads() {
        let sources = (0..<threads).map { _ in PublishSubject<Int>() }
        let recorder = OverlapRecorder<[Int]>()
        let subscription = Observable.zip(sources.map { $0.asObservable() }).subscribe(recorder)
        DispatchQueue.concurrentPerform(iterations: threads) { thread in
            for value in 0..<eventsPerThread { sources[thread].onNext(value) }
        }
        XCTAssertEqual(recorder.overlapCount, 0, "concurrent delivery")
        XCTAssertEqual(recorder.elements.count, eventsPerThread)
        XCTAssertTrue(recorder.elements.enumerated().allSatisfy { index, tuple in tuple.allSatisfy { $0 == index } })
        subscription.dispose()
    }
}

final class CombineLatestStressTests: RxTestCase {
    func testSourcesEmittingFromTwoThreadsEndWithTheLatestOfEach() {
        let a = PublishSubject<Int>()
        let b = PublishSubject<Int>()
        let recorder = OverlapRecorder<[Int]>()
        let subscription = Observable.combineLatest(a, b) { [$0, $1] }.subscribe(recorder)
        DispatchQueue.concurrentPerform(iterations: 2) { thread in
            let subject = thread == 0 ? a : b
            for value in 0..<eventsPerThread { subject.onNext(value) }
            subject.onCompleted()
        }
        XCTAssertEqual(recorder.overlapCount, 0, "concurrent delivery")
        XCTAssertEqual(recorder.elements.last, [eventsPerThread - 1, eventsPerThread - 1])
        for (previous, next) in zip(recorder.elements, recorder.elements.dropFirst()) {
            XCTAssertTrue(previous[0] <= next[0] && previous[1] <= next[1], "results delivered out of order")
        }
        XCTAssertEqual(recorder.terminals.count, 1)
        subscription.dispose()
    }
}

final class WithLatestFromStressTests: RxTestCase {
    func testFirstAndSecondOnDifferentThreads() {
        let first = PublishSubject<Int>()
        let second = PublishSubject<Int>()
        let recorder = OverlapRecorder<Int>()
        let subscription = first.withLatestFrom(second).subscribe(recorder)
        second.onNext(0)
        DispatchQueue.concurrentPerform(iterations: 2) { thread in
            if thread == 0 {
                for value in 0..<eventsPerThread { first.onNext(value) }
            } else {
                for value in 1...eventsPerThread { second.onNext(value) }
                second.onError(TestError.boom)
            }
        }
        XCTAssertEqual(recorder.overlapCount, 0, "concurrent delivery")
        XCTAssertEqual(recorder.terminals.count, 1)
        XCTAssertNotNil(recorder.terminals.first?.error)
        XCTAssertEqual(recorder.elements, recorder.elements.sorted(), "the latest value never goes back")
        subscription.dispose()
    }
}

final class SwitchLatestStressTests: RxTestCase {
    func testSwitchingWhileInnersEmitFromOtherThreads() {
        let outer = PublishSubject<Observable<Int>>()
        let inners = (0..<threads).map { _ in PublishSubject<Int>() }
        let recorder = OverlapRecorder<Int>()
        let subscription = outer.switchLatest().subscribe(recorder)
        DispatchQueue.concurrentPerform(iterations: threads + 1) { thread in
            if thread == threads {
                for step in 0..<eventsPerThread { outer.onNext(inners[step % threads].asObservable()) }
            } else {
                for value in 0..<eventsPerThread { inners[thread].onNext(value) }
            }
        }
        outer.onNext(.just(-1))
        outer.onCompleted()
        XCTAssertEqual(recorder.overlapCount, 0, "concurrent delivery")
        XCTAssertEqual(recorder.elements.last, -1)
        XCTAssertEqual(recorder.terminals.count, 1)
        XCTAssertEqual(recorder.terminals.first?.isCompleted, true)
        for inner in inners { XCTAssertFalse(inner.hasObservers) }
        subscription.dispose()
    }
}
