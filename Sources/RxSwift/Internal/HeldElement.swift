/// The element a time operator holds back until a timer fires (`debounce`'s pending element, `throttle`'s kept
/// one), with a hand-off slot to forward it from once it has been taken under the owner's lock.
///
/// Whether the held slot is initialised is the owner's to track, in its lock-guarded, non-generic state: the
/// owner decides under its lock (``hold(_:replacing:)``, ``discard()``, ``moveToHandoff()``) and forwards the
/// element after unlocking (``takeHandoff()``), within the same serialised turn.
///
/// Performance: raw storage allocated once per subscription, not an `Optional`, whose metadata a sink's
/// unspecialised code would look up at runtime on every element. The owner calls ``deallocate(holding:)``
/// exactly once, from its `deinit`.
struct HeldElement<Element> {
    private let held = UnsafeMutablePointer<Element>.allocate(capacity: 1)
    private let handoff = UnsafeMutablePointer<Element>.allocate(capacity: 1)

    /// Holds `element`, releasing the element held before when `replacing` (the slot was initialised).
    @inline(__always)
    func hold(_ element: Element, replacing: Bool) {
        if replacing {
            held.pointee = element
        } else {
            held.initialize(to: element)
        }
    }

    /// Releases the held element (the slot must be initialised).
    @inline(__always)
    func discard() {
        held.deinitialize(count: 1)
    }

    /// Moves the held element (the slot must be initialised) to the hand-off slot.
    @inline(__always)
    func moveToHandoff() {
        handoff.moveInitialize(from: held, count: 1)
    }

    /// Takes the element last moved with ``moveToHandoff()``.
    @inline(__always)
    func takeHandoff() -> Element {
        handoff.move()
    }

    /// Frees the storage, releasing the held element when `holding`.
    func deallocate(holding: Bool) {
        if holding { held.deinitialize(count: 1) }
        held.deallocate()
        handoff.deallocate()
    }
}
