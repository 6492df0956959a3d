import Dispatch
import RxSwift
import RxTestSupport
import Synchronization
import XCTest

/// `flatMapLatest` while a replaced inner keeps emitting from another thread.
final class FlatMapLatestStressTests: RxTestCase {
    private static let switches = 300
    private static let stride = 1_000_000

    /// Regression: the "is this the latest inner?" check ran under the lock but the delivery after it, so an
    /// element of a just-replaced inner, emitted from another thread, could be delivered after elements of
    /// the new inner.
    func testElementOfReplacedInnerFromAnotherThreadNeverFollowsTheNewInner() {
        let inners = (0..<Self.switches).map { _ in PublishSubject<Int>() }
        let source = PublishSubject<Int>()
        let generation = Atomic<Int>(0)
        let finished = Atomic<Bool>(false)
        let emittedOn = Atomic<Int>(-1)
        let received = LockedBox<[Int]>([])

        let subscription =
            source
            .flatMapLatest { index in inners[index].startWith(index * Self.stride) }
            .subscribe(onNext: { value in received.mutate { $0.append(value) } })

        source.onNext(0)
        let emitter = Thread {
            var counter = 1
            while !finished.load(ordering: .acquiring) {
                // Emits on the inner that was the latest when we looked; it may be replaced meanwhile.
                let index = generation.load(ordering: .acquiring)
                inners[index].onNext(index * Self.stride + counter)
                emittedOn.store(index, ordering: .releasing)
                counter += 1
            }
        }
        emitter.start()
        for index in 1..<Self.switches {
            // Switch while the emitter is busy on the current inner.
            var spins = 0
            while emittedOn.load(ordering: .acquiring) != index - 1 && spins < 1_000_000 { spins += 1 }
            source.onNext(index)
            generation.store(index, ordering: .releasing)
        }
        finished.store(true, ordering: .releasing)
        while !emitter.isFinished { usleep(100) }
        subscription.dispose()

        let generations = received.mutate { $0 }.map { $0 / Self.stride }
        let firstBackwardStep = zip(generations, generations.dropFirst()).first { $0.1 < $0.0 }
        XCTAssertNil(firstBackwardStep, "an element of a replaced inner arrived after the new inner's elements")
        XCTAssertEqual(Set(generations).count, Self.switches, "every inner delivered its start element")
    }
}
