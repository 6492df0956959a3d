extension VirtualTimeScheduler: CustomDebugStringConvertible {
    /// The clock and the queued work, in the order it will run: each item's sequence number (the order in
    /// which it was scheduled) and its due time.
    ///
    /// ```swift
    /// let scheduler = TestScheduler(initialClock: 0)
    /// scheduler.scheduleAt(210) {}
    /// scheduler.scheduleAt(300) {}
    /// print(scheduler.debugDescription)
    /// // TestScheduler(clock: 0, queued: [#0 at 210, #1 at 300])
    /// ```
    public var debugDescription: String {
        let items = queue.heap.sorted(by: queue.areInOrder).map { "#\($0.id) at \($0.time)" }
        return "\(type(of: self))(clock: \(clock), queued: [\(items.joined(separator: ", "))])"
    }
}
