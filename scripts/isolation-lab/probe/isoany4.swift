public func take(_ f: @escaping @isolated(any) (Int) -> Void) -> (Int) -> Void { unsafeBitCast(f, to: ((Int) -> Void).self) }
public func iso(_ f: @escaping @isolated(any) (Int) -> Void) -> (any Actor)? { f.isolation }
