import RxSwift

extension MaybeEvent: Equatable where Element: Equatable {
    /// Compares two maybe events: elements with `==`, `completed` with `completed`, errors the way
    /// `Event`'s equality does (`NSError` domain and code, and description).
    public static func == (lhs: MaybeEvent<Element>, rhs: MaybeEvent<Element>) -> Bool {
        lhs.event == rhs.event
    }
}

extension CompletableEvent: Equatable {
    /// Compares two completable events: `completed` with `completed`, errors the way `Event`'s equality
    /// does (`NSError` domain and code, and description).
    public static func == (lhs: CompletableEvent, rhs: CompletableEvent) -> Bool {
        lhs.event == rhs.event
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
        lhs.event == rhs.event
    }

    /// `true` when the two ``/RxSwift/SingleEvent``s differ (see ``==(_:_:)``).
    public static func != (lhs: Result<Success, Swift.Error>, rhs: Result<Success, Swift.Error>) -> Bool {
        !(lhs == rhs)
    }
}

// The outcomes as the `Event`s they stand for, so that the three equalities above are `Event`'s.

extension MaybeEvent {
    /// `success` as `next`, the others as themselves.
    fileprivate var event: Event<Element> {
        switch self {
        case .success(let element): .next(element)
        case .error(let error): .error(error)
        case .completed: .completed
        }
    }
}

extension CompletableEvent {
    /// The outcome as an event of a sequence without elements.
    fileprivate var event: Event<Never> {
        switch self {
        case .error(let error): .error(error)
        case .completed: .completed
        }
    }
}

extension Result where Failure == Swift.Error {
    /// `success` as `next`, `failure` as `error`.
    fileprivate var event: Event<Success> {
        switch self {
        case .success(let element): .next(element)
        case .failure(let error): .error(error)
        }
    }
}
