// swift-tools-version: 6.2
import PackageDescription

// What an app depends on: the engine, the SwiftUI view (Apple platforms), the GTK 4 widget (Linux)
// and the test support, all by this one URL. No demo, no bench, and no decision taken from files on
// disk: the demo and the bench are the nested package in Linux/, which depends on this one by path.
//
// NB: the tools version above is the toolchain floor: Swift 6.2, that is Xcode 26 (App Store uploads
// need Xcode 26 since April 2026). README, the DocC Getting Started pages and Stubs/README.md state
// the same floor, and `scripts/check-swiftui` fails when one of them differs, or when code that
// ships to Apple platforms uses a language feature newer than this line.

let package = Package(
  name: "AsyncActionButton",
  // NB: the accessibility strings are `.strings` files, not a String Catalog, because only Apple's
  // tools compile `.xcstrings` and the strings must load on Linux too. They are compiled into the
  // engine (scripts/strings-tables), not shipped as a resource bundle that an installed app could
  // lack.
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
    // Declared on every host, so that an app's manifest naming it resolves everywhere: its sources
    // guard themselves with `#if canImport(SwiftUI)`, and where SwiftUI does not exist the module
    // is empty.
    .library(name: "AsyncActionButton", targets: ["AsyncActionButton"]),
    .library(name: "AsyncActionTestSupport", targets: ["AsyncActionTestSupport"]),
  ],
  // The GTK trait builds the GTK widget, on Linux only (below). It is on by default, so a Linux app
  // that names `AsyncActionGTK` needs nothing else; `--disable-default-traits` builds and tests the
  // engine with no GTK development files (a bare Swift toolchain).
  traits: [
    .trait(
      name: "GTK",
      description: "The GTK 4 widget, AsyncActionGTK (Linux): needs GTK 4's development files (libgtk-4-dev)."
    ),
    .default(enabledTraits: ["GTK"]),
  ],
  targets: [
    // The engine: no UI import. Builds and tests on a bare Swift toolchain.
    .target(
      name: "AsyncActionCore",
      exclude: ["Resources"]
    ),
    // A deterministic clock and test doubles, shared by every test target.
    .target(
      name: "AsyncActionTestSupport",
      dependencies: ["AsyncActionCore"]
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

// NB: one list of upcoming features for every target, so no target drifts from the others.
for target in package.targets {
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
// SwiftUI. On Linux there is no SwiftUI: the view's target is declared all the same, and builds
// empty (`#if canImport(SwiftUI)` in every source). With ASYNC_ACTION_SWIFTUI_STUB=1, and only
// then, its sources are compiled against `Stubs/SwiftUI`, our own declarations of the SwiftUI API
// they use (written from Apple's documentation), so CI can type-check them. Nobody gets the stub by
// accident: it needs the variable, it is no product, and the manifest never adds it on a Mac.
var swiftUITargets: [Target] = [
  .target(name: "AsyncActionButton", dependencies: ["AsyncActionCore"])
]
#if os(macOS)
  swiftUITargets += [
    .target(name: "AsyncActionButtonDemo", dependencies: ["AsyncActionButton"]),
    // Renders each look with ImageRenderer and reads its pixels: macOS only, run by
    // .github/workflows/apple.yml; on Linux only type-checked against the stub.
    .testTarget(name: "AsyncActionButtonPixelTests", dependencies: ["AsyncActionButton", "AsyncActionCore"]),
  ]
#elseif os(Linux)
  if Context.environment["ASYNC_ACTION_SWIFTUI_STUB"] == "1" {
    swiftUITargets = [
      .target(name: "SwiftUI", path: "Stubs/SwiftUI"),
      .target(name: "AsyncActionButton", dependencies: ["AsyncActionCore", "SwiftUI"]),
      .target(name: "AsyncActionButtonDemo", dependencies: ["AsyncActionButton", "SwiftUI"]),
      .testTarget(
        name: "AsyncActionButtonPixelTests",
        dependencies: ["AsyncActionButton", "AsyncActionCore", "SwiftUI"]),
      // The view's pure drawing values checked against the core's look table; it imports the
      // view's module, so it exists only where the view compiles on Linux: against the stub.
      .testTarget(
        name: "AsyncActionButtonTests", dependencies: ["AsyncActionButton", "AsyncActionCore"]),
    ]
    // With the stub the package is the view's type-check: the engine's tests run in the default
    // configuration (scripts/test), so here only the view's own tests build.
    package.targets.removeAll { $0.type == .test }
  }
#endif
// The GTK 4 widget, by the same URL as the rest.
//
// NB: declared only when the manifest is read on Linux, so an Apple app's Xcode lists no GTK
// product and nothing asks for pkg-config there. On Linux the GTK trait (on by default) brings in
// the C module and compiles the widget's sources (`#if GTK` in each); without it the module is
// empty and needs no GTK headers. The C module's name is ours alone: an app with a `CGtk` of its
// own (swift-cross-ui, SwiftGtk) builds beside it, and the widget's API passes `OpaquePointer`s, so
// an app places the widget with its own GTK module, never importing ours.
var gtkTargets: [Target] = []
#if os(Linux)
  // With the SwiftUI stub the package is the view's type-check alone (above): no widget.
  if Context.environment["ASYNC_ACTION_SWIFTUI_STUB"] != "1" {
    package.products.append(.library(name: "AsyncActionGTK", targets: ["AsyncActionGTK"]))
    gtkTargets = [
      .systemLibrary(
        name: "CAsyncActionGtk",
        pkgConfig: "gtk4",
        providers: [.apt(["libgtk-4-dev"])]
      ),
      // The GTK 4 widget: a GtkButton whose child crossfades between the label and the engine's
      // spinner.
      .target(
        name: "AsyncActionGTK",
        dependencies: [
          "AsyncActionCore", .target(name: "CAsyncActionGtk", condition: .when(traits: ["GTK"])),
        ]
      ),
      // The widget's pure parts (the page table, the sensitivity rules, the stylesheet, the
      // drawing's geometry), tested without a display: GTK is driven out of process, by the UI tests.
      .testTarget(
        name: "AsyncActionGTKTests",
        dependencies: ["AsyncActionGTK", "AsyncActionTestSupport"]
      ),
    ]
  }
#endif
// NB: these targets join after the loop above, so they take the engine's settings: still one list.
let engineSettings = package.targets.first { $0.name == "AsyncActionCore" }?.swiftSettings
for target in swiftUITargets + gtkTargets where target.type != .system {
  target.swiftSettings = engineSettings
}
package.targets += swiftUITargets + gtkTargets
