// swift-tools-version:6.0
// The README's "Switching from upstream RxSwift" recipe, followed literally by `.ci/run recipe`: this
// manifest is copied into a scratch package next to a copy of the repository in a folder that is NOT
// called RxSwift, and built. The same upstream-style source compiles in the Swift 5 and Swift 6 modes.
import PackageDescription

let products: [Target.Dependency] = [
    .product(name: "RxSwift", package: "RxSwift"),
    .product(name: "RxRelay", package: "RxSwift"),
    .product(name: "RxCocoa", package: "RxSwift"),
    // UpstreamDeclarations.swift names TestScheduler (its debugDescription).
    .product(name: "RxTest", package: "RxSwift"),
]

let package = Package(
    name: "MyApp",
    platforms: [.macOS(.v15), .iOS(.v18)],
    dependencies: [
        .package(name: "RxSwift", path: "../rx-fork"),
    ],
    targets: [
        .target(name: "AppSwift5", dependencies: products, swiftSettings: [.swiftLanguageMode(.v5)]),
        .target(name: "AppSwift6", dependencies: products, swiftSettings: [.swiftLanguageMode(.v6)]),
    ]
)
