public final class Obs<Element> {
  public init() {}
}
public protocol ObsType { associatedtype Element }
extension Obs: ObsType {}
extension ObsType {
  // checked overload (caller's isolation known)
  public func subscribe(onNext: @escaping (Element) -> Void, isolation: isolated (any Actor)? = #isolation) {
    print("  -> checked overload, isolation =", isolation.map { "\(type(of: $0))" } ?? "nil")
  }
  // unchecked overload for explicitly @Sendable closures
  @_disfavoredOverload public func subscribe(onNext: @escaping @Sendable (Element) -> Void) {
    print("  -> @Sendable overload")
  }
}
