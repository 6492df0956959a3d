import ArgumentParser

/// The lifecycle monitor's command line.
struct LifecycleOptions: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "Lifecycle",
        abstract: """
            Prints the application's state changes, observed through RxSwift's DelegateProxy over \
            Application's delegate.
            """,
        discussion: """
            The changes come from job control (Ctrl-Z, fg, bg), terminal focus (in tmux: set -g focus-events \
            on) and termination (Ctrl-C, kill -TERM, q).

            By default both samples run, and the app delegate that was set before the proxy prints too.
            """
    )

    /// One of the seed's two samples.
    enum Sample: String, EnumerableFlag {
        /// The five sequences `rx.didBecomeActive` … `rx.willTerminate`.
        case events
        /// The merged `rx.state`.
        case state

        static func help(for value: Sample) -> ArgumentHelp? {
            switch value {
            case .events: "Only the five sequences rx.didBecomeActive … rx.willTerminate (the seed's first sample)."
            case .state: "Only the merged rx.state (the seed's second sample)."
            }
        }
    }

    /// The only sample to run, or `nil` for both.
    @Flag var only: Sample?

    /// Whether the five separate sequences are observed.
    var observesEachEvent: Bool { only != .state }

    /// Whether the merged state is observed.
    var observesState: Bool { only != .events }
}
