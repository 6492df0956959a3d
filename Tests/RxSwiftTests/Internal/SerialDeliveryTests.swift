import Dispatch
import Foundation
import RxTestSupport
import Synchronization
import XCTest

@testable import RxSwift

/// The contract of `SerialDelivery` (take your turn): a send runs at once when nobody delivers or when its own
/// thread is delivering (depth-first); a send from another thread sleeps until its turn, first come first
/// served, and then runs its own closure on its own thread.
final class SerialDeliveryTests: RxTestCase {
    /// Records what happened, from any thread.
    private final class Log: @unchecked Sendable {
        // Sendable: `entries` is guarded by `lock`.
        private let lock = NSLock()
        private var entries: [String] = []

        func append(_ entry: String) {
            lock.withLock { entries.append(entry) }
        }

        var all: [String] { lock.withLock { entries } }
    }

    /// Waits (polling, at most 5 s) until `delivery` has `count` threads waiting for their turn.
    private func waitUntil(_ delivery: SerialDelivery, hasWaiting count: Int) {
        let deadline = Date().addingTimeInterval(5)
        while delivery.waitingThreadCount < count && Date() < deadline { usleep(1_000) }
        XCTAssertEqual(delivery.waitingThreadCount, count)
    }

    /// Starts a thread that takes the turn of `delivery` and holds it until the returned semaphore is signalled;
    /// returns once the turn is held.
    private func holdTurn(of delivery: SerialDelivery) -> DispatchSemaphore {
        let inside = DispatchSemaphore(value: 0)
        let release = DispatchSemaphore(value: 0)
        Thread {
            delivery.send {
                inside.signal()
                release.wait()
            }
        }.start()
        inside.wait()
        return release
    }

    func testAnUncontendedSendRunsAtOnce() {
        let delivery = SerialDelivery()
        var handled: [Int] = []
        delivery.send { handled.append(1) }
        delivery.send { handled.append(2) }
        XCTAssertEqual(handled, [1, 2])
        XCTAssertEqual(delivery.waitingThreadCount, 0)
    }

    func testAReentrantSendRunsDepthFirst() {
        let delivery = SerialDelivery()
        var handled: [String] = []
        delivery.send {
            handled.append("begin 1")
            delivery.send {
                handled.append("begin 2")
                delivery.send { handled.append("3") }
                handled.append("end 2")
            }
            handled.append("end 1")
        }
        XCTAssertEqual(handled, ["begin 1", "begin 2", "3", "end 2", "end 1"])
    }

    func testASendFromAnotherThreadWaitsForTheTurnThenRunsItsOwnClosureOnItsOwnThread() {
        let delivery = SerialDelivery()
        let log = Log()
        let insideFirst = DispatchSemaphore(value: 0)
        let releaseFirst = DispatchSemaphore(value: 0)
        let secondReturned = DispatchSemaphore(value: 0)
        let firstThread = Atomic<UInt>(0)
        let secondThread = Atomic<UInt>(0)
        let secondRanOn = Atomic<UInt>(0)
        Thread {
            firstThread.store(currentThreadID(), ordering: .relaxed)
            delivery.send {
                log.append("first delivers")
                insideFirst.signal()
                releaseFirst.wait()
                log.append("first ends")
            }
        }.start()
        insideFirst.wait()
        Thread {
            secondThread.store(currentThreadID(), ordering: .relaxed)
            delivery.send {
                secondRanOn.store(currentThreadID(), ordering: .relaxed)
                log.append("second delivers")
            }
            log.append("second returns")
            secondReturned.signal()
        }.start()
        waitUntil(delivery, hasWaiting: 1)
        XCTAssertEqual(log.all, ["first delivers"], "the second send neither ran nor returned while the first delivers")
        releaseFirst.signal()
        XCTAssertEqual(secondReturned.wait(timeout: .now() + 5), .success)
        XCTAssertEqual(log.all, ["first delivers", "first ends", "second delivers", "second returns"])
        XCTAssertEqual(secondRanOn.load(ordering: .relaxed), secondThread.load(ordering: .relaxed))
        XCTAssertNotEqual(secondRanOn.load(ordering: .relaxed), firstThread.load(ordering: .relaxed))
    }

    func testWaitingThreadsTakeTheirTurnsInArrivalOrder() {
        let delivery = SerialDelivery()
        let log = Log()
        let releaseFirst = holdTurn(of: delivery)
        let done = DispatchSemaphore(value: 0)
        for waiter in 1...4 {
            Thread {
                delivery.send { log.append("waiter \(waiter)") }
                done.signal()
            }.start()
            waitUntil(delivery, hasWaiting: waiter)
        }
        releaseFirst.signal()
        for _ in 1...4 { XCTAssertEqual(done.wait(timeout: .now() + 5), .success) }
        XCTAssertEqual(log.all, ["waiter 1", "waiter 2", "waiter 3", "waiter 4"])
        XCTAssertEqual(delivery.waitingThreadCount, 0)
    }

    func testAWaitingThreadSleepsInsteadOfSpinning() {
        let delivery = SerialDelivery()
        let releaseFirst = holdTurn(of: delivery)
        let done = DispatchSemaphore(value: 0)
        let cpuNanoseconds = Atomic<Int>(-1)
        Thread {
            let before = Self.threadCPUTime()
            delivery.send {}
            cpuNanoseconds.store(Self.threadCPUTime() - before, ordering: .relaxed)
            done.signal()
        }.start()
        waitUntil(delivery, hasWaiting: 1)
        usleep(300_000)
        releaseFirst.signal()
        XCTAssertEqual(done.wait(timeout: .now() + 5), .success)
        let spent = cpuNanoseconds.load(ordering: .relaxed)
        XCTAssertGreaterThanOrEqual(spent, 0)
        XCTAssertLessThan(spent, 50_000_000, "a thread waiting 300 ms for its turn used \(spent / 1_000_000) ms of CPU")
    }

    private static func threadCPUTime() -> Int {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return time.tv_sec * 1_000_000_000 + time.tv_nsec
    }

    func testAHeldTurnLetsItsOwnThreadThroughAndMakesOthersWaitUntilItEnds() {
        let log = Log()
        let delivery = SerialDelivery(heldByCurrentThread: ())
        let otherReturned = DispatchSemaphore(value: 0)
        delivery.send { log.append("holder passes") }
        Thread {
            delivery.send { log.append("other delivers") }
            otherReturned.signal()
        }.start()
        waitUntil(delivery, hasWaiting: 1)
        log.append("holder ends its turn")
        delivery.endHeldTurn()
        XCTAssertEqual(otherReturned.wait(timeout: .now() + 5), .success)
        XCTAssertEqual(log.all, ["holder passes", "holder ends its turn", "other delivers"])
    }

    /// Counts overlapping deliveries and records each sender's values, from any thread.
    private final class Recorder: @unchecked Sendable {
        // Sendable: the counters are guarded by `lock`; `perSender` is written only inside the delivery, which
        // `SerialDelivery` runs on one thread at a time (the property under test), and read after the senders.
        private let lock = NSLock()
        private var active = 0
        private(set) var overlaps = 0
        private(set) var perSender = Array(repeating: [Int](), count: 4)

        func handle(_ value: Int) {
            lock.withLock {
                active += 1
                if active != 1 { overlaps += 1 }
            }
            perSender[value / 10_000].append(value % 10_000)
            lock.withLock { active -= 1 }
        }
    }

    func testConcurrentSendersNeverOverlapAndLoseNothing() {
        let delivery = SerialDelivery()
        let recorder = Recorder()
        DispatchQueue.concurrentPerform(iterations: 4) { sender in
            for value in 0..<2_000 {
                delivery.send { recorder.handle(sender * 10_000 + value) }
            }
        }
        XCTAssertEqual(recorder.overlaps, 0)
        for received in recorder.perSender {
            XCTAssertEqual(received, Array(0..<2_000), "each sender's messages arrive once, in order")
        }
        XCTAssertEqual(delivery.waitingThreadCount, 0)
    }
}

/// Eventual fairness (issue 29): a turn that ends is free for whoever takes it first, the thread that ended it
/// included; a waiter that has waited past ``SerialDelivery/fairnessBound`` is handed the turn.
final class SerialDeliveryFairnessStressTests: RxTestCase {
    /// Which thread delivered each message, from any thread (written inside the delivery only).
    private final class DeliveryLog: @unchecked Sendable {
        // Sendable: `senders` is appended to only inside the delivery, one thread at a time (the property under
        // test), and read after the senders have returned.
        var senders: [Int] = []
        /// Named steps, appended inside the delivery (or after it) only.
        var steps: [String] = []
    }

    func testAThreadThatEndsItsTurnMayTakeItAgainWhileAnotherWaitsInsteadOfAlternatingOnEveryMessage() {
        // Regression: strict first-come-first-served hand-over made two busy producers alternate on every message,
        // each one sleeping after its own delivery (a lock convoy: 3 to 8 times upstream's time).
        let delivery = SerialDelivery()
        let log = DeliveryLog()
        let messages = 20_000
        DispatchQueue.concurrentPerform(iterations: 2) { sender in
            for _ in 0..<messages {
                delivery.send { log.senders.append(sender) }
            }
        }
        XCTAssertEqual(log.senders.count, 2 * messages)
        // Strict hand-over put a thread to sleep for nearly every delivery once the two met; with barging a
        // thread that finds the turn taken mostly takes it after a short spin, and sleeps rarely.
        let sleeps = delivery.sleepCount
        XCTAssertLessThan(sleeps, messages / 2, "threads slept \(sleeps) times in \(2 * messages) deliveries")
    }

    func testAWaiterThatHasWaitedPastTheFairnessBoundIsHandedTheTurnBeforeTheEndingThreadSendsAgain() {
        let delivery = SerialDelivery()
        let log = DeliveryLog()
        let waiterIsIn = DispatchSemaphore(value: 0)
        let done = DispatchSemaphore(value: 0)
        delivery.send {
            log.steps.append("holder 1")
            Thread {
                waiterIsIn.signal()
                delivery.send { log.steps.append("waiter") }
                done.signal()
            }.start()
            waiterIsIn.wait()
            // Wait until the other thread sleeps in line, then past the bound.
            let deadline = Date().addingTimeInterval(5)
            while delivery.waitingThreadCount == 0 && Date() < deadline { usleep(500) }
            usleep(5_000)
        }
        delivery.send { log.steps.append("holder 2") }
        XCTAssertEqual(done.wait(timeout: .now() + 5), .success)
        XCTAssertEqual(log.steps, ["holder 1", "waiter", "holder 2"])
    }

    /// Thread ids collected from several threads.
    private final class ThreadIDs: @unchecked Sendable {
        // Sendable: `ids` is guarded by `lock`.
        private let lock = NSLock()
        private var ids: [UInt] = []

        func append(_ id: UInt) {
            lock.withLock { ids.append(id) }
        }

        var all: [UInt] { lock.withLock { ids } }
    }

    func testThreadIdentifiersLeaveTheFlagBitsClear() {
        let ids = ThreadIDs()
        ids.append(currentThreadID())
        DispatchQueue.concurrentPerform(iterations: 8) { _ in ids.append(currentThreadID()) }
        for id in ids.all {
            XCTAssertNotEqual(id, 0)
            XCTAssertEqual(id & 3, 0, "thread id \(id) uses the turn word's flag bits")
        }
    }

    func testABusyProducerDoesNotStarveAnother() {
        let delivery = SerialDelivery()
        let stop = Atomic<Bool>(false)
        let flooding = DispatchSemaphore(value: 0)
        Thread {
            while !stop.load(ordering: .relaxed) {
                delivery.send { usleep(20) }
            }
            flooding.signal()
        }.start()
        let returned = DispatchSemaphore(value: 0)
        let slowest = Atomic<UInt64>(0)
        Thread {
            for _ in 0..<200 {
                let start = DispatchTime.now().uptimeNanoseconds
                delivery.send {}
                let took = DispatchTime.now().uptimeNanoseconds - start
                if took > slowest.load(ordering: .relaxed) { slowest.store(took, ordering: .relaxed) }
            }
            returned.signal()
        }.start()
        let finished = returned.wait(timeout: .now() + 10) == .success
        stop.store(true, ordering: .relaxed)
        XCTAssertTrue(finished, "200 sends did not get their turns within 10 s while another thread sent without pause")
        XCTAssertEqual(flooding.wait(timeout: .now() + 10), .success)
        // The bound is 1 ms; scheduling on a loaded machine adds to it, but never seconds.
        XCTAssertLessThan(slowest.load(ordering: .relaxed), 500_000_000)
    }

    func testTeardownDeferredDuringATurnRunsOnceTheTurnIsGivenBackAndBeforeTheSendReturns() {
        let delivery = SerialDelivery()
        var steps: [String] = []
        delivery.send {
            delivery.send {
                delivery.disposeAfterTurn(
                    Disposables.create {
                        steps.append(delivery.isHeldByCurrentThread ? "teardown under the turn" : "teardown")
                    })
                steps.append("inner delivery")
            }
            steps.append("outer delivery")
        }
        steps.append("send returned")
        XCTAssertEqual(steps, ["inner delivery", "outer delivery", "teardown", "send returned"])
    }

    func testDisposeAfterTurnOutsideATurnDisposesAtOnce() {
        let delivery = SerialDelivery()
        var disposed = false
        delivery.disposeAfterTurn(Disposables.create { disposed = true })
        XCTAssertTrue(disposed)
    }
}
