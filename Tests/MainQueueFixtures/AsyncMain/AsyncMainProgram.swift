import Foundation
import MainQueueScenarios

/// An `@main` type with `static func main() async`: its body runs on the main actor, which on Linux is the
/// main queue drained by a worker thread once the program has suspended.
@main
@MainActor
struct AsyncMainProgram {
    static func main() async {
        armMainQueueFixtureWatchdog(shape: "async main")
        await Task.yield()
        try? await Task.sleep(nanoseconds: 1_000_000)
        MainQueueScenarios.runSynchronousChecks()
        await MainQueueScenarios.runAsynchronousChecks()
        print("done")
    }
}
