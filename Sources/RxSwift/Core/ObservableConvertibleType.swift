/// A type that can be converted to an ``Observable`` sequence.
public protocol ObservableConvertibleType {
    /// The type of the elements of the sequence.
    associatedtype Element

    /// Converts `self` to an ``Observable`` sequence.
    /// - Returns: the observable sequence that represents `self`.
    func asObservable() -> Observable<Element>
}
