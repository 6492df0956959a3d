import RxCocoa
import RxTestSupport
import XCTest

final class SharedSequenceConcurrencyTests: RxTestCase {
    @MainActor
    func testDriverValuesIteratesElementsUntilCompletion() async {
        let driver = Driver.of(1, 2, 3)
        var received: [Int] = []
        for await value in driver.values {
            received.append(value)
        }
        XCTAssertEqual(received, [1, 2, 3])
    }

    @MainActor
    func testSignalValuesCancellingTheTaskDisposesTheSubscription() async {
        let relay = PublishSubject<Int>()
        let signal = relay.asSignal(onErrorJustReturn: -1)
        let task = Task { @MainActor () -> [Int] in
            var received: [Int] = []
            for await value in signal.values {
                received.append(value)
                if received.count == 2 { break }
            }
            return received
        }
        // Let the loop subscribe, then feed it; values arriving on the main thread are buffered.
        while !relay.hasObservers { await Task.yield() }
        relay.onNext(10)
        relay.onNext(20)
        relay.onNext(30)
        let received = await task.value
        XCTAssertEqual(received, [10, 20])
        // Leaving the loop dropped the stream, which disposed the subscription.
        for _ in 0..<1_000 where relay.hasObservers { await Task.yield() }
        XCTAssertFalse(relay.hasObservers)
    }
}
