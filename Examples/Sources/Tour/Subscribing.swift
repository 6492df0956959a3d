import RxSwift

/// Subscribing: the event form and the `onNext:` form of `subscribe`.
enum SubscribingChapter: Chapter {
    static let title = "Subscribing to observables"

    static func run() {
        example(of: "subscribe to events") {
            let observable = Observable.of(1, 2, 3)

            // The closure receives every event; `event.element` is the value of a `next` event.
            let subscription = observable.subscribe { event in
                print(event)
                if let element = event.element {
                    print("element:", element)
                }
            }
            subscription.dispose()
        }

        example(of: "subscribe(onNext:)") {
            let observable = Observable.of(1, 2, 3)

            // Only the elements; errors and completion are ignored.
            let subscription = observable.subscribe(onNext: { element in
                print(element)
            })
            subscription.dispose()
        }

        example(of: "subscribe with every handler") {
            let subscription = Observable.of("A", "B")
                .subscribe(
                    onNext: { print("next:", $0) },
                    onError: { print("error:", $0) },
                    onCompleted: { print("completed") },
                    onDisposed: { print("disposed") }
                )
            subscription.dispose()
        }
    }
}
