import Foundation

/// The answer of `GET /quote/{symbol}` and `GET /async/quote/{symbol}`, as JSON.
struct Quote: Codable, Equatable, Sendable {
    /// The symbol asked for.
    let symbol: String
    /// The price, from the price service.
    let price: Double
    /// The currency of the price, from the currency service.
    let currency: String

    /// The response body: JSON with sorted keys, so that both endpoints write the same bytes.
    ///
    /// ```swift
    /// try Quote(symbol: "ABC", price: 1.98, currency: "USD").json()
    /// // {"currency":"USD","price":1.98,"symbol":"ABC"}
    /// ```
    /// - Returns: the JSON text.
    func json() throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        return String(decoding: try encoder.encode(self), as: UTF8.self)
    }
}

/// Why a fake upstream call failed.
enum UpstreamError: Error, Equatable {
    /// The first attempt of a `flaky` quote fails on purpose; the retry succeeds.
    case flakyFirstAttempt
    /// The async version's own timeout (the Rx version fails with `RxError.timeout`).
    case timedOut
}

/// The answers of the two fake upstream services, the same for both versions of the quote endpoint.
///
/// `slow` is never answered and `flaky` fails its first attempt; every other symbol is answered after
/// ``delayMilliseconds``.
enum FakeUpstream {
    /// How long an upstream service takes to answer, in milliseconds.
    static let delayMilliseconds = 2

    /// The price of `symbol`: a made-up number derived from its letters, the same on every call.
    ///
    /// - Parameter symbol: the symbol asked for.
    /// - Returns: the price, with two decimals.
    static func price(of symbol: String) -> Double {
        let cents = symbol.unicodeScalars.reduce(0) { ($0 * 31 + Int($1.value)) % 100_000 }
        return Double(cents) / 100
    }

    /// The currency `symbol` is quoted in.
    ///
    /// - Parameter symbol: the symbol asked for.
    /// - Returns: a currency code.
    static func currency(of symbol: String) -> String {
        symbol.hasSuffix(".L") ? "GBP" : "USD"
    }

    /// Whether the service never answers for `symbol` (the timeout path).
    ///
    /// - Parameter symbol: the symbol asked for.
    /// - Returns: `true` for `slow`.
    static func neverAnswers(_ symbol: String) -> Bool {
        symbol == "slow"
    }

    /// Whether the price service fails attempt number `attempt` (counted from 1) for `symbol`.
    ///
    /// - Parameters:
    ///   - symbol: the symbol asked for.
    ///   - attempt: the attempt number, 1 for the first.
    /// - Returns: `true` for the first attempt of `flaky`.
    static func fails(_ symbol: String, attempt: Int) -> Bool {
        symbol == "flaky" && attempt == 1
    }
}
