// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "AsyncActionButton",
  // NB: the Spanish and English accessibility strings are `.strings` files, not a String Catalog,
  // because only Apple's tools compile `.xcstrings` and the strings must load on Linux too.
  defaultLocalization: "en",
  platforms: [
    .iOS(.v17),
    .macOS(.v14),
    .tvOS(.v17),
    .watchOS(.v10),
    .visionOS(.v1),
  ],
  products: [
    .library(name: "AsyncActionCore", targets: ["AsyncActionCore"]),
    .library(name: "AsyncActionTestSupport", targets: ["AsyncActionTestSupport"]),
  ],
  targets: [
    // The engine: no UI import. Builds and tests on a bare Swift toolchain.
    .target(
      name: "AsyncActionCore",
      resources: [.process("Resources")]
    ),
    // A deterministic clock and test doubles, shared by every test target.
    .target(
      name: "AsyncActionTestSupport",
      dependencies: ["AsyncActionCore"]
    ),
    // The "Edit Profile" demo.
    .executableTarget(
      name: "async-action-demo",
      dependencies: ["AsyncActionCore"]
    ),
    .testTarget(
      name: "AsyncActionCoreTests",
      dependencies: ["AsyncActionCore", "AsyncActionTestSupport"]
    ),
  ],
  swiftLanguageModes: [.v6]
)

// NB: one list of upcoming features for every target, so no target drifts from the others.
for target in package.targets {
  target.swiftSettings =
    (target.swiftSettings ?? []) + [
      .enableUpcomingFeature("ExistentialAny"),
      .enableUpcomingFeature("InternalImportsByDefault"),
      .enableUpcomingFeature("MemberImportVisibility"),
    ]
}
