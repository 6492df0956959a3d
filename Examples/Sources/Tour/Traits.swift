import RxSwift

/// Traits: `Single`, `Completable` and `Maybe`, sequences with a narrower contract than `Observable`.
enum TraitsChapter: Chapter {
    static let title = "Traits"

    /// The errors of the file-reading examples.
    enum FileReadError: Error {
        case fileNotFound
        case unreadable
    }

    static func run() {
        example(of: "Single") {
            let disposeBag = DisposeBag()

            // A Single succeeds with exactly one element or fails: a good fit for one request.
            func loadText(from name: String) -> Single<String> {
                Single.create { single in
                    switch name {
                    case "Copyright":
                        single(.success("Copyright 2026"))
                    case "Secret":
                        single(.failure(FileReadError.unreadable))
                    default:
                        single(.failure(FileReadError.fileNotFound))
                    }
                    // The disposable cancels the work when the subscriber goes away.
                    return Disposables.create()
                }
            }

            loadText(from: "Copyright")
                .subscribe(
                    onSuccess: { print($0) },
                    onFailure: { print("Error:", $0) }
                )
                .disposed(by: disposeBag)

            loadText(from: "Missing")
                .subscribe(
                    onSuccess: { print($0) },
                    onFailure: { print("Error:", $0) }
                )
                .disposed(by: disposeBag)
        }

        example(of: "Single delivers only its first outcome") {
            let disposeBag = DisposeBag()

            Single<Int>.create { single in
                single(.success(1))
                single(.success(2))  // ignored: a Single has one outcome
                return Disposables.create()
            }
            .subscribe { event in
                print(event)
            }
            .disposed(by: disposeBag)
        }

        example(of: "Completable") {
            let disposeBag = DisposeBag()

            // A Completable only tells you that the work finished (or failed); it has no element.
            func save(_ text: String) -> Completable {
                Completable.create { completable in
                    if text.isEmpty {
                        completable(.error(FileReadError.unreadable))
                    } else {
                        print("Saving \"\(text)\"")
                        completable(.completed)
                    }
                    return Disposables.create()
                }
            }

            save("Hello")
                .subscribe(
                    onCompleted: { print("Saved") },
                    onError: { print("Error:", $0) }
                )
                .disposed(by: disposeBag)

            save("")
                .subscribe(
                    onCompleted: { print("Saved") },
                    onError: { print("Error:", $0) }
                )
                .disposed(by: disposeBag)
        }

        example(of: "Maybe") {
            let disposeBag = DisposeBag()

            // A Maybe succeeds with one element, completes without one, or fails.
            func cachedValue(for key: String) -> Maybe<String> {
                Maybe.create { maybe in
                    switch key {
                    case "greeting":
                        maybe(.success("Hello"))
                    case "broken":
                        maybe(.error(FileReadError.unreadable))
                    default:
                        maybe(.completed)
                    }
                    return Disposables.create()
                }
            }

            for key in ["greeting", "farewell", "broken"] {
                cachedValue(for: key)
                    .subscribe(
                        onSuccess: { print("\(key): success", $0) },
                        onError: { print("\(key): error", $0) },
                        onCompleted: { print("\(key): completed without a value") }
                    )
                    .disposed(by: disposeBag)
            }

            // `ifEmpty(default:)` turns a Maybe into a Single.
            cachedValue(for: "farewell")
                .ifEmpty(default: "Goodbye")
                .subscribe(onSuccess: { print("farewell with default:", $0) })
                .disposed(by: disposeBag)
        }

        example(of: "toArray") {
            let disposeBag = DisposeBag()

            // `toArray()` collects every element into one array, delivered as a Single.
            Observable.of("A", "B", "C")
                .toArray()
                .subscribe(onSuccess: {
                    print($0)
                })
                .disposed(by: disposeBag)
        }
    }
}
