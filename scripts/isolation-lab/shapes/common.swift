// Shared client code: entry point and a nonisolated probe that says where a closure runs.
IMPORT
import Dispatch
import IsoLabShim

@_silgen_name("dispatch_queue_get_label") func dqLabel(_ q: OpaquePointer?) -> UnsafePointer<CChar>
let probeMainKey: DispatchSpecificKey<UInt8> = DispatchSpecificKey<UInt8>()
let bg = DispatchQueue(label: "bg-queue")

/// kind: "touch" if the calling closure touches isolated state, "pure" otherwise.
func probe(_ tag: String, _ kind: String, actor: (any Actor)? = nil) {
  let label = String(cString: dqLabel(nil))
  let on: Bool
  if let actor {
    on = swift_task_isCurrentExecutorWithFlags(unsafeBitCast(actor.unownedExecutor, to: IsoLabExecutorRef.self), 0x10)
  } else {
    on = DispatchQueue.getSpecific(key: probeMainKey) != nil
  }
  print("PROBE \(tag) kind=\(kind) onExecutor=\(on) queue=\(label)")
}

@main struct Main {
  static func main() async {
    DispatchQueue.main.setSpecific(key: probeMainKey, value: 1)
    await runShape()
    try? await Task.sleep(nanoseconds: 400_000_000)
    print("END")
  }
}
