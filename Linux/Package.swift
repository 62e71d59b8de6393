// swift-tools-version: 6.2
import PackageDescription

// The Linux side: the GTK 4 widget, the "Edit Profile" demo and the bench, over the engine of the
// package one folder up. Every target is always declared: on a machine without GTK 4's
// development files SwiftPM stops with its pkg-config error and the apt package to install.
let package = Package(
  name: "AsyncActionLinux",
  // The demo's strings are `.strings` files, as the engine's are: Linux reads no String Catalog.
  products: [
    .library(name: "AsyncActionGTK", targets: ["AsyncActionGTK"]),
    .executable(name: "async-action-demo", targets: ["async-action-demo"]),
    .executable(name: "async-action-bench", targets: ["async-action-bench"]),
  ],
  dependencies: [
    .package(name: "AsyncActionButton", path: "..")
  ],
  targets: [
    .systemLibrary(
      name: "CGtk",
      pkgConfig: "gtk4",
      providers: [.apt(["libgtk-4-dev"])]
    ),
    // The GTK 4 widget: a GtkButton whose child crossfades between the label and the engine's spinner.
    .target(
      name: "AsyncActionGTK",
      dependencies: [.product(name: "AsyncActionCore", package: "AsyncActionButton"), "CGtk"]
    ),
    // The widget's pure parts (the page table, the sensitivity rules, the stylesheet, the
    // drawing's geometry), tested without a display: GTK is driven out of process, by the UI tests.
    .testTarget(
      name: "AsyncActionGTKTests",
      dependencies: [
        "AsyncActionGTK", .product(name: "AsyncActionTestSupport", package: "AsyncActionButton"),
      ]
    ),
    // The "Edit Profile" demo: a GTK window (or, with --text, the same screen in a terminal).
    .executableTarget(
      name: "async-action-demo",
      dependencies: [.product(name: "AsyncActionCore", package: "AsyncActionButton"), "AsyncActionGTK"],
      // Compiled into the demo by scripts/strings-tables: it runs copied alone to another folder.
      exclude: ["Resources"]
    ),
    // The bench, and its C support: the malloc hook it counts allocations with, and libdispatch's
    // main-queue hooks it runs the main actor on the main thread with.
    .target(name: "CBenchSupport"),
    // The bench's command line, read by a pure function and tested without running the bench.
    .target(name: "BenchCommandLine"),
    .testTarget(name: "BenchCommandLineTests", dependencies: ["BenchCommandLine"]),
    .executableTarget(
      name: "async-action-bench",
      dependencies: [
        .product(name: "AsyncActionCore", package: "AsyncActionButton"), "AsyncActionGTK", "CBenchSupport",
        "BenchCommandLine",
      ]
    ),
  ],
  swiftLanguageModes: [.v6]
)

// The same upcoming features as the root package's targets, so no target drifts from the others.
for target in package.targets where target.type != .system {
  target.swiftSettings =
    (target.swiftSettings ?? []) + [
      .enableUpcomingFeature("ExistentialAny"),
      .enableUpcomingFeature("InternalImportsByDefault"),
      .enableUpcomingFeature("MemberImportVisibility"),
    ]
}
