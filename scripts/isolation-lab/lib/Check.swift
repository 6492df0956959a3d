// Debug-only isolation check used by the `isolation` and `isoany` options.
import Dispatch
import IsoLabShim

#if DEBUG
enum IsolationCheck {
  /// Marks DispatchQueue.main: on Linux main-actor jobs run on the main *queue* but not the main *thread*.
  static let mainQueueKey: DispatchSpecificKey<UInt8> = {
    let key = DispatchSpecificKey<UInt8>()
    DispatchQueue.main.setSpecific(key: key, value: 1)
    return key
  }()

  /// Non-trapping "am I on this actor's executor?".
  static func isCurrent(_ actor: any Actor) -> Bool {
    let ref = unsafeBitCast(actor.unownedExecutor, to: IsoLabExecutorRef.self)
    if swift_task_isCurrentExecutorWithFlags(ref, 0x10 /* MustNotAssert */) { return true }
    if actor === MainActor.shared { return DispatchQueue.getSpecific(key: mainQueueKey) != nil }
    return false
  }

  static func check(_ actor: any Actor, _ op: StaticString, sendableHint: Bool) {
    if isCurrent(actor) { return }
    let msg = "⚠️ Rx: the closure passed to `\(op)` belongs to \(type(of: actor)) (it was written in \(type(of: actor))-isolated code) but the sequence calls it off that executor. Touching \(type(of: actor))-isolated state there is a data race. Fix: put `.observe(on: MainScheduler.instance)` (or hop to the actor) before `\(op)`, " + (sendableHint ? "or write the closure as `{ @Sendable ... }` if it touches nothing isolated." : "or, if it touches nothing isolated, pass `isolation: nil` (unchecked) or subscribe from nonisolated code.")
    #if FATAL_SYNCHRONIZATION
    fatalError(msg)
    #else
    print(msg)
    #endif
  }
}
#endif

@inline(__always)
func _checked<A, R>(_ f: @escaping (A) -> R, _ isolation: (any Actor)?, _ op: StaticString, sendableHint: Bool = false) -> (A) -> R {
  #if DEBUG
  if let isolation {
    return { a in IsolationCheck.check(isolation, op, sendableHint: sendableHint); return f(a) }
  }
  #endif
  return f
}

/// Option (f): read the closure's own isolation, then call it synchronously (unsupported bit cast).
@inline(__always)
func _checkedAny<A, R>(_ f: @escaping @isolated(any) (A) -> R, _ op: StaticString) -> (A) -> R {
  let isolation = f.isolation
  let plain = unsafeBitCast(f, to: ((A) -> R).self)
  return _checked(plain, isolation, op, sendableHint: true)
}
