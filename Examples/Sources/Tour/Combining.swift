import RxSwift

/// Combining operators: `startWith`, `concat`, `concatMap`, `merge`, `combineLatest`, `zip`,
/// `withLatestFrom`, `switchLatest`, and `share(replay:)` to share one subscription.
enum CombiningChapter: Chapter {
    static let title = "Combining operators"

    static func run() {
        prefixingAndConcatenating()
        merging()
        combining()
        switching()
        sharing()
    }

    /// `startWith`, `Observable.concat`, `concat` and `concatMap`.
    private static func prefixingAndConcatenating() {
        example(of: "startWith") {
            let numbers = Observable.of(2, 3, 4)
            let observable = numbers.startWith(1)
            _ = observable.subscribe(onNext: { value in
                print(value)
            })
        }

        example(of: "Observable.concat") {
            let first = Observable.of(1, 2, 3)
            let second = Observable.of(4, 5, 6)
            let observable = Observable.concat([first, second])
            _ = observable.subscribe(onNext: { value in
                print(value)
            })
        }

        example(of: "concat") {
            let germanCities = Observable.of("Berlin", "Munich", "Frankfurt")
            let spanishCities = Observable.of("Madrid", "Barcelona", "Valencia")
            let observable = germanCities.concat(spanishCities)
            _ = observable.subscribe(onNext: { value in
                print(value)
            })
        }

        example(of: "concatMap") {
            let sequences = [
                "German cities": Observable.of("Berlin", "Munich", "Frankfurt"),
                "Spanish cities": Observable.of("Madrid", "Barcelona", "Valencia"),
            ]

            // Each inner sequence is subscribed to only once the previous one has completed.
            let observable = Observable.of("German cities", "Spanish cities")
                .concatMap { country in sequences[country] ?? .empty() }
            _ = observable.subscribe(onNext: { string in
                print(string)
            })
        }
    }

    /// `merge` of two subjects.
    private static func merging() {
        example(of: "merge") {
            let left = PublishSubject<String>()
            let right = PublishSubject<String>()

            let source = Observable.of(left.asObservable(), right.asObservable())
            let observable = source.merge()
            let disposable = observable.subscribe(onNext: { value in
                print(value)
            })

            // The seed picks the side with `Bool.random()`; a fixed schedule keeps the output stable.
            var leftValues = ["Berlin", "Munich", "Frankfurt"]
            var rightValues = ["Madrid", "Barcelona", "Valencia"]
            let schedule = [true, false, false, true, false, true]
            for pickLeft in schedule {
                if pickLeft, !leftValues.isEmpty {
                    left.onNext("Left: " + leftValues.removeFirst())
                } else if !pickLeft, !rightValues.isEmpty {
                    right.onNext("Right: " + rightValues.removeFirst())
                }
            }

            left.onCompleted()
            right.onCompleted()
            disposable.dispose()
        }
    }

    /// `combineLatest`, `zip` and `withLatestFrom`.
    private static func combining() {
        example(of: "combineLatest") {
            let left = PublishSubject<String>()
            let right = PublishSubject<String>()

            let observable = Observable.combineLatest(left, right) { lastLeft, lastRight in
                "\(lastLeft) \(lastRight)"
            }
            let disposable = observable.subscribe(onNext: { value in
                print(value)
            })

            // Nothing is printed until both sides have emitted once.
            print("> Sending a value to Left")
            left.onNext("Hello,")
            print("> Sending a value to Right")
            right.onNext("world")
            print("> Sending another value to Right")
            right.onNext("RxSwift")
            print("> Sending another value to Left")
            left.onNext("Have a good day,")

            left.onCompleted()
            right.onCompleted()
            disposable.dispose()
        }

        example(of: "zip") {
            enum Weather {
                case cloudy
                case sunny
            }
            let left: Observable<Weather> = Observable.of(.sunny, .cloudy, .cloudy, .sunny)
            let right = Observable.of("Lisbon", "Copenhagen", "London", "Madrid", "Vienna")

            // Pairs elements by index: "Vienna" has no partner and is never printed.
            let observable = Observable.zip(left, right) { weather, city in
                "It's \(weather) in \(city)"
            }
            _ = observable.subscribe(onNext: { value in
                print(value)
            })
        }

        example(of: "withLatestFrom") {
            let button = PublishSubject<Void>()
            let textField = PublishSubject<String>()

            // Each tap emits the text field's latest value.
            let observable = button.withLatestFrom(textField)
            let disposable = observable.subscribe(onNext: { value in
                print(value)
            })

            textField.onNext("Par")
            textField.onNext("Pari")
            textField.onNext("Paris")
            button.onNext()
            button.onNext()
            disposable.dispose()
        }
    }

    /// `switchLatest`: only the latest inner sequence is heard.
    private static func switching() {
        example(of: "switchLatest") {
            let one = PublishSubject<String>()
            let two = PublishSubject<String>()
            let three = PublishSubject<String>()

            let source = PublishSubject<Observable<String>>()
            let observable = source.switchLatest()
            let disposable = observable.subscribe(onNext: { value in
                print(value)
            })

            source.onNext(one)
            one.onNext("Some text from sequence one")
            two.onNext("Some text from sequence two")

            source.onNext(two)
            two.onNext("More text from sequence two")
            one.onNext("and also from sequence one")

            source.onNext(three)
            two.onNext("Why don't you see me?")
            one.onNext("I'm alone, help me")
            three.onNext("Hey it's three. I win.")

            source.onNext(one)
            one.onNext("Nope. It's me, one!")
            disposable.dispose()
        }
    }

    /// The result of a (pretend) weather request.
    struct WeatherReport {
        /// The city the weather is for.
        let cityName: String
        /// The temperature, in degrees Celsius.
        let temperature: Int
        /// The relative humidity, in percent.
        let humidity: Int
        /// A symbol for the sky.
        let icon: String
    }

    /// `share(replay: 1)`: four subscribers, one upstream subscription.
    private static func sharing() {
        example(of: "share(replay: 1)") {
            for shared in [false, true] {
                let disposeBag = DisposeBag()
                var requests = 0

                // Stands for a network request: each subscription to it makes one.
                let request = Observable<WeatherReport>.create { observer in
                    requests += 1
                    print("request #\(requests)")
                    observer.onNext(WeatherReport(cityName: "Lisbon", temperature: 21, humidity: 60, icon: "sun"))
                    return Disposables.create()
                }
                let search = shared ? request.share(replay: 1) : request

                print(shared ? "with share(replay: 1):" : "without share:")
                search.map { "\($0.temperature)° C" }
                    .subscribe(onNext: { print("  temperature:", $0) })
                    .disposed(by: disposeBag)
                search.map(\.icon)
                    .subscribe(onNext: { print("  icon:", $0) })
                    .disposed(by: disposeBag)
                search.map { "\($0.humidity)%" }
                    .subscribe(onNext: { print("  humidity:", $0) })
                    .disposed(by: disposeBag)
                search.map(\.cityName)
                    .subscribe(onNext: { print("  city:", $0) })
                    .disposed(by: disposeBag)
                print("requests made:", requests)
            }
        }
    }
}
