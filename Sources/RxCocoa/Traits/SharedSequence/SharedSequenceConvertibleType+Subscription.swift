import RxSwift

/// What `drive` and `emit` share: the subscriptions that feed observers and relays. `drive` checks the thread first.
extension SharedSequenceConvertibleType {
    /// Sends every event to each of `observers`.
    func subscribe<Observer: ObserverType>(each observers: [Observer]) -> Disposable
    where Observer.Element == Element {
        asSharedSequence().asObservable().subscribe { event in
            for observer in observers { observer.on(event) }
        }
    }

    /// Sends every event, elements wrapped in an optional, to each of `observers`.
    func subscribe<Observer: ObserverType>(each observers: [Observer]) -> Disposable
    where Observer.Element == Element? {
        asSharedSequence().asObservable().map { $0 as Element? }.subscribe { event in
            for observer in observers { observer.on(event) }
        }
    }

    /// Feeds every element to each of `accepts` (the relays' `accept`); completion is ignored.
    func subscribe(accepting accepts: [(Element) -> Void]) -> Disposable {
        asSharedSequence().asObservable().subscribe(onNext: { element in
            for accept in accepts { accept(element) }
        })
    }
}
