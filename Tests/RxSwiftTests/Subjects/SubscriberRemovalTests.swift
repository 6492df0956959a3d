import Dispatch
import RxTestSupport
import XCTest

@testable import RxSwift

/// Removing subscribers (and `CompositeDisposable` members) in any order keeps upstream's notification order
/// (the first slot, then arrival order; `FirstSlotOrderModel`), keeps the dispatch rules (a subscriber
/// removed during a dispatch still gets that event, one added during it does not), and costs logarithmic, not
/// linear, work per removal.
final class SubscriberRemovalTests: RxTestCase {
    /// Subscribes and disposes at random, emitting now and then; every emission must reach the subscribers in
    /// the model's order. Emitted elements are 1000 and up, so that replayed initial values can be told apart.
    private func checkRandomChurn(
        _ name: String,
        subscribe: (@escaping (Int) -> Void) -> Disposable,
        emit: (Int) -> Void,
        seed: UInt64
    ) {
        var generator = SeededGenerator(seed: seed)
        var model = FirstSlotOrderModel<Int>()
        var subscriptions: [Int: Disposable] = [:]
        var heard: [Int] = []
        var nextID = 0
        for step in 0..<1_200 {
            let roll = Int.random(in: 0..<10, using: &generator)
            if subscriptions.isEmpty || roll < 5 {
                let id = nextID
                nextID += 1
                subscriptions[id] = subscribe { element in if element >= 1000 { heard.append(id) } }
                model.insert(id)
            } else if roll < 9 {
                let id = subscriptions.keys.randomElement(using: &generator)!
                subscriptions.removeValue(forKey: id)!.dispose()
                model.remove(id)
            } else {
                heard = []
                emit(1000 + step)
                XCTAssertEqual(heard, model.order, "\(name), step \(step)")
            }
        }
        heard = []
        emit(5000)
        XCTAssertEqual(heard, model.order, name)
        for subscription in subscriptions.values { subscription.dispose() }
    }

    func testEverySubjectKeepsTheModelOrderAfterRandomRemovals() {
        let publish = PublishSubject<Int>()
        checkRandomChurn("publish", subscribe: { publish.subscribe(onNext: $0) }, emit: publish.onNext, seed: 1)
        let behavior = BehaviorSubject(value: 0)
        checkRandomChurn("behavior", subscribe: { behavior.subscribe(onNext: $0) }, emit: behavior.onNext, seed: 2)
        let replay = ReplaySubject<Int>.create(bufferSize: 2)
        checkRandomChurn("replay", subscribe: { replay.subscribe(onNext: $0) }, emit: replay.onNext, seed: 3)
        let shared = PublishSubject<Int>()
        let share = shared.share()
        checkRandomChurn("share", subscribe: { share.subscribe(onNext: $0) }, emit: shared.onNext, seed: 4)
        let plainObservers = PublishSubject<Int>()
        checkRandomChurn(
            "AnyObserver subscribers",
            subscribe: { onNext in
                plainObservers.subscribe(
                    AnyObserver { event in
                        if case .next(let element) = event { onNext(element) }
                    }
                )
            },
            emit: plainObservers.onNext,
            seed: 5
        )
    }

    func testAsyncSubjectCompletesItsSubscribersInTheModelOrderAfterRandomRemovals() {
        var generator = SeededGenerator(seed: 6)
        let subject = AsyncSubject<Int>()
        var model = FirstSlotOrderModel<Int>()
        var subscriptions: [Int: Disposable] = [:]
        var heard: [Int] = []
        for id in 0..<300 {
            subscriptions[id] = subject.subscribe(onCompleted: { heard.append(id) })
            model.insert(id)
            if Int.random(in: 0..<3, using: &generator) == 0 {
                let leaving = subscriptions.keys.randomElement(using: &generator)!
                subscriptions.removeValue(forKey: leaving)!.dispose()
                model.remove(leaving)
            }
        }
        subject.onNext(1)
        subject.onCompleted()
        XCTAssertEqual(heard, model.order)
    }

    func testSubscribersRemovedDuringADispatchStillHearItAndNewOnesDoNot() {
        let subject = PublishSubject<Int>()
        var generator = SeededGenerator(seed: 7)
        var model = FirstSlotOrderModel<Int>()
        var subscriptions: [Int: Disposable] = [:]
        var heard: [(id: Int, element: Int)] = []
        var nextID = 0
        func subscribeOne() {
            let id = nextID
            nextID += 1
            model.insert(id)
            subscriptions[id] = subject.subscribe(onNext: { element in
                heard.append((id, element))
                // Each subscriber, while hearing 1, removes another at random and adds a new one.
                guard element == 1, let leaving = subscriptions.keys.randomElement(using: &generator) else { return }
                subscriptions.removeValue(forKey: leaving)!.dispose()
                model.remove(leaving)
                subscribeOne()
            })
        }
        for _ in 0..<200 { subscribeOne() }
        let orderBefore = model.order
        subject.onNext(1)
        XCTAssertEqual(heard.map(\.id), orderBefore, "everyone subscribed before the dispatch hears it, in order")
        heard = []
        subject.onNext(2)
        XCTAssertEqual(heard.map(\.id), model.order)
        for subscription in subscriptions.values { subscription.dispose() }
        XCTAssertFalse(subject.hasObservers)
    }

    func testCompositeDisposableDisposesInTheModelOrderAfterRandomRemovals() {
        var generator = SeededGenerator(seed: 8)
        for round in 0..<10 {
            let composite = CompositeDisposable()
            var model = FirstSlotOrderModel<Int>()
            var keys: [Int: CompositeDisposable.DisposeKey] = [:]
            var disposed: [Int] = []
            for id in 0..<(200 * (round + 1)) {
                keys[id] = composite.insert(Disposables.create { disposed.append(id) })
                model.insert(id)
                if Int.random(in: 0..<5, using: &generator) < 2 {
                    let leaving = keys.keys.randomElement(using: &generator)!
                    composite.remove(for: keys.removeValue(forKey: leaving)!)
                    XCTAssertEqual(disposed.last, leaving, "remove(for:) disposes the removed member")
                    model.remove(leaving)
                }
            }
            XCTAssertEqual(composite.count, model.order.count)
            disposed = []
            composite.dispose()
            XCTAssertEqual(disposed, model.order)
        }
    }

    #if DEBUG
        /// Regression: a subject searched its subscribers linearly and shifted the array on every removal, so
        /// disposing n subscribers in random order took quadratic time (100,000: 2.9 s). The subscriber list
        /// counts its search and compaction steps in debug builds.
        func testDisposingManySubscribersInRandomOrderDoesLogarithmicWork() {
            let count = 1 << 14
            let logCount = Int.bitWidth - count.leadingZeroBitCount
            var generator = SeededGenerator(seed: 9)
            let subject = PublishSubject<Int>()
            var subscriptions = (0..<count).map { _ in subject.subscribe(onNext: { _ in }) }
            subscriptions.shuffle(using: &generator)
            for subscription in subscriptions { subscription.dispose() }
            XCTAssertFalse(subject.hasObservers)
            let work = subject.core.withLock { $0.observers.list.workDone }
            XCTAssertLessThanOrEqual(work, count * (logCount + 6))
        }

        /// Regression: `CompositeDisposable.remove(for:)` searched and shifted linearly (100,000 keys: 2.2 s).
        func testRemovingManyCompositeMembersInRandomOrderDoesLogarithmicWork() {
            let count = 1 << 14
            let logCount = Int.bitWidth - count.leadingZeroBitCount
            var generator = SeededGenerator(seed: 10)
            let composite = CompositeDisposable()
            var keys = (0..<count).map { _ in composite.insert(Disposables.create())! }
            keys.shuffle(using: &generator)
            for key in keys { composite.remove(for: key) }
            XCTAssertEqual(composite.count, 0)
            let work = composite.state.withLock { $0.members.workDone }
            XCTAssertLessThanOrEqual(work, count * (logCount + 6))
        }
    #endif

    /// The CPU time of the calling thread, in nanoseconds: unlike the wall clock, it does not count the time other
    /// processes of a loaded machine take.
    private static func threadCPUTime() -> Int {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return time.tv_sec * 1_000_000_000 + time.tv_nsec
    }

    /// The thread CPU time of `body(size)`, in nanoseconds.
    private func cpuTime(_ size: Int, _ body: (Int) -> Void) -> Int {
        let start = Self.threadCPUTime()
        body(size)
        return Self.threadCPUTime() - start
    }

    /// Removing 10× as many takes about 10× as long (a quadratic removal takes about 100×). A ratio of the best of
    /// three runs each, small and large alternated, in thread CPU time; never an absolute time.
    private func assertRemovalScalesLinearly(_ name: String, _ removeInRandomOrder: (Int) -> Void) {
        var small = Int.max
        var large = Int.max
        for _ in 0..<3 {
            small = min(small, cpuTime(2_000, removeInRandomOrder))
            large = min(large, cpuTime(20_000, removeInRandomOrder))
        }
        let ratio = Double(large) / Double(max(small, 1))
        XCTAssertLessThan(ratio, 40, "\(name): 10× the subscribers took \(ratio)× as long to remove")
    }

    func testRandomRemovalTimeGrowsLinearly() {
        assertRemovalScalesLinearly("PublishSubject") { count in
            var generator = SeededGenerator(seed: UInt64(count))
            let subject = PublishSubject<Int>()
            var subscriptions = (0..<count).map { _ in subject.subscribe(onNext: { _ in }) }
            subscriptions.shuffle(using: &generator)
            for subscription in subscriptions { subscription.dispose() }
        }
        assertRemovalScalesLinearly("CompositeDisposable") { count in
            var generator = SeededGenerator(seed: UInt64(count))
            let composite = CompositeDisposable()
            var keys = (0..<count).map { _ in composite.insert(Disposables.create())! }
            keys.shuffle(using: &generator)
            for key in keys { composite.remove(for: key) }
        }
    }
}
