// swift-tools-version:6.1
import PackageDescription

// A Hummingbird 2 server built on RxSwift, kept in its own nested package so that neither the root manifest
// nor the other examples depend on SwiftNIO. From the repository root:
//
//     swift run --package-path Examples/Server RxServer --port 8080
//     python3 Examples/Server/scripts/e2e.py        # the end-to-end test, against the built binary
//
// Tools version 6.1 for `traits: []`: Hummingbird's default traits pull in swift-configuration, which the
// server does not use, and leaving it out shortens a clean build.
let package = Package(
    name: "RxServer",
    platforms: [.macOS(.v15)],
    dependencies: [
        // `name:` keeps the package reference stable whatever the checkout directory is called.
        .package(name: "RxSwift", path: "../.."),
        .package(url: "https://github.com/hummingbird-project/hummingbird.git", exact: "2.28.1", traits: []),
        .package(url: "https://github.com/swift-server/swift-service-lifecycle.git", exact: "2.13.0"),
        // Only to send the framework's log lines to standard error: standard output carries the
        // `listening on` line that the end-to-end test reads.
        .package(url: "https://github.com/apple/swift-log.git", exact: "1.16.2"),
    ],
    targets: [
        .executableTarget(
            name: "RxServer",
            dependencies: [
                .product(name: "RxSwift", package: "RxSwift"),
                .product(name: "RxRelay", package: "RxSwift"),
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
                .product(name: "Logging", package: "swift-log"),
            ]
        )
    ],
    swiftLanguageModes: [.v6]
)
