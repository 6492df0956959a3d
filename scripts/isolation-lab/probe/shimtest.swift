import IsoLabShim
import Dispatch
@inline(__always) func onExecutor(_ a: any Actor) -> Bool {
  let ex = a.unownedExecutor
  let ref = unsafeBitCast(ex, to: IsoLabExecutorRef.self)
  return swift_task_isCurrentExecutorWithFlags(ref, 0x10)
}
actor A { func f() -> Bool { onExecutor(self) } }
@main struct M { static func main() async {
  let a = A()
  print("main on MainActor:", onExecutor(MainActor.shared), "on A:", onExecutor(a))
  print("in A:", await a.f())
  await Task.detached { print("detached on MainActor:", onExecutor(MainActor.shared)) }.value
}}
