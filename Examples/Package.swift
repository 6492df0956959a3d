// swift-tools-version:6.0
import PackageDescription

// Programs built on the library, kept in a nested package so that the root manifest stays
// dependency-free. From the repository root:
//
//     swift run --package-path Examples Tour           # the guided tour
//     swift run --package-path Examples Geolocation    # the seed apps on Linux (each has --help)
//     swift run --package-path Examples Lifecycle
//     swift run --package-path Examples ImagePicker
//     swift run --package-path Examples Weather
let rx: [Target.Dependency] = [
    .product(name: "RxSwift", package: "RxSwift"),
    .product(name: "RxRelay", package: "RxSwift"),
    .product(name: "RxCocoa", package: "RxSwift"),
]

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
    ],
    targets: [
        .executableTarget(name: "Tour", dependencies: rx),
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
        .executableTarget(name: "Geolocation", dependencies: ["RxDeviceKit", "DeviceKit", "TerminalUI"] + rx),
        .executableTarget(name: "Lifecycle", dependencies: ["RxDeviceKit", "DeviceKit", "TerminalUI"] + rx),
        .executableTarget(name: "ImagePicker", dependencies: ["RxDeviceKit", "DeviceKit", "TerminalUI"] + rx),
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
            dependencies: ["WeatherKit", "WeatherFixtureServer", "RxDeviceKit", "DeviceKit", "TerminalUI"] + rx
        ),
        .testTarget(
            name: "WeatherTests",
            dependencies: [
                "WeatherKit", "WeatherFixtureServer", "DeviceKit", "RxDeviceKit", "TerminalUI",
                .product(name: "RxTest", package: "RxSwift"),
                .product(name: "RxBlocking", package: "RxSwift"),
            ] + rx
        ),
    ],
    swiftLanguageModes: [.v6]
)
