import Foundation
import RxCocoa
import RxTestSupport
import XCTest

/// A data source as data-source libraries write it for upstream.
private struct Sections: SectionedViewDataSourceType {
    let items: [[String]]

    func model(at indexPath: IndexPath) throws -> Any {
        guard indexPath.count == 2, items.indices.contains(indexPath[0]),
            items[indexPath[0]].indices.contains(indexPath[1])
        else { throw RxCocoaError.itemsNotYetBound(object: indexPath) }
        return items[indexPath[0]][indexPath[1]]
    }
}

final class SectionedViewDataSourceTypeTests: RxTestCase {
    func testModelAtIndexPathThroughTheProtocol() throws {
        let dataSource: SectionedViewDataSourceType = Sections(items: [["a", "b"], ["c"]])
        XCTAssertEqual(try dataSource.model(at: IndexPath(indexes: [0, 1])) as? String, "b")
        XCTAssertEqual(try dataSource.model(at: IndexPath(indexes: [1, 0])) as? String, "c")
        XCTAssertThrowsError(try dataSource.model(at: IndexPath(indexes: [2, 0])))
    }
}
