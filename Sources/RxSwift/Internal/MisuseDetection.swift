#if DEBUG
    import Synchronization

    /// Debug builds only: watches the deliveries to one observer (an operator sink, the observer of `create`,
    /// the observer behind `subscribe(onNext:…)`, a subject's `on`) and reports the two violations of the
    /// sequence grammar that upstream RxSwift's debug builds report:
    /// - a **reentrancy anomaly**: an event sent while the previous one to the same observer is still being
    ///   delivered, from the same thread (a cycle, such as a subject fed from its own `onNext`);
    /// - a **synchronization anomaly**: events sent to the same observer from two threads at once.
    ///
    /// Both are printed (``MisuseDetection/report(_:)``) and delivery goes on, as upstream; compiled with
    /// `FATAL_SYNCHRONIZATION` they are fatal. Release builds have no tracker at all (every use is inside
    /// `#if DEBUG`). Because `AnyObserver` and the subjects are `Sendable` here, the compiler does not stop
    /// concurrent sends: this is the net.
    ///
    /// Only the places upstream checks carry a tracker. This package's own re-entrant deliveries (a
    /// ``SerialDelivery`` re-entered by its own thread, the replay gate) are not observers and are not tracked.
    @usableFromInline
    package struct MisuseTracker: ~Copyable {
        /// The thread delivering to the observer (``currentThreadID()``); 0 when none is.
        @usableFromInline let deliveringThread = Atomic<UInt>(0)

        @usableFromInline
        package init() {}

        /// Marks the start of a delivery, reporting an overlap with one in progress.
        /// - Returns: whether this call started the delivery (and so must end it with ``leave(_:)``).
        @usableFromInline
        package func enter() -> Bool {
            let me = currentThreadID()
            let (entered, holder) = deliveringThread.compareExchange(expected: 0, desired: me, ordering: .acquiring)
            if entered { return true }
            MisuseDetection.report(holder == me ? .reentrancy : .synchronization)
            return false
        }

        /// Marks the end of a delivery that ``enter()`` started.
        @usableFromInline
        package func leave(_ entered: Bool) {
            if entered { deliveringThread.store(0, ordering: .releasing) }
        }
    }

    /// Where debug builds report grammar violations (``MisuseTracker``).
    package enum MisuseDetection {
        /// A violation of the sequence grammar.
        package enum Anomaly: Sendable {
            /// An event sent while the previous one was being delivered, from the same thread.
            case reentrancy
            /// Events sent from two threads at once.
            case synchronization
        }

        /// Replaces printing while set (tests capture the reports with it).
        package static let reportHandler = LockedState<(@Sendable (Anomaly, String) -> Void)?>(nil)

        /// Prints the message of `anomaly` (or hands it to ``reportHandler``); traps when compiled with
        /// `FATAL_SYNCHRONIZATION`. A breakpoint here shows the offending call stack.
        @inline(never)
        package static func report(_ anomaly: Anomaly) {
            let message = self.message(for: anomaly)
            #if FATAL_SYNCHRONIZATION
                rxFatalError(message)
            #else
                if let handler = reportHandler.withLock({ $0 }) {
                    handler(anomaly, message)
                } else {
                    print(message)
                }
            #endif
        }

        /// The text printed for `anomaly`; its first line is upstream's.
        package static func message(for anomaly: Anomaly) -> String {
            let debugging = "  > Debugging: set a breakpoint in `MisuseDetection.report(_:)` and read the call stack."
            switch anomaly {
            case .reentrancy:
                return """
                    ⚠️ Reentrancy anomaly was detected.
                    \(debugging)
                      > Problem: an event reached an observer while the previous event sent to the same observer was
                        still being delivered, on the same thread. Events of a sequence must not overlap: the grammar
                        is `next* (error | completed)?`, one event after another.
                      > Interpretation: usually a cycle. Something downstream of the observer feeds the sequence it
                        is observing, for example a subject that is sent an element from inside its own `onNext`.
                      > Remedy: if the cycle is meant, deliver the second event after the first one with
                        `.observe(on: MainScheduler.asyncInstance)` (or another asynchronous scheduler); otherwise
                        break the cycle.
                    """
            case .synchronization:
                return """
                    ⚠️ Synchronization anomaly was detected.
                    \(debugging)
                      > Problem: two threads sent events to the same observer at the same time. An observer receives
                        its events one after another (`next* (error | completed)?`), never concurrently.
                      > Interpretation: an `Observable.create` observer, a subject or a relay is sent events from
                        several threads without synchronisation, for example `onNext` from
                        `DispatchQueue.concurrentPerform`. `AnyObserver` and the subjects are `Sendable` in this
                        package, so the compiler does not stop it.
                      > Remedy: synchronise the senders (send from one serial queue, or behind a lock), or let an
                        operator join the threads: give each thread its own source and `merge` them, or hop with
                        `.observe(on:)` a serial scheduler such as `MainScheduler.asyncInstance`.
                    """
            }
        }
    }
#endif
