import Dispatch
import IsoLabShim
func isCur(_ a: any Actor, _ flags: UInt64) -> Bool {
  swift_task_isCurrentExecutorWithFlags(unsafeBitCast(a.unownedExecutor, to: IsoLabExecutorRef.self), flags)
}
final class QueueExecutor: SerialExecutor, @unchecked Sendable {
  let q = DispatchQueue(label: "actor-q")
  let key = DispatchSpecificKey<UInt8>()
  init() { q.setSpecific(key: key, value: 1) }
  func enqueue(_ job: consuming ExecutorJob) {
    let j = UnownedJob(job); let me = self
    q.async { j.runSynchronously(on: me.asUnownedSerialExecutor()) }
  }
  func isIsolatingCurrentContext() -> Bool? { DispatchQueue.getSpecific(key: key) != nil }
  func checkIsolated() { precondition(DispatchQueue.getSpecific(key: key) != nil) }
}
actor QA {
  nonisolated let ex: QueueExecutor
  init(_ ex: QueueExecutor) { self.ex = ex }
  nonisolated var unownedExecutor: UnownedSerialExecutor { ex.asUnownedSerialExecutor() }
  func inside() -> Bool { isCur(self, 0x10) }
}
@main struct M { static func main() async {
  let ex = QueueExecutor(); let q = ex.q
  let a = QA(ex)
  print("inside actor method, flags 0x10:", await a.inside())
  let ref = unsafeBitCast(a.unownedExecutor, to: IsoLabExecutorRef.self)
  print("default actor? identity == actor:", ref.identity == Unmanaged.passUnretained(a as AnyObject).toOpaque())
  await withCheckedContinuation { (c: CheckedContinuation<Void, Never>) in
    q.async {
      print("plain q.async, flags 0x10:", isCur(a, 0x10), " isIsolatingCurrentContext:", String(describing: a.unownedExecutor.asSerialExecutor()?.isIsolatingCurrentContext()))
      c.resume()
    }
  }
  await withCheckedContinuation { (c: CheckedContinuation<Void, Never>) in
    DispatchQueue.global().async {
      print("global queue, flags 0x10:", isCur(a, 0x10), " isIsolatingCurrentContext:", String(describing: a.unownedExecutor.asSerialExecutor()?.isIsolatingCurrentContext()))
      c.resume()
    }
  }
}}
