import RxSwift

/// Creating observables: `just`, `of`, `from`, `create` and `deferred`.
enum CreatingChapter: Chapter {
    static let title = "Creating observables"

    static func run() {
        example(of: "just, of, from") {
            let disposeBag = DisposeBag()

            // `just` emits exactly one element, then completes.
            Observable<Int>.just(1)
                .subscribe(onNext: { print("just:", $0) })
                .disposed(by: disposeBag)

            // `of` emits each of its arguments in turn.
            Observable.of(1, 2, 3)
                .subscribe(onNext: { print("of:", $0) })
                .disposed(by: disposeBag)

            // Passing an array to `of` makes an observable of arrays ...
            Observable.of([1, 2, 3])
                .subscribe(onNext: { print("of([…]):", $0) })
                .disposed(by: disposeBag)

            // ... while `from` emits the array's elements one by one.
            Observable.from([1, 2, 3])
                .subscribe(onNext: { print("from:", $0) })
                .disposed(by: disposeBag)
        }

        example(of: "create") {
            let disposeBag = DisposeBag()

            Observable<String>.create { observer in
                observer.onNext("1")
                observer.onCompleted()
                // Never delivered: the sequence has already completed.
                observer.onNext("?")
                return Disposables.create()
            }
            .subscribe(
                onNext: { print($0) },
                onError: { print("error:", $0) },
                onCompleted: { print("Completed") },
                onDisposed: { print("Disposed") }
            )
            .disposed(by: disposeBag)
        }

        example(of: "create with an error") {
            let disposeBag = DisposeBag()

            Observable<String>.create { observer in
                observer.onNext("1")
                observer.onError(TourError.anError)
                observer.onNext("?")
                return Disposables.create()
            }
            .subscribe(
                onNext: { print($0) },
                onError: { print("error:", $0) },
                onCompleted: { print("Completed") },
                onDisposed: { print("Disposed") }
            )
            .disposed(by: disposeBag)
        }

        example(of: "deferred") {
            let disposeBag = DisposeBag()
            var flip = false

            // The factory runs once per subscription, so each subscriber can get a different sequence.
            let factory = Observable<Int>.deferred {
                flip.toggle()
                return flip ? Observable.of(1, 2, 3) : Observable.of(4, 5, 6)
            }

            for _ in 0..<4 {
                var line: [Int] = []
                factory
                    .subscribe(onNext: { line.append($0) })
                    .disposed(by: disposeBag)
                print(line.map(String.init).joined(separator: " "))
            }
        }
    }
}
