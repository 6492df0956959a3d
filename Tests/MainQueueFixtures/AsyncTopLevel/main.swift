import Foundation
import MainQueueScenarios

// Swift 6 async top-level code: before the first `await` this runs on the first thread; after it, on the
// worker that drains the main queue. The checks run after an `await`, where `drive` used to trap.
armMainQueueFixtureWatchdog(shape: "async top-level")
try await Task.sleep(nanoseconds: 1_000_000)
MainQueueScenarios.runSynchronousChecks()
await MainQueueScenarios.runAsynchronousChecks()
print("done")
