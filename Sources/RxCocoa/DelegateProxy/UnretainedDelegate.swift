/// A forward delegate's typed value (a `Delegate`, usually a protocol existential such as `ThermometerDelegate`) kept
/// as raw bytes that hold no reference count, so that ``DelegateProxy/_forwardToDelegate`` hands it out with a
/// copy instead of casting the stored `AnyObject` back to `Delegate` on every delegate call (a dynamic cast to a
/// protocol existential costs more than the whole call it guards).
///
/// Not generic on purpose: a generic class used from the proxy's unspecialised generic code would look its
/// metadata up on every call.
///
/// Made only for a value whose dynamic type is a class: its bytes then refer to that one instance and nothing
/// else, so the copy ``load(keepingAlive:)`` makes is sound for as long as the caller holds a strong reference to
/// the instance. The proxy reads it only after loading the instance from its (weak or strong) reference.
final class UnretainedDelegate {
    private let bytes: UnsafeMutableRawPointer

    /// Copies the bits of `value` without retaining anything, or fails when `value` is not a class instance.
    init?<Value>(_ value: Value) {
        guard Swift.type(of: value as Any) is AnyClass else { return nil }
        let layout = MemoryLayout<Value>.self
        bytes = .allocate(byteCount: layout.size, alignment: layout.alignment)
        withUnsafeBytes(of: value) { source in
            if let base = source.baseAddress {
                bytes.copyMemory(from: base, byteCount: source.count)
            }
        }
    }

    /// A counted copy of the value. `Value` must be the type the value was stored with, and `instance` the
    /// instance it refers to; the instance stays alive for the duration of the copy, which retains it.
    func load<Value>(as type: Value.Type, keepingAlive instance: AnyObject) -> Value {
        let value = bytes.load(as: Value.self)
        withExtendedLifetime(instance) {}
        return value
    }

    deinit {
        // The bytes were never counted: free them without destroying the value.
        bytes.deallocate()
    }
}
