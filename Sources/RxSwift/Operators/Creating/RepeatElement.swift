extension ObservableType {
    /// An observable that emits `element` forever.
    ///
    /// ```swift
    /// Observable.repeatElement("a").take(2)   // a a, then completed
    /// ```
    /// - Parameters:
    ///   - element: the element to repeat.
    ///   - scheduler: where to emit; the default trampolines on the current thread.
    /// - Returns: the observable sequence.
    /// - SeeAlso: [ReactiveX repeat](http://reactivex.io/documentation/operators/repeat.html)
    public static func repeatElement(
        _ element: Element,
        scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance
    ) -> Observable<Element> {
        EmitterProducer { receiver in
            let sink = RepeatSink(receiver: receiver, element: element, scheduler: scheduler)
            sink.start()
            return sink
        }
    }
}

private final class RepeatSink<Element>: RecursiveEmitterSink<Element> {
    private let element: Element

    init(receiver: any ElementReceiver<Element>, element: Element, scheduler: ImmediateSchedulerType) {
        self.element = element
        super.init(receiver: receiver, scheduler: scheduler)
    }

    override func step() -> Bool {
        forwardNext(element)
        return true
    }
}
