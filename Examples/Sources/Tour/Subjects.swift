import RxSwift

/// The four subjects: PublishSubject, BehaviorSubject, ReplaySubject and AsyncSubject.
enum SubjectsChapter: Chapter {
    static let title = "Subjects"

    static func run() {
        publishSubject()
        behaviorSubject()
        replaySubject()
        asyncSubject()
    }

    /// Starts empty and only emits new elements to subscribers.
    private static func publishSubject() {
        example(of: "PublishSubject") {
            let subject = PublishSubject<String>()

            // Nobody is subscribed yet: "1" is lost.
            subject.on(.next("1"))

            let subscriptionOne = subject.subscribe(onNext: { string in
                print("1)", string)
            })
            subject.on(.next("2"))

            let subscriptionTwo = subject.subscribe { event in
                print(label: "2)", event: event)
            }
            subject.onNext("3")

            subscriptionOne.dispose()
            subject.onNext("4")

            // Once terminated, a subject emits nothing more ...
            subject.onCompleted()
            subject.onNext("5")
            subscriptionTwo.dispose()

            // ... and re-emits its stop event to future subscribers.
            let disposeBag = DisposeBag()
            subject
                .subscribe {
                    print(label: "3)", event: $0)
                }
                .disposed(by: disposeBag)
            subject.onNext("?")
        }
    }

    /// Starts with an initial value and replays it, or the latest element, to new subscribers.
    private static func behaviorSubject() {
        example(of: "BehaviorSubject") {
            let subject = BehaviorSubject(value: "Initial value")
            let disposeBag = DisposeBag()

            subject
                .subscribe {
                    print(label: "1)", event: $0)
                }
                .disposed(by: disposeBag)

            subject.onNext("X")
            // The latest element is also readable synchronously.
            if let latest = try? subject.value() {
                print("value():", latest)
            }

            // A new subscriber starts with the latest element.
            subject
                .subscribe {
                    print(label: "2)", event: $0)
                }
                .disposed(by: disposeBag)

            subject.onError(TourError.anError)

            // After an error, late subscribers only get the error.
            subject
                .subscribe {
                    print(label: "3)", event: $0)
                }
                .disposed(by: disposeBag)
        }
    }

    /// Keeps a buffer of the latest elements, up to its size, and replays it to new subscribers.
    private static func replaySubject() {
        example(of: "ReplaySubject") {
            let subject = ReplaySubject<String>.create(bufferSize: 2)
            let disposeBag = DisposeBag()

            subject.onNext("1")
            subject.onNext("2")
            subject.onNext("3")

            // Both subscribers get the two buffered elements, "2" and "3".
            subject
                .subscribe {
                    print(label: "1)", event: $0)
                }
                .disposed(by: disposeBag)

            subject
                .subscribe {
                    print(label: "2)", event: $0)
                }
                .disposed(by: disposeBag)

            subject.onNext("4")
            subject.onError(TourError.anError)

            // A late subscriber still gets the buffer ("3", "4"), then the error.
            subject
                .subscribe {
                    print(label: "3)", event: $0)
                }
                .disposed(by: disposeBag)
        }
    }

    /// Emits only its last element, and only when it completes.
    private static func asyncSubject() {
        example(of: "AsyncSubject") {
            let subject = AsyncSubject<Int>()
            let disposeBag = DisposeBag()

            subject
                .subscribe {
                    print(label: "1)", event: $0)
                }
                .disposed(by: disposeBag)

            subject.onNext(1)
            subject.onNext(2)
            subject.onNext(3)
            print("(nothing printed yet)")
            subject.onCompleted()

            // A late subscriber gets the same last element and completion.
            subject
                .subscribe {
                    print(label: "2)", event: $0)
                }
                .disposed(by: disposeBag)
        }
    }
}
