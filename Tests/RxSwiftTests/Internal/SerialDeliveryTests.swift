import Dispatch
import Foundation
import RxTestSupport
import XCTest

@testable import RxSwift

/// The message contract of `SerialDelivery`: one receiver at a time, in order; a re-entrant message is handled
/// at once (depth-first); a message sent while another thread delivers is queued, built only then, and handled
/// by the delivering thread through its own receiver.
final class SerialDeliveryTests: RxTestCase {
    private enum Message: Equatable {
        case element(Int)
        case completed
    }

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

    func testAnUncontendedMessageIsHandledAtOnce() {
        let delivery = SerialDelivery<Message>()
        var handled: [Message] = []
        delivery.send(.element(1)) { handled.append($0) }
        delivery.send(.completed) { handled.append($0) }
        XCTAssertEqual(handled, [.element(1), .completed])
    }

    func testTheValueFormHandlesAnUncontendedValueWithoutBuildingTheMessage() {
        let delivery = SerialDelivery<Message>()
        var wrapped = 0
        var direct: [Int] = []
        var received: [Message] = []
        delivery.send(
            7,
            as: { value -> Message in
                wrapped += 1
                return .element(value)
            },
            now: { direct.append($0) },
            to: { received.append($0) }
        )
        XCTAssertEqual(direct, [7])
        XCTAssertEqual(wrapped, 0)
        XCTAssertEqual(received, [])
    }

    func testAReentrantMessageIsHandledDepthFirst() {
        let delivery = SerialDelivery<Message>()
        var handled: [String] = []
        func receive(_ message: Message) {
            handled.append("begin \(message)")
            if message == .element(1) {
                delivery.send(.element(2)) { receive($0) }
            }
            handled.append("end \(message)")
        }
        delivery.send(.element(1)) { receive($0) }
        XCTAssertEqual(handled, ["begin element(1)", "begin element(2)", "end element(2)", "end element(1)"])
    }

    func testAMessageSentWhileAnotherThreadDeliversIsQueuedAndHandledByThatThread() {
        let delivery = SerialDelivery<Message>()
        let log = Log()
        let insideFirst = DispatchSemaphore(value: 0)
        let releaseFirst = DispatchSemaphore(value: 0)
        let secondSent = DispatchSemaphore(value: 0)
        let drainer = Thread {
            delivery.send(.element(1)) { message in
                log.append("drainer handles \(message)")
                if message == .element(1) {
                    insideFirst.signal()
                    releaseFirst.wait()
                }
            }
            log.append("drainer returns")
        }
        drainer.start()
        insideFirst.wait()
        DispatchQueue.global().async {
            delivery.send(
                2,
                as: { value -> Message in
                    log.append("sender wraps \(value)")
                    return .element(value)
                },
                now: { log.append("sender handles \($0) at once") },
                to: { log.append("sender handles \($0)") }
            )
            log.append("sender returns")
            secondSent.signal()
        }
        secondSent.wait()
        XCTAssertEqual(log.all, ["drainer handles element(1)", "sender wraps 2", "sender returns"])
        releaseFirst.signal()
        let finished = expectation(description: "drainer finished")
        DispatchQueue.global().async {
            while !log.all.contains("drainer returns") { usleep(1_000) }
            finished.fulfill()
        }
        wait(for: [finished], timeout: 5)
        XCTAssertEqual(
            log.all,
            [
                "drainer handles element(1)", "sender wraps 2", "sender returns", "drainer handles element(2)",
                "drainer returns",
            ]
        )
    }

    /// Counts overlapping receivers and records each sender's values, from any thread.
    private final class Recorder: @unchecked Sendable {
        // Sendable: the counters are guarded by `lock`; `perSender` is written only by the receiver, which
        // `SerialDelivery` runs on one thread at a time (the property under test), and read after the senders.
        private let lock = NSLock()
        private var active = 0
        private(set) var overlaps = 0
        private(set) var perSender = Array(repeating: [Int](), count: 4)

        func handle(_ message: Message) {
            lock.withLock {
                active += 1
                if active != 1 { overlaps += 1 }
            }
            if case .element(let value) = message {
                perSender[value / 10_000].append(value % 10_000)
            }
            lock.withLock { active -= 1 }
        }
    }

    func testConcurrentSendersNeverOverlapAndLoseNothing() {
        let delivery = SerialDelivery<Message>()
        let recorder = Recorder()
        DispatchQueue.concurrentPerform(iterations: 4) { sender in
            for value in 0..<2_000 {
                delivery.send(
                    sender * 10_000 + value,
                    as: { .element($0) },
                    now: { recorder.handle(.element($0)) },
                    to: { recorder.handle($0) }
                )
            }
        }
        XCTAssertEqual(recorder.overlaps, 0)
        for received in recorder.perSender {
            XCTAssertEqual(received, Array(0..<2_000), "each sender's messages arrive once, in order")
        }
    }
}
