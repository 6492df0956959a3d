// swift-tools-version:6.0
import PackageDescription

// Programs built on the library, kept in a nested package so that the root manifest stays
// dependency-free. From the repository root:
//
//     swift run --package-path Examples Tour           # the guided tour (--help lists its chapters)
//     swift run --package-path Examples Geolocation    # the seed apps on Linux (each has --help)
//     swift run --package-path Examples Lifecycle
//     swift run --package-path Examples ImagePicker
//     swift run --package-path Examples Weather
let rx: [Target.Dependency] = [
    .product(name: "RxSwift", package: "RxSwift"),
    .product(name: "RxRelay", package: "RxSwift"),
    .product(name: "RxCocoa", package: "RxSwift"),
]

let argumentParser: Target.Dependency = .product(name: "ArgumentParser", package: "swift-argument-parser")

let package = Package(
    name: "RxExamples",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "TerminalUI", targets: ["TerminalUI"]),
        .library(name: "DeviceKit", targets: ["DeviceKit"]),
        .library(name: "RxDeviceKit", targets: ["RxDeviceKit"]),
    ],
    dependencies: [
        // `name:` keeps the package reference stable whatever the checkout directory is called.
        .package(name: "RxSwift", path: ".."),
        // The weather app's offline fixture server: a small HTTP server on non-blocking sockets and
        // Swift Concurrency (epoll on Linux, no SwiftNIO), quick to build on a fresh CI clone.
        .package(url: "https://github.com/swhitty/FlyingFox.git", exact: "0.27.1"),
        // The command lines of the tour and the apps: one parser, one style of usage errors.
        .package(url: "https://github.com/apple/swift-argument-parser", exact: "1.8.2"),
    ],
    targets: [
        // The command lines of the tour and the apps, read by swift-argument-parser: one format of usage
        // errors (exit status 2) and the closest-match suggestions.
        .target(name: "CommandLineSupport", dependencies: [argumentParser]),
        // The tour's options and the choice of chapters (numbers, words of titles), testable without running it.
        .target(name: "TourCommandLine", dependencies: ["CommandLineSupport", argumentParser]),
        .executableTarget(name: "Tour", dependencies: ["TourCommandLine", "CommandLineSupport", "OperatorGallery"] + rx),
        // The operators' marble diagrams, drawn by running each operator on RxTest's TestScheduler with fixed
        // inputs: the pictures of the DocC operator articles and the text diagrams of `Tour --diagram`.
        .target(name: "OperatorGallery", dependencies: [.product(name: "RxTest", package: "RxSwift")] + rx),
        // Writes the gallery's pictures into RxSwift.docc, or (--check) fails when a committed one is stale.
        .executableTarget(name: "MarbleDiagrams", dependencies: ["OperatorGallery"]),
        // Terminal plumbing: raw mode, key and focus-report decoding, signals, full-screen drawing.
        .target(name: "TerminalUI"),
        // The platform: Apple-shaped delegate-based classes that do real work on Linux (LocationManager,
        // Application, ImagePickerController, MapView), as CoreLocation, UIKit and MapKit are to the seeds.
        // It does not know Rx: like NSObject subclasses its classes carry associated objects, which
        // RxDeviceKit uses for RxCocoa's delegate proxies.
        .target(
            name: "DeviceKit",
            dependencies: ["TerminalUI"],
            resources: [.copy("Resources/track.nmea"), .copy("Resources/Library")]
        ),
        // What RxSwift and RxCocoa add to the platform (`rx`, delegate proxies), and the seeds' reactive code.
        .target(name: "RxDeviceKit", dependencies: ["DeviceKit", "TerminalUI"] + rx),
        .executableTarget(
            name: "Geolocation",
            dependencies: ["RxDeviceKit", "DeviceKit", "TerminalUI", "CommandLineSupport", argumentParser] + rx
        ),
        .executableTarget(
            name: "Lifecycle",
            dependencies: ["RxDeviceKit", "DeviceKit", "TerminalUI", "CommandLineSupport", argumentParser] + rx
        ),
        .executableTarget(
            name: "ImagePicker",
            dependencies: ["RxDeviceKit", "DeviceKit", "TerminalUI", "CommandLineSupport", argumentParser] + rx
        ),
        .testTarget(name: "DeviceKitTests", dependencies: ["DeviceKit", "TerminalUI"]),
        .testTarget(
            name: "RxDeviceKitTests",
            dependencies: ["RxDeviceKit", "DeviceKit", "TerminalUI", .product(name: "RxTest", package: "RxSwift")] + rx
        ),
        // The weather app's model, API client, view model and screen (no terminal I/O).
        .target(name: "WeatherKit", dependencies: ["DeviceKit", "RxDeviceKit", "TerminalUI"] + rx),
        // Canned OpenWeatherMap responses served on 127.0.0.1, so that the weather app runs offline.
        .target(
            name: "WeatherFixtureServer",
            dependencies: [.product(name: "FlyingFox", package: "FlyingFox")]
        ),
        .executableTarget(
            name: "Weather",
            dependencies: [
                "WeatherKit", "WeatherFixtureServer", "RxDeviceKit", "DeviceKit", "TerminalUI", "CommandLineSupport",
                argumentParser,
            ] + rx
        ),
        .testTarget(
            name: "WeatherTests",
            dependencies: [
                "WeatherKit", "WeatherFixtureServer", "DeviceKit", "RxDeviceKit", "TerminalUI",
                .product(name: "RxTest", package: "RxSwift"),
                .product(name: "RxBlocking", package: "RxSwift"),
            ] + rx
        ),
        .testTarget(
            name: "OperatorGalleryTests",
            dependencies: ["OperatorGallery", .product(name: "RxTest", package: "RxSwift")]
        ),
        // The command lines: the tour's choice of chapters and every app's options and usage errors (the apps'
        // executables are imported with @testable).
        .testTarget(
            name: "CommandLineTests",
            dependencies: [
                "CommandLineSupport", "TourCommandLine", "Geolocation", "Lifecycle", "ImagePicker", "Weather",
                "Tour", "DeviceKit", argumentParser,
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
