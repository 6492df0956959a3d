// The RxSwift tour: each chapter is a type in its own file, listed in Chapters.swift.
//
//     swift run --package-path Examples Tour            # every chapter
//     swift run --package-path Examples Tour Subjects   # only the chapters whose title contains "Subjects"
//     swift run --package-path Examples Tour 3 7        # chapters 3 and 7
//     swift run --package-path Examples Tour --code     # each example's code, then its output
//     swift run --package-path Examples Tour --list     # the numbered chapters
//     swift run --package-path Examples Tour --help
import CommandLineSupport
import TourCommandLine

for index in tourRequest.optionsOrExit().chapters {
    let chapter = chapters[index]
    print("=== \(chapter.title) ===")
    print()
    chapter.run()
}
