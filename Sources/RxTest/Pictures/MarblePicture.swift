/// A marble diagram drawn as a self-contained SVG picture: one lane per stream, virtual time from left to
/// right, elements as labelled marbles, completion as a bar, errors as a cross, subscriptions as spans.
///
/// ```swift
/// let scheduler = TestScheduler(initialClock: 0)
/// let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
/// let res = scheduler.start { xs.map { $0 * 10 } }
/// let svg = MarblePicture(
///     lanes: [MarbleLane("xs", observable: xs), MarbleLane("result", events: res.events)],
///     title: "xs.map { $0 * 10 }"
/// ).svg
/// ```
/// Marbles at the same time are stacked in their lane. A value whose label is longer than ``maximumLabelLength``
/// is drawn as a key (`①`, `②`, … one per distinct value) explained in a legend under the lanes, with the full
/// text in the marble's tooltip: long values that share a beginning stay distinguishable. The scale leaves room between the closest
/// marbles; when the picture would be wider than ``maximumRowWidth``, time wraps onto further rows, each
/// with its own time ruler. The output depends only on the lanes: the same events give the same bytes.
public struct MarblePicture: Sendable, Equatable {
    /// The streams, drawn from top to bottom.
    public var lanes: [MarbleLane]
    /// The caption above the lanes (for example the operator's code), if any.
    public var title: String?
    /// A time marked by a red band across every lane (for example the first difference), if any.
    public var highlightedTime: TestTime?
    /// The widest the time line of one row may be, in pixels, before time wraps onto another row.
    public var maximumRowWidth: Int
    /// The longest label drawn on its marble; a longer value is drawn as a key explained in the legend.
    public var maximumLabelLength: Int

    /// A picture of `lanes`.
    /// - Parameters:
    ///   - lanes: the streams, drawn from top to bottom.
    ///   - title: the caption above the lanes.
    ///   - highlightedTime: a time marked by a red band across every lane.
    ///   - maximumRowWidth: the widest time line of one row, in pixels.
    ///   - maximumLabelLength: the longest label drawn on its marble.
    public init(
        lanes: [MarbleLane],
        title: String? = nil,
        highlightedTime: TestTime? = nil,
        maximumRowWidth: Int = 960,
        maximumLabelLength: Int = 10
    ) {
        self.lanes = lanes
        self.title = title
        self.highlightedTime = highlightedTime
        self.maximumRowWidth = maximumRowWidth
        self.maximumLabelLength = maximumLabelLength
    }

    /// The picture as an SVG document.
    public var svg: String {
        var canvas = SVGCanvas()
        let keys = MarbleLabelKeys(lanes: lanes, maximumLabelLength: maximumLabelLength)
        let layout = MarbleLayout(picture: self, keys: keys)
        var y = 8.0
        if let title {
            canvas.text(title, x: 12, y: y + 14, className: "caption")
            y += 28
        }
        for row in 0..<layout.rowCount {
            y = drawRow(row, top: y, layout: layout, keys: keys, canvas: &canvas) + MarbleLayout.rowGap
        }
        let width = max(layout.width, keys.legendWidth)
        for (key, value) in keys.legend {
            let line = abbreviated("\(key) \(value)", to: MarbleLabelKeys.legendCharacters)
            canvas.text(line, x: 12, y: y + 12, className: "legend", tooltip: value)
            y += MarbleLabelKeys.legendLineHeight
        }
        return canvas.document(width: width, height: y + (keys.legend.isEmpty ? 0 : 6))
    }

    /// Draws row `row` from `top`; returns its bottom.
    private func drawRow(
        _ row: Int, top: Double, layout: MarbleLayout, keys: MarbleLabelKeys, canvas: inout SVGCanvas
    ) -> Double {
        let window = layout.window(ofRow: row)
        let x0 = layout.x(window.lowerBound, row: row)
        let lineEnd = layout.timeLineEnd
        var y = top
        var bands: [(top: Double, bottom: Double)] = []
        for lane in lanes {
            let height = layout.height(of: lane, in: window)
            let middle = y + MarbleLayout.laneTop
            canvas.text(abbreviated(lane.title, to: 22), x: 8, y: middle + 4, className: "lane", tooltip: lane.title)
            canvas.line(x1: x0 - 8, y1: middle, x2: lineEnd, y2: middle, className: "axis")
            canvas.arrowHead(x: lineEnd, y: middle)
            if lane.marks.isEmpty {
                canvas.text("no events", x: x0 + 4, y: middle - 8, className: "note")
            }
            drawSubscriptions(of: lane, row: row, window: window, top: y + height, layout: layout, canvas: &canvas)
            drawMarks(of: lane, row: row, window: window, middle: middle, layout: layout, keys: keys, canvas: &canvas)
            bands.append((y, y + height))
            y += height
        }
        if let time = highlightedTime, window.contains(time), let first = bands.first, let last = bands.last {
            let x = layout.x(time, row: row)
            canvas.rect(x: x - 18, y: first.top, width: 36, height: last.bottom - first.top, className: "difference")
        }
        drawRuler(row: row, window: window, top: y, layout: layout, canvas: &canvas)
        return y + MarbleLayout.rulerHeight
    }

    private func drawMarks(
        of lane: MarbleLane,
        row: Int,
        window: ClosedRange<TestTime>,
        middle: Double,
        layout: MarbleLayout,
        keys: MarbleLabelKeys,
        canvas: inout SVGCanvas
    ) {
        var stackDepth: [TestTime: Int] = [:]
        for (index, recorded) in lane.marks.enumerated() {
            let depth = stackDepth[recorded.time, default: 0]
            stackDepth[recorded.time] = depth + 1
            guard layout.row(of: recorded.time) == row, window.contains(recorded.time) else { continue }
            let x = layout.x(recorded.time, row: row)
            let y = middle + Double(depth) * MarbleLayout.stackStep
            let observed = !lane.isHot || lane.subscriptions.contains { $0.covers(recorded.time) }
            var classes = observed ? "" : " unobserved"
            if lane.highlightedMarks.contains(index) { classes += " highlighted" }
            let at = "at \(recorded.time)"
            switch recorded.value {
            case .next(let label):
                let shown = keys.drawn(label)
                let width = MarbleLayout.marbleWidth(of: shown)
                let color = MarbleLayout.colorIndex(of: label)
                canvas.marble(
                    shown, x: x, y: y, width: width, className: "marble c\(color)\(classes)", tooltip: "\(label) \(at)")
            case .error(let description):
                canvas.cross(x: x, y: y, className: "error\(classes)", tooltip: "error: \(description) \(at)")
            case .completed:
                canvas.bar(x: x, y: y, className: "completed\(classes)", tooltip: "completed \(at)")
            }
        }
    }

    private func drawSubscriptions(
        of lane: MarbleLane,
        row: Int,
        window: ClosedRange<TestTime>,
        top: Double,
        layout: MarbleLayout,
        canvas: inout SVGCanvas
    ) {
        for (index, subscription) in lane.subscriptions.enumerated() {
            let area = MarbleLayout.subscriptionArea(of: lane)
            let y = top - area + 4 + Double(index) * MarbleLayout.subscriptionStep
            let start = max(subscription.subscribe, window.lowerBound)
            let end = min(subscription.unsubscribe, window.upperBound)
            guard start <= end else { continue }
            let x1 = layout.x(start, row: row)
            let x2 = subscription.unsubscribe > window.upperBound ? layout.timeLineEnd : layout.x(end, row: row)
            let ending =
                subscription.unsubscribe == Int.max ? "never disposed" : "disposed at \(subscription.unsubscribe)"
            canvas.rect(
                x: x1, y: y, width: max(x2 - x1, 2), height: 3, className: "subscription",
                tooltip: "subscribed at \(subscription.subscribe), \(ending)")
        }
    }

    private func drawRuler(
        row: Int,
        window: ClosedRange<TestTime>,
        top: Double,
        layout: MarbleLayout,
        canvas: inout SVGCanvas
    ) {
        let step = layout.rulerStep
        // The row's first and last times are always labelled (the first and the last event of the picture, on its
        // first and last rows); the round times between them are, where they leave room for those labels.
        let room = 44 / layout.scale
        var times = [window.lowerBound]
        var time = (window.lowerBound / step) * step
        if time < window.lowerBound { time += step }
        while time <= window.upperBound {
            if Double(time - window.lowerBound) >= room && Double(window.upperBound - time) >= room {
                times.append(time)
            }
            time += step
        }
        if window.upperBound > window.lowerBound { times.append(window.upperBound) }
        for time in times {
            let x = layout.x(time, row: row)
            canvas.line(x1: x, y1: top + 2, x2: x, y2: top + 6, className: "tick")
            canvas.text(String(time), x: x, y: top + 17, className: "time")
        }
    }
}

/// The keys that stand for values too long to draw on their marbles, and the legend that explains them.
struct MarbleLabelKeys {
    /// The height of one legend line.
    static let legendLineHeight = 16.0
    /// The most characters of a legend line (longer values are cut; the full text is the line's tooltip).
    static let legendCharacters = 140
    /// The key of each value drawn as a key.
    private var keys: [String: String] = [:]
    /// The keys with their values, in the order the values first appear.
    private(set) var legend: [(key: String, value: String)] = []
    private let maximumLabelLength: Int

    init(lanes: [MarbleLane], maximumLabelLength: Int) {
        self.maximumLabelLength = maximumLabelLength
        for lane in lanes {
            for case .next(let label) in lane.marks.map(\.value) where label.count > maximumLabelLength {
                guard keys[label] == nil else { continue }
                let key = Self.key(legend.count + 1)
                keys[label] = key
                legend.append((key, label))
            }
        }
    }

    /// What the marble of `label` shows: the label, or its key.
    func drawn(_ label: String) -> String {
        label.count > maximumLabelLength ? keys[label] ?? label : label
    }

    /// The width the legend needs.
    var legendWidth: Double {
        let longest = legend.map { min($0.key.count + 1 + $0.value.count, Self.legendCharacters) }.max() ?? 0
        return Double(longest) * 7.2 + 24
    }

    /// The `number`th key: ① to ⑳, then `#21`, `#22`, ….
    static func key(_ number: Int) -> String {
        guard number <= 20, let circled = Unicode.Scalar(0x245F + number) else { return "#\(number)" }
        return String(Character(circled))
    }
}

extension Subscription {
    /// Whether the subscription was active at `time`.
    func covers(_ time: TestTime) -> Bool {
        subscribe <= time && time <= unsubscribe
    }
}
