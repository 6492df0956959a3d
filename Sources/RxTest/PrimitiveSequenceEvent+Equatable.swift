import RxSwift

extension MaybeEvent: Equatable where Element: Equatable {
    /// Compares two maybe events: elements with `==`, `completed` with `completed`, errors the way
    /// `Event`'s equality does (`NSError` domain and code, and description).
    public static func == (lhs: MaybeEvent<Element>, rhs: MaybeEvent<Element>) -> Bool {
        switch (lhs, rhs) {
        case (.success(let left), .success(let right)): left == right
        case (.completed, .completed): true
        case (.error(let left), .error(let right)): errorsAreEqual(left, right)
        default: false
        }
    }
}

extension CompletableEvent: Equatable {
    /// Compares two completable events: `completed` with `completed`, errors the way `Event`'s equality
    /// does (`NSError` domain and code, and description).
    public static func == (lhs: CompletableEvent, rhs: CompletableEvent) -> Bool {
        switch (lhs, rhs) {
        case (.completed, .completed): true
        case (.error(let left), .error(let right)): errorsAreEqual(left, right)
        default: false
        }
    }
}

extension Result where Success: Equatable, Failure == Swift.Error {
    /// Compares two ``/RxSwift/SingleEvent``s: successes with `==`, failures the way `Event`'s equality does
    /// (`NSError` domain and code, and description).
    ///
    /// `SingleEvent` is `Result<Element, Error>`, which cannot be `Equatable` because `Error` is not, so
    /// RxTest offers the operators without the conformance:
    /// ```swift
    /// XCTAssertTrue(outcome == .success(42))
    /// ```
    public static func == (lhs: Result<Success, Swift.Error>, rhs: Result<Success, Swift.Error>) -> Bool {
        switch (lhs, rhs) {
        case (.success(let left), .success(let right)): left == right
        case (.failure(let left), .failure(let right)): errorsAreEqual(left, right)
        default: false
        }
    }

    /// `true` when the two ``/RxSwift/SingleEvent``s differ (see ``==(_:_:)``).
    public static func != (lhs: Result<Success, Swift.Error>, rhs: Result<Success, Swift.Error>) -> Bool {
        !(lhs == rhs)
    }
}
