/// The integer types accepted by `range`, `interval` and `timer`.
public typealias RxAbstractInteger = FixedWidthInteger

extension ObservableType where Element: RxAbstractInteger {
    /// An observable that emits `count` consecutive integers starting at `start`, then completes.
    ///
    /// ```swift
    /// Observable.range(start: 1, count: 3).subscribe(onNext: { print($0) })
    /// // 1
    /// // 2
    /// // 3
    /// ```
    /// A negative `count`, or a range that overflows `Element`, is a programmer error and traps.
    /// - Parameters:
    ///   - start: the first value.
    ///   - count: how many values to emit.
    ///   - scheduler: where to emit them; the default trampolines on the current thread.
    /// - Returns: the observable sequence.
    /// - SeeAlso: [ReactiveX range](http://reactivex.io/documentation/operators/range.html)
    @inlinable  // Performance: the counting loop below is compiled for the caller's `Element`: native arithmetic.
    public static func range(
        start: Element,
        count: Element,
        scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance
    ) -> Observable<Element> {
        makeRange(start: start, count: count, scheduler: scheduler) { counter, emit in
            while counter.remaining > 0 {
                let value = counter.next
                counter.remaining -= 1
                counter.next &+= 1  // wraps only after the last element of a range that ends at `Element.max`
                guard emit(value) else { return false }
            }
            return true
        }
    }

    /// `range` with its counting loop made by the (inlinable) caller.
    ///
    /// `emitValues` hands the values of `counter` one by one to its second argument, advancing `counter` before
    /// each hand-over, while that argument returns `true`; it returns `true` once no value remains (having
    /// handed over nothing more), `false` when the argument asked it to stop. Performance: the sink that calls it
    /// is not specialised, so integer arithmetic written there goes through `FixedWidthInteger`'s witness tables
    /// (fence probe `range.int32.map.filter`); a loop made where `Element` is concrete counts natively, and
    /// a burst of values costs one call into it.
    /// - Parameters:
    ///   - start: the first value.
    ///   - count: how many values to emit; traps when negative or when the range overflows `Element`.
    ///   - scheduler: where to emit them.
    ///   - emitValues: the counting loop described above.
    /// - Returns: the observable sequence.
    @usableFromInline
    static func makeRange(
        start: Element,
        count: Element,
        scheduler: ImmediateSchedulerType,
        emitValues: @escaping RangeEmission<Element>
    ) -> Observable<Element> {
        guard count >= 0 else {
            rxFatalError("Observable.range: count can't be negative (\(count))")
        }
        if count > 0, start.addingReportingOverflow(count - 1).overflow {
            rxFatalError("Observable.range: start + count - 1 overflows \(Element.self)")
        }
        return EmitterProducer { receiver in
            let counter = RangeCounter(next: start, remaining: count)
            let sink = RangeSink(receiver: receiver, counter: counter, scheduler: scheduler, emitValues: emitValues)
            sink.start()
            return sink
        }
    }
}

/// Where one subscription to `range` stands: the value it emits next and how many values remain.
@usableFromInline
struct RangeCounter<Element> {
    /// The value emitted next.
    @usableFromInline var next: Element
    /// How many values remain to be emitted.
    @usableFromInline var remaining: Element
}

/// The counting loop of `range`: hands the counter's values to the closure while it returns `true`; returns
/// whether the counter ran out (see `makeRange`).
@usableFromInline
typealias RangeEmission<Element> = (inout RangeCounter<Element>, (Element) -> Bool) -> Bool

private final class RangeSink<Element>: RecursiveEmitterSink<Element> {
    /// Made by `range`'s caller, specialised for `Element` (see `makeRange`).
    private let emitValues: RangeEmission<Element>
    // Performance: only `emitValues` touches it, serially.
    @exclusivity(unchecked) private var counter: RangeCounter<Element>

    init(
        receiver: any ElementReceiver<Element>,
        counter: RangeCounter<Element>,
        scheduler: ImmediateSchedulerType,
        emitValues: @escaping RangeEmission<Element>
    ) {
        self.emitValues = emitValues
        self.counter = counter
        super.init(receiver: receiver, scheduler: scheduler)
    }

    /// Emits one value, or completes when none remains.
    override func step() -> Bool {
        let ranOut = emitValues(&counter) { value in
            forwardNext(value)
            return false
        }
        if ranOut { forwardCompleted() }
        return !ranOut
    }

    /// One call into the counting loop for the whole burst, which stops once this sink is disposed or something
    /// else is queued on `trampoline`.
    override func emitWhileIdle(_ trampoline: Trampoline) -> Bool {
        if isDisposed { return false }
        let ranOut = emitValues(&counter) { value in
            forwardNext(value)
            return !isDisposed && trampoline.isQueueEmpty
        }
        if ranOut {
            forwardCompleted()
            return false
        }
        return !isDisposed
    }
}
