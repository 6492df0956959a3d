import RxSwift
import RxTest

extension GalleryEntry {
    /// The gallery's error-handling operators.
    static let errorHandlingEntries: [GalleryEntry] = [
        GalleryEntry(name: "catch", code: "xs.catch { _ in ys }", article: "ErrorHandling", heading: "catch") {
            stage in
            let xs = stage.hot("xs", [.next(210, 1), .next(230, 2), .error(250, GalleryError.boom)])
            let ys = stage.cold("ys", [.next(10, 8), .next(30, 9), .completed(40)])
            stage.result { xs.catch { _ in ys.asObservable() } }
        },
        GalleryEntry(
            name: "catchAndReturn", code: "xs.catchAndReturn(0)", article: "ErrorHandling", heading: "catchAndReturn"
        ) { stage in
            let xs = stage.hot("xs", [.next(210, 1), .next(230, 2), .error(250, GalleryError.boom)])
            stage.result { xs.catchAndReturn(0) }
        },
        GalleryEntry(name: "retry", code: "xs.retry(2)", article: "ErrorHandling", heading: "retry") { stage in
            let xs = stage.cold("xs", [.next(10, 1), .next(20, 2), .error(30, GalleryError.boom)])
            stage.result { xs.retry(2) }
        },
    ]

    /// A sharing operator: one cold source shared by two subscribers, at 200 and at 235.
    static func sharing(
        _ name: String, code: String, _ share: @escaping @Sendable (Observable<Int>) -> Observable<Int>
    ) -> GalleryEntry {
        GalleryEntry(name: name, code: code, article: "Sharing", heading: "share(replay") { stage in
            let xs = stage.cold("xs", [.next(10, 1), .next(30, 2), .next(50, 3), .completed(60)])
            let shared = share(xs.asObservable())
            stage.subscriber("subscriber 1", at: 200, to: shared)
            stage.subscriber("subscriber 2", at: 235, to: shared)
            stage.run()
        }
    }

    /// The gallery's sharing operators: one source, two subscribers at different times.
    static let sharingEntries: [GalleryEntry] = [
        sharing("share", code: "let shared = xs.share()") { $0.share() },
        sharing("shareReplay", code: "let shared = xs.share(replay: 1)") { $0.share(replay: 1) },
        GalleryEntry(
            name: "replay", code: "let replayed = xs.replay(2); replayed.connect() at 200", article: "Sharing",
            heading: "multicast, publish, replay"
        ) { stage in
            let xs = stage.hot("xs", [.next(210, 1), .next(220, 2), .next(230, 3), .next(260, 4), .completed(280)])
            let replayed = xs.replay(2)
            let bag = DisposeBag()
            stage.at(200) { replayed.connect().disposed(by: bag) }
            stage.subscriber("subscriber 1", at: 205, to: replayed.asObservable())
            stage.subscriber("subscriber 2", at: 245, to: replayed.asObservable())
            stage.run()
        },
    ]

    /// The gallery's aggregating operators.
    static let aggregateEntries: [GalleryEntry] = [
        GalleryEntry(name: "reduce", code: "xs.reduce(0, accumulator: +)", article: "Aggregate", heading: "reduce") {
            stage in
            let xs = stage.hot("xs", [.next(210, 1), .next(230, 2), .next(250, 3), .completed(270)])
            stage.result { xs.reduce(0, accumulator: +) }
        },
        GalleryEntry(name: "toArray", code: "xs.toArray()", article: "Aggregate", heading: "toArray") { stage in
            let xs = stage.hot("xs", [.next(210, 1), .next(230, 2), .next(250, 3), .completed(270)])
            stage.result { xs.toArray().asObservable() }
        },
    ]

    /// Every diagram of the gallery, by article.
    public static let all: [GalleryEntry] =
        transforming + filteringEntries + combiningEntries + timeEntries + errorHandlingEntries + sharingEntries
        + aggregateEntries
}
