func run<A>(_ f: @escaping @isolated(any) (A) -> Void, _ a: A) {
  let iso = f.isolation
  func inner(_ i: isolated (any Actor)?) { f(a) }
  if let iso { iso.assumeIsolated { _ in f(a) } }
}
