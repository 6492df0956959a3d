// Observers and disposables handed to other threads: the code upstream users write, which the Swift 6
// mode checks (compiled in both modes, like App.swift).
import Dispatch
import Foundation
import RxSwift

func backgroundWork() -> (Observable<Int>, Single<Int>) {
    let numbers = Observable<Int>.create { observer in
        DispatchQueue.global().async {
            observer.onNext(1)
            observer.onCompleted()
        }
        return Disposables.create()
    }
    let answer = Single<Int>.create { observer in
        loadNumber { number in observer(.success(number)) }
        return Disposables.create()
    }
    let disposable = Disposables.create { print("disposed") }
    DispatchQueue.global().async { disposable.dispose() }
    return (numbers, answer)
}
