import Dispatch
import Foundation
import RxSwift
import XCTest

/// Checks, when the tests are built with `-Xswiftc -DTRACE_RESOURCES`, that every Rx resource a test
/// creates (proxies included) is released by its end.
class ResourceCheckingTestCase: XCTestCase {
    #if TRACE_RESOURCES
        private var resourcesAtStart: Int32 = 0
    #endif

    override func setUp() {
        super.setUp()
        #if TRACE_RESOURCES
            resourcesAtStart = Resources.total
        #endif
    }

    override func tearDown() {
        #if TRACE_RESOURCES
            // Work queued on the main queue (a MainScheduler hop) may still hold resources for a moment.
            let deadline = Date(timeIntervalSinceNow: 2)
            while Resources.total != resourcesAtStart && Date() < deadline {
                RunLoop.main.run(until: Date(timeIntervalSinceNow: 0.01))
            }
            XCTAssertEqual(Resources.total, resourcesAtStart, "Rx resources leaked")
        #endif
        super.tearDown()
    }
}

/// A queue that runs nothing until the test ends, so that a LocationManager's own asynchronous work
/// (checking its source) cannot interleave with the delegate calls a test makes.
final class HeldQueue {
    let queue = DispatchQueue(label: "HeldQueue")

    init(test: XCTestCase) {
        queue.suspend()
        let queue = queue
        test.addTeardownBlock {
            queue.resume()
            // Let the work that was waiting run (and release what it holds) before the leak check.
            Thread.sleep(forTimeInterval: 0.05)
            queue.sync {}
        }
    }
}

/// Events of a sequence, for tests without virtual time.
final class Recording<Element> {
    private(set) var elements: [Element] = []
    private(set) var error: Error?
    private(set) var isCompleted = false
    private var subscription: Disposable?

    init(_ source: Observable<Element>) {
        subscription = source.subscribe { [weak self] event in
            switch event {
            case .next(let element): self?.elements.append(element)
            case .error(let error): self?.error = error
            case .completed: self?.isCompleted = true
            }
        }
    }

    func dispose() {
        subscription?.dispose()
    }
}
