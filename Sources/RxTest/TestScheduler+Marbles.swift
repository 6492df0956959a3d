extension TestScheduler {
    /// Creates a hot observable from a marble diagram.
    ///
    /// ```swift
    /// let xs = try scheduler.createHotObservable(marbles: "-a-^-b-|", values: ["a": 1, "b": 2])
    /// // next(1) @ 180, next(2) @ 220, completed @ 240
    /// ```
    /// Frame 0 is time 0, unless the diagram has a `^`, whose frame is then at `subscribed`.
    /// - Parameters:
    ///   - marbles: the diagram (see <doc:MarbleNotation>).
    ///   - values: the element of each value character.
    ///   - errors: the error of each error character; `"#"` overrides the default ``MarbleError``.
    ///   - frameLength: the ticks per frame.
    ///   - subscribed: the time of the `^` frame.
    /// - Returns: the observable.
    /// - Throws: ``MarbleSyntaxError`` when the diagram is invalid.
    public func createHotObservable<Element>(
        marbles: String,
        values: [String: Element] = [:],
        errors: [String: Swift.Error] = [:],
        frameLength: TestTime = MarbleDiagram.defaultFrameLength,
        subscribed: TestTime = Defaults.subscribed
    ) throws(MarbleSyntaxError) -> TestableObservable<Element> {
        let events = try MarbleDiagram.events(
            marbles,
            values: values,
            errors: errors,
            frameLength: frameLength,
            subscribed: subscribed
        )
        return createHotObservable(events)
    }

    /// Creates a cold observable from a marble diagram; frame 0 is the moment of each subscription.
    ///
    /// ```swift
    /// let ys = try scheduler.createColdObservable(marbles: "--a-(b|)", values: ["a": 1, "b": 2])
    /// // subscribed at 200: next(1) @ 220, next(2) @ 240, completed @ 240
    /// ```
    /// - Parameters:
    ///   - marbles: the diagram (see <doc:MarbleNotation>); `^` is not allowed.
    ///   - values: the element of each value character.
    ///   - errors: the error of each error character; `"#"` overrides the default ``MarbleError``.
    ///   - frameLength: the ticks per frame.
    /// - Returns: the observable.
    /// - Throws: ``MarbleSyntaxError`` when the diagram is invalid.
    public func createColdObservable<Element>(
        marbles: String,
        values: [String: Element] = [:],
        errors: [String: Swift.Error] = [:],
        frameLength: TestTime = MarbleDiagram.defaultFrameLength
    ) throws(MarbleSyntaxError) -> TestableObservable<Element> {
        let events = try MarbleDiagram.coldEvents(marbles, values: values, errors: errors, frameLength: frameLength)
        return createColdObservable(events)
    }
}

extension Recorded {
    /// Parses a marble diagram into recorded events at absolute times.
    ///
    /// ```swift
    /// let expected = try Recorded.events(marbles: "^-a-|", values: ["a": 1])
    /// // [next(1) @ 220, completed @ 240]
    /// ```
    /// - Parameters:
    ///   - marbles: the diagram (see <doc:MarbleNotation>).
    ///   - values: the element of each value character.
    ///   - errors: the error of each error character; `"#"` overrides the default ``MarbleError``.
    ///   - frameLength: the ticks per frame.
    ///   - subscribed: the time of the `^` frame.
    /// - Returns: the events in time order.
    /// - Throws: ``MarbleSyntaxError`` when the diagram is invalid.
    public static func events<T>(
        marbles: String,
        values: [String: T] = [:],
        errors: [String: Swift.Error] = [:],
        frameLength: TestTime = MarbleDiagram.defaultFrameLength,
        subscribed: TestTime = TestScheduler.Defaults.subscribed
    ) throws(MarbleSyntaxError) -> [Recorded<Event<T>>] where Value == Event<T> {
        try MarbleDiagram.events(
            marbles,
            values: values,
            errors: errors,
            frameLength: frameLength,
            subscribed: subscribed
        )
    }
}
