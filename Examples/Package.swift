// swift-tools-version:6.0
import PackageDescription

// The guided tour of the library and the seed apps, kept in a nested package so that the root manifest
// stays dependency-free. Run them with `swift run --package-path Examples Tour` (or `Weather`) from the
// repository root.
let package = Package(
    name: "RxExamples",
    platforms: [.macOS(.v15)],
    dependencies: [
        // `name:` keeps the package reference stable whatever the checkout directory is called.
        .package(name: "RxSwift", path: ".."),
        // The weather app's offline fixture server: a small HTTP server on non-blocking sockets and
        // Swift Concurrency (epoll on Linux, no SwiftNIO), quick to build on a fresh CI clone.
        .package(url: "https://github.com/swhitty/FlyingFox.git", exact: "0.27.1"),
    ],
    targets: [
        .executableTarget(
            name: "Tour",
            dependencies: [
                .product(name: "RxSwift", package: "RxSwift"),
                .product(name: "RxRelay", package: "RxSwift"),
                .product(name: "RxCocoa", package: "RxSwift"),
            ]
        ),
        // MKMapView's shape for a terminal: region, overlays, a delegate with a return-value method.
        .target(
            name: "MapKitShim",
            dependencies: [
                .product(name: "RxSwift", package: "RxSwift"),
                .product(name: "RxCocoa", package: "RxSwift"),
            ]
        ),
        // The weather app's model, API client and view model (no terminal code).
        .target(
            name: "WeatherKit",
            dependencies: [
                "MapKitShim",
                .product(name: "RxSwift", package: "RxSwift"),
                .product(name: "RxRelay", package: "RxSwift"),
                .product(name: "RxCocoa", package: "RxSwift"),
            ]
        ),
        // Canned OpenWeatherMap responses served on 127.0.0.1, so that the app runs offline.
        .target(
            name: "WeatherFixtureServer",
            dependencies: [.product(name: "FlyingFox", package: "FlyingFox")]
        ),
        .executableTarget(
            name: "Weather",
            dependencies: [
                "MapKitShim",
                "WeatherKit",
                "WeatherFixtureServer",
                .product(name: "RxSwift", package: "RxSwift"),
                .product(name: "RxRelay", package: "RxSwift"),
                .product(name: "RxCocoa", package: "RxSwift"),
            ]
        ),
        .testTarget(
            name: "WeatherTests",
            dependencies: [
                "MapKitShim",
                "WeatherKit",
                "WeatherFixtureServer",
                .product(name: "RxSwift", package: "RxSwift"),
                .product(name: "RxCocoa", package: "RxSwift"),
                .product(name: "RxTest", package: "RxSwift"),
                .product(name: "RxBlocking", package: "RxSwift"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
