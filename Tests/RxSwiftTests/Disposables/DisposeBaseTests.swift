import RxSwift
import RxTestSupport
import XCTest

final class DisposeBaseTests: RxTestCase {
    /// As upstream, `DisposeBase` is the superclass of the disposables that own others.
    func testOwningDisposablesShareTheDisposeBaseSuperclass() {
        let owners: [DisposeBase] = [
            DisposeBag(), CompositeDisposable(), RefCountDisposable(disposable: Disposables.create()),
            SerialDisposable(), SingleAssignmentDisposable(),
        ]
        XCTAssertEqual(
            owners.map { "\(type(of: $0))" },
            [
                "DisposeBag", "CompositeDisposable", "RefCountDisposable", "SerialDisposable",
                "SingleAssignmentDisposable",
            ]
        )
        XCTAssertEqual(owners.compactMap { $0 as? Cancelable }.count, 4, "every one but DisposeBag is Cancelable")
    }

    #if TRACE_RESOURCES
        /// The resource count moved from each disposable to `DisposeBase`: each still counts exactly once.
        func testEachOwningDisposableCountsAsOneResourceWhileAlive() {
            let makers: [(String, () -> DisposeBase)] = [
                ("DisposeBag", { DisposeBag() }),
                ("CompositeDisposable", { CompositeDisposable() }),
                ("RefCountDisposable", { RefCountDisposable(disposable: Disposables.create()) }),
                ("SerialDisposable", { SerialDisposable() }),
                ("SingleAssignmentDisposable", { SingleAssignmentDisposable() }),
            ]
            for (name, make) in makers {
                let before = Resources.total
                var disposable: DisposeBase? = make()
                XCTAssertEqual(Resources.total, before + 1, name)
                XCTAssertNotNil(disposable)
                disposable = nil
                XCTAssertEqual(Resources.total, before, name)
            }
        }
    #endif
}
