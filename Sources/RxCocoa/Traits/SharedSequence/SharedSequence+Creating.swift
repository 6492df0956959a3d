import RxSwift

extension SharedSequence {
    /// A sequence that completes at once (on the strategy's scheduler) without elements.
    /// - Returns: the empty sequence.
    @inlinable  // Performance: the sources are made in the caller's specialised context.
    public static func empty() -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(raw: Observable.empty().subscribe(on: SharingStrategy.scheduler))
    }

    /// A sequence that never emits and never completes.
    /// - Returns: the silent sequence.
    public static func never() -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(raw: Observable.never())
    }

    /// A sequence that emits `element` and completes, on the strategy's scheduler.
    /// - Parameter element: the single element.
    /// - Returns: the sequence.
    @inlinable  // Performance: the sources are made in the caller's specialised context.
    public static func just(_ element: Element) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(raw: Observable.just(element).subscribe(on: SharingStrategy.scheduler))
    }

    /// A sequence that calls `observableFactory` for every subscriber and subscribes to what it returns.
    /// - Parameters:
    ///   - observableFactory: makes the sequence of one subscription.
    ///   - isolation: the caller's actor isolation, filled in by the compiler. Debug builds report a closure
    ///     given here that runs off that actor (the Swift Concurrency article of RxSwift); `nil` turns the check off.
    /// - Returns: the deferred sequence.
    public static func deferred(
        _ observableFactory: @escaping () -> SharedSequence<SharingStrategy, Element>,
        isolation: (any Actor)? = #isolation
    ) -> SharedSequence<SharingStrategy, Element> {
        let observableFactory = isolationChecked(observableFactory, isolation, "deferred")
        return SharedSequence(Observable.deferred { observableFactory().asObservable() })
    }

    /// A sequence that emits the arguments in order, then completes, on the strategy's scheduler.
    /// - Parameter elements: the elements.
    /// - Returns: the sequence.
    public static func of(_ elements: Element...) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(raw: Observable.from(elements, scheduler: SharingStrategy.scheduler))
    }

    /// A sequence that emits the elements of `array` in order, then completes, on the strategy's scheduler.
    /// - Parameter array: the elements.
    /// - Returns: the sequence.
    public static func from(_ array: [Element]) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(raw: Observable.from(array, scheduler: SharingStrategy.scheduler))
    }

    /// A sequence that emits the elements of `sequence` in order, then completes, on the strategy's
    /// scheduler.
    /// - Parameter sequence: the elements; iterated once per subscription.
    /// - Returns: the sequence.
    public static func from<Sequence: Swift.Sequence>(_ sequence: Sequence) -> SharedSequence<SharingStrategy, Element>
    where Sequence.Element == Element {
        SharedSequence(raw: Observable.from(sequence, scheduler: SharingStrategy.scheduler))
    }

    /// A sequence that emits the wrapped value, if any, then completes, on the strategy's scheduler.
    /// - Parameter optional: the optional element.
    /// - Returns: the sequence.
    public static func from(optional: Element?) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(raw: Observable.from(optional: optional, scheduler: SharingStrategy.scheduler))
    }
}

extension SharedSequence where Element: RxAbstractInteger {
    /// A sequence that emits 0, 1, 2, … every `period` on the strategy's scheduler, forever.
    /// - Parameter period: the time between elements (the first arrives after one period).
    /// - Returns: the shared sequence.
    public static func interval(_ period: RxTimeInterval) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(Observable.interval(period, scheduler: SharingStrategy.scheduler))
    }

    /// A sequence that emits 0 after `dueTime`, then 1, 2, … every `period`, on the strategy's scheduler.
    /// - Parameters:
    ///   - dueTime: the delay before the first element.
    ///   - period: the time between later elements.
    /// - Returns: the shared sequence.
    public static func timer(_ dueTime: RxTimeInterval, period: RxTimeInterval) -> SharedSequence<
        SharingStrategy, Element
    > {
        SharedSequence(Observable.timer(dueTime, period: period, scheduler: SharingStrategy.scheduler))
    }
}
