import Foundation
import RxCocoa
import RxSwift
import RxTestSupport
import XCTest

final class NSCacheRxTests: RxTestCase {
    override func tearDown() {
        releaseProxiesOfDeadParents()
        super.tearDown()
    }

    func testExceedingCountLimitReportsTheEvictedObject() {
        let cache = NSCache<NSString, NSString>()
        cache.countLimit = 1
        let evicted = EventLog(cache.rx.willEvictObject.map { ($0 as? NSString).map(String.init) })

        cache.setObject("first", forKey: "a")
        cache.setObject("second", forKey: "b")
        cache.setObject("third", forKey: "c")

        // Which object goes is Foundation's choice; exactly one stays, every other one was reported.
        let evictedNames = evicted.values.compactMap { $0 }
        let kept = ["a": "first", "b": "second", "c": "third"].filter {
            cache.object(forKey: $0.key as NSString) != nil
        }
        XCTAssertEqual(evictedNames.count, 2)
        XCTAssertEqual(kept.count, 1)
        XCTAssertEqual(Set(evictedNames).union(kept.values), ["first", "second", "third"])
        evicted.disposable.dispose()
    }

    func testEverySpecialisationGetsItsOwnProxyAndTheSameProxyTwice() {
        let strings = NSCache<NSString, NSString>()
        let numbers = NSCache<NSString, NSNumber>()
        XCTAssertTrue(strings.rx.delegate === strings.rx.delegate)
        XCTAssertFalse(strings.rx.delegate === numbers.rx.delegate)
        XCTAssertTrue(strings.delegate === strings.rx.delegate)
        XCTAssertTrue(numbers.delegate === numbers.rx.delegate)
    }

    func testADelegateSetBeforeTheProxyKeepsReceivingEvictions() {
        let cache = NSCache<NSString, NSNumber>()
        cache.countLimit = 1
        let original = CountingCacheDelegate()
        cache.delegate = original
        let evicted = EventLog(cache.rx.willEvictObject)
        let sent = EventLog(cache.rx.delegate.sentMessage("cache(_:willEvictObject:)").map { $0.count })

        cache.setObject(1, forKey: "a")
        cache.setObject(2, forKey: "b")

        XCTAssertEqual(original.evictions, 1)
        XCTAssertEqual(evicted.values.count, 1)
        XCTAssertEqual(sent.values, [2])
        evicted.disposable.dispose()
        sent.disposable.dispose()
    }

    func testReleasingTheCacheCompletesWillEvictObject() {
        var cache: NSCache<NSString, NSString>? = NSCache()
        let evicted = EventLog(cache!.rx.willEvictObject)

        cache = nil
        releaseProxiesOfDeadParents()

        XCTAssertTrue(evicted.isCompleted)
    }
}

private final class CountingCacheDelegate: NSObject, NSCacheDelegate {
    var evictions = 0

    func cache(_ cache: NSCache<AnyObject, AnyObject>, willEvictObject obj: Any) {
        evictions += 1
    }
}
