// swift-tools-version:6.0
import PackageDescription

let strictSettings: [SwiftSetting] = []

let package = Package(
    name: "RxSwift",
    platforms: [.macOS(.v15), .iOS(.v18), .tvOS(.v18), .watchOS(.v11), .visionOS(.v2)],
    products: [
        .library(name: "RxSwift", targets: ["RxSwift"]),
        .library(name: "RxRelay", targets: ["RxRelay"]),
        .library(name: "RxCocoa", targets: ["RxCocoa"]),
        .library(name: "RxTest", targets: ["RxTest"]),
        .library(name: "RxBlocking", targets: ["RxBlocking"]),
    ],
    targets: [
        .target(name: "RxSwift", swiftSettings: strictSettings),
        .target(name: "RxRelay", dependencies: ["RxSwift"], swiftSettings: strictSettings),
        .target(name: "RxCocoa", dependencies: ["RxSwift", "RxRelay"], swiftSettings: strictSettings),
        .target(name: "RxTest", dependencies: ["RxSwift"], swiftSettings: strictSettings),
        .target(name: "RxBlocking", dependencies: ["RxSwift"], swiftSettings: strictSettings),
        .target(
            name: "RxTestSupport",
            dependencies: ["RxSwift", "RxTest"],
            path: "Tests/RxTestSupport",
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "RxSwiftTests",
            dependencies: ["RxSwift", "RxBlocking", "RxTest", "RxTestSupport"],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "RxTestTests",
            dependencies: ["RxSwift", "RxTest", "RxTestSupport"],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "RxRelayTests",
            dependencies: ["RxSwift", "RxRelay", "RxTest", "RxTestSupport"],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "RxCocoaTests",
            dependencies: [
                "RxSwift", "RxRelay", "RxCocoa", "RxTest", "RxBlocking", "RxTestSupport", "MainQueueScenarios",
            ],
            swiftSettings: strictSettings
        ),
        // Compiled in the Swift 6 language mode with complete concurrency checking: proves that the
        // thread-safe types can live in Sendable types, @MainActor classes and actors without
        // `@preconcurrency import`.
        .testTarget(
            name: "Swift6ModeTests",
            dependencies: ["RxSwift", "RxRelay", "RxTestSupport"],
            swiftSettings: strictSettings + [.swiftLanguageMode(.v6)]
        ),
        // Every public operator under the conditions of the conformance suite (issue 16).
        .testTarget(
            name: "ConformanceTests",
            dependencies: ["RxSwift", "RxRelay", "RxCocoa", "RxTest", "RxTestSupport"],
            swiftSettings: strictSettings
        ),
        // Programs in each shape a Linux program takes (RunLoop.main on the first thread, dispatchMain(), async
        // top-level code, an async @main type); MainQueueShapeTests runs them as child processes to check that
        // MainScheduler, Driver and Signal treat the main queue as main wherever it is drained.
        .target(
            name: "MainQueueScenarios",
            dependencies: ["RxSwift", "RxRelay", "RxCocoa"],
            path: "Tests/MainQueueFixtures/Scenarios",
            swiftSettings: strictSettings
        ),
        .executableTarget(
            name: "MainQueueSyncShapes",
            dependencies: ["MainQueueScenarios", "RxSwift", "RxCocoa"],
            path: "Tests/MainQueueFixtures/SyncShapes",
            swiftSettings: strictSettings
        ),
        .executableTarget(
            name: "MainQueueAsyncTopLevel",
            dependencies: ["MainQueueScenarios"],
            path: "Tests/MainQueueFixtures/AsyncTopLevel",
            swiftSettings: strictSettings
        ),
        .executableTarget(
            name: "MainQueueAsyncMain",
            dependencies: ["MainQueueScenarios"],
            path: "Tests/MainQueueFixtures/AsyncMain",
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "RxBlockingTests",
            dependencies: ["RxSwift", "RxBlocking", "RxTest", "RxTestSupport"],
            swiftSettings: strictSettings
        ),
    ],
    swiftLanguageModes: [.v6]
)

// Code written in a module whose default isolation is the main actor (Swift 6.2's `.defaultIsolation(MainActor.self)`,
// the default of new app projects): a Binder of a view, a DelegateProxy, Driver and Signal. That setting needs
// swift-tools-version 6.2, and this manifest declares 6.0 so that 6.0 and 6.1 toolchains keep building the library:
// from a 6.2 compiler on, the test target gets the compiler option the setting stands for. A test target only:
// the library targets and the packages that depend on this one are unaffected.
#if compiler(>=6.2)
    package.targets.append(
        .testTarget(
            name: "DefaultIsolationTests",
            dependencies: ["RxSwift", "RxRelay", "RxCocoa"],
            swiftSettings: strictSettings + [.unsafeFlags(["-default-isolation", "MainActor"])]
        )
    )
#endif
