import RxSwift
import RxTest

extension GalleryEntry {
    /// The inner sequences of the flattening operators: each element `n` of `xs` maps to a cold
    /// sequence of `n·10` and `n·10 + 1`, 20 ticks apart.
    static func flattening(
        _ name: String, heading: String, code: String,
        _ flatten: @escaping @Sendable (Observable<Int>, @escaping (Int) -> Observable<Int>) -> Observable<Int>
    ) -> GalleryEntry {
        GalleryEntry(name: name, code: code, article: "Transforming", heading: heading) { stage in
            let xs = stage.hot("xs", [.next(210, 1), .next(230, 2), .completed(300)])
            let inner1 = stage.cold("inner 1", [.next(10, 10), .next(30, 11), .completed(40)])
            let inner2 = stage.cold("inner 2", [.next(10, 20), .next(30, 21), .completed(40)])
            stage.result {
                flatten(xs.asObservable()) { $0 == 1 ? inner1.asObservable() : inner2.asObservable() }
            }
        }
    }

    /// The gallery's transforming operators.
    static let transforming: [GalleryEntry] = [
        GalleryEntry(name: "map", code: "xs.map { $0 * 2 }", article: "Transforming", heading: "map") { stage in
            let xs = stage.hot("xs", [.next(150, 0), .next(210, 1), .next(240, 2), .next(270, 3), .completed(300)])
            stage.result { xs.map { $0 * 2 } }
        },
        GalleryEntry(
            name: "compactMap", code: "xs.compactMap { Int($0) }", article: "Transforming", heading: "compactMap"
        ) { stage in
            let xs = stage.hot("xs", [.next(210, "1"), .next(230, "x"), .next(250, "3"), .completed(270)])
            stage.result { xs.compactMap { Int($0) } }
        },
        flattening("flatMap", heading: "flatMap", code: "xs.flatMap { inner($0) }") { $0.flatMap($1) },
        flattening("flatMapFirst", heading: "flatMapFirst", code: "xs.flatMapFirst { inner($0) }") {
            $0.flatMapFirst($1)
        },
        flattening("flatMapLatest", heading: "flatMapLatest", code: "xs.flatMapLatest { inner($0) }") {
            $0.flatMapLatest($1)
        },
        flattening("concatMap", heading: "concatMap", code: "xs.concatMap { inner($0) }") { $0.concatMap($1) },
        GalleryEntry(name: "scan", code: "xs.scan(0, accumulator: +)", article: "Transforming", heading: "scan") {
            stage in
            let xs = stage.hot("xs", [.next(210, 1), .next(230, 2), .next(250, 3), .next(270, 4), .completed(290)])
            stage.result { xs.scan(0, accumulator: +) }
        },
        GalleryEntry(name: "enumerated", code: "xs.enumerated()", article: "Transforming", heading: "enumerated") {
            stage in
            let xs = stage.hot("xs", [.next(210, "a"), .next(240, "b"), .next(270, "c"), .completed(290)])
            stage.result(label: { "\($0.index):\($0.element)" }) { xs.enumerated() }
        },
        GalleryEntry(
            name: "materialize", code: "xs.materialize()", article: "Transforming", heading: "materialize"
        ) { stage in
            let xs = stage.hot("xs", [.next(210, 1), .next(240, 2), .error(270, GalleryError.boom)])
            stage.result(label: { event in
                event.element.map { "next(\($0))" } ?? (event.error == nil ? "completed" : "error")
            }) {
                xs.materialize()
            }
        },
    ]
}

/// The error of the gallery's failing sources.
enum GalleryError: Error, CustomStringConvertible {
    case boom

    var description: String { "boom" }
}
