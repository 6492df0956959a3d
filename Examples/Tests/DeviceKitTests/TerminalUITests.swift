import Foundation
import TerminalUI
import XCTest

final class TerminalUITests: XCTestCase {
    func testKeysArrowsAndFocusReportsAreDecoded() {
        var decoder = KeyDecoder()
        XCTAssertEqual(
            decoder.decode(Array("q\u{1B}[A\u{1B}[B\r\u{1B}[I\u{1B}[O\u{7F}é".utf8)),
            [.character("q"), .up, .down, .enter, .focusIn, .focusOut, .backspace, .character("é")])
    }

    func testASequenceSplitOverTwoReadsIsKept() {
        var decoder = KeyDecoder()
        XCTAssertEqual(decoder.decode([0x1B, UInt8(ascii: "[")]), [])
        XCTAssertEqual(decoder.decode([UInt8(ascii: "O")]), [.focusOut])
        XCTAssertEqual(decoder.decode([0xC3]), [])
        XCTAssertEqual(decoder.decode([0xA9]), [.character("é")])
    }

    func testALoneEscapeIsTheEscapeKey() {
        var decoder = KeyDecoder()
        XCTAssertEqual(decoder.decode([0x1B]), [.escape])
        XCTAssertEqual(decoder.decode(Array("\u{1B}x".utf8)), [.escape, .character("x")])
        XCTAssertEqual(decoder.decode(Array("\u{1B}[15~".utf8)), [.unknownSequence("[15~")])
    }

    func testTruncationIgnoresEscapeSequences() {
        XCTAssertEqual(Screen.truncate("\u{1B}[1mHello\u{1B}[0m world", toWidth: 7), "\u{1B}[1mHello\u{1B}[0m w")
    }

    func testOnlyOneSignalWatcherAtATime() throws {
        let first = try SignalWatcher(signals: [SIGUSR2], queue: .global()) { _ in }
        XCTAssertThrowsError(try SignalWatcher(signals: [SIGUSR2], queue: .global()) { _ in }) { error in
            XCTAssertEqual(error as? SignalWatcherError, .alreadyWatching)
        }
        first.cancel()
        let second = try SignalWatcher(signals: [SIGUSR2], queue: .global()) { _ in }
        second.cancel()
    }

    func testASignalIsDeliveredOnTheQueue() throws {
        let received = DispatchSemaphore(value: 0)
        let watcher = try SignalWatcher(signals: [SIGUSR1], queue: .global()) { signal in
            if signal == SIGUSR1 { received.signal() }
        }
        defer { watcher.cancel() }
        kill(getpid(), SIGUSR1)
        XCTAssertEqual(received.wait(timeout: .now() + 5), .success)
    }
}
