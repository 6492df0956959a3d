public final class Obs<Element> { public init() {} }
extension Obs {
  public func subscribe(onNext: @escaping (Element) -> Void, isolation: isolated (any Actor)? = #isolation) {
    print("  -> isolation =", isolation.map { "\(type(of: $0))" } ?? "nil")
  }
}
