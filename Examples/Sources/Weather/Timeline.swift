import Foundation
import RxSwift
import Synchronization

/// `--timeline FILE`: the `trace` points of the search chain recorded from the start, written as Chrome Trace
/// Event Format JSON when the process exits (the app ends with `exit`, from its key handler or a signal).
enum Timeline {
    private static let recorder = TraceRecorder(processName: "Weather")
    private static let destination = Mutex<String?>(nil)

    /// Turns the search chain's `trace` points on and writes their timeline to `path` at exit.
    static func record(writingTo path: String) {
        destination.withLock { $0 = path }
        Hooks.traceRecorder = recorder
        atexit { Timeline.write() }
    }

    private static func write() {
        guard let path = destination.withLock({ $0 }) else { return }
        do {
            try recorder.chromeTraceJSON().write(to: URL(fileURLWithPath: path))
        } catch {
            FileHandle.standardError.write(Data("error: cannot write the timeline to '\(path)': \(error)\n".utf8))
        }
    }
}
