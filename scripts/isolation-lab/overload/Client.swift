import Lib
@MainActor var counter = 0
final class NS { var x = 0 }
@MainActor func mainShapes(_ o: Obs<Int>) {
  print("main, unannotated pure"); o.subscribe(onNext: { print($0) })
  print("main, unannotated touching"); o.subscribe(onNext: { counter += $0 })
  print("main, explicit @Sendable pure"); o.subscribe(onNext: { @Sendable v in print(v) })
  let f: @Sendable (Int) -> Void = { print($0) }
  print("main, @Sendable function value"); o.subscribe(onNext: f)
  print("main, trailing closure"); o.subscribe { print($0) }
}
func nonisolatedShapes(_ o: Obs<Int>) {
  let ns = NS()
  print("nonisolated, captures non-Sendable"); o.subscribe(onNext: { ns.x += $0 })
  print("nonisolated, pure"); o.subscribe(onNext: { print($0) })
}
@main struct M { static func main() async { await mainShapes(Obs()); nonisolatedShapes(Obs()) } }
