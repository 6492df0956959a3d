// Draws the operators' marble diagrams into the RxSwift DocC catalog by running each operator of the
// gallery (Sources/OperatorGallery) on a TestScheduler:
//
//     swift run --package-path Examples MarbleDiagrams            # (re)writes every picture
//     swift run --package-path Examples MarbleDiagrams --check    # fails when a committed picture is stale
//     swift run --package-path Examples MarbleDiagrams --output DIR
//
// The pictures are Sources/RxSwift/RxSwift.docc/Resources/Marbles/marble-<name>.svg; the operator articles
// (RxSwift.docc/Operators/*.md) show them. scripts/generate-marble-diagrams.sh runs this program.
import Foundation
import OperatorGallery

let repository = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
var output = repository.appendingPathComponent("Sources/RxSwift/RxSwift.docc/Resources/Marbles", isDirectory: true)
var checks = false
var arguments = CommandLine.arguments.dropFirst()
while let argument = arguments.popFirst() {
    switch argument {
    case "--check":
        checks = true
    case "--output":
        guard let path = arguments.popFirst() else {
            FileHandle.standardError.write(Data("error: --output needs a folder\n".utf8))
            exit(2)
        }
        output = URL(fileURLWithPath: path, isDirectory: true)
    default:
        FileHandle.standardError.write(Data("usage: MarbleDiagrams [--check] [--output FOLDER]\n".utf8))
        exit(2)
    }
}

let pictures = MarbleDiagramFiles.pictures()
if checks {
    let operators = repository.appendingPathComponent("Sources/RxSwift/RxSwift.docc/Operators", isDirectory: true)
    let problems =
        MarbleDiagramFiles.stalePictures(pictures, in: output) + MarbleDiagramFiles.unshownPictures(in: operators)
    if problems.isEmpty {
        print(
            "marble diagrams: all \(pictures.count) pictures in \(output.path) match the operators, "
                + "and the operator articles show them")
        exit(0)
    }
    for problem in problems {
        FileHandle.standardError.write(Data("error: \(problem)\n".utf8))
    }
    FileHandle.standardError.write(
        Data("error: run 'bash scripts/generate-marble-diagrams.sh' and commit the pictures\n".utf8))
    exit(1)
}
do {
    try MarbleDiagramFiles.write(pictures, to: output)
    print("marble diagrams: wrote \(pictures.count) pictures to \(output.path)")
} catch {
    FileHandle.standardError.write(Data("error: \(error)\n".utf8))
    exit(1)
}
