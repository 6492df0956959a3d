import RxSwift
import RxTest

extension GalleryEntry {
    /// A hot source of 1…6, one element every 20 ticks from 210, completing at 340.
    static func oneToSix(_ stage: GalleryStage) -> TestableObservable<Int> {
        stage.hot("xs", (1...6).map { .next(190 + 20 * $0, $0) } + [.completed(340)])
    }

    /// A filtering operator applied to ``oneToSix(_:)``.
    static func filtering(
        _ name: String, heading: String, code: String, _ apply: @escaping @Sendable (Observable<Int>) -> Observable<Int>
    ) -> GalleryEntry {
        GalleryEntry(name: name, code: code, article: "Filtering", heading: heading) { stage in
            let xs = oneToSix(stage)
            stage.result { apply(xs.asObservable()) }
        }
    }

    /// The gallery's filtering operators.
    static let filteringEntries: [GalleryEntry] = [
        filtering("filter", heading: "filter", code: "xs.filter { $0 % 2 == 0 }") { $0.filter { $0 % 2 == 0 } },
        GalleryEntry(
            name: "distinctUntilChanged", code: "xs.distinctUntilChanged()", article: "Filtering",
            heading: "distinctUntilChanged"
        ) { stage in
            let values = [1, 1, 2, 2, 2, 1, 3]
            let xs = stage.hot(
                "xs", values.enumerated().map { .next(210 + 15 * $0.offset, $0.element) } + [.completed(320)])
            stage.result { xs.distinctUntilChanged() }
        },
        filtering("elementAt", heading: "element(at", code: "xs.element(at: 2)") { $0.element(at: 2) },
        filtering("take", heading: "take", code: "xs.take(3)") { $0.take(3) },
        filtering("takeWhile", heading: "take", code: "xs.take(while: { $0 < 4 })") { $0.take(while: { $0 < 4 }) },
        filtering("takeLast", heading: "takeLast", code: "xs.takeLast(2)") { $0.takeLast(2) },
        filtering("skip", heading: "skip", code: "xs.skip(2)") { $0.skip(2) },
        filtering("skipWhile", heading: "skip", code: "xs.skip(while: { $0 < 4 })") { $0.skip(while: { $0 < 4 }) },
        GalleryEntry(
            name: "ignoreElements", code: "xs.ignoreElements()", article: "Filtering", heading: "ignoreElements"
        ) { stage in
            let xs = oneToSix(stage)
            stage.result { xs.ignoreElements().asObservable() }
        },
        GalleryEntry(name: "ifEmpty", code: "xs.ifEmpty(default: 0)", article: "Filtering", heading: "ifEmpty") {
            stage in
            let xs = stage.hot("xs", [Recorded<Event<Int>>.completed(250)])
            stage.result { xs.ifEmpty(default: 0) }
        },
    ]
}
