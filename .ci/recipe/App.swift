// Typical code written against upstream RxSwift 6; compiled unchanged in the Swift 5 and Swift 6
// language modes by `.ci/run recipe`.
import Dispatch
import Foundation
import RxCocoa
import RxRelay
import RxSwift

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

final class SearchViewModel {
    let query = BehaviorRelay<String>(value: "")
    let results: Driver<[String]>
    let isLoading: Driver<Bool>
    private let disposeBag = DisposeBag()

    init(session: URLSession = URLSession.shared) {
        let loading = BehaviorRelay(value: false)
        isLoading = loading.asDriver()
        results = query.asObservable()
            .debounce(.milliseconds(300), scheduler: MainScheduler.instance)
            .distinctUntilChanged()
            .do(onNext: { _ in loading.accept(true) })
            .flatMapLatest { text -> Observable<[String]> in
                var components = URLComponents(string: "https://example.com/search")!
                components.queryItems = [URLQueryItem(name: "q", value: text)]
                return session.rx.data(request: URLRequest(url: components.url!))
                    .map { data in String(decoding: data, as: UTF8.self).components(separatedBy: "\n") }
                    .catchAndReturn([])
            }
            .do(onNext: { _ in loading.accept(false) })
            .asDriver(onErrorJustReturn: [])
        results.drive(onNext: { print("results:", $0) }).disposed(by: disposeBag)
        URLSession.shared.rx.json(url: URL(string: "https://example.com/status.json")!)
            .subscribe(onNext: { print($0) }, onError: { print("error:", $0) })
            .disposed(by: disposeBag)
    }
}

/// A callback API as apps wrap it.
func loadNumber(completion: @escaping @Sendable (Int) -> Void) {
    DispatchQueue.global().async { completion(42) }
}

func wrapCallbacks() -> [Disposable] {
    let explicit = Single<Int>.create { (observer: @escaping (SingleEvent<Int>) -> Void) in
        observer(.success(1))
        return Disposables.create()
    }
    let maybe = Maybe<Int>.create { (observer: @escaping (MaybeEvent<Int>) -> Void) -> Disposable in
        observer(.completed)
        return Disposables.create()
    }
    let completable = Completable.create { completable in
        completable(.completed)
        return Disposables.create()
    }
    func subscribeFunction(_ observer: @escaping Single<Int>.SingleObserver) -> Disposable {
        observer(.success(2))
        return Disposables.create()
    }
    let fromFunction = Single<Int>.create(subscribe: subscribeFunction)
    var stored: Single<Int>.SingleObserver?
    let storing = Single<Int>.create { observer in
        stored = observer
        return Disposables.create { stored = nil }
    }
    let numbers = Observable<Int>.create { observer in
        observer.onNext(1)
        observer.onCompleted()
        return Disposables.create()
    }
    // The factory functions used as values, with upstream's types.
    let makeSingle: (@escaping (@escaping Single<Int>.SingleObserver) -> Disposable) -> Single<Int> =
        Single<Int>.create(subscribe:)
    let makeDisposable: (@escaping () -> Void) -> Cancelable = Disposables.create(with:)
    let viaFactories = makeSingle { observer in
        observer(.success(4))
        return makeDisposable { print("disposed") }
    }
    var cancel: Cancelable = Disposables.create { print("cancelled") }
    cancel = BooleanDisposable()
    let subject = PublishSubject<Int>()
    let anyObserver: AnyObserver<Int> = subject.asObserver()
    anyObserver.onNext(1)
    let subscriptions = [
        explicit.subscribe(onSuccess: { print($0) }),
        maybe.subscribe(onSuccess: { print($0) }),
        completable.subscribe(onCompleted: { print("done") }),
        fromFunction.subscribe(onSuccess: { print($0) }),
        storing.subscribe(onSuccess: { print($0) }),
        numbers.subscribe(onNext: { print($0) }),
        viaFactories.subscribe(onSuccess: { print($0) }),
        cancel,
    ]
    stored?(.success(3))
    return subscriptions
}
