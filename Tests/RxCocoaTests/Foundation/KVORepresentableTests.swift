import Foundation
import RxCocoa
import RxTestSupport
import XCTest

/// A library type conforming to `KVORepresentable`, as libraries written for upstream do.
private struct Celsius: KVORepresentable, Equatable {
    let degrees: Double

    init(degrees: Double) {
        self.degrees = degrees
    }

    init?(KVOValue: NSNumber) {
        guard KVOValue.doubleValue >= -273.15 else { return nil }
        degrees = KVOValue.doubleValue
    }
}

final class KVORepresentableTests: RxTestCase {
    func testIntegerAndBoolConformancesReadTheNumber() {
        let number = NSNumber(value: 42)
        XCTAssertEqual(Int(KVOValue: number), 42)
        XCTAssertEqual(Int32(KVOValue: number), 42)
        XCTAssertEqual(Int64(KVOValue: number), 42)
        XCTAssertEqual(UInt(KVOValue: number), 42)
        XCTAssertEqual(UInt32(KVOValue: number), 42)
        XCTAssertEqual(UInt64(KVOValue: number), 42)
        XCTAssertEqual(Bool(KVOValue: number), true)
        XCTAssertEqual(Bool(KVOValue: NSNumber(value: false)), false)
        XCTAssertEqual(Int64(KVOValue: NSNumber(value: Int64.min)), Int64.min)
        XCTAssertEqual(UInt64(KVOValue: NSNumber(value: UInt64.max)), UInt64.max)
    }

    func testTheKVOTypeOfTheIntegersIsNSNumber() {
        XCTAssertTrue(Int.KVOType.self == NSNumber.self)
        XCTAssertTrue(Bool.KVOType.self == NSNumber.self)
    }

    /// The convenience initialiser gives `nil` for a missing value and defers to the type otherwise.
    func testOptionalKVOValue() {
        XCTAssertNil(Int(KVOValue: nil as NSNumber?))
        XCTAssertEqual(Int(KVOValue: NSNumber(value: 7) as NSNumber?), 7)
        XCTAssertNil(Celsius(KVOValue: nil as NSNumber?))
        XCTAssertNil(Celsius(KVOValue: NSNumber(value: -300.0) as NSNumber?))
        XCTAssertEqual(Celsius(KVOValue: NSNumber(value: 21.5) as NSNumber?), Celsius(degrees: 21.5))
    }

    /// Generic code over the protocol, as libraries write it.
    func testGenericDecodingThroughTheProtocol() {
        func decode<Value: KVORepresentable>(_ value: Value.KVOType?, as type: Value.Type) -> Value? {
            Value(KVOValue: value)
        }
        XCTAssertEqual(decode(NSNumber(value: 3), as: UInt32.self), 3)
        XCTAssertEqual(decode(NSNumber(value: 0.5), as: Celsius.self), Celsius(degrees: 0.5))
        XCTAssertNil(decode(nil, as: Bool.self))
    }
}
