import Foundation
import RxTestSupport
import XCTest

/// The conformance table covers every public operator.
final class InventoryTests: XCTestCase {
    /// The directories scanned for operators: RxSwift (operators, traits, Infallible) and RxCocoa's traits
    /// (SharedSequence, Driver, Signal, control traits).
    static let scannedDirectories = ["Sources/RxSwift", "Sources/RxCocoa/Traits"]

    func testEveryPublicOperatorHasATableEntry() throws {
        let operators = try OperatorInventory.operators(in: Self.scannedDirectories)
        XCTAssertGreaterThan(operators.count, 150, "the scan found too few operators: is it still reading the sources?")
        let table = Set(conformanceTable().map(\.key))
        let missing = operators.keys.filter { !table.contains($0) }.sorted()
        for name in missing {
            XCTFail(
                "\(name) (declared in \(operators[name]!.sorted().joined(separator: ", "))) has no conformance entry")
        }
        let stale = table.filter { !$0.hasPrefix("Subject.") && operators[$0] == nil }.sorted()
        XCTAssertEqual(stale, [], "table entries for operators that no longer exist")
    }

    func testTableKeysAreUnique() {
        let keys = conformanceTable().map(\.key)
        XCTAssertEqual(
            keys.count, Set(keys).count,
            "duplicated: \(Dictionary(grouping: keys) { $0 }.filter { $1.count > 1 }.keys.sorted())")
    }

    func testScanFindsOperatorsInExtensionsAndTypesButNotInternalOrNonSequenceFunctions() {
        let source = """
            // public func commented() -> Observable<Int>
            extension ObservableType where Element == Int {
                public func `do`(onNext: ((Element) throws -> Void)? = nil) -> Observable<Element> { fatalError() }
                public static func make<R>(_ r: R) -> Single<R>
                where R: Equatable {
                    let text = "{ not a brace }"
                    return fatalError()
                }
                func hidden() -> Observable<Int> { fatalError() }
                public func subscribe(_ on: @escaping (Event<Element>) -> Void) -> Disposable { fatalError() }
                public var property: Observable<Int> { fatalError() }
            }
            public struct Wrapper {
                public func asObservable() -> Observable<Int> { fatalError() }
                struct Inner { public func nested() -> Observable<Int> { fatalError() } }
            }
            """
        XCTAssertEqual(
            OperatorInventory.operators(inSource: source).sorted(),
            ["ObservableType.do", "ObservableType.make", "Wrapper.asObservable"])
    }
}
