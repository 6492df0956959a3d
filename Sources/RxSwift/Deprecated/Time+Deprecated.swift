// Upstream spellings of time-based operators that RxSwift 6 deprecated, kept as thin forwards.

extension ObservableType {
    /// Deprecated spelling of ``ObservableType/take(until:)``.
    @available(*, deprecated, renamed: "take(until:)")
    public func takeUntil<Source: ObservableType>(_ other: Source) -> Observable<Element> {
        take(until: other)
    }

    /// Deprecated spelling of ``ObservableType/skip(until:)``.
    @available(*, deprecated, renamed: "skip(until:)")
    public func skipUntil<Source: ObservableType>(_ other: Source) -> Observable<Element> {
        skip(until: other)
    }

    /// Deprecated spelling of ``ObservableType/take(for:scheduler:)``.
    @available(*, deprecated, renamed: "take(for:scheduler:)")
    public func take(_ duration: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        take(for: duration, scheduler: scheduler)
    }
}
