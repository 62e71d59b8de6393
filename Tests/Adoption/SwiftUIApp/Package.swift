// swift-tools-version: 6.2
import PackageDescription

// A cross-platform app as a SwiftUI developer writes it: the SwiftUI view on Apple platforms, the
// engine everywhere, by one URL. On Linux it must resolve and build with no GTK at all.
let package = Package(
  name: "SwiftUIApp",
  platforms: [.macOS(.v14), .iOS(.v17)],
  dependencies: [
    .package(url: "REPOSITORY_URL", from: "VERSION")
  ],
  targets: [
    .executableTarget(
      name: "App",
      dependencies: [
        .product(name: "AsyncActionCore", package: "AsyncActionButton"),
        .product(
          name: "AsyncActionButton", package: "AsyncActionButton",
          condition: .when(platforms: [.macOS, .iOS, .tvOS, .watchOS, .visionOS])),
      ]
    )
  ]
)
