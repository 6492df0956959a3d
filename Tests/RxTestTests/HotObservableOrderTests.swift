import RxSwift
import RxTest
import RxTestSupport
import XCTest

/// A hot test observable notifies in upstream's order (the first slot, then arrival order) after any
/// subscriptions and disposals, as `FirstSlotOrderModel` does.
final class HotObservableOrderTests: RxTestCase {
    func testHotObservableKeepsTheModelOrderAfterRandomDisposals() {
        let scheduler = TestScheduler(initialClock: 0)
        let times = (1...40).map { $0 * 100 }
        let xs = scheduler.createHotObservable(times.map { Recorded.next($0, $0) })
        var generator = SeededGenerator(seed: 11)
        var model = FirstSlotOrderModel<Int>()
        var subscriptions: [Int: Disposable] = [:]
        var heard: [Int] = []
        var nextID = 0
        for time in times {
            for _ in 0..<Int.random(in: 0..<12, using: &generator) {
                let id = nextID
                nextID += 1
                subscriptions[id] = xs.subscribe(onNext: { _ in heard.append(id) })
                model.insert(id)
            }
            for _ in 0..<Int.random(in: 0..<8, using: &generator) {
                guard let id = subscriptions.keys.randomElement(using: &generator) else { break }
                subscriptions.removeValue(forKey: id)!.dispose()
                model.remove(id)
            }
            heard = []
            scheduler.advanceTo(time)
            XCTAssertEqual(heard, model.order, "at \(time)")
        }
        XCTAssertEqual(xs.subscriptions.count, nextID)
        for subscription in subscriptions.values { subscription.dispose() }
        XCTAssertEqual(xs.subscriptions.filter { $0.unsubscribe == Int.max }, [])
    }
}
