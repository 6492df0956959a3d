import Dispatch
import Foundation
import Builtin
@_silgen_name("gettid") func c_gettid() -> Int32
@_silgen_name("dispatch_queue_get_label") func dqLabel(_ q: OpaquePointer?) -> UnsafePointer<CChar>
@_silgen_name("swift_task_isCurrentExecutor") func isCur(_ e: Builtin.Executor) -> Bool
@_silgen_name("swift_task_isCurrentExecutorWithFlags") func isCurF(_ e: Builtin.Executor, _ flags: UInt64) -> Bool
let mainKey = DispatchSpecificKey<Bool>()
let which = CommandLine.arguments.dropFirst().first ?? "basic"
let flags = UInt64(CommandLine.arguments.dropFirst(2).first ?? "0") ?? 0

func report(_ ctx: String, actor: (any Actor)? = nil) {
  let a: any Actor = actor ?? MainActor.shared
  let ex = a.unownedExecutor
  var s = "\(ctx) [target \(actor == nil ? "MainActor" : "actor")]: "
  switch which {
  case "basic": s += "tid==pid=\(c_gettid()==getpid()) label=\(String(cString: dqLabel(nil))) Thread.isMainThread=\(Thread.isMainThread) mainQueueSpecific=\(DispatchQueue.getSpecific(key: mainKey) ?? false)"
    let ser = ex.asSerialExecutor()
    s += " asSerialExecutor=\(ser.map { String(describing: type(of: $0)) } ?? "nil")"
  case "iso": s += "isIsolatingCurrentContext=\(String(describing: ex.asSerialExecutor()?.isIsolatingCurrentContext()))"
  case "isCur": s += "swift_task_isCurrentExecutor=\(isCur(ex._executor))"
  case "isCurF": s += "swift_task_isCurrentExecutorWithFlags(\(flags))=\(isCurF(ex._executor, flags))"
  default: break
  }
  s += "\n"; _ = s.withCString { write(1, $0, strlen($0)) }
}
actor A { func probe() { report("inside actor method", actor: self); report("inside actor method") } }
@main struct M {
  static func main() async {
    DispatchQueue.main.setSpecific(key: mainKey, value: true)
    report("async main (before suspension)")
    await MainActor.run { report("MainActor.run") }
    await withCheckedContinuation { (c: CheckedContinuation<Void, Never>) in
      DispatchQueue.main.async { report("DispatchQueue.main.async"); c.resume() }
    }
    let a = A()
    await a.probe()
    await Task.detached { report("Task.detached") }.value
    await withCheckedContinuation { (c: CheckedContinuation<Void, Never>) in
      DispatchQueue.global().async { report("DispatchQueue.global", actor: a); c.resume() }
    }
    await withCheckedContinuation { (c: CheckedContinuation<Void, Never>) in
      DispatchQueue.global().async { report("DispatchQueue.global"); c.resume() }
    }
  }
}
