import Lib
@MainActor var counter = 0
@MainActor func mainShapes(_ o: Obs<Int>) {
  print("explicit nil, pure"); o.subscribe(onNext: { print($0) }, isolation: nil)
  print("explicit nil, touching"); o.subscribe(onNext: { counter += $0 }, isolation: nil)
}
@MainActor func mainShapes2(_ o: Obs<Int>) async {
  print("async, explicit nil, pure"); await o.subscribe(onNext: { print($0) }, isolation: nil)
}
@main struct M { static func main() async { await mainShapes(Obs()) } }
