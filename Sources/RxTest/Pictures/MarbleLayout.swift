/// Where things go in a ``MarblePicture``: the time range, the scale, the rows time wraps onto and the
/// height of each lane.
struct MarbleLayout {
    static let laneTop = 24.0
    static let stackStep = 26.0
    static let marbleBottom = 18.0
    static let subscriptionStep = 5.0
    static let rulerHeight = 24.0
    static let rowGap = 10.0
    static let marbleHeight = 24.0
    static let preferredWidth = 480.0
    static let largestScale = 48.0
    static let rightPadding = 26.0

    let start: TestTime
    let end: TestTime
    /// Pixels per tick.
    let scale: Double
    let rowCount: Int
    /// Ticks per row when time wraps; the whole span otherwise.
    let rowTicks: TestTime
    let timeLineStart: Double
    let rulerStep: TestTime
    /// The room right of the time line: enough for half the widest marble.
    let rightRoom: Double

    init(picture: MarblePicture, keys: MarbleLabelKeys) {
        var times: [TestTime] = []
        var closestGap = Int.max
        var widest = Self.marbleHeight
        for lane in picture.lanes {
            let laneTimes = lane.marks.map(\.time)
            times += laneTimes
            let distinct = Array(Set(laneTimes)).sorted()
            for (earlier, later) in zip(distinct, distinct.dropFirst()) {
                closestGap = min(closestGap, later - earlier)
            }
            for case .next(let label) in lane.marks.map(\.value) {
                widest = max(widest, Self.marbleWidth(of: keys.drawn(label)))
            }
            for subscription in lane.subscriptions {
                times.append(subscription.subscribe)
                if subscription.unsubscribe != Int.max { times.append(subscription.unsubscribe) }
            }
        }
        if let highlighted = picture.highlightedTime { times.append(highlighted) }
        start = times.min() ?? 0
        end = max(times.max() ?? 0, start + 1)
        let span = Double(end - start)
        let roomy = closestGap == Int.max ? 0 : (widest + 6) / Double(closestGap)
        scale = min(max(roomy, Self.preferredWidth / span), Self.largestScale)
        let maximumWidth = Double(max(picture.maximumRowWidth, 100))
        if span * scale > maximumWidth {
            rowTicks = max(Int(maximumWidth / scale), 1)
            rowCount = (end - start) / rowTicks + 1
        } else {
            rowTicks = end - start
            rowCount = 1
        }
        let longestTitle = picture.lanes.map { min($0.title.count, 22) }.max() ?? 0
        // Clear of the lane titles, even for a wide marble at the first time.
        let titleEnd = 8 + Double(longestTitle) * 7.2
        timeLineStart = max(min(max(Double(longestTitle) * 7.2 + 30, 70), 200), titleEnd + 8 + widest / 2)
        rightRoom = max(Self.rightPadding, widest / 2 + 8)
        let pixelsPerTick = scale
        rulerStep =
            [1, 2, 5, 10, 20, 50, 100, 200, 500, 1000, 2000, 5000, 10000, 100_000, 1_000_000]
            .first { Double($0) * pixelsPerTick >= 44 } ?? 10_000_000
    }

    /// The right end of every row's time line.
    var timeLineEnd: Double { timeLineStart + Double(rowTicks) * scale + Self.rightPadding / 2 }

    /// The width of the picture.
    var width: Double { timeLineEnd + rightRoom }

    /// The times drawn on row `row`.
    func window(ofRow row: Int) -> ClosedRange<TestTime> {
        let lower = start + row * rowTicks
        return lower...(row == rowCount - 1 ? end : lower + rowTicks - 1)
    }

    /// The row on which `time` is drawn.
    func row(of time: TestTime) -> Int {
        rowCount == 1 ? 0 : min(max((time - start) / rowTicks, 0), rowCount - 1)
    }

    /// The horizontal position of `time` on row `row`.
    func x(_ time: TestTime, row: Int) -> Double {
        timeLineStart + Double(time - window(ofRow: row).lowerBound) * scale
    }

    /// The height of `lane` on the row that draws `window`: room for its tallest stack of simultaneous marks there
    /// and its subscriptions (a burst at one time makes only its own row taller).
    func height(of lane: MarbleLane, in window: ClosedRange<TestTime>) -> Double {
        var counts: [TestTime: Int] = [:]
        for mark in lane.marks where window.contains(mark.time) { counts[mark.time, default: 0] += 1 }
        let stack = Double(max(counts.values.max() ?? 1, 1) - 1)
        return Self.laneTop + stack * Self.stackStep + Self.marbleBottom + Self.subscriptionArea(of: lane)
    }

    /// The room under a lane for its subscription spans.
    static func subscriptionArea(of lane: MarbleLane) -> Double {
        lane.subscriptions.isEmpty ? 0 : 6 + Double(lane.subscriptions.count) * subscriptionStep
    }

    /// The width of the marble of `label`: a circle for one or two characters, a pill for more.
    static func marbleWidth(of label: String) -> Double {
        label.count <= 2 ? marbleHeight : Double(label.count) * 7.4 + 12
    }

    /// A color (0…7) chosen by the label's text, the same in every picture and every run.
    static func colorIndex(of label: String) -> Int {
        var hash: UInt32 = 2_166_136_261
        for byte in label.utf8 {
            hash = (hash ^ UInt32(byte)) &* 16_777_619
        }
        return Int(hash % 8)
    }
}

/// `text` cut to `length` characters, the last being `…`, when it is longer.
func abbreviated(_ text: String, to length: Int) -> String {
    text.count <= length ? text : String(text.prefix(max(length - 1, 1))) + "…"
}
