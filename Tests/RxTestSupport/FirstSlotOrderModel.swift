/// The plain model of upstream's observer order that the library's subscriber lists must match: one "first"
/// slot, then the others in arrival order; the slot's occupant leaving frees it for the next arrival.
///
/// It keeps an array and a flag and removes by linear search: slow and obviously right, to compare the
/// library's logarithmic list (and everything built on it) with after any sequence of insertions and removals.
public struct FirstSlotOrderModel<ID: Equatable> {
    /// The identifiers in notification order.
    public private(set) var order: [ID] = []
    private var isFirstSlotOccupied = false

    /// Makes an empty model.
    public init() {}

    /// Adds `id`: into the first slot when it is free, else last.
    public mutating func insert(_ id: ID) {
        if isFirstSlotOccupied {
            order.append(id)
        } else {
            order.insert(id, at: 0)
            isFirstSlotOccupied = true
        }
    }

    /// Removes `id`; returns whether it was there.
    @discardableResult
    public mutating func remove(_ id: ID) -> Bool {
        guard let index = order.firstIndex(of: id) else { return false }
        if index == 0 { isFirstSlotOccupied = false }
        order.remove(at: index)
        return true
    }

    /// Removes everything.
    public mutating func removeAll() {
        order = []
        isFirstSlotOccupied = false
    }
}

/// A small deterministic random number generator (SplitMix64), so that randomised order tests replay the same
/// sequence on every run.
public struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64

    /// Starts the sequence at `seed`.
    public init(seed: UInt64) {
        state = seed
    }

    /// The next number of the sequence.
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var mixed = state
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        return mixed ^ (mixed >> 31)
    }
}
