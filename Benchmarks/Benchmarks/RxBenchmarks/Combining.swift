import Benchmark
import OpenCombine
import RxSwift

/// (e) merge of 10 subjects, 1M events in total, (f) `combineLatest` of two subjects with 500k alternating
/// updates, (s) `share(replay: 1)` with 4 subscribers, 1M events (4M deliveries).
///
/// OpenCombine 0.14.0 has neither `MergeMany` nor `CombineLatest`: (e) uses `flatMap` over the subjects,
/// and (f) has no OpenCombine row.
func registerCombiningBenchmarks() {
    let sourceCount = Workloads.mergeSources
    let mergeEvents = Workloads.mergeEvents

    workload("e RxSwift merge 10 subjects 1M") { benchmark in
        let subjects = (0..<sourceCount).map { _ in PublishSubject<Int>() }
        var sum = 0
        let subscription = Observable.merge(subjects.map { $0.asObservable() })
            .subscribe(onNext: { sum &+= $0 })
        benchmark.startMeasurement()
        for i in 0..<mergeEvents {
            subjects[i % sourceCount].onNext(i)
        }
        benchmark.stopMeasurement()
        subscription.dispose()
        blackHole(sum)
    }

    workload("e OpenCombine flatMap 10 subjects 1M") { benchmark in
        let subjects = (0..<sourceCount).map { _ in PassthroughSubject<Int, Never>() }
        var sum = 0
        let cancellable = subjects.publisher
            .flatMap { $0 }
            .sink { sum &+= $0 }
        benchmark.startMeasurement()
        for i in 0..<mergeEvents {
            subjects[i % sourceCount].send(i)
        }
        benchmark.stopMeasurement()
        cancellable.cancel()
        blackHole(sum)
    }

    workload("e loop merge 10 subjects 1M") { benchmark in
        var sum = 0
        let sink = Handlers<Int>()
        sink.append { sum &+= $0 }
        let sources = (0..<sourceCount).map { _ in Handlers<Int>() }
        for source in sources {
            source.append { sink.send($0) }
        }
        benchmark.startMeasurement()
        for i in 0..<mergeEvents {
            sources[i % sourceCount].send(i)
        }
        benchmark.stopMeasurement()
        blackHole(sum)
    }

    let updates = Workloads.combineLatestUpdates

    workload("f RxSwift combineLatest 2 subjects 500k") { benchmark in
        let first = PublishSubject<Int>()
        let second = PublishSubject<Int>()
        var sum = 0
        let subscription = Observable.combineLatest(first, second)
            .subscribe(onNext: { sum &+= $0.0 &+ $0.1 })
        benchmark.startMeasurement()
        for i in 0..<updates {
            if i % 2 == 0 {
                first.onNext(i)
            } else {
                second.onNext(i)
            }
        }
        benchmark.stopMeasurement()
        subscription.dispose()
        blackHole(sum)
    }

    workload("f loop combineLatest 2 subjects 500k") { benchmark in
        var sum = 0
        var latestFirst: Int?
        var latestSecond: Int?
        let output = Handlers<(Int, Int)>()
        output.append { sum &+= $0.0 &+ $0.1 }
        let first = Handlers<Int>()
        first.append { value in
            latestFirst = value
            if let other = latestSecond {
                output.send((value, other))
            }
        }
        let second = Handlers<Int>()
        second.append { value in
            latestSecond = value
            if let other = latestFirst {
                output.send((other, value))
            }
        }
        benchmark.startMeasurement()
        for i in 0..<updates {
            if i % 2 == 0 {
                first.send(i)
            } else {
                second.send(i)
            }
        }
        benchmark.stopMeasurement()
        blackHole(sum)
    }

    let shareSubscribers = Workloads.shareSubscribers
    let shareEvents = Workloads.shareEvents

    workload("s RxSwift share(replay: 1) 4 subs 1M") { benchmark in
        let subject = PublishSubject<Int>()
        let shared = subject.share(replay: 1)
        var sum = 0
        let bag = CompositeDisposable()
        for _ in 0..<shareSubscribers {
            _ = bag.insert(shared.subscribe(onNext: { sum &+= $0 }))
        }
        benchmark.startMeasurement()
        for i in 0..<shareEvents {
            subject.onNext(i)
        }
        benchmark.stopMeasurement()
        bag.dispose()
        blackHole(sum)
    }

    workload("s OpenCombine multicast(CurrentValueSubject) 4 subs 1M") { benchmark in
        let subject = PassthroughSubject<Int, Never>()
        let shared = subject.multicast { CurrentValueSubject<Int, Never>(0) }.autoconnect()
        var sum = 0
        var cancellables: [AnyCancellable] = []
        for _ in 0..<shareSubscribers {
            cancellables.append(shared.sink { sum &+= $0 })
        }
        benchmark.startMeasurement()
        for i in 0..<shareEvents {
            subject.send(i)
        }
        benchmark.stopMeasurement()
        cancellables.removeAll()
        blackHole(sum)
    }

    workload("s loop share(replay: 1) 4 subs 1M") { benchmark in
        var sum = 0
        var latest: Int?
        let handlers = Handlers<Int>()
        handlers.append { latest = $0 }
        for _ in 0..<shareSubscribers {
            handlers.append { sum &+= $0 }
        }
        benchmark.startMeasurement()
        for i in 0..<shareEvents {
            handlers.send(i)
        }
        benchmark.stopMeasurement()
        blackHole(sum)
        blackHole(latest)
    }
}
