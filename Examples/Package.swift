// swift-tools-version:6.0
import PackageDescription

// The guided tour of the library, kept in a nested package so that the root manifest stays
// dependency-free. Run it with `swift run --package-path Examples Tour` from the repository root.
let package = Package(
    name: "RxExamples",
    platforms: [.macOS(.v15)],
    dependencies: [
        // `name:` keeps the package reference stable whatever the checkout directory is called.
        .package(name: "RxSwift", path: "..")
    ],
    targets: [
        .executableTarget(
            name: "Tour",
            dependencies: [
                .product(name: "RxSwift", package: "RxSwift"),
                .product(name: "RxRelay", package: "RxSwift"),
                .product(name: "RxCocoa", package: "RxSwift"),
            ]
        )
    ],
    swiftLanguageModes: [.v6]
)
