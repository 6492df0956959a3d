// Pure-Swift (no C target, no Builtin) access to the runtime's non-trapping executor check.
import Glibc
typealias IsCurrentFn = @convention(c) (UnsafeRawPointer?, UInt, UInt64) -> Bool
let isCurrentExecutorWithFlags: IsCurrentFn? = {
  guard let sym = dlsym(nil /* RTLD_DEFAULT on glibc */, "swift_task_isCurrentExecutorWithFlags") else { return nil }
  return unsafeBitCast(sym, to: IsCurrentFn.self)
}()
func onExecutor(_ a: any Actor) -> Bool? {
  guard let f = isCurrentExecutorWithFlags else { return nil }
  let (id, impl) = unsafeBitCast(a.unownedExecutor, to: (UnsafeRawPointer?, UInt).self)
  return f(id, impl, 0x10)
}
actor A { func f() -> Bool? { onExecutor(self) } }
@main struct M { static func main() async {
  let a = A()
  print("symbol found:", isCurrentExecutorWithFlags != nil)
  print("main->MainActor:", onExecutor(MainActor.shared) as Any, " main->A:", onExecutor(a) as Any, " in A:", await a.f() as Any)
  await Task.detached { print("detached->MainActor:", onExecutor(MainActor.shared) as Any) }.value
}}
