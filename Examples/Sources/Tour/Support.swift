import RxSwift

/// One chapter of the tour: a title and the examples it runs.
protocol Chapter {
    /// The heading printed before the chapter's examples.
    static var title: String { get }
    /// Runs every example of the chapter, printing their output.
    static func run()
}

/// Prints a banner, runs `action`, then prints a blank line.
///
///     example(of: "just") { ... }
///     // --- Example of: just ---
func example(of description: String, action: () -> Void) {
    print("--- Example of: \(description) ---")
    action()
    print()
}

/// Prints `label` followed by the element, the error, or the event itself for `completed`.
///
///     print(label: "1)", event: .next("A"))   // 1) A
///     print(label: "1)", event: .completed)   // 1) completed
func print<T: CustomStringConvertible>(label: String, event: Event<T>) {
    switch event {
    case .next(let element):
        print(label, element)
    case .error(let error):
        print(label, error)
    case .completed:
        print(label, event)
    }
}

/// The error the examples send.
enum TourError: Error, CustomStringConvertible {
    case anError

    var description: String { "anError" }
}
