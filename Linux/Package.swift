// swift-tools-version: 6.2
import PackageDescription

// The Linux side's programs: the "Edit Profile" demo and the bench, over the engine and the GTK 4
// widget of the package one folder up, which they depend on as an app does. Every target is always
// declared: on a machine without GTK 4's development files SwiftPM stops with its pkg-config error
// and the apt package to install.
let package = Package(
  name: "AsyncActionLinux",
  // The demo's strings are `.strings` files, as the engine's are: Linux reads no String Catalog.
  products: [
    .executable(name: "async-action-demo", targets: ["async-action-demo"]),
    .executable(name: "async-action-bench", targets: ["async-action-bench"]),
  ],
  dependencies: [
    .package(name: "AsyncActionButton", path: "..")
  ],
  targets: [
    // The programs' own GTK module, as an app has one: named as Swift GTK frameworks name theirs,
    // beside the widget's own C module, which is internal to it.
    .systemLibrary(
      name: "CGtk",
      pkgConfig: "gtk4",
      providers: [.apt(["libgtk-4-dev"])]
    ),
    // The "Edit Profile" demo: a GTK window (or, with --text, the same screen in a terminal).
    .executableTarget(
      name: "async-action-demo",
      dependencies: [
        .product(name: "AsyncActionCore", package: "AsyncActionButton"),
        .product(name: "AsyncActionGTK", package: "AsyncActionButton"), "CGtk",
      ],
      // Compiled into the demo by scripts/strings-tables: it runs copied alone to another folder.
      exclude: ["Resources"]
    ),
    // The demo's translations, read from its source tree.
    .testTarget(name: "DemoStringsTests"),
    // The bench, and its C support: the malloc hook it counts allocations with, and libdispatch's
    // main-queue hooks it runs the main actor on the main thread with.
    .target(name: "CBenchSupport"),
    // The bench's command line, read by a pure function and tested without running the bench.
    .target(name: "BenchCommandLine"),
    .testTarget(name: "BenchCommandLineTests", dependencies: ["BenchCommandLine"]),
    .executableTarget(
      name: "async-action-bench",
      dependencies: [
        .product(name: "AsyncActionCore", package: "AsyncActionButton"),
        .product(name: "AsyncActionGTK", package: "AsyncActionButton"), "CGtk", "CBenchSupport",
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
