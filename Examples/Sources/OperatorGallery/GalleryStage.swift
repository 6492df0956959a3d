import Foundation
import RxSwift
import RxTest

/// One diagram of the gallery: an operator run on a ``GalleryStage`` with fixed inputs.
public struct GalleryEntry: Sendable {
    /// The picture's file name without `marble-` and `.svg`, and the word the tour looks it up by.
    public let name: String
    /// The code drawn as the picture's caption.
    public let code: String
    /// The DocC article (in `RxSwift.docc/Operators`) whose section shows the picture.
    public let article: String
    /// The heading (`### …`) of that section, as it starts.
    public let heading: String
    /// Scripts the sources and runs the operator.
    let scenario: @Sendable (GalleryStage) -> Void

    /// The lanes of the diagram, from a fresh run of the operator.
    public func lanes() -> [MarbleLane] {
        let stage = GalleryStage()
        scenario(stage)
        return stage.lanes()
    }

    /// The diagram as an SVG picture.
    public var svg: String {
        MarblePicture(lanes: lanes(), title: code).svg
    }

    /// The diagram as text, one line per lane, drawn by RxTest's marble renderer.
    public var text: String {
        MarbleText.render(lanes())
    }
}

/// The place where a gallery entry runs: a test scheduler, the sources it scripts and the results it records.
public final class GalleryStage {
    /// The virtual clock of the run.
    public let scheduler = TestScheduler(initialClock: 0)
    private var laneMakers: [() -> MarbleLane] = []

    /// A hot source, drawn as a lane named `name`.
    func hot<Element>(
        _ name: String, _ events: [Recorded<Event<Element>>], label: @escaping (Element) -> String = { "\($0)" }
    ) -> TestableObservable<Element> {
        source(name, scheduler.createHotObservable(events), label: label)
    }

    /// A cold source, drawn as a lane named `name` with its events where each subscription saw them.
    func cold<Element>(
        _ name: String, _ events: [Recorded<Event<Element>>], label: @escaping (Element) -> String = { "\($0)" }
    ) -> TestableObservable<Element> {
        source(name, scheduler.createColdObservable(events), label: label)
    }

    /// `observable`, drawn (after the run) as a lane named `name`.
    private func source<Element>(
        _ name: String, _ observable: TestableObservable<Element>, label: @escaping (Element) -> String
    ) -> TestableObservable<Element> {
        laneMakers.append { MarbleLane(name, observable: observable, label: label) }
        return observable
    }

    /// Runs the scheduler with `make` subscribed at 200 (as `TestScheduler.start` does) and draws the result.
    func result<Element>(
        _ title: String = "result", label: @escaping (Element) -> String = { "\($0)" },
        _ make: @escaping () -> Observable<Element>
    ) {
        let observer = scheduler.start(make)
        laneMakers.append { MarbleLane(title, events: observer.events, label: label) }
    }

    /// Subscribes to `observable` at `time` (the scheduler runs in ``run()``) and draws what it receives.
    func subscriber<Element>(_ title: String, at time: TestTime, to observable: Observable<Element>) {
        let observer = scheduler.createObserver(Element.self)
        let bag = DisposeBag()
        scheduler.scheduleAt(time) { observable.subscribe(observer).disposed(by: bag) }
        laneMakers.append {
            _ = bag
            let end = observer.events.first { $0.value.isStopEvent }?.time ?? Int.max
            return MarbleLane(title, events: observer.events, subscriptions: [Subscription(time, end)])
        }
    }

    /// Runs `action` at `time`.
    func at(_ time: TestTime, _ action: @escaping () -> Void) {
        scheduler.scheduleAt(time, action: action)
    }

    /// Runs the scheduler until nothing is left to do.
    func run() {
        scheduler.start()
    }

    /// The lanes, sources first, in the order they were made.
    func lanes() -> [MarbleLane] {
        laneMakers.map { $0() }
    }
}

/// Draws lanes as text with RxTest's marble renderer (`MarbleDiagram.render`): one frame of 10 ticks per
/// character, every lane on one time line. Labels longer than a character are drawn with a letter, listed
/// under the lanes.
public enum MarbleText {
    /// The lanes as text.
    /// - Parameter lanes: the lanes.
    /// - Returns: one line per lane (`title  diagram`), then the letters' meanings, if any.
    public static func render(_ lanes: [MarbleLane]) -> String {
        let allTimes = lanes.flatMap { $0.marks.map(\.time) + $0.subscriptions.map(\.subscribe) }
        let origin = ((allTimes.min() ?? 0) / 10) * 10
        var letters: [String: String] = [:]
        var free = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ").map(String.init)
        let labels = lanes.flatMap { lane in
            lane.marks.compactMap { if case .next(let l) = $0.value { l } else { nil } }
        }
        for label in labels where label.count == 1 && label != "-" {
            letters[label] = label
            free.removeAll { $0 == label }
        }
        var legend: [String] = []
        for label in labels where letters[label] == nil && !free.isEmpty {
            let letter = free.removeFirst()
            letters[label] = letter
            legend.append("\(letter) = \(label)")
        }
        let values = Dictionary(letters.map { ($0.value, $0.key) }, uniquingKeysWith: { first, _ in first })
        let width = lanes.map(\.title.count).max() ?? 0
        var lines: [String] = []
        for lane in lanes {
            let events: [Recorded<Event<String>>] = lane.marks.map { mark in
                switch mark.value {
                case .next(let label): Recorded(time: mark.time - origin, value: .next(label))
                case .error: Recorded(time: mark.time - origin, value: .error(MarbleError()))
                case .completed: Recorded(time: mark.time - origin, value: .completed)
                }
            }
            let title = lane.title.padding(toLength: width, withPad: " ", startingAt: 0)
            lines.append("\(title)  \(MarbleDiagram.render(events, values: values))")
        }
        if !legend.isEmpty { lines.append("where " + legend.joined(separator: ", ")) }
        return lines.joined(separator: "\n")
    }
}
