#if TRACE_RESOURCES || DEBUG
    import Synchronization

    /// Counts live Rx resources (observables, sinks, disposables, subscriptions) for leak checks.
    ///
    /// Compiled in debug builds, and in any build when `TRACE_RESOURCES` is defined (as upstream:
    /// `swift test -Xswiftc -DTRACE_RESOURCES`), so that a debug build of an application reads ``total`` without
    /// rebuilding its dependencies with a flag. A test records ``total`` before it starts and checks that it
    /// returns to that value; a server can log it (guarded by `#if DEBUG`). Release builds count nothing.
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

    /// The largest number of source generators one `concat` sink has held at once so far (as upstream's
    /// counter of the same name); set it to 0 to start a new measurement.
    ///
    /// Compiled in debug builds and with `TRACE_RESOURCES`, as upstream. A `concat` over a sequence keeps
    /// a stack of generators: its own sources and, above them, those of each `concat` it meets as a source,
    /// whose sources it then runs itself instead of subscribing a nested sink. A generator with a known count
    /// (a collection) leaves the stack before its last source runs; one of a plain `Sequence` stays until it
    /// is exhausted. So a recursively built concatenation of collections,
    /// `concat([just(i), <the same for i + 1>])`, keeps it at 1; built from plain sequences, it grows by
    /// one per level. A flat `concat` makes it 1.
    public var maxTailRecursiveSinkStackSize: Int {
        get { deepestTailRecursion.load(ordering: .relaxed) }
        set { deepestTailRecursion.store(newValue, ordering: .relaxed) }
    }

    /// Records that a `concat` sink holds `depth` source generators.
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
