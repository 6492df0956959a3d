import Lib
@MainActor public func mainCaller(_ o: Obs<Int>) { o.subscribe(onNext: { print($0) }) }
public func nonisoCaller(_ o: Obs<Int>) { o.subscribe(onNext: { print($0) }) }
public actor A { public func actorCaller(_ o: Obs<Int>) { o.subscribe(onNext: { print($0) }) } }
