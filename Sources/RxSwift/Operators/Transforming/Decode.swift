import Foundation

/// A decoder that turns data into a `Decodable` value (`JSONDecoder`, `PropertyListDecoder`, …).
public protocol DataDecoder {
    /// Decodes a value of `type` from `data`.
    func decode<Item: Decodable>(_ type: Item.Type, from data: Data) throws -> Item
}

extension JSONDecoder: DataDecoder {}
extension PropertyListDecoder: DataDecoder {}

extension ObservableType where Element == Data {
    /// Decodes each `Data` element into a value of `type`; a decoding error terminates the sequence.
    /// - Parameters:
    ///   - type: the type to decode.
    ///   - decoder: the decoder to use.
    /// - Returns: the sequence of decoded values.
    public func decode<Item: Decodable, Decoder: DataDecoder>(type: Item.Type, decoder: Decoder) -> Observable<Item> {
        map { try decoder.decode(type, from: $0) }
    }
}
