import RxSwift

/// Filtering operators: `ignoreElements`, `element(at:)`, `filter`, the `skip` and `take` families and
/// `distinctUntilChanged`.
enum FilteringChapter: Chapter {
    static let title = "Filtering operators"

    static func run() {
        ignoring()
        skipping()
        taking()
        distinct()
    }

    /// `ignoreElements`, `element(at:)` and `filter`.
    private static func ignoring() {
        example(of: "ignoreElements") {
            let strikes = PublishSubject<String>()
            let disposeBag = DisposeBag()

            // Only the stop event gets through.
            strikes
                .ignoreElements()
                .subscribe { _ in
                    print("You're out!")
                }
                .disposed(by: disposeBag)

            strikes.onNext("X")
            strikes.onNext("X")
            strikes.onNext("X")
            strikes.onCompleted()
        }

        example(of: "element(at:)") {
            let strikes = PublishSubject<String>()
            let disposeBag = DisposeBag()

            // Upstream's `elementAt(2)`: only the third strike counts.
            strikes
                .element(at: 2)
                .subscribe(onNext: { _ in
                    print("You're out!")
                })
                .disposed(by: disposeBag)

            strikes.onNext("X")
            strikes.onNext("X")
            strikes.onNext("X")
        }

        example(of: "filter") {
            let disposeBag = DisposeBag()

            Observable.of(1, 2, 3, 4, 5, 6)
                .filter { $0.isMultiple(of: 2) }
                .subscribe(onNext: {
                    print($0)
                })
                .disposed(by: disposeBag)
        }
    }

    /// `skip`, `skip(while:)` and `skip(until:)`.
    private static func skipping() {
        example(of: "skip") {
            let disposeBag = DisposeBag()

            Observable.of("A", "B", "C", "D", "E", "F")
                .skip(3)
                .subscribe(onNext: {
                    print($0)
                })
                .disposed(by: disposeBag)
        }

        example(of: "skip(while:)") {
            let disposeBag = DisposeBag()

            // Skips while the predicate holds, then lets everything through, even the later 4.
            Observable.of(2, 2, 3, 4, 4)
                .skip(while: { $0.isMultiple(of: 2) })
                .subscribe(onNext: {
                    print($0)
                })
                .disposed(by: disposeBag)
        }

        example(of: "skip(until:)") {
            let disposeBag = DisposeBag()
            let subject = PublishSubject<String>()
            let trigger = PublishSubject<String>()

            subject
                .skip(until: trigger)
                .subscribe(onNext: {
                    print($0)
                })
                .disposed(by: disposeBag)

            subject.onNext("A")
            subject.onNext("B")
            // From now on, elements get through.
            trigger.onNext("X")
            subject.onNext("C")
        }
    }

    /// `take`, `take(while:)`, `take(until:behavior:)` and `take(until:)` with a trigger.
    private static func taking() {
        example(of: "take") {
            let disposeBag = DisposeBag()

            Observable.of(1, 2, 3, 4, 5, 6)
                .take(3)
                .subscribe(onNext: {
                    print($0)
                })
                .disposed(by: disposeBag)
        }

        example(of: "take(while:)") {
            let disposeBag = DisposeBag()

            // Upstream 5's `takeWhile { $0 < 3 }`: completes at the first element that fails.
            Observable.of(1, 2, 3, 4, 1)
                .take(while: { $0 < 3 })
                .subscribe(onNext: {
                    print($0)
                })
                .disposed(by: disposeBag)
        }

        example(of: "take(until:behavior:)") {
            let disposeBag = DisposeBag()

            // Upstream 5's `takeUntil(.inclusive) { $0 > 1 }`: the element that ends it is emitted too.
            Observable.of(1, 2, 3, 4, 5)
                .take(until: { $0 > 1 }, behavior: .inclusive)
                .subscribe(onNext: {
                    print($0)
                })
                .disposed(by: disposeBag)
        }

        example(of: "take(until:) a trigger") {
            let disposeBag = DisposeBag()
            let subject = PublishSubject<String>()
            let trigger = PublishSubject<String>()

            subject
                .take(until: trigger)
                .subscribe {
                    print(label: "1)", event: $0)
                }
                .disposed(by: disposeBag)

            subject.onNext("1")
            subject.onNext("2")
            // The trigger completes the sequence.
            trigger.onNext("X")
            subject.onNext("3")
        }
    }

    /// `distinctUntilChanged`.
    private static func distinct() {
        example(of: "distinctUntilChanged") {
            let disposeBag = DisposeBag()

            // Only contiguous duplicates are dropped: the last "A" gets through.
            Observable.of("A", "A", "B", "B", "A")
                .distinctUntilChanged()
                .subscribe(onNext: {
                    print($0)
                })
                .disposed(by: disposeBag)
        }
    }
}
