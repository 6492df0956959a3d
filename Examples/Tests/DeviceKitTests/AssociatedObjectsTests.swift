import DeviceKit
import Foundation
import XCTest

final class AssociatedObjectsTests: XCTestCase {
    private final class Attachment {
        let onDeinit: () -> Void
        init(onDeinit: @escaping () -> Void = {}) { self.onDeinit = onDeinit }
        deinit { onDeinit() }
    }

    private final class Other {}

    func testOneObjectPerTypeIsAttachedOnFirstUseAndKept() {
        let manager = LocationManager()
        XCTAssertNil(manager.associatedObjects.object(ofType: Attachment.self))
        var made = 0
        let first = manager.associatedObjects.object(ofType: Attachment.self) {
            made += 1
            return Attachment()
        }
        let second = manager.associatedObjects.object(ofType: Attachment.self) {
            made += 1
            return Attachment()
        }
        XCTAssertTrue(first === second)
        XCTAssertEqual(made, 1)
        XCTAssertTrue(manager.associatedObjects.object(ofType: Attachment.self) === first)
        XCTAssertNil(manager.associatedObjects.object(ofType: Other.self), "one object per type")
    }

    func testAttachedObjectsAreReleasedWithTheirOwner() {
        var released = 0
        var map: MapView? = MapView(
            region: CoordinateRegion(
                center: Coordinate(latitude: 0, longitude: 0), span: CoordinateSpan(latitudeDelta: 1, longitudeDelta: 1)
            ))
        _ = map?.associatedObjects.object(ofType: Attachment.self) { Attachment { released += 1 } }
        XCTAssertEqual(released, 0)
        map = nil
        XCTAssertEqual(released, 1)
    }

    func testConcurrentFirstUsesGetTheSameObject() {
        let manager = LocationManager()
        let objects = LockedObjects()
        DispatchQueue.concurrentPerform(iterations: 8) { _ in
            objects.append(manager.associatedObjects.object(ofType: Other.self) { Other() })
        }
        XCTAssertEqual(Set(objects.all.map(ObjectIdentifier.init)).count, 1)
    }

    /// Regression: DeviceKit stands for the platform (CoreLocation, UIKit, MapKit) but imported RxSwift and
    /// RxCocoa, some files only to conform to `ReactiveCompatible`. Rx belongs to RxDeviceKit.
    func testThePlatformDoesNotKnowRx() throws {
        let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let sources = examples.appendingPathComponent("Sources/DeviceKit")
        let files = try XCTUnwrap(FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil))
            .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" }
        XCTAssertGreaterThan(files.count, 10)
        for file in files {
            let text = try String(contentsOf: file, encoding: .utf8)
            for line in text.split(separator: "\n") where line.hasPrefix("import ") {
                XCTAssertFalse(line.hasPrefix("import Rx"), "\(file.lastPathComponent): \(line)")
            }
            for rxName in ["ReactiveCompatible", "HasRxAssociatedObjects", "RxAssociatedObjects", "HasDelegate"] {
                XCTAssertFalse(
                    text.range(of: "\\b\(rxName)\\b", options: .regularExpression) != nil,
                    "\(file.lastPathComponent) mentions \(rxName)")
            }
        }
        let manifest = try String(contentsOf: examples.appendingPathComponent("Package.swift"), encoding: .utf8)
        let target = try XCTUnwrap(
            manifest.range(of: #"name: "DeviceKit",\s*dependencies: [^\n]*"#, options: .regularExpression))
        let dependencies = manifest[target]
        XCTAssertTrue(dependencies.contains("TerminalUI"), String(dependencies))
        for rx in ["+ rx", "RxSwift", "RxCocoa", "RxRelay"] {
            XCTAssertFalse(dependencies.contains(rx), "DeviceKit depends on \(rx): \(dependencies)")
        }
    }
}

/// Objects appended from several threads.
private final class LockedObjects: @unchecked Sendable {
    // Sendable: `objects` is only touched while `lock` is held.
    private let lock = NSLock()
    private var objects: [AnyObject] = []

    func append(_ object: AnyObject) { lock.withLock { objects.append(object) } }
    var all: [AnyObject] { lock.withLock { objects } }
}
