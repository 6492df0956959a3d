import RxSwift

/// Disposing and terminating: `dispose()` and `DisposeBag`.
enum DisposingChapter: Chapter {
    static let title = "Disposing and terminating"

    static func run() {
        example(of: "dispose") {
            let subject = PublishSubject<String>()

            let subscription = subject.subscribe { event in
                print(event)
            }
            subject.onNext("A")
            subject.onNext("B")

            // After `dispose()` the subscriber receives nothing more.
            subscription.dispose()
            subject.onNext("C")
            print("subject has observers:", subject.hasObservers)
        }

        example(of: "DisposeBag") {
            let subject = PublishSubject<String>()

            do {
                let disposeBag = DisposeBag()
                subject
                    .subscribe(
                        onNext: { print($0) },
                        onDisposed: { print("disposed with the bag") }
                    )
                    .disposed(by: disposeBag)
                subject.onNext("A")
                print("subject has observers:", subject.hasObservers)
                // The bag disposes everything it holds when it is released at the end of this scope.
            }

            subject.onNext("B")
            print("subject has observers:", subject.hasObservers)
        }

        example(of: "DisposeBag with a finite sequence") {
            let disposeBag = DisposeBag()
            Observable.of("A", "B", "C")
                .subscribe {
                    print($0)
                }
                .disposed(by: disposeBag)
        }
    }
}
