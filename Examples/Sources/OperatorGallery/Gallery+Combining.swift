import RxSwift
import RxTest

extension GalleryEntry {
    /// Two hot sources, `xs` of numbers and `ys` of letters, and `combine` applied to them.
    static func combining(
        _ name: String, heading: String, code: String,
        _ combine: @escaping @Sendable (Observable<Int>, Observable<String>) -> Observable<String>
    ) -> GalleryEntry {
        GalleryEntry(name: name, code: code, article: "Combining", heading: heading) { stage in
            let xs = stage.hot("xs", [.next(210, 1), .next(240, 2), .next(270, 3), .completed(300)])
            let ys = stage.hot("ys", [.next(225, "a"), .next(255, "b"), .next(260, "c"), .completed(290)])
            stage.result { combine(xs.asObservable(), ys.asObservable()) }
        }
    }

    /// The gallery's combining operators.
    static let combiningEntries: [GalleryEntry] = [
        GalleryEntry(name: "merge", code: "Observable.merge(xs, ys)", article: "Combining", heading: "merge") {
            stage in
            let xs = stage.hot("xs", [.next(210, 1), .next(240, 2), .next(270, 3), .completed(300)])
            let ys = stage.hot("ys", [.next(225, 10), .next(255, 20), .completed(280)])
            stage.result { Observable.merge(xs.asObservable(), ys.asObservable()) }
        },
        GalleryEntry(name: "concat", code: "xs.concat(ys)", article: "Combining", heading: "concat") { stage in
            let xs = stage.cold("xs", [.next(10, 1), .next(30, 2), .completed(40)])
            let ys = stage.cold("ys", [.next(10, 3), .next(20, 4), .completed(30)])
            stage.result { xs.asObservable().concat(ys) }
        },
        GalleryEntry(name: "startWith", code: "xs.startWith(0)", article: "Combining", heading: "startWith") {
            stage in
            let xs = stage.hot("xs", [.next(220, 1), .next(250, 2), .completed(270)])
            stage.result { xs.startWith(0) }
        },
        combining(
            "combineLatest", heading: "combineLatest", code: "Observable.combineLatest(xs, ys) { \"\\($0)\\($1)\" }"
        ) {
            Observable.combineLatest($0, $1) { "\($0)\($1)" }
        },
        combining("zip", heading: "zip", code: "Observable.zip(xs, ys) { \"\\($0)\\($1)\" }") {
            Observable.zip($0, $1) { "\($0)\($1)" }
        },
        combining("withLatestFrom", heading: "withLatestFrom", code: "xs.withLatestFrom(ys) { \"\\($0)\\($1)\" }") {
            $0.withLatestFrom($1) { "\($0)\($1)" }
        },
        combining("sample", heading: "sample", code: "ys.sample(xs)") { $1.sample($0) },
        GalleryEntry(name: "amb", code: "xs.amb(ys)", article: "Combining", heading: "amb") { stage in
            let xs = stage.hot("xs", [.next(230, 1), .next(260, 2), .completed(290)])
            let ys = stage.hot("ys", [.next(220, 10), .next(250, 20), .next(270, 30), .completed(280)])
            stage.result { xs.amb(ys) }
        },
        GalleryEntry(
            name: "switchLatest", code: "outer.switchLatest()", article: "Combining", heading: "switchLatest"
        ) { stage in
            let a = stage.cold("a", [.next(10, 1), .next(30, 2), .next(50, 3), .completed(60)])
            let b = stage.cold("b", [.next(10, 10), .next(30, 20), .completed(40)])
            let inners = ["a": a.asObservable(), "b": b.asObservable()]
            let outer = stage.hot("outer", [.next(210, "a"), .next(250, "b"), .completed(260)])
            stage.result { outer.map { inners[$0]! }.switchLatest() }
        },
    ]
}
