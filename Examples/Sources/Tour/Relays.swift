import RxRelay
import RxSwift

/// RxRelay: `PublishRelay` and `BehaviorRelay`, subjects that never terminate.
enum RelaysChapter: Chapter {
    static let title = "Relays"

    static func run() {
        example(of: "PublishRelay") {
            let relay = PublishRelay<String>()
            let disposeBag = DisposeBag()

            // Relays take values with `accept(_:)`; they have no `onError` or `onCompleted`.
            // Nobody is subscribed yet: this value is lost.
            relay.accept("Knock knock, anyone home?")

            relay
                .subscribe(onNext: {
                    print($0)
                })
                .disposed(by: disposeBag)

            relay.accept("1")
        }

        example(of: "BehaviorRelay") {
            let relay = BehaviorRelay(value: "Initial value")
            let disposeBag = DisposeBag()

            relay.accept("New initial value")

            relay
                .subscribe {
                    print(label: "1)", event: $0)
                }
                .disposed(by: disposeBag)

            relay.accept("1")

            relay
                .subscribe {
                    print(label: "2)", event: $0)
                }
                .disposed(by: disposeBag)

            relay.accept("2")

            // The latest value is always readable.
            print("value:", relay.value)
        }
    }
}
