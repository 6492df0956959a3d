// Server-shaped benchmark (issue 43): the per-request work of a server handler written with RxSwift traits, against
// the same work written in plain async/await, in one process, alternating, several rounds. Each request awaits two
// fake upstream calls that answer from a dispatch queue (as a network client's completion handler does), combines
// them, guards them with a 500 ms timeout and a retry, and maps the result:
//
//     composed:  Single.zip(a, b).timeout(500 ms).retry(2).map { … }.value
//                against async let a, b + a timeout task group + a retry loop
//     bridge:    Single.create { try await upstream() }.value   against   try await upstream()
//     stream:    for try await x in observable.values           against   an AsyncStream of the same elements
//
// `concurrency` tasks issue requests back to back on the global executor, as a server's handlers do. Reported per
// scenario: requests per second of each side (median of the rounds), their ratio (Rx / async), and the latency
// p50/p99 ratio. Wall-clock figures move with the machine's load: read the ratios of one run.
//
//     swift run -c release --package-path Benchmarks ServerRequests [--rounds N] [--requests N] [--only NAME]
import Dispatch
import Foundation
import RxSwift
import Synchronization

// MARK: - Fake upstream services

/// The queue the fake upstream services answer on, as a network client's callbacks do.
let upstreamQueue = DispatchQueue(label: "upstream", attributes: .concurrent)

/// A price lookup that answers on `upstreamQueue`.
func fetchPrice(_ symbol: String, completion: @escaping @Sendable (Double) -> Void) {
    upstreamQueue.async { completion(Double(symbol.utf8.count) * 1.25) }
}

/// A currency lookup that answers on `upstreamQueue`.
func fetchCurrency(_ symbol: String, completion: @escaping @Sendable (String) -> Void) {
    upstreamQueue.async { completion(symbol.hasPrefix("E") ? "EUR" : "USD") }
}

/// What a request returns.
struct Quote: Sendable, Equatable {
    let symbol: String
    let price: Double
    let currency: String
}

/// The timeout error of the async/await side.
struct TimedOut: Error {}

/// The scheduler of the Rx timeouts.
let timeoutScheduler = ConcurrentDispatchQueueScheduler(qos: .userInitiated)

// MARK: - The handlers

/// The Rx handler: two `Single`s over the callback APIs, zipped, with a timeout and a retry.
func rxQuote(_ symbol: String) async throws -> Quote {
    let price = Single<Double>.create { observer in
        fetchPrice(symbol) { observer(.success($0)) }
        return Disposables.create()
    }
    let currency = Single<String>.create { observer in
        fetchCurrency(symbol) { observer(.success($0)) }
        return Disposables.create()
    }
    return try await Single.zip(price, currency)
        .timeout(.milliseconds(500), scheduler: timeoutScheduler)
        .retry(2)
        .map { Quote(symbol: symbol, price: $0, currency: $1) }
        .value
}

/// The same handler in async/await: continuations over the callback APIs, `async let`, a timeout task group and a
/// retry loop.
func asyncQuote(_ symbol: String) async throws -> Quote {
    func attempt() async throws -> Quote {
        try await withThrowingTaskGroup(of: Quote?.self) { group in
            group.addTask {
                async let price = withCheckedContinuation { continuation in
                    fetchPrice(symbol) { continuation.resume(returning: $0) }
                }
                async let currency = withCheckedContinuation { continuation in
                    fetchCurrency(symbol) { continuation.resume(returning: $0) }
                }
                return Quote(symbol: symbol, price: await price, currency: await currency)
            }
            group.addTask {
                try await Task.sleep(nanoseconds: 500_000_000)
                return nil
            }
            defer { group.cancelAll() }
            guard let first = try await group.next(), let quote = first else { throw TimedOut() }
            return quote
        }
    }
    var attempts = 0
    while true {
        do {
            return try await attempt()
        } catch {
            attempts += 1
            if attempts >= 2 { throw error }
        }
    }
}

/// An async upstream call for the bridge scenario.
func upstreamValue(_ seed: Int) async -> Int {
    await withCheckedContinuation { continuation in
        upstreamQueue.async { continuation.resume(returning: seed &* 31) }
    }
}

/// The bridge scenario's Rx side: an async call wrapped in `Single.create`, awaited.
func rxBridge(_ seed: Int) async throws -> Int {
    try await Single.create { await upstreamValue(seed) }.value
}

/// The bridge scenario's async side.
func asyncBridge(_ seed: Int) async throws -> Int {
    await upstreamValue(seed)
}

/// Elements per stream in the stream scenario.
let streamLength = 64

/// The stream scenario's Rx side: a sequence read with `for try await` through `values`.
func rxStream(_ seed: Int) async throws -> Int {
    var sum = 0
    for try await value in Observable.range(start: seed, count: streamLength).values { sum &+= value }
    return sum
}

/// The stream scenario's async side: the same elements through an `AsyncStream`.
func asyncStream(_ seed: Int) async throws -> Int {
    let stream = AsyncStream<Int> { continuation in
        for value in seed..<(seed + streamLength) { continuation.yield(value) }
        continuation.finish()
    }
    var sum = 0
    for await value in stream { sum &+= value }
    return sum
}

// MARK: - Measuring

/// Monotonic nanoseconds.
func now() -> UInt64 { DispatchTime.now().uptimeNanoseconds }

/// What one side of one round measured.
struct Round {
    var requestsPerSecond: Double
    var latencies: [UInt64]
}

/// Runs `requests` requests through `handler` from `concurrency` tasks; returns the throughput and every latency.
func run(
    requests: Int, concurrency: Int, _ handler: @escaping @Sendable (Int) async throws -> Void
) async -> Round {
    let perTask = requests / concurrency
    let began = now()
    let latencies = await withTaskGroup(of: [UInt64].self) { group in
        for task in 0..<concurrency {
            group.addTask {
                var latencies: [UInt64] = []
                latencies.reserveCapacity(perTask)
                for request in 0..<perTask {
                    let start = now()
                    do {
                        try await handler(task * perTask + request)
                    } catch {
                        fatalError("request failed: \(error)")
                    }
                    latencies.append(now() - start)
                }
                return latencies
            }
        }
        var all: [UInt64] = []
        for await part in group { all += part }
        return all
    }
    let seconds = Double(now() - began) / 1e9
    return Round(requestsPerSecond: Double(perTask * concurrency) / seconds, latencies: latencies)
}

/// The `q` quantile of `values`.
func quantile(_ values: [UInt64], _ q: Double) -> UInt64 {
    let sorted = values.sorted()
    return sorted[min(sorted.count - 1, Int(Double(sorted.count) * q))]
}

/// The median of `values`.
func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    return sorted[sorted.count / 2]
}

/// One scenario: its name and its two handlers.
struct Scenario {
    let name: String
    let rx: @Sendable (Int) async throws -> Void
    let async: @Sendable (Int) async throws -> Void
}

let symbols = ["ABC", "EFG", "XYZW", "E", "LONGNAME"]

let scenarios = [
    Scenario(
        name: "composed",
        rx: { _ = try await rxQuote(symbols[$0 % symbols.count]) },
        async: { _ = try await asyncQuote(symbols[$0 % symbols.count]) }),
    Scenario(name: "bridge", rx: { _ = try await rxBridge($0) }, async: { _ = try await asyncBridge($0) }),
    Scenario(name: "stream", rx: { _ = try await rxStream($0) }, async: { _ = try await asyncStream($0) }),
]

// MARK: - Main

let arguments = CommandLine.arguments
func option(_ name: String, _ fallback: Int) -> Int {
    guard let index = arguments.firstIndex(of: name), index + 1 < arguments.count,
        let value = Int(arguments[index + 1])
    else { return fallback }
    return value
}
let rounds = option("--rounds", 5)
let requests = option("--requests", 20_000)
let concurrency = option("--concurrency", 64)
let only = arguments.firstIndex(of: "--only").flatMap { $0 + 1 < arguments.count ? arguments[$0 + 1] : nil }

// Both handlers must agree before they are timed.
let rxAnswer = try await rxQuote("ABC")
let asyncAnswer = try await asyncQuote("ABC")
precondition(rxAnswer == asyncAnswer, "the handlers disagree: \(rxAnswer) vs \(asyncAnswer)")
let rxSum = try await rxStream(3)
let asyncSum = try await asyncStream(3)
precondition(rxSum == asyncSum, "the stream handlers disagree")

print("server requests: \(rounds) rounds of \(requests) requests, \(concurrency) concurrent tasks")
print("scenario    rx req/s   async req/s   ratio (median, worst)   p50 ratio   p99 ratio")
for scenario in scenarios where only == nil || only == scenario.name {
    // Warm-up of both sides.
    _ = await run(requests: requests / 10, concurrency: concurrency, scenario.rx)
    _ = await run(requests: requests / 10, concurrency: concurrency, scenario.async)
    var ratios: [Double] = []
    var rxRates: [Double] = []
    var asyncRates: [Double] = []
    var rxLatencies: [UInt64] = []
    var asyncLatencies: [UInt64] = []
    for round in 0..<rounds {
        // Alternate which side goes first, so that drift in the machine's load does not favour one.
        let first = round % 2 == 0
        let a = await run(requests: requests, concurrency: concurrency, first ? scenario.rx : scenario.async)
        let b = await run(requests: requests, concurrency: concurrency, first ? scenario.async : scenario.rx)
        let (rx, plain) = first ? (a, b) : (b, a)
        rxRates.append(rx.requestsPerSecond)
        asyncRates.append(plain.requestsPerSecond)
        ratios.append(rx.requestsPerSecond / plain.requestsPerSecond)
        rxLatencies += rx.latencies
        asyncLatencies += plain.latencies
    }
    let p50 = Double(quantile(rxLatencies, 0.5)) / Double(quantile(asyncLatencies, 0.5))
    let p99 = Double(quantile(rxLatencies, 0.99)) / Double(quantile(asyncLatencies, 0.99))
    print(
        scenario.name.padding(toLength: 10, withPad: " ", startingAt: 0)
            + String(
                format: "%10.0f  %12.0f   %5.2fx, %5.2fx           %5.2fx     %5.2fx",
                median(rxRates), median(asyncRates), median(ratios), ratios.min() ?? 0, p50, p99))
}
