import Foundation
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

extension ObservableType {
    /// Records this point of the chain into a ``TraceRecorder``: each subscription as a span from subscribe
    /// to dispose, and its `next`, `error` and `completed` events, with timestamps and thread ids.
    ///
    /// ```swift
    /// let recorder = TraceRecorder()
    /// Hooks.traceRecorder = recorder            // the global switch; nil (the default) turns tracing off
    /// searchText.trace("search").flatMapLatest(api.search).trace("results").subscribe(...)
    /// // ... later
    /// try recorder.chromeTraceJSON().write(to: URL(fileURLWithPath: "search.json"))   // open in Perfetto UI
    /// ```
    /// The recorder is chosen when a subscription is made: `recorder` when given, else
    /// ``Hooks/traceRecorder``. With neither, the subscription goes straight to the source and the operator
    /// costs nothing per event.
    /// - Parameters:
    ///   - name: the name of this point in the trace.
    ///   - recorder: the recorder to write to, instead of ``Hooks/traceRecorder``.
    /// - Returns: the same sequence.
    public func trace(_ name: String, recorder: TraceRecorder? = nil) -> Observable<Element> {
        TraceProducer(source: asObservable(), name: name, recorder: recorder)
    }
}

extension Hooks {
    // A LockedState, not a `Synchronization.Mutex`: ThreadSanitizer reports the Mutex's in-place access as a race.
    private static let traceRecorderStorage = LockedState<TraceRecorder?>(nil)

    /// The recorder of every ``ObservableType/trace(_:recorder:)`` point that names none; `nil` (the
    /// default) turns those points off. Read once per subscription, so a change applies to later
    /// subscriptions only.
    public static var traceRecorder: TraceRecorder? {
        get { traceRecorderStorage.withLock { $0 } }
        set { traceRecorderStorage.withLock { $0 = newValue } }
    }
}

/// Records the subscriptions and events of ``ObservableType/trace(_:recorder:)`` points and writes them in
/// the Chrome Trace Event Format, which Perfetto UI (ui.perfetto.dev) and `chrome://tracing` open.
///
/// Each subscription is an async span (`"ph": "b"` … `"e"`) named after its point, from subscribe to
/// dispose; its events are async instants (`"n"`) on the same track, with the element in `args`.
/// Subscriptions still open when the JSON is written end there, marked `"disposed": false`: a subscription
/// that never ends stands out. Timestamps are microseconds since the recorder was made, taken under the
/// recorder's lock, so they never go backwards in the order of the file.
public final class TraceRecorder: @unchecked Sendable {
    // Sendable: every mutable field is in `state`, guarded by its lock.

    /// What happened at a point of the chain.
    public enum Phase: String, Sendable, Equatable {
        /// A subscription started.
        case subscribe
        /// An element went through.
        case next
        /// The sequence failed.
        case error
        /// The sequence completed.
        case completed
        /// The subscription was disposed.
        case dispose
    }

    /// One recorded happening.
    public struct Entry: Sendable, Equatable {
        /// The name of the point (as given to `trace`).
        public let name: String
        /// What happened.
        public let phase: Phase
        /// The subscription it belongs to, unique within the recorder.
        public let subscription: Int
        /// Microseconds since the recorder was made.
        public let timestamp: UInt64
        /// The thread it happened on: a small number, the same for one thread.
        public let thread: Int
        /// The element or the error, as text (cut to 200 characters).
        public let detail: String?
    }

    private struct State {
        var entries: [Entry] = []
        var nextSubscription = 1
        var threads: [UInt: Int] = [:]
        var threadNames: [Int: String] = [:]
    }

    // A LockedState, not a `Synchronization.Mutex`: ThreadSanitizer reports the Mutex's in-place access as a race
    // (seen in CI's tsan step, recording from the conformance table's threads).
    private let state = LockedState(State())
    private let origin = DispatchTime.now().uptimeNanoseconds
    private let processName: String

    /// A recorder whose clock starts now.
    /// - Parameter processName: the process's name in the trace viewer.
    public init(processName: String = ProcessInfo.processInfo.processName) {
        self.processName = processName
    }

    /// Everything recorded so far, in order.
    public var entries: [Entry] {
        state.withLock { $0.entries }
    }

    /// Records the start of a subscription of `name`.
    /// - Parameter name: the name of the point.
    /// - Returns: the subscription's number, to pass to the other recording methods.
    public func recordSubscribe(_ name: String) -> Int {
        record(name, .subscribe, subscription: nil, detail: nil)
    }

    /// Records an event of subscription `subscription` of `name`.
    /// - Parameters:
    ///   - name: the name of the point.
    ///   - event: the event.
    ///   - subscription: the number ``recordSubscribe(_:)`` returned.
    public func recordEvent<Element>(_ name: String, _ event: Event<Element>, subscription: Int) {
        switch event {
        case .next(let element): _ = record(name, .next, subscription: subscription, detail: "\(element)")
        case .error(let error): _ = record(name, .error, subscription: subscription, detail: "\(error)")
        case .completed: _ = record(name, .completed, subscription: subscription, detail: nil)
        }
    }

    /// Records the disposal of subscription `subscription` of `name`.
    /// - Parameters:
    ///   - name: the name of the point.
    ///   - subscription: the number ``recordSubscribe(_:)`` returned.
    public func recordDispose(_ name: String, subscription: Int) {
        _ = record(name, .dispose, subscription: subscription, detail: nil)
    }

    private func record(_ name: String, _ phase: Phase, subscription: Int?, detail: String?) -> Int {
        #if canImport(Darwin)
            let threadKey = UInt(bitPattern: pthread_self())
        #else
            let threadKey = UInt(pthread_self())
        #endif
        // The thread's name is looked up only the first time the thread records (it costs a call into libdispatch
        // and a search), outside the lock.
        let isNewThread = state.withLock { $0.threads[threadKey] == nil }
        let threadName = !isNewThread ? nil : Thread.isMainThread ? "main" : ThreadNames.current
        let shortDetail = detail.map { $0.count > 200 ? String($0.prefix(199)) + "…" : $0 }
        return state.withLock { state in
            let thread: Int
            if let known = state.threads[threadKey] {
                thread = known
            } else {
                thread = state.threads.count + 1
                state.threads[threadKey] = thread
                state.threadNames[thread] = threadName ?? "thread \(thread)"
            }
            let number = subscription ?? state.nextSubscription
            if subscription == nil { state.nextSubscription += 1 }
            let now = (DispatchTime.now().uptimeNanoseconds - origin) / 1_000
            let timestamp = max(now, state.entries.last?.timestamp ?? 0)
            state.entries.append(
                Entry(
                    name: name, phase: phase, subscription: number, timestamp: timestamp, thread: thread,
                    detail: shortDetail))
            return number
        }
    }

    /// The recording in the Chrome Trace Event Format (a JSON object with `traceEvents`), ready for
    /// Perfetto UI or `chrome://tracing`.
    /// - Returns: UTF-8 JSON.
    public func chromeTraceJSON() -> Data {
        let (entries, threadNames) = state.withLock { ($0.entries, $0.threadNames) }
        let pid = Int(getpid())
        var events: [String] = [
            #"{"name":"process_name","ph":"M","pid":\#(pid),"tid":0,"args":{"name":\#(Self.json(processName))}}"#
        ]
        for (thread, name) in threadNames.sorted(by: { $0.key < $1.key }) {
            events.append(
                #"{"name":"thread_name","ph":"M","pid":\#(pid),"tid":\#(thread),"args":{"name":\#(Self.json(name))}}"#)
        }
        var open: [Int: Entry] = [:]
        for entry in entries {
            let phase: String
            var args: [String] = []
            switch entry.phase {
            case .subscribe:
                phase = "b"
                open[entry.subscription] = entry
            case .dispose:
                phase = "e"
                args.append(#""disposed":true"#)
                open[entry.subscription] = nil
            case .next, .error, .completed:
                phase = "n"
                args.append(#""event":\#(Self.json(entry.phase.rawValue))"#)
            }
            if let detail = entry.detail { args.append(#""value":\#(Self.json(detail))"#) }
            events.append(Self.event(entry, phase: phase, pid: pid, args: args))
        }
        let end = entries.last?.timestamp ?? 0
        for entry in open.values.sorted(by: { $0.subscription < $1.subscription }) {
            let closing = Entry(
                name: entry.name, phase: .dispose, subscription: entry.subscription, timestamp: end,
                thread: entry.thread, detail: nil)
            events.append(Self.event(closing, phase: "e", pid: pid, args: [#""disposed":false"#]))
        }
        let text = "{\"displayTimeUnit\":\"ms\",\"traceEvents\":[\n" + events.joined(separator: ",\n") + "\n]}\n"
        return Data(text.utf8)
    }

    private static func event(_ entry: Entry, phase: String, pid: Int, args: [String]) -> String {
        let fields = [
            #""name":\#(json(entry.name))"#, #""cat":"rx""#, #""ph":"\#(phase)""#,
            #""id":\#(entry.subscription)"#, #""ts":\#(entry.timestamp)"#, #""pid":\#(pid)"#,
            #""tid":\#(entry.thread)"#, #""args":{\#(args.joined(separator: ","))}"#,
        ]
        return "{" + fields.joined(separator: ",") + "}"
    }

    /// `text` as a JSON string literal.
    private static func json(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}

private final class TraceProducer<Element>: Producer<Element> {
    private let source: Observable<Element>
    private let name: String
    private let recorder: TraceRecorder?

    init(source: Observable<Element>, name: String, recorder: TraceRecorder?) {
        self.source = source
        self.name = name
        self.recorder = recorder
        super.init()
    }

    override func run(_ receiver: any ElementReceiver<Element>) -> Disposable {
        // The one check of a switched-off point, once per subscription: nothing is added per event.
        guard let recorder = recorder ?? Hooks.traceRecorder else {
            return source.subscribe(downstream: receiver)
        }
        let subscription = recorder.recordSubscribe(name)
        let sink = TraceSink(receiver: receiver, name: name, recorder: recorder, subscription: subscription)
        sink.setUpstream(source.subscribe(receiver: sink))
        return sink
    }
}

private final class TraceSink<Element>: Sink<Element>, ObserverType, ElementReceiver {
    private let name: String
    private let recorder: TraceRecorder
    private let subscription: Int

    init(receiver: any ElementReceiver<Element>, name: String, recorder: TraceRecorder, subscription: Int) {
        self.name = name
        self.recorder = recorder
        self.subscription = subscription
        super.init(receiver: receiver)
    }

    func on(_ event: Event<Element>) {
        recorder.recordEvent(name, event, subscription: subscription)
        forward(event)
    }

    override func disposeResources() {
        recorder.recordDispose(name, subscription: subscription)
    }
}
