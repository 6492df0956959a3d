import Foundation
import RxTestSupport
import XCTest

@testable import RxSwift

// The patterns of the "Using RxSwift in a server" article (Sources/RxSwift/RxSwift.docc/UsingRxSwiftInAServer.md),
// run: plain functions stand for route handlers, `ClientConnection` for a client's socket.

private struct Order: Sendable {
    let item: String
    let quantity: Int
}

/// The article's actor inbox: one `post` at a time reaches the subject.
private actor OrderInbox {
    let orders = PublishSubject<Order>()

    func post(_ order: Order) { orders.onNext(order) }
    func close() { orders.onCompleted() }
}

/// The article's serial-queue inbox, for callers that cannot await.
private final class QueueInbox: Sendable {
    let orders = PublishSubject<Order>()
    private let queue = DispatchQueue(label: "test.orders")

    func post(_ order: Order) { queue.async { [orders] in orders.onNext(order) } }
    /// Waits until every order posted so far has been delivered.
    func drain() { queue.sync {} }
}

/// The article's server state: derived state kept in a subject, every stored property Sendable.
private final class ShopState: Sendable {
    let inbox = OrderInbox()
    let total = BehaviorSubject(value: 0)
    private let bag = DisposeBag()

    init() {
        inbox.orders
            .scan(0) { total, order in total + order.quantity }
            .subscribe(total)
            .disposed(by: bag)
    }

    func shutDown() async { await inbox.close() }
}

private enum StreamFrame: Equatable, Sendable {
    case total(Int)
    case heartbeat
    case end
}

/// The article's frames: every total, a heartbeat every `period` (when given), an end when the totals end.
private func frames(
    of totals: Observable<Int>,
    heartbeatEvery period: RxTimeInterval?,
    scheduler: SchedulerType
) -> Observable<StreamFrame> {
    let events = totals.map(StreamFrame.total).concat(Observable.just(.end))
    guard let period else { return events.take(while: { $0 != .end }) }
    return Observable.merge(events, Observable<Int>.interval(period, scheduler: scheduler).map { _ in .heartbeat })
        .take(while: { $0 != .end })
}

/// A client's socket as a server sees it: after the client has left, the first write still succeeds (it
/// fills the kernel's buffer) and the next ones fail, as on a TCP connection.
private final class ClientConnection: Sendable {
    private struct State {
        var written: [String] = []
        var hasLeft = false
        var writesSinceLeaving = 0
    }
    private let state = LockedState(State())

    var written: [String] { state.withLock { $0.written } }

    func leave() { state.withLock { $0.hasLeft = true } }

    func write(_ text: String) throws {
        try state.withLock { state in
            if state.hasLeft {
                state.writesSinceLeaving += 1
                if state.writesSinceLeaving > 1 { throw URLError(.networkConnectionLost) }
            }
            state.written.append(text)
        }
    }
}

/// The article's streaming handler.
private func streamTotals(
    _ state: ShopState,
    to client: ClientConnection,
    heartbeatEvery period: RxTimeInterval?
) async throws {
    let scheduler = SerialDispatchQueueScheduler(qos: .utility)
    let stream = frames(of: state.total.asObservable(), heartbeatEvery: period, scheduler: scheduler)
        .values(bufferingPolicy: .bufferingNewest(16))
    for try await frame in stream {
        switch frame {
        case .total(let total): try client.write("data: \(total)\n\n")
        case .heartbeat: try client.write(": heartbeat\n\n")
        case .end: return
        }
    }
}

/// Fails the test unless `condition` holds within a few seconds.
private func assertEventually(
    _ message: String = "",
    file: StaticString = #filePath,
    line: UInt = #line,
    _ condition: () -> Bool
) async {
    let held = await eventually(condition)
    XCTAssertTrue(held, message, file: file, line: line)
}

final class ServerInboxStressTests: RxTestCase {
    private let handlers = 8
    private let ordersPerHandler = 500

    func testActorInboxCountsEveryOrderOfConcurrentHandlers() async throws {
        let state = ShopState()
        await withTaskGroup(of: Void.self) { group in
            for handler in 0..<handlers {
                group.addTask { [ordersPerHandler] in
                    for _ in 0..<ordersPerHandler { await state.inbox.post(Order(item: "h\(handler)", quantity: 1)) }
                }
            }
        }
        XCTAssertEqual(try state.total.value(), handlers * ordersPerHandler)
        await state.shutDown()
    }

    func testQueueInboxCountsEveryOrderOfConcurrentHandlers() async {
        let inbox = QueueInbox()
        let total = BehaviorSubject(value: 0)
        let subscription = inbox.orders.scan(0) { $0 + $1.quantity }.subscribe(total)
        await withTaskGroup(of: Void.self) { group in
            for _ in 0..<handlers {
                group.addTask { [ordersPerHandler] in
                    for _ in 0..<ordersPerHandler { inbox.post(Order(item: "tea", quantity: 2)) }
                }
            }
        }
        inbox.drain()
        XCTAssertEqual(try total.value(), 2 * handlers * ordersPerHandler)
        subscription.dispose()
    }

    func testReadersOnOtherTasksSeeTheTotalWhileHandlersPost() async throws {
        let state = ShopState()
        let readings = LockedState<[Int]>([])
        let reader = Task.detached {
            repeat {
                let total = try state.total.value()
                readings.withLock { $0.append(total) }
                await Task.yield()
            } while !Task.isCancelled
        }
        for _ in 0..<200 { await state.inbox.post(Order(item: "tea", quantity: 1)) }
        reader.cancel()
        _ = await reader.result
        let seen = readings.withLock { $0 }
        XCTAssertFalse(seen.isEmpty)
        XCTAssertEqual(seen, seen.sorted(), "a reader never sees the total go back")
        XCTAssertEqual(try state.total.value(), 200)
    }
}

final class ServerStreamingTests: RxTestCase {
    func testStreamWritesEveryTotalAndEndsAtShutdown() async throws {
        let state = ShopState()
        let client = ClientConnection()
        let handler = Task { try await streamTotals(state, to: client, heartbeatEvery: nil) }
        await assertEventually { client.written == ["data: 0\n\n"] }
        await state.inbox.post(Order(item: "tea", quantity: 3))
        await assertEventually { client.written.last == "data: 3\n\n" }
        await state.shutDown()
        try await handler.value
        XCTAssertFalse(state.total.hasObservers)
    }

    func testWithoutHeartbeatsAQuietStreamKeepsTheSubscriptionOfAClientThatLeft() async throws {
        let state = ShopState()
        let client = ClientConnection()
        let handler = Task { try await streamTotals(state, to: client, heartbeatEvery: nil) }
        await assertEventually { client.written.count == 1 }
        client.leave()
        try await Task.sleep(for: .milliseconds(200))
        XCTAssertTrue(state.total.hasObservers, "nothing was written, so nothing noticed the client left")
        await state.inbox.post(Order(item: "tea", quantity: 1))
        await assertEventually("the first write after leaving still succeeds") { client.written.last == "data: 1\n\n" }
        XCTAssertTrue(state.total.hasObservers)
        await state.inbox.post(Order(item: "tea", quantity: 1))
        let result = await handler.result
        XCTAssertThrowsError(try result.get())
        await assertEventually("the second write failed and ended the loop") { !state.total.hasObservers }
    }

    func testHeartbeatsNoticeAClientThatLeftAQuietStream() async throws {
        let state = ShopState()
        let client = ClientConnection()
        let handler = Task { try await streamTotals(state, to: client, heartbeatEvery: .milliseconds(20)) }
        await assertEventually { client.written.contains(": heartbeat\n\n") }
        client.leave()
        let result = await handler.result
        XCTAssertThrowsError(try result.get(), "a heartbeat write failed")
        await assertEventually("the stream's subscription is disposed") { !state.total.hasObservers }
        XCTAssertEqual(try state.total.value(), 0, "no order was needed to notice")
    }

    func testCancellingTheHandlerEndsAQuietStream() async throws {
        let state = ShopState()
        let client = ClientConnection()
        let handler = Task { try await streamTotals(state, to: client, heartbeatEvery: .seconds(60)) }
        await assertEventually { client.written.count == 1 }
        handler.cancel()
        let result = await handler.result
        XCTAssertThrowsError(try result.get()) { error in
            XCTAssertTrue(error is CancellationError, "got \(error)")
        }
        await assertEventually { !state.total.hasObservers }
    }

    func testShutdownEndsEveryStreamWithHeartbeatsAtOnce() async throws {
        let state = ShopState()
        let clients = (0..<4).map { _ in ClientConnection() }
        let handlers = clients.map { client in
            Task { try await streamTotals(state, to: client, heartbeatEvery: .seconds(60)) }
        }
        await assertEventually { clients.allSatisfy { $0.written.count == 1 } }
        let start = Date()
        await state.shutDown()
        for handler in handlers { try await handler.value }
        XCTAssertLessThan(Date().timeIntervalSince(start), 5, "shutdown does not wait for a heartbeat")
        XCTAssertFalse(state.total.hasObservers)
    }

    func testAFailingSubjectEndsTheStreamByThrowingItsError() async {
        let state = ShopState()
        let client = ClientConnection()
        let handler = Task { try await streamTotals(state, to: client, heartbeatEvery: .seconds(60)) }
        await assertEventually { client.written.count == 1 }
        state.inbox.orders.onError(TestError.boom)
        let result = await handler.result
        XCTAssertThrowsError(try result.get()) { error in
            XCTAssertEqual(error as? TestError, .boom)
        }
        await assertEventually { !state.total.hasObservers }
    }

    func testASharedSequenceOverABehaviorSubjectStartsFromTheCurrentValueAfterReconnecting() async {
        let state = ShopState()
        let totalEvents = state.total.map { "data: \($0)\n\n" }.share(replay: 1)
        var received: [String] = []
        let first = totalEvents.subscribe(onNext: { received.append($0) })
        first.dispose()  // the last subscriber leaves: `share` disconnects
        await state.inbox.post(Order(item: "tea", quantity: 4))
        let second = totalEvents.subscribe(onNext: { received.append($0) })
        XCTAssertEqual(received, ["data: 0\n\n", "data: 4\n\n"])
        second.dispose()
    }

    func testSharedScanWithoutSubscribersMissesOrdersButASubjectFedAtStartUpKeepsThem() async throws {
        let inbox = OrderInbox()
        let sharedTotal = inbox.orders.scan(0) { $0 + $1.quantity }.share(replay: 1)
        let keptTotal = BehaviorSubject(value: 0)
        let feeding = inbox.orders.scan(0) { $0 + $1.quantity }.subscribe(keptTotal)
        await inbox.post(Order(item: "tea", quantity: 5))  // nobody subscribes to `sharedTotal` yet
        var latest: Int?
        let reading = sharedTotal.subscribe(onNext: { latest = $0 })
        await inbox.post(Order(item: "tea", quantity: 1))
        XCTAssertEqual(latest, 1, "the shared scan started at the first subscription and missed 5")
        XCTAssertEqual(try keptTotal.value(), 6)
        reading.dispose()
        feeding.dispose()
    }
}
