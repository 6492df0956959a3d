import Dispatch
import Glibc
@_silgen_name("gettid") func c_gettid() -> Int32
@_silgen_name("dispatch_queue_get_label") func dqLabel(_ q: OpaquePointer?) -> UnsafePointer<CChar>
func here() -> String {
  let label = String(cString: dqLabel(nil))
  let main = c_gettid() == getpid()
  return "thread=\(main ? "main" : "other") queue=\(label)"
}
@main struct M {
  static func main() async {
    print("async main:", here())
    await MainActor.run { print("MainActor.run:", here()) }
    await withCheckedContinuation { (c: CheckedContinuation<Void, Never>) in
      DispatchQueue.main.async { print("main.async:", here()); c.resume() }
    }
    await Task { @MainActor in print("Task@MainActor:", here()) }.value
  }
}
