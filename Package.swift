// swift-tools-version: 6.0
import PackageDescription

#if os(Linux)
  import Foundation
#endif

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
    // The "Edit Profile" demo: a GTK window on Linux with GTK 4, the engine in a terminal elsewhere.
    .executableTarget(
      name: "async-action-demo",
      dependencies: ["AsyncActionCore"]
    ),
    // The bench, and its C support: the malloc hook it counts allocations with, and libdispatch's
    // main-queue hooks it runs the main actor on the main thread with.
    .target(name: "CBenchSupport"),
    .executableTarget(
      name: "async-action-bench",
      dependencies: ["AsyncActionCore", "CBenchSupport"]
    ),
    .testTarget(
      name: "AsyncActionCoreTests",
      dependencies: ["AsyncActionCore", "AsyncActionTestSupport"]
    ),
    // The reference model and the randomized sequences checked against it.
    .testTarget(
      name: "AsyncActionReliabilityTests",
      dependencies: ["AsyncActionCore", "AsyncActionTestSupport"]
    ),
  ],
  swiftLanguageModes: [.v6]
)

// The GTK 4 widget, on Linux only: Apple platforms never see a trace of GTK.
//
// NB: the GTK targets join the package when GTK 4's development files are installed
// (`apt-get install libgtk-4-dev`), so that the engine still builds and tests on a bare toolchain.
// ASYNC_ACTION_GTK=1 forces them in (and SwiftPM then says which package is missing);
// ASYNC_ACTION_GTK=0 leaves them out.
#if os(Linux)
  let gtkSetting = Context.environment["ASYNC_ACTION_GTK"]
  let pkgConfigDirectories =
    (Context.environment["PKG_CONFIG_PATH"] ?? "").split(separator: ":").map(String.init) + [
      "/usr/lib/x86_64-linux-gnu/pkgconfig", "/usr/lib/aarch64-linux-gnu/pkgconfig",
      "/usr/lib/pkgconfig", "/usr/lib64/pkgconfig", "/usr/share/pkgconfig", "/usr/local/lib/pkgconfig",
    ]
  let gtkIsInstalled = pkgConfigDirectories.contains {
    FileManager.default.fileExists(atPath: "\($0)/gtk4.pc")
  }
  if gtkSetting == "1" || (gtkSetting != "0" && gtkIsInstalled) {
    package.products.append(.library(name: "AsyncActionGTK", targets: ["AsyncActionGTK"]))
    package.targets += [
      .systemLibrary(
        name: "CGtk",
        pkgConfig: "gtk4",
        providers: [.apt(["libgtk-4-dev"])]
      ),
      .target(
        name: "AsyncActionGTK",
        dependencies: ["AsyncActionCore", "CGtk"]
      ),
    ]
    for executable in ["async-action-demo", "async-action-bench"] {
      package.targets.first { $0.name == executable }?.dependencies.append("AsyncActionGTK")
    }
  }
#endif

// NB: one list of upcoming features for every target, so no target drifts from the others.
for target in package.targets where target.type != .system {
  target.swiftSettings =
    (target.swiftSettings ?? []) + [
      .enableUpcomingFeature("ExistentialAny"),
      .enableUpcomingFeature("InternalImportsByDefault"),
      .enableUpcomingFeature("MemberImportVisibility"),
    ]
}

// The SwiftUI view, its demo and previews.
//
// NB: on a Mac (the only host that builds for Apple platforms) `AsyncActionButton` imports the real
// SwiftUI. On Linux there is no SwiftUI: with ASYNC_ACTION_SWIFTUI_STUB=1, and only then, the view's
// sources are compiled against `Stubs/SwiftUI`, our own declarations of the SwiftUI API they use
// (written from Apple's documentation), so CI can type-check them. Nobody gets the stub by accident:
// it needs the variable, it is no product, and the manifest never adds it on a Mac.
var swiftUITargets: [Target] = []
#if os(macOS)
  package.products.append(.library(name: "AsyncActionButton", targets: ["AsyncActionButton"]))
  swiftUITargets = [
    .target(name: "AsyncActionButton", dependencies: ["AsyncActionCore"]),
    .target(name: "AsyncActionButtonDemo", dependencies: ["AsyncActionButton"]),
  ]
#elseif os(Linux)
  if Context.environment["ASYNC_ACTION_SWIFTUI_STUB"] == "1" {
    swiftUITargets = [
      .target(name: "SwiftUI", path: "Stubs/SwiftUI"),
      .target(name: "AsyncActionButton", dependencies: ["AsyncActionCore", "SwiftUI"]),
      .target(name: "AsyncActionButtonDemo", dependencies: ["AsyncActionButton", "SwiftUI"]),
    ]
  }
#endif
// NB: these targets join after the loop above, so they take the engine's settings: still one list.
let engineSettings = package.targets.first { $0.name == "AsyncActionCore" }?.swiftSettings
for target in swiftUITargets { target.swiftSettings = engineSettings }
package.targets += swiftUITargets
