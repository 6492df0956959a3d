import TourCommandLine

/// The tour's chapters, in order (chapter 1 first); add new chapters to this list.
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

/// What the command line asks for, read once (see `TourCommandLine`).
let tourRequest = TourCommandLine(titles: chapters.map { $0.title })
    .request(for: Array(CommandLine.arguments.dropFirst()))
