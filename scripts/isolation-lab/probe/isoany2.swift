@MainActor var counter = 0
typealias F = @isolated(any) (Int) -> Void
func callSync(_ tag: String, _ f: @escaping F) {
  let g = unsafeBitCast(f, to: ((Int) -> Void).self)
  g(41)
  print(tag, "called; isolation still:", f.isolation.map { "\(type(of: $0))" } ?? "nil")
}
@MainActor func go() {
  var local = 1
  callSync("main pure", { print("  pure got", $0, local) })
  callSync("main touches", { counter += $0; print("  counter", counter) })
}
@main struct M { static func main() async { await go() } }
