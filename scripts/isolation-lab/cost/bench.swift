import CostLib
import Dispatch
@MainActor func run(_ o: Obs, _ n: Int) {
  var t = DispatchTime.now().uptimeNanoseconds
  for _ in 0..<n { o.sub0(onNext: { _ in }) }
  let a = DispatchTime.now().uptimeNanoseconds - t; t = DispatchTime.now().uptimeNanoseconds
  for _ in 0..<n { o.sub1(onNext: { _ in }) }
  let b = DispatchTime.now().uptimeNanoseconds - t
  print("MainActor caller: without \(Double(a)/Double(n)) ns/call, with #isolation \(Double(b)/Double(n)) ns/call")
}
func runNoniso(_ o: Obs, _ n: Int) {
  var t = DispatchTime.now().uptimeNanoseconds
  for _ in 0..<n { o.sub0(onNext: { _ in }) }
  let a = DispatchTime.now().uptimeNanoseconds - t; t = DispatchTime.now().uptimeNanoseconds
  for _ in 0..<n { o.sub1(onNext: { _ in }) }
  let b = DispatchTime.now().uptimeNanoseconds - t
  print("nonisolated caller: without \(Double(a)/Double(n)) ns/call, with #isolation(nil) \(Double(b)/Double(n)) ns/call")
}
actor A { func run(_ o: Obs, _ n: Int) {
  var t = DispatchTime.now().uptimeNanoseconds
  for _ in 0..<n { o.sub0(onNext: { _ in }) }
  let a = DispatchTime.now().uptimeNanoseconds - t; t = DispatchTime.now().uptimeNanoseconds
  for _ in 0..<n { o.sub1(onNext: { _ in }) }
  let b = DispatchTime.now().uptimeNanoseconds - t
  print("actor caller: without \(Double(a)/Double(n)) ns/call, with #isolation \(Double(b)/Double(n)) ns/call")
}}
@main struct M { static func main() async {
  let o = Obs(); let n = 20_000_000
  for _ in 0..<2 { await run(o, n); runNoniso(o, n); await A().run(o, n) }
}}
