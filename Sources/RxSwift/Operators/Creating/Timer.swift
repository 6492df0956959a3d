extension ObservableType where Element: RxAbstractInteger {
    /// An observable that emits 0, 1, 2, … every `period` on `scheduler`, forever.
    ///
    /// A negative `period` fails the subscription with ``RxError/argumentOutOfRange``.
    /// - Parameters:
    ///   - period: the time between elements (the first arrives after one period).
    ///   - scheduler: where the timer runs.
    /// - Returns: the observable sequence.
    /// - SeeAlso: [ReactiveX interval](http://reactivex.io/documentation/operators/interval.html)
    public static func interval(_ period: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        timerObservable(dueTime: period, period: period, scheduler: scheduler)
    }

    /// An observable that emits 0 after `dueTime` and then, with a `period`, 1, 2, … every period;
    /// without a period it completes after the first element.
    ///
    /// A negative `period` fails the subscription with ``RxError/argumentOutOfRange``.
    /// - Parameters:
    ///   - dueTime: the delay before the first element.
    ///   - period: the time between later elements, or `nil` for a single element.
    ///   - scheduler: where the timer runs.
    /// - Returns: the observable sequence.
    /// - SeeAlso: [ReactiveX timer](http://reactivex.io/documentation/operators/timer.html)
    public static func timer(
        _ dueTime: RxTimeInterval,
        period: RxTimeInterval? = nil,
        scheduler: SchedulerType
    ) -> Observable<Element> {
        timerObservable(dueTime: dueTime, period: period, scheduler: scheduler)
    }
}

/// Emits `0` after `dueTime` and completes, or, with a `period`, counts up from `0` every `period` after `dueTime`.
private func timerObservable<Element: RxAbstractInteger>(
    dueTime: RxTimeInterval, period: RxTimeInterval?, scheduler: SchedulerType
) -> Observable<Element> {
    EmitterProducer { receiver in
        let sink = Sink(receiver: receiver)
        if let period {
            if period.rxIsNegative {
                sink.forwardError(RxError.argumentOutOfRange)
                return sink
            }
            sink.setUpstream(
                scheduler.schedulePeriodic(Element.zero, startAfter: dueTime, period: period) { count in
                    sink.forwardNext(count)
                    return count &+ 1
                }
            )
        } else {
            sink.setUpstream(
                scheduler.scheduleRelative((), dueTime: dueTime) { _ in
                    sink.forwardNext(Element.zero)
                    sink.forwardCompleted()
                    return Disposables.create()
                }
            )
        }
        return sink
    }
}
