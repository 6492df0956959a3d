#if !canImport(ObjectiveC)
    /// The name of a delegate method, as a ``DelegateProxy`` reports it.
    ///
    /// Without the Objective-C runtime there is no `#selector`. A proxy subclass reports each delegate call
    /// with `#function`, which inside `func thermometer(_:didMeasure:)` is exactly
    /// `"thermometer(_:didMeasure:)"`; observe that call with the same spelling:
    /// ```swift
    /// proxy.methodInvoked("thermometer(_:didMeasure:)")
    /// proxy.methodInvoked(Selector("thermometer(_:didMeasure:)"))
    /// ```
    /// Defined only where the Objective-C runtime is absent; on Apple platforms the runtime's `Selector`
    /// (also string-literal expressible) is used instead.
    public struct Selector: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
        /// The method name, such as `"parser(_:foundCharacters:)"`.
        public let name: String

        /// Creates a selector from a method name.
        /// - Parameter name: the method name in `#function` spelling, such as `"parserDidEndDocument(_:)"`.
        public init(_ name: String) {
            self.name = name
        }

        /// Creates a selector from a string literal (this is what makes `#function` and `"x(_:)"` work).
        /// - Parameter value: the method name.
        public init(stringLiteral value: String) {
            self.name = value
        }

        /// The method name.
        public var description: String { name }
    }
#endif
