import RxSwift

/// Transforming operators: `toArray`, `map`, `flatMap` and `flatMapLatest`.
enum TransformingChapter: Chapter {
    static let title = "Transforming operators"

    /// A student whose score changes over time.
    struct Student {
        /// The student's current score, and every later one.
        let score: BehaviorSubject<Int>
    }

    static func run() {
        example(of: "toArray") {
            let disposeBag = DisposeBag()

            // `toArray` returns a Single: one array, when the source completes.
            Observable.of("A", "B", "C")
                .toArray()
                .subscribe(onSuccess: {
                    print($0)
                })
                .disposed(by: disposeBag)
        }

        example(of: "map") {
            let disposeBag = DisposeBag()

            Observable.of(1, 2, 3)
                .map { $0 * 2 }
                .subscribe(onNext: {
                    print($0)
                })
                .disposed(by: disposeBag)
        }

        flatMap()
        flatMapLatest()
    }

    /// Subscribes to every inner observable and keeps all of them.
    private static func flatMap() {
        example(of: "flatMap") {
            let disposeBag = DisposeBag()
            let laura = Student(score: BehaviorSubject(value: 80))
            let charlotte = Student(score: BehaviorSubject(value: 90))
            let student = PublishSubject<Student>()

            student
                .flatMap {
                    $0.score
                }
                .subscribe(onNext: {
                    print($0)
                })
                .disposed(by: disposeBag)

            student.onNext(laura)
            laura.score.onNext(85)
            student.onNext(charlotte)
            // Laura's score is still observed.
            laura.score.onNext(95)
            charlotte.score.onNext(100)
        }
    }

    /// Keeps only the latest inner observable, unsubscribing from the previous one.
    private static func flatMapLatest() {
        example(of: "flatMapLatest") {
            let disposeBag = DisposeBag()
            let laura = Student(score: BehaviorSubject(value: 80))
            let charlotte = Student(score: BehaviorSubject(value: 90))
            let student = PublishSubject<Student>()

            student
                .flatMapLatest {
                    $0.score
                }
                .subscribe(onNext: {
                    print($0)
                })
                .disposed(by: disposeBag)

            student.onNext(laura)
            laura.score.onNext(85)
            student.onNext(charlotte)
            // Laura is no longer observed: 95 is not printed.
            laura.score.onNext(95)
            charlotte.score.onNext(100)
        }
    }
}
