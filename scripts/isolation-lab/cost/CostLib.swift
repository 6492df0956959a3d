public final class Obs: Sendable { public init() {}
  public func sub0(onNext: @escaping (Int) -> Void) { blackHole(onNext) }
  public func sub1(onNext: @escaping (Int) -> Void, isolation: isolated (any Actor)? = #isolation) { blackHole(onNext) }
}
@inline(never) func blackHole<T>(_ x: T) {}
