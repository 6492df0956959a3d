import Dispatch
@MainActor var counter = 0
typealias F = @isolated(any) (Int) -> Void
nonisolated(unsafe) var stored: [F] = []
func sub(_ tag: String, _ f: @escaping @isolated(any) (Int) -> Void) {
  print(tag, "isolation =", f.isolation.map { String(describing: type(of: $0)) } ?? "nil")
  stored.append(f)
}
func callSync(_ f: F) {
  _ = f
}
actor A {
  var total = 0
  func go() {
    sub("actor pure", { print($0) })
    sub("actor self", { v in self.total += v })
    sub("actor sendable", { @Sendable v in print(v) })
  }
}
@MainActor func go() {
  sub("main pure", { print($0) })
  sub("main touches", { counter += $0 })
  sub("main sendable", { @Sendable v in print(v) })
  let g: (Int) -> Void = { print($0) }
  sub("main non-literal", g)
}
func nonisolatedGo() { sub("nonisolated pure", { print($0) }) }
@main struct M { static func main() async {
  print("size F:", MemoryLayout<F>.size, "size plain:", MemoryLayout<(Int)->Void>.size)
  await go(); nonisolatedGo(); await A().go()
}}
