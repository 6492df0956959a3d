/// One stream of a ``MarblePicture``: its name, what it emitted and when it was subscribed.
///
/// ```swift
/// let scheduler = TestScheduler(initialClock: 0)
/// let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
/// let res = scheduler.start { xs.map { $0 * 10 } }
/// let lanes = [MarbleLane("xs", observable: xs), MarbleLane("xs.map { $0 * 10 }", events: res.events)]
/// ```
/// Elements and errors become text labels when the lane is made, so that lanes of different element types
/// can share a picture.
public struct MarbleLane: Sendable, Equatable {
    /// What a marble stands for: an element, an error or the completion, with the text drawn for it.
    public enum Mark: Sendable, Equatable {
        /// An element, drawn as a marble labelled with the text.
        case next(String)
        /// An error, drawn as a cross; the text is its tooltip.
        case error(String)
        /// The completion, drawn as a bar.
        case completed
    }

    /// The name drawn at the start of the lane.
    public var title: String
    /// The marks, at their virtual times.
    public var marks: [Recorded<Mark>]
    /// The subscriptions drawn as spans under the lane.
    public var subscriptions: [Subscription]
    /// Whether the marks happen whether or not anyone is subscribed (a hot source): marks outside every
    /// subscription are drawn faded, as no subscriber saw them.
    public var isHot: Bool
    /// The indices (into ``marks``) of the marks drawn with a red ring, such as the first difference of a
    /// failed assertion.
    public var highlightedMarks: Set<Int>

    /// A lane of ready-made marks.
    /// - Parameters:
    ///   - title: the name drawn at the start of the lane.
    ///   - marks: the marks, at their virtual times.
    ///   - subscriptions: the subscriptions drawn as spans under the lane.
    ///   - isHot: whether marks outside every subscription are drawn faded.
    ///   - highlightedMarks: the indices of the marks drawn with a red ring.
    public init(
        _ title: String,
        marks: [Recorded<Mark>],
        subscriptions: [Subscription] = [],
        isHot: Bool = false,
        highlightedMarks: Set<Int> = []
    ) {
        self.title = title
        self.marks = marks
        self.subscriptions = subscriptions
        self.isHot = isHot
        self.highlightedMarks = highlightedMarks
    }

    /// A lane of recorded events, such as the `events` of a ``TestableObserver``.
    /// - Parameters:
    ///   - title: the name drawn at the start of the lane.
    ///   - events: the events, at their virtual times.
    ///   - subscriptions: the subscriptions drawn as spans under the lane.
    ///   - label: the text of an element's marble; `String(describing:)` by default.
    public init<Element>(
        _ title: String,
        events: [Recorded<Event<Element>>],
        subscriptions: [Subscription] = [],
        label: (Element) -> String = { String(describing: $0) }
    ) {
        self.init(
            title,
            marks: events.map { Recorded(time: $0.time, value: Self.mark(for: $0.value, label: label)) },
            subscriptions: subscriptions
        )
    }

    /// A lane of a testable observable: its scripted events and its subscriptions.
    ///
    /// A hot observable's events are drawn at their times, faded outside its subscriptions. A cold
    /// observable's events are drawn once per subscription, relative to it, up to its end; without a
    /// subscription they are drawn faded, relative to time 0.
    /// - Parameters:
    ///   - title: the name drawn at the start of the lane.
    ///   - observable: a hot or cold observable of a ``TestScheduler``.
    ///   - label: the text of an element's marble; `String(describing:)` by default.
    public init<Element>(
        _ title: String,
        observable: TestableObservable<Element>,
        label: (Element) -> String = { String(describing: $0) }
    ) {
        let scripted = observable.recordedEvents.map {
            Recorded(time: $0.time, value: Self.mark(for: $0.value, label: label))
        }
        if observable is HotObservable<Element> || observable.subscriptions.isEmpty {
            self.init(title, marks: scripted, subscriptions: observable.subscriptions, isHot: true)
            return
        }
        var marks: [Recorded<Mark>] = []
        for subscription in observable.subscriptions {
            for recorded in scripted where subscription.subscribe + recorded.time <= subscription.unsubscribe {
                marks.append(Recorded(time: subscription.subscribe + recorded.time, value: recorded.value))
            }
        }
        marks.sort { $0.time < $1.time }
        self.init(title, marks: marks, subscriptions: observable.subscriptions)
    }

    /// The marks of `events`, elements and errors labelled by `String(describing:)`.
    static func marks<Element>(of events: [Recorded<Event<Element>>]) -> [Recorded<Mark>] {
        events.map { Recorded(time: $0.time, value: mark(for: $0.value, label: { String(describing: $0) })) }
    }

    /// The mark of `event`, its element labelled by `label` and its error by `String(describing:)`.
    static func mark<Element>(for event: Event<Element>, label: (Element) -> String) -> Mark {
        switch event {
        case .next(let element): .next(label(element))
        case .error(let error): .error(String(describing: error))
        case .completed: .completed
        }
    }
}
