import Dispatch
import Foundation
import MainQueueScenarios
import RxCocoa
import RxSwift

// The synchronous program shapes, chosen by the first argument:
//   runloop       checks from top-level code, a main-queue block and a main-actor task; RunLoop.main.run()
//   dispatchmain  checks from a main-queue block and a main-actor task, after dispatchMain()
//   trap-ensure / trap-execute / trap-drive
//                 a background thread calls ensureRunningOnMainThread / ensureExecutingOnScheduler / drive:
//                 the program must trap with upstream's message
let mode = CommandLine.arguments.dropFirst().first ?? ""

func runFromMainQueueThenExit() {
    DispatchQueue.main.async {
        MainActor.assumeIsolated { _ = MainQueueScenarios.runSynchronousChecks() }
        Task { @MainActor in
            await MainQueueScenarios.runAsynchronousChecks()
            print("done")
            exit(0)
        }
    }
}

switch mode {
case "runloop":
    armMainQueueFixtureWatchdog(shape: mode)
    MainQueueScenarios.runSynchronousChecks()
    runFromMainQueueThenExit()
    RunLoop.main.run()
case "dispatchmain":
    armMainQueueFixtureWatchdog(shape: mode)
    runFromMainQueueThenExit()
    dispatchMain()
case "trap-ensure", "trap-execute", "trap-drive":
    armMainQueueFixtureWatchdog(shape: mode)
    Thread.detachNewThread {
        switch mode {
        case "trap-ensure": MainScheduler.ensureRunningOnMainThread()
        case "trap-execute": MainScheduler.ensureExecutingOnScheduler()
        default: _ = Driver.just(1).drive()
        }
        print("no trap on a background thread")
        exit(1)
    }
    dispatchMain()
default:
    print("usage: MainQueueSyncShapes runloop|dispatchmain|trap-ensure|trap-execute|trap-drive")
    exit(2)
}
