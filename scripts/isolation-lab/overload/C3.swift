import Lib
@MainActor var counter = 0
actor Other {}
@MainActor func f(_ o: Obs<Int>, _ a: Other) {
  o.subscribe(onNext: { counter += $0 }, isolation: a)
  let none: (any Actor)? = nil
  o.subscribe(onNext: { counter += $0 }, isolation: none)
}
nonisolated func g(_ o: Obs<Int>) {
  o.subscribe(onNext: { print($0) }, isolation: MainActor.shared)
}
