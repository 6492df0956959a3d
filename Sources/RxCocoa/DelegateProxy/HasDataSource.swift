import Foundation
import RxSwift

/// A class with a `dataSource` property, so that ``DelegateProxyType`` can read and write it by default.
public protocol HasDataSource: AnyObject {
    /// The data source type.
    associatedtype DataSource

    /// The data source.
    var dataSource: DataSource? { get set }
}

extension DelegateProxyType where ParentObject: HasDataSource, Self.Delegate == ParentObject.DataSource {
    /// Returns `object.dataSource`.
    /// - Parameter object: the parent.
    /// - Returns: the parent's data source.
    public static func currentDelegate(for object: ParentObject) -> Delegate? {
        object.dataSource
    }

    /// Sets `object.dataSource`.
    /// - Parameters:
    ///   - delegate: the new data source.
    ///   - object: the parent.
    public static func setCurrentDelegate(_ delegate: Delegate?, to object: ParentObject) {
        object.dataSource = delegate
    }
}
