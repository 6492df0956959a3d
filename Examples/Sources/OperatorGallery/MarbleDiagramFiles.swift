import Foundation

/// The gallery's pictures as files: their names and contents, writing them, and finding stale ones.
public enum MarbleDiagramFiles {
    /// The file name of an entry's picture: `marble-<name>.svg`.
    public static func fileName(of entry: GalleryEntry) -> String {
        "marble-\(entry.name).svg"
    }

    /// Every entry's picture, drawn now by the operators: file name and SVG text.
    public static func pictures(of entries: [GalleryEntry] = GalleryEntry.all) -> [(name: String, svg: String)] {
        entries.map { (fileName(of: $0), $0.svg) }
    }

    /// Writes `pictures` into `folder` and removes the `marble-*.svg` files that no entry draws any more.
    public static func write(_ pictures: [(name: String, svg: String)], to folder: URL) throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let names = Set(pictures.map(\.name))
        for stale in try existingPictures(in: folder) where !names.contains(stale) {
            try FileManager.default.removeItem(at: folder.appendingPathComponent(stale))
        }
        for picture in pictures {
            try Data(picture.svg.utf8).write(to: folder.appendingPathComponent(picture.name))
        }
    }

    /// What differs between `pictures` and the files of `folder`: one line per picture that is missing,
    /// different, or left over. Empty when the folder is up to date.
    public static func stalePictures(_ pictures: [(name: String, svg: String)], in folder: URL) -> [String] {
        var problems: [String] = []
        for picture in pictures {
            let file = folder.appendingPathComponent(picture.name)
            guard let data = FileManager.default.contents(atPath: file.path) else {
                problems.append("\(file.path) is missing")
                continue
            }
            if data != Data(picture.svg.utf8) {
                problems.append("\(file.path) differs from what the operator draws now")
            }
        }
        let names = Set(pictures.map(\.name))
        for extra in (try? existingPictures(in: folder)) ?? [] where !names.contains(extra) {
            problems.append("\(folder.appendingPathComponent(extra).path) is drawn by no gallery entry")
        }
        return problems
    }

    /// The entries whose picture is not shown by their article: one line each. Empty when every article
    /// in `operatorsFolder` (`RxSwift.docc/Operators`) refers to the pictures of its entries.
    public static func unshownPictures(of entries: [GalleryEntry] = GalleryEntry.all, in operatorsFolder: URL)
        -> [String]
    {
        entries.compactMap { entry in
            let article = operatorsFolder.appendingPathComponent("\(entry.article).md")
            let text = (try? String(contentsOf: article, encoding: .utf8)) ?? ""
            let reference = "](\(fileName(of: entry)))"
            return text.contains(reference)
                ? nil : "\(article.path) does not show \(fileName(of: entry)) (under '### \(entry.heading)')"
        }
    }

    private static func existingPictures(in folder: URL) throws -> [String] {
        guard FileManager.default.fileExists(atPath: folder.path) else { return [] }
        return try FileManager.default.contentsOfDirectory(atPath: folder.path)
            .filter { $0.hasPrefix("marble-") && $0.hasSuffix(".svg") }.sorted()
    }
}

extension GalleryEntry {
    /// The entry of the operator an example's title names: `map` → map, `skip(while:)` → skipWhile,
    /// `share(replay: 1)` → shareReplay, `Observable.concat` → concat; `nil` when the title names none.
    /// - Parameter title: the example's title.
    /// - Returns: the entry, if any.
    public static func entry(forExampleTitled title: String) -> GalleryEntry? {
        var words = title.hasPrefix("Observable.") ? String(title.dropFirst("Observable.".count)) : title
        if let open = words.firstIndex(of: "(") {
            let operatorName = words[..<open]
            let label = words[words.index(after: open)...].prefix { $0.isLetter }
            words = String(operatorName) + label.prefix(1).uppercased() + label.dropFirst()
        } else {
            words = String(words.prefix { $0.isLetter })
        }
        return all.first { $0.name == words }
    }
}
