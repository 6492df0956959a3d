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
    public static func range(
        start: Element,
        count: Element,
        scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance
    ) -> Observable<Element> {
        guard count >= 0 else {
            rxFatalError("Observable.range: count can't be negative (\(count))")
        }
        if count > 0, start.addingReportingOverflow(count - 1).overflow {
            rxFatalError("Observable.range: start + count - 1 overflows \(Element.self)")
        }
        return RangeProducer(start: start, count: count, scheduler: scheduler)
    }
}

private final class RangeProducer<Element: RxAbstractInteger>: Producer<Element> {
    private let start: Element
    private let count: Element
    private let scheduler: ImmediateSchedulerType

    init(start: Element, count: Element, scheduler: ImmediateSchedulerType) {
        self.start = start
        self.count = count
        self.scheduler = scheduler
        super.init()
    }

    override func run<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        let sink = RangeSink(observer: observer, start: start, count: count, scheduler: scheduler)
        sink.start()
        return sink
    }
}

private final class RangeSink<Element: RxAbstractInteger, Observer: ObserverType>: RecursiveEmitterSink<Observer>
where Observer.Element == Element {
    private let first: Element
    private let count: Element
    @exclusivity(unchecked) private var index: Element = 0  // Performance: only `step` touches it, serially
    /// `Int` ranges count with these instead (see ``step()``); unused for other element types.
    @exclusivity(unchecked) private var intNext: Int
    @exclusivity(unchecked) private var intRemaining: Int

    init(observer: Observer, start: Element, count: Element, scheduler: ImmediateSchedulerType) {
        self.first = start
        self.count = count
        if Element.self == Int.self {
            intNext = Int(truncatingIfNeeded: start)
            intRemaining = Int(truncatingIfNeeded: count)
        } else {
            intNext = 0
            intRemaining = 0
        }
        super.init(observer: observer, scheduler: scheduler)
    }

    override func step() -> Bool {
        // Performance: this class is not specialised, so arithmetic on `Element` goes through witness
        // tables (measured: ~250 instructions per element); `Int`, the common case, counts natively. The
        // generic path is out of line so that the `Int` one sets up none of its stack.
        Element.self == Int.self ? stepInt() : stepGeneric()
    }

    /// The trampoline loop with the `Int` step inlined: no call and no generic stack set-up per element.
    override func emitWhileIdle(_ trampoline: Trampoline) -> Bool {
        guard Element.self == Int.self else { return super.emitWhileIdle(trampoline) }
        while !isDisposed {
            guard stepInt() else { return false }
            if !trampoline.isQueueEmpty { return true }
        }
        return false
    }

    @inline(__always)
    private func stepInt() -> Bool {
        guard intRemaining > 0 else {
            forwardCompleted()
            return false
        }
        let value = intNext
        intRemaining -= 1
        intNext &+= 1  // wraps only after the last element of a range that ends at `Int.max`
        forwardNext(unsafeBitCast(value, to: Element.self))
        return true
    }

    @inline(never)
    private func stepGeneric() -> Bool {
        guard index < count else {
            forwardCompleted()
            return false
        }
        let value = first + index
        index += 1
        forwardNext(value)
        return true
    }
}
