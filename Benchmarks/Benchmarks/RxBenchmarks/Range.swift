import Benchmark
import OpenCombine
import RxSwift

/// (r) `range` of 1M integers summed in `onNext`.
func registerRangeBenchmarks() {
    let count = Workloads.rangeCount

    workload("r RxSwift range 1M") { benchmark in
        var sum = 0
        _ = Observable.range(start: 0, count: count).subscribe(onNext: { sum &+= $0 })
        blackHole(sum)
    }

    workload("r OpenCombine range 1M") { benchmark in
        var sum = 0
        _ = (0..<count).publisher.sink { sum &+= $0 }
        blackHole(sum)
    }

    workload("r loop range 1M") { benchmark in
        var sum = 0
        let handler = Handlers<Int>()
        handler.append { sum &+= $0 }
        for i in 0..<count {
            handler.send(i)
        }
        blackHole(sum)
    }
}
