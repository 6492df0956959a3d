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

        private static let serialDispatchQueueObservables = Atomic<Int32>(0)

        /// The number of live observables that `observe(on:)` made for a ``SerialDispatchQueueScheduler``
        /// (its fast path), subscribed or not, as upstream's counter of the same name: creating
        /// `source.observe(on: serialScheduler)` adds one, releasing that observable removes it. Tests use
        /// it to check which path `observe(on:)` chose.
        public static var numberOfSerialDispatchQueueObservables: Int32 {
            serialDispatchQueueObservables.load(ordering: .relaxed)
        }

        /// Counts one more live serial-dispatch-queue `observe(on:)` observable.
        package static func incrementSerialDispatchQueueObservables() {
            serialDispatchQueueObservables.wrappingAdd(1, ordering: .relaxed)
        }

        /// Counts one live serial-dispatch-queue `observe(on:)` observable fewer.
        package static func decrementSerialDispatchQueueObservables() {
            serialDispatchQueueObservables.wrappingSubtract(1, ordering: .relaxed)
        }
    }
#endif

#if DEBUG || TRACE_RESOURCES
    import Synchronization

    private let deepestTailRecursion = Atomic<Int>(0)

    /// The deepest nesting of sinks that subscribe to one source after another (`concat` over a collection
    /// or sequence, `catch(sequence:)`, `retry`) reached on one thread so far; set it to 0 to start a new
    /// measurement.
    ///
    /// As upstream, compiled in debug builds and with `TRACE_RESOURCES`. The sinks iterate instead of
    /// recursing, so concatenating many synchronous sources keeps it at 1 (each nested concatenation adds
    /// one level).
    public var maxTailRecursiveSinkStackSize: Int {
        get { deepestTailRecursion.load(ordering: .relaxed) }
        set { deepestTailRecursion.store(newValue, ordering: .relaxed) }
    }

    /// Records that `depth` such sinks are draining on the current thread.
    package func recordTailRecursiveSinkStackSize(_ depth: Int) {
        var current = deepestTailRecursion.load(ordering: .relaxed)
        while depth > current {
            let (exchanged, original) = deepestTailRecursion.compareExchange(
                expected: current,
                desired: depth,
                ordering: .relaxed
            )
            if exchanged { return }
            current = original
        }
    }
#endif
