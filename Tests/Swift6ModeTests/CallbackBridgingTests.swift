import Dispatch
import Foundation
import RxSwift
import RxTestSupport
import Synchronization
import XCTest

// Wrapping callback APIs in the Swift 6 language mode, written the way upstream RxSwift code is written:
// no `@preconcurrency import`, no `nonisolated(unsafe)`, no wrapper types. Each form compiling is half of
// the proof; the tests check that the events arrive.

/// A callback API in the style of `URLSession.dataTask(with:completionHandler:)`: the completion
/// handler is `@Sendable` and runs on a background queue; the returned task can be cancelled.
final class FakeWeatherClient: Sendable {
    /// The errors the fake reports.
    enum Failure: Error, Equatable {
        case unknownCity(String)
    }

    /// A running request that can be cancelled from any thread.
    final class Request: Sendable {
        private let cancelled = Atomic<Bool>(false)

        var isCancelled: Bool { cancelled.load(ordering: .acquiring) }

        func cancel() {
            cancelled.store(true, ordering: .releasing)
        }
    }

    private let temperatures: [String: Int]
    private let latency: DispatchTimeInterval

    init(temperatures: [String: Int], latency: DispatchTimeInterval = .milliseconds(5)) {
        self.temperatures = temperatures
        self.latency = latency
    }

    @discardableResult
    func temperature(
        in city: String,
        completionHandler: @escaping @Sendable (Int?, Error?) -> Void
    ) -> Request {
        let request = Request()
        let temperatures = temperatures
        DispatchQueue.global().asyncAfter(deadline: .now() + latency) {
            guard !request.isCancelled else { return }
            if let value = temperatures[city] {
                completionHandler(value, nil)
            } else {
                completionHandler(nil, Failure.unknownCity(city))
            }
        }
        return request
    }
}

/// The delegate of ``FakeDownloader``; its methods are called on a background queue.
protocol FakeDownloaderDelegate: AnyObject, Sendable {
    func downloader(_ downloader: FakeDownloader, didReceive chunk: Int)
    func downloaderDidFinish(_ downloader: FakeDownloader)
}

/// A delegate-based API that reports progress on a background queue.
final class FakeDownloader: Sendable {
    private struct WeakDelegate {
        weak var value: FakeDownloaderDelegate?
    }

    private let chunks: [Int]
    private let delegateStorage = Mutex(WeakDelegate())

    init(chunks: [Int]) {
        self.chunks = chunks
    }

    /// Held weakly, as delegates are.
    var delegate: FakeDownloaderDelegate? {
        get { delegateStorage.withLock { $0.value } }
        set { delegateStorage.withLock { $0.value = newValue } }
    }

    func start() {
        DispatchQueue.global().async { [self] in
            for chunk in chunks { delegate?.downloader(self, didReceive: chunk) }
            delegate?.downloaderDidFinish(self)
        }
    }
}

/// Forwards the downloader's delegate calls to the observer `Observable.create` hands out: a `Sendable`
/// class can keep an `AnyObserver<Int>` because the observer is `Sendable` for `Sendable` elements.
final class DownloadForwarder: FakeDownloaderDelegate {
    let observer: AnyObserver<Int>

    init(observer: AnyObserver<Int>) {
        self.observer = observer
    }

    func downloader(_ downloader: FakeDownloader, didReceive chunk: Int) {
        observer.onNext(chunk)
    }

    func downloaderDidFinish(_ downloader: FakeDownloader) {
        observer.onCompleted()
    }
}

extension FakeWeatherClient {
    /// `Single.create` around the completion handler, cancelling the request on dispose.
    func rxTemperature(in city: String) -> Single<Int> {
        Single.create { observer in
            let request = self.temperature(in: city) { value, error in
                if let value {
                    observer(.success(value))
                } else {
                    observer(.failure(error ?? RxError.unknown))
                }
            }
            return Disposables.create { request.cancel() }
        }
    }

    /// `Maybe.create`: an unknown city completes empty instead of failing.
    func rxKnownTemperature(in city: String) -> Maybe<Int> {
        Maybe.create { observer in
            let request = self.temperature(in: city) { value, _ in
                if let value {
                    observer(.success(value))
                } else {
                    observer(.completed)
                }
            }
            return Disposables.create { request.cancel() }
        }
    }

    /// `Observable.create`: one element per city, in order, each request started by the previous answer.
    func rxTemperatures(in cities: [String]) -> Observable<Int> {
        Observable.create { observer in
            let current = SerialDisposable()
            @Sendable func request(_ index: Int) {
                guard index < cities.count else {
                    observer.onCompleted()
                    return
                }
                // The slot is in place before the request starts: its answer may come (and start the next request)
                // before `temperature` returns, and a later assignment would cancel that next request.
                let slot = SingleAssignmentDisposable()
                current.disposable = slot
                let request = self.temperature(in: cities[index]) { value, error in
                    if let value {
                        observer.onNext(value)
                        request(index + 1)
                    } else {
                        observer.onError(error ?? RxError.unknown)
                    }
                }
                slot.setDisposable(Disposables.create { request.cancel() })
            }
            request(0)
            return current
        }
    }
}

final class CallbackBridgingTests: RxTestCase {
    private let client = FakeWeatherClient(temperatures: ["Oslo": -3, "Lima": 19, "Nairobi": 24])

    func testSingleCreateWrapsACompletionHandlerCalledOnABackgroundQueue() async throws {
        let temperature = try await client.rxTemperature(in: "Lima").value
        XCTAssertEqual(temperature, 19)
    }

    func testSingleCreateReportsTheCompletionHandlersError() async {
        do {
            _ = try await client.rxTemperature(in: "Atlantis").value
            XCTFail("expected an error")
        } catch {
            XCTAssertEqual(error as? FakeWeatherClient.Failure, .unknownCity("Atlantis"))
        }
    }

    func testMaybeCreateWrapsACompletionHandler() async throws {
        let known = try await client.rxKnownTemperature(in: "Oslo").asObservable().toArray().value
        let unknown = try await client.rxKnownTemperature(in: "Atlantis").asObservable().toArray().value
        XCTAssertEqual(known, [-3])
        XCTAssertEqual(unknown, [])
    }

    func testObservableCreateChainsCompletionHandlers() async throws {
        let temperatures = try await client.rxTemperatures(in: ["Oslo", "Lima", "Nairobi"]).toArray().value
        XCTAssertEqual(temperatures, [-3, 19, 24])
    }

    func testDisposingTheSingleCancelsTheRequestFromAnotherThread() {
        // The latency is long enough for the background queue to dispose first on a loaded machine.
        let slowClient = FakeWeatherClient(temperatures: ["Oslo": -3], latency: .seconds(1))
        let received = expectation(description: "no element after dispose")
        received.isInverted = true
        // `subscribe` returns a plain `Disposable`; a SerialDisposable (Sendable) carries it to another thread.
        let subscription = SerialDisposable()
        subscription.disposable = slowClient.rxTemperature(in: "Oslo").subscribe(onSuccess: { _ in
            received.fulfill()
        })
        let disposed = expectation(description: "disposed on a background queue")
        DispatchQueue.global().async {
            subscription.dispose()
            disposed.fulfill()
        }
        wait(for: [disposed], timeout: 5)
        // Past the request's latency: an element would have arrived by then had the request not been cancelled.
        wait(for: [received], timeout: 1.5)
    }

    func testObservableCreateSendsFromAThread() async throws {
        let numbers = Observable<Int>.create { observer in
            let thread = Thread {
                for number in 1...3 { observer.onNext(number) }
                observer.onCompleted()
            }
            thread.start()
            return Disposables.create()
        }
        let received = try await numbers.toArray().value
        XCTAssertEqual(received, [1, 2, 3])
    }

    func testCompletableCreateCompletesFromADispatchQueue() async throws {
        let saved = Completable.create { completable in
            DispatchQueue.global().async { completable(.completed) }
            return Disposables.create()
        }
        let events = try await saved.asObservable().materialize().toArray().value
        XCTAssertEqual(events.count, 1)
        XCTAssertTrue(events.first?.isCompleted == true, "got \(events)")
    }

    func testCompletableCreateFailsFromADispatchQueue() async {
        let saved = Completable.create { completable in
            DispatchQueue.global().async { completable(.error(FakeWeatherClient.Failure.unknownCity("x"))) }
            return Disposables.create()
        }
        do {
            _ = try await saved.asObservable().toArray().value
            XCTFail("expected an error")
        } catch {
            XCTAssertEqual(error as? FakeWeatherClient.Failure, .unknownCity("x"))
        }
    }

    func testInfallibleCreateSendsFromADispatchQueue() async throws {
        let ticks = Infallible<String>.create { observer in
            DispatchQueue.global().async {
                observer(.next("tick"))
                observer(.next("tock"))
                observer(.completed)
            }
            return Disposables.create()
        }
        let received = try await ticks.asObservable().toArray().value
        XCTAssertEqual(received, ["tick", "tock"])
    }

    func testObservableCreateForwardsADelegateCalledOnABackgroundQueue() async throws {
        let downloader = FakeDownloader(chunks: [10, 20, 30])
        let chunks = Observable<Int>.create { observer in
            let forwarder = DownloadForwarder(observer: observer)
            downloader.delegate = forwarder
            downloader.start()
            // The disposable keeps the (weakly held) delegate alive until the subscription ends.
            return Disposables.create { _ = forwarder }
        }
        let received = try await chunks.toArray().value
        XCTAssertEqual(received, [10, 20, 30])
    }

    func testDisposablesCreateRunsOnceWhenDisposedFromSeveralThreads() {
        let runs = ManagedAtomicCounter()
        let disposable = Disposables.create { runs.increment() }
        DispatchQueue.concurrentPerform(iterations: 8) { _ in disposable.dispose() }
        XCTAssertEqual(runs.value, 1)
        XCTAssertTrue(disposable.isDisposed)
    }

    func testDisposablesCreateHandedToAnotherThread() {
        let runs = ManagedAtomicCounter()
        let disposable = Disposables.create { runs.increment() }
        let done = expectation(description: "disposed on a background queue")
        DispatchQueue.global().async {
            disposable.dispose()
            done.fulfill()
        }
        wait(for: [done], timeout: 5)
        XCTAssertEqual(runs.value, 1)
    }
}

/// A counter that several threads may increment.
private final class ManagedAtomicCounter: Sendable {
    private let count = Atomic<Int>(0)

    var value: Int { count.load(ordering: .acquiring) }

    func increment() {
        count.add(1, ordering: .acquiringAndReleasing)
    }
}
