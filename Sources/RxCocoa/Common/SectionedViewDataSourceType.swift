import Foundation

/// A data source of a sectioned view (a table or collection view) that can return the model of an item
/// (upstream's protocol, declared here so that data-source libraries conforming to it compile on Linux).
///
/// ```swift
/// struct Sections: SectionedViewDataSourceType {
///     let items: [[String]]
///     func model(at indexPath: IndexPath) throws -> Any { items[indexPath.section][indexPath.item] }
/// }
/// ```
public protocol SectionedViewDataSourceType {
    /// The model of the item at `indexPath`.
    /// - Parameter indexPath: the section and item.
    /// - Returns: the model.
    /// - Throws: when `indexPath` names no item.
    func model(at indexPath: IndexPath) throws -> Any
}
