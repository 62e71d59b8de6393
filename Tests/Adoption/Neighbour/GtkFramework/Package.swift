// swift-tools-version: 6.2
import PackageDescription

// Stands for a Swift GTK framework (swift-cross-ui, SwiftGtk): a library over a C module that it
// names `CGtk`, as they do.
let package = Package(
  name: "GtkFramework",
  products: [.library(name: "GtkFramework", targets: ["GtkFramework"])],
  targets: [
    .systemLibrary(name: "CGtk", pkgConfig: "gtk4", providers: [.apt(["libgtk-4-dev"])]),
    .target(name: "GtkFramework", dependencies: ["CGtk"]),
  ]
)
