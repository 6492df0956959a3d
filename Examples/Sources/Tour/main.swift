// The RxSwift tour: each chapter is a type in its own file; add new chapters to this list.
//
//     swift run --package-path Examples Tour            # every chapter
//     swift run --package-path Examples Tour Subjects   # only the chapters whose title contains "Subjects"
//     swift run --package-path Examples Tour --code     # each example's code, then its output

let chapters: [any Chapter.Type] = [
    CreatingChapter.self,
    SubscribingChapter.self,
    DisposingChapter.self,
    SubjectsChapter.self,
    FilteringChapter.self,
    TransformingChapter.self,
    CombiningChapter.self,
    RelaysChapter.self,
    TraitsChapter.self,
    DelegateProxyChapter.self,
]

let filters = CommandLine.arguments.dropFirst().filter { $0 != "--code" }.map { $0.lowercased() }
for chapter in chapters {
    let title = chapter.title.lowercased()
    guard filters.isEmpty || filters.contains(where: { title.contains($0) }) else { continue }
    print("=== \(chapter.title) ===")
    print()
    chapter.run()
}
