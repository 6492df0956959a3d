#if TRACE_RESOURCES
    import Synchronization

    /// Counts live Rx resources (observables, sinks, disposables, subscriptions) for leak checks.
    ///
    /// Compiled only when `TRACE_RESOURCES` is defined (`swift test -Xswiftc -DTRACE_RESOURCES`).
    /// A test records ``total`` before it starts and checks that it returns to that value.
    public enum Resources {
        private static let counter = Atomic<Int32>(0)

        /// The number of live resources.
        public static var total: Int32 {
            counter.load(ordering: .relaxed)
        }

        /// Counts one more resource.
        /// - Returns: the new total.
        @discardableResult
        public static func incrementTotal() -> Int32 {
            counter.wrappingAdd(1, ordering: .relaxed).newValue
        }

        /// Counts one resource fewer.
        /// - Returns: the new total.
        @discardableResult
        public static func decrementTotal() -> Int32 {
            counter.wrappingSubtract(1, ordering: .relaxed).newValue
        }
    }
#endif
