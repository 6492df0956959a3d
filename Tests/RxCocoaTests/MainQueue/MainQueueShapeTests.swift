import Foundation
import MainQueueScenarios
import XCTest

/// Runs the main-queue fixture programs (Tests/MainQueueFixtures) as child processes, one per shape a Linux
/// program takes, and checks their output: "main" is the main queue wherever it is drained.
final class MainQueueShapeTests: XCTestCase {
    /// What a program prints when every check passes: the synchronous checks, the asynchronous ones, "done".
    private var allChecks: [String] {
        MainQueueScenarios.expectedSynchronousLines + MainQueueScenarios.expectedAsynchronousLines + ["done"]
    }

    func testRunLoopOnTheFirstThread() throws {
        // Checks from top-level code first, then again from a main-queue block and a main-actor task.
        let run = try FixtureProgram.run("MainQueueSyncShapes", "runloop")
        XCTAssertEqual(run.status, 0, run.description)
        XCTAssertEqual(run.lines, MainQueueScenarios.expectedSynchronousLines + allChecks, run.description)
    }

    func testDispatchMain() throws {
        let run = try FixtureProgram.run("MainQueueSyncShapes", "dispatchmain")
        XCTAssertEqual(run.status, 0, run.description)
        XCTAssertEqual(run.lines, allChecks, run.description)
    }

    /// The trap of the bug report: `drive` from main-actor code, after an `await`, in an async program.
    func testDriveFromMainActorCodeInAnAsyncProgramDoesNotTrap() throws {
        let run = try FixtureProgram.run("MainQueueAsyncTopLevel")
        XCTAssertEqual(run.status, 0, run.description)
        XCTAssertEqual(run.lines, allChecks, run.description)
    }

    func testAsyncMainType() throws {
        let run = try FixtureProgram.run("MainQueueAsyncMain")
        XCTAssertEqual(run.status, 0, run.description)
        XCTAssertEqual(run.lines, allChecks, run.description)
    }

    func testEnsureRunningOnMainThreadTrapsOnABackgroundThread() throws {
        try assertTraps("trap-ensure", message: "Fatal error: Running on background thread.")
    }

    func testEnsureExecutingOnSchedulerTrapsOnABackgroundThread() throws {
        try assertTraps(
            "trap-execute",
            message: "Fatal error: Executing on background thread. "
                + "Please use `MainScheduler.instance.schedule` to schedule work on main thread."
        )
    }

    #if DEBUG
        // `drive` checks the thread in debug builds only, as upstream.
        func testDriveTrapsOnABackgroundThread() throws {
            try assertTraps(
                "trap-drive", message: "Fatal error: `drive*` family of methods can be only called from `MainThread`.")
        }
    #endif

    private func assertTraps(_ mode: String, message: String, line: UInt = #line) throws {
        let run = try FixtureProgram.run("MainQueueSyncShapes", mode)
        XCTAssertEqual(run.reason, .uncaughtSignal, run.description, line: line)
        XCTAssertFalse(run.lines.contains("no trap on a background thread"), run.description, line: line)
        XCTAssertTrue(run.errorOutput.contains(message), run.description, line: line)
    }
}

/// A fixture program's run: exit status, how it ended, stdout lines and stderr.
private struct FixtureProgram: CustomStringConvertible {
    let status: Int32
    let reason: Process.TerminationReason
    let lines: [String]
    let errorOutput: String

    var description: String {
        "status \(status) (\(reason == .exit ? "exit" : "signal")); stdout:\n"
            + lines.joined(separator: "\n") + "\nstderr:\n" + errorOutput
    }

    /// Runs a fixture built next to the test bundle and waits for it (the program has its own 20 s watchdog).
    static func run(_ name: String, _ arguments: String...) throws -> FixtureProgram {
        let directory = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().deletingLastPathComponent()
        let executable = directory.appendingPathComponent(name)
        guard FileManager.default.isExecutableFile(atPath: executable.path) else {
            XCTFail("\(executable.path) was not built: `swift build --build-tests` builds the fixture programs")
            throw CocoaError(.fileNoSuchFile)
        }
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        var environment = ProcessInfo.processInfo.environment
        environment["SWIFT_BACKTRACE"] = "enable=no"  // a trap ends the child at once, without a backtrace
        process.environment = environment
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        // Read both pipes to the end before waiting, so that a full pipe cannot block the child.
        let errorData = LockedData()
        let errorReader = Thread { errorData.set(errors.fileHandleForReading.readDataToEndOfFile()) }
        errorReader.start()
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        while !errorData.isSet { Thread.sleep(forTimeInterval: 0.01) }
        let text = String(decoding: outputData, as: UTF8.self)
        return FixtureProgram(
            status: process.terminationStatus,
            reason: process.terminationReason,
            lines: text.split(separator: "\n", omittingEmptySubsequences: true).map(String.init),
            errorOutput: String(decoding: errorData.value, as: UTF8.self)
        )
    }
}

/// Data handed from the stderr reader thread to the test.
private final class LockedData: @unchecked Sendable {
    // Sendable: `data` and `isDone` are read and written under `lock` only.
    private let lock = NSLock()
    private var data = Data()
    private var isDone = false

    var isSet: Bool { lock.withLock { isDone } }
    var value: Data { lock.withLock { data } }

    func set(_ newValue: Data) {
        lock.withLock {
            data = newValue
            isDone = true
        }
    }
}
