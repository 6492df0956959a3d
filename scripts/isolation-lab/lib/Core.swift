// Stand-in core shared by every option. Internal only; the public API is in API_<option>.swift.
import Dispatch

/// The one place where the stand-in vouches for thread-hopping (like the real library's unchecked box).
struct UncheckedBox<T>: @unchecked Sendable { let value: T; init(_ v: T) { value = v } }

public final class Observable<Element> {
  let run: (@escaping (Element) -> Void) -> Void
  init(run: @escaping (@escaping (Element) -> Void) -> Void) { self.run = run }
}

public struct Emitter<Element>: @unchecked Sendable {
  let sink: UncheckedBox<(Element) -> Void>
  public func onNext(_ e: Element) { sink.value(e) }
}

public final class Single<Element> {
  let run: (@escaping (Element) -> Void) -> Void
  init(run: @escaping (@escaping (Element) -> Void) -> Void) { self.run = run }
}

extension Observable {
  static func _of(_ values: [Element]) -> Observable { Observable { o in for v in values { o(v) } } }
  static func _create(_ body: @escaping (Emitter<Element>) -> Void) -> Observable {
    Observable { o in body(Emitter(sink: UncheckedBox(o))) }
  }
  func _map<R>(_ f: @escaping (Element) -> R) -> Observable<R> {
    let src = self
    return Observable<R> { o in src.run { e in o(f(e)) } }
  }
  func _observeOn(_ q: DispatchQueue) -> Observable {
    let src = self
    return Observable { o in
      src.run { e in
        let box = UncheckedBox((o, e))
        q.async { box.value.0(box.value.1) }
      }
    }
  }
  func _subscribe(_ onNext: @escaping (Element) -> Void) { run(onNext) }
}

extension Single {
  static func _create(_ body: @escaping (@escaping @Sendable (Element) -> Void) -> Void) -> Single {
    Single { o in
      let box = UncheckedBox(o)
      body { e in box.value(e) }
    }
  }
  func _subscribe(_ onSuccess: @escaping (Element) -> Void) { run(onSuccess) }
}
