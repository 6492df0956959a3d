import Foundation
import RxSwift
import Synchronization

/// `GET /quote/{symbol}` in Rx: two upstream calls as `Single`s, zipped, with a timeout and a retry.
enum RxQuotes {
    /// The background queue the fake upstream services answer on.
    private static let upstreamQueue = DispatchQueue(label: "rxserver.upstream", attributes: .concurrent)

    /// The quote body for `symbol`: both upstream calls at once, each attempt limited to 500 ms, two attempts.
    ///
    /// Nothing runs until the single is subscribed (awaiting `value` does); every attempt subscribes to both
    /// calls again, so `retry` repeats the whole zip.
    /// - Parameters:
    ///   - symbol: the symbol asked for.
    ///   - scheduler: the scheduler of the timeout's timer.
    /// - Returns: the JSON body; fails with `RxError.timeout` when both attempts time out.
    static func quote(for symbol: String, scheduler: SchedulerType) -> Single<String> {
        let attempts = AttemptCounter()
        return Single.zip(price(of: symbol, attempts: attempts), currency(of: symbol))
            .timeout(.milliseconds(500), scheduler: scheduler)
            .retry(2)
            .map { price, currency in try Quote(symbol: symbol, price: price, currency: currency).json() }
    }

    /// The fake price service: answers from a background queue after a short delay.
    ///
    /// - Parameters:
    ///   - symbol: the symbol asked for.
    ///   - attempts: counts this request's subscriptions, so that `flaky` fails only the first.
    /// - Returns: the price.
    private static func price(of symbol: String, attempts: AttemptCounter) -> Single<Double> {
        Single.create { observer in
            let attempt = attempts.next()
            guard !FakeUpstream.neverAnswers(symbol) else { return Disposables.create() }
            upstreamQueue.asyncAfter(deadline: .now() + .milliseconds(FakeUpstream.delayMilliseconds)) {
                if FakeUpstream.fails(symbol, attempt: attempt) {
                    observer(.failure(UpstreamError.flakyFirstAttempt))
                } else {
                    observer(.success(FakeUpstream.price(of: symbol)))
                }
            }
            return Disposables.create()
        }
    }

    /// The fake currency service: answers from a background queue after a short delay.
    ///
    /// - Parameter symbol: the symbol asked for.
    /// - Returns: the currency code.
    private static func currency(of symbol: String) -> Single<String> {
        Single.create { observer in
            guard !FakeUpstream.neverAnswers(symbol) else { return Disposables.create() }
            upstreamQueue.asyncAfter(deadline: .now() + .milliseconds(FakeUpstream.delayMilliseconds)) {
                observer(.success(FakeUpstream.currency(of: symbol)))
            }
            return Disposables.create()
        }
    }
}

/// Numbers the attempts of one request.
private final class AttemptCounter: Sendable {
    /// The attempts made so far.
    private let count = Atomic<Int>(0)

    /// Counts one more attempt.
    ///
    /// - Returns: its number, 1 for the first.
    func next() -> Int {
        count.add(1, ordering: .relaxed).newValue
    }
}
