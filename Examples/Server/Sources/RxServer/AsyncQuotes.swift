/// `GET /async/quote/{symbol}`: the work of ``RxQuotes`` written in plain async/await, the baseline to compare with.
///
/// Two `async let` calls, a timeout made of a task group in which a sleeping task races the work, and a retry loop.
enum AsyncQuotes {
    /// The quote body for `symbol`: both upstream calls at once, each attempt limited to 500 ms, two attempts.
    ///
    /// - Parameter symbol: the symbol asked for.
    /// - Returns: the JSON body, the same bytes as ``RxQuotes/quote(for:scheduler:)`` gives.
    /// - Throws: ``UpstreamError/timedOut`` when both attempts time out, or the last attempt's error.
    static func quote(for symbol: String) async throws -> String {
        var lastError: any Error = UpstreamError.timedOut
        for attempt in 1...2 {
            do {
                return try await withTimeout(.milliseconds(500)) {
                    async let price = price(of: symbol, attempt: attempt)
                    async let currency = currency(of: symbol)
                    return try await Quote(symbol: symbol, price: price, currency: currency).json()
                }
            } catch {
                lastError = error
            }
        }
        throw lastError
    }

    /// Runs `operation`, and fails with ``UpstreamError/timedOut`` if it has not finished after `limit`.
    ///
    /// Whichever child task finishes first decides; the other is cancelled, and the group waits for it.
    /// - Parameters:
    ///   - limit: how long the operation may take.
    ///   - operation: the work; it must end promptly when cancelled.
    /// - Returns: the operation's result.
    private static func withTimeout<Result: Sendable>(
        _ limit: Duration,
        _ operation: @escaping @Sendable () async throws -> Result
    ) async throws -> Result {
        try await withThrowingTaskGroup(of: Result.self) { group in
            group.addTask(operation: operation)
            group.addTask {
                try await Task.sleep(for: limit)
                throw UpstreamError.timedOut
            }
            defer { group.cancelAll() }
            guard let first = try await group.next() else { throw UpstreamError.timedOut }
            return first
        }
    }

    /// The fake price service: answers after a short delay.
    ///
    /// - Parameters:
    ///   - symbol: the symbol asked for.
    ///   - attempt: the attempt number, 1 for the first, so that `flaky` fails only the first.
    /// - Returns: the price.
    private static func price(of symbol: String, attempt: Int) async throws -> Double {
        try await answerDelay(symbol)
        if FakeUpstream.fails(symbol, attempt: attempt) { throw UpstreamError.flakyFirstAttempt }
        return FakeUpstream.price(of: symbol)
    }

    /// The fake currency service: answers after a short delay.
    ///
    /// - Parameter symbol: the symbol asked for.
    /// - Returns: the currency code.
    private static func currency(of symbol: String) async throws -> String {
        try await answerDelay(symbol)
        return FakeUpstream.currency(of: symbol)
    }

    /// Waits as long as an upstream service takes to answer `symbol`: ``FakeUpstream/delayMilliseconds``, or until
    /// cancelled for a symbol that is never answered.
    ///
    /// - Parameter symbol: the symbol asked for.
    private static func answerDelay(_ symbol: String) async throws {
        if FakeUpstream.neverAnswers(symbol) {
            while true { try await Task.sleep(for: .seconds(3_600)) }
        }
        try await Task.sleep(for: .milliseconds(FakeUpstream.delayMilliseconds))
    }
}
