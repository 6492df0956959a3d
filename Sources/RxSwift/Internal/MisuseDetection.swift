#if DEBUG
    import Foundation
    import Synchronization

    /// Debug builds only: watches the deliveries to one observer (an operator sink, the observer of `create`,
    /// the observer behind `subscribe(onNext:…)`, a subject's `on`) and reports the two violations of the
    /// sequence grammar that upstream RxSwift's debug builds report:
    /// - a **reentrancy anomaly**: an event sent while the previous one to the same observer is still being
    ///   delivered, from the same thread (a cycle, such as a subject fed from its own `onNext`);
    /// - a **synchronization anomaly**: events sent to the same observer from two threads at once.
    ///
    /// Both are reported (``MisuseDetection/report(_:site:threads:)``) and delivery goes on, as upstream; compiled with
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
        /// What reports call the observer when ``enter(_:)`` is not told: a subject's class, say (set before the
        /// observer is published, read only when reporting).
        @usableFromInline var site: String

        @usableFromInline
        package init(site: String = "an observer") {
            self.site = site
        }

        /// Marks the start of a delivery, reporting an overlap with one in progress.
        /// - Parameter owner: the observer whose deliveries this tracks, which names it in reports (its class,
        ///   without generic arguments); ``site`` when `nil`.
        /// - Returns: whether this call started the delivery (and so must end it with ``leave(_:)``).
        @usableFromInline
        package func enter(_ owner: AnyObject? = nil) -> Bool {
            let me = currentThreadID()
            let (entered, holder) = deliveringThread.compareExchange(expected: 0, desired: me, ordering: .acquiring)
            if entered { return true }
            MisuseDetection.report(
                holder == me ? .reentrancy : .synchronization, site: owner.map(MisuseDetection.name(of:)) ?? site,
                threads: (holder, me))
            return false
        }

        /// Marks the end of a delivery that ``enter(_:)`` started.
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
            /// A closure written in actor-isolated code (a `@MainActor` function, an actor's method) called off
            /// that actor's executor (``IsolationCheck``).
            case isolation
        }

        /// Replaces printing and ``Hooks/misuseReportHandler`` while set, and receives every anomaly, none left
        /// out (the package's tests count the reports with it).
        package static let reportHandler = LockedState<(@Sendable (Anomaly, String) -> Void)?>(nil)

        /// How often each site has been reported, by kind, site and pair of threads.
        private static let occurrences = LockedState<[String: Int]>([:])

        /// Forgets how often each site has been reported (tests of the rate limit start afresh).
        package static func resetOccurrences() {
            occurrences.withLock { $0 = [:] }
        }

        /// Reports `anomaly` at `site` between `threads` (the thread delivering and the thread that overlapped it;
        /// the same thread twice for re-entrancy): the whole report the first time for that kind, site and pair of
        /// threads, then one line with the running count the 2nd, 4th, 8th, … time, printed or handed to
        /// ``Hooks/misuseReportHandler``. Traps when compiled with `FATAL_SYNCHRONIZATION`. A breakpoint here shows
        /// the offending call stack.
        @inline(never)
        package static func report(_ anomaly: Anomaly, site: String, threads: (UInt, UInt)) {
            if let handler = reportHandler.withLock({ $0 }) {
                handler(
                    anomaly,
                    anomaly == .isolation ? message(for: anomaly) + "\n  > Where: " + site : message(for: anomaly))
                return
            }
            // An isolation anomaly is counted per site only: the threads of one dispatch queue vary.
            let key =
                anomaly == .isolation
                ? "isolation \(site)" : "\(anomaly) \(site) \(min(threads.0, threads.1)) \(max(threads.0, threads.1))"
            let count = occurrences.withLock { counts -> Int in
                counts[key, default: 0] += 1
                return counts[key]!
            }
            #if !FATAL_SYNCHRONIZATION
                guard count & (count - 1) == 0 else { return }  // 1, 2, 4, 8, …: the threads are named only then
            #endif
            let pair =
                anomaly != .synchronization
                ? threadName(threads.1) : threadName(threads.0) + " and " + threadName(threads.1)
            let where_ =
                anomaly == .isolation
                ? "  > Where: the closure given to \(site), called on thread \(pair)."
                : "  > Where: \(site), on \(anomaly == .reentrancy ? "thread" : "threads") \(pair)."
            #if FATAL_SYNCHRONIZATION
                rxFatalError(message(for: anomaly) + "\n" + where_)
            #else
                let text =
                    count == 1
                    ? message(for: anomaly) + "\n" + where_
                    : "⚠️ \(name(of: anomaly)) at \(site) (\(pair)): \(count) times so far; the first report "
                        + "explains it."
                Hooks.publish(MisuseReport(kind: kind(of: anomaly), site: site, occurrences: count, message: text))
            #endif
        }

        /// The class of `owner` without its generic arguments: `MapSink`, `SubjectClosureEntry`.
        static func name(of owner: AnyObject) -> String {
            let described = String(describing: type(of: owner))
            return String(described.prefix { $0 != "<" })
        }

        /// The thread `id` (``currentThreadID()``) as reports name it: its name when it is the calling thread
        /// and has one, with its identifier.
        private static func threadName(_ id: UInt) -> String {
            let hex = "0x" + String(id, radix: 16)
            guard id == currentThreadID() else { return hex }
            if Thread.isMainThread { return "main (\(hex))" }
            guard let name = ThreadNames.current else { return hex }
            return "'\(name)' (\(hex))"
        }

        /// What the one-line reports call `anomaly`.
        private static func name(of anomaly: Anomaly) -> String {
            switch anomaly {
            case .reentrancy: "Reentrancy anomaly"
            case .synchronization: "Synchronization anomaly"
            case .isolation: "Isolation anomaly"
            }
        }

        /// The public kind of `anomaly`.
        private static func kind(of anomaly: Anomaly) -> MisuseReport.Kind {
            switch anomaly {
            case .reentrancy: .reentrancy
            case .synchronization: .synchronization
            case .isolation: .isolation
            }
        }

        /// The text printed for `anomaly`; its first line is upstream's.
        package static func message(for anomaly: Anomaly) -> String {
            let debugging =
                "  > Debugging: set a breakpoint in `MisuseDetection.report(_:site:threads:)` and read the call stack."
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
            case .isolation:
                return """
                    ⚠️ Isolation anomaly was detected.
                    \(debugging)
                      > Problem: a closure written in actor-isolated code (a `@MainActor` function or type, an actor's
                        method) was called on a thread outside that actor. Swift 6 lets such a closure read and write
                        the actor's state without `await`, so if it does, this is a data race the compiler did not see.
                      > Interpretation: the events reach the operator on another thread: after `observe(on:)` or
                        `subscribe(on:)` a background scheduler, or from a source that sends on its own thread (a
                        callback API wrapped in `create`, a timer, a `URLSession` answer).
                      > Remedy: hop to the actor before the closure runs: `.observe(on: MainScheduler.instance)` for
                        the main actor, `drive`/`emit` a Driver or Signal, or `bind(to: Binder(mainActor: self) { … })`;
                        for another actor, consume the sequence inside it (`for try await v in seq.values`). If the
                        closure touches nothing isolated, build the chain in `nonisolated` code or pass
                        `isolation: nil` to the operator; the check is then off for that closure.
                    """
            }
        }
    }
#endif
