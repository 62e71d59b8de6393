// swift-tools-version: 6.2
import PackageDescription

// A GTK 4 app as a Swift-on-Linux developer writes it: its own GTK module, and the widget by the
// package's URL. scripts/check-adoption puts the URL of a tagged clone and the version in.
let package = Package(
  name: "GTKApp",
  dependencies: [
    .package(url: "REPOSITORY_URL", from: "VERSION")
  ],
  targets: [
    .systemLibrary(name: "CGtk", pkgConfig: "gtk4", providers: [.apt(["libgtk-4-dev"])]),
    .executableTarget(
      name: "gtk-app",
      dependencies: [.product(name: "AsyncActionGTK", package: "AsyncActionButton"), "CGtk"]
    ),
    // The README's GTK snippet and the GTK article's whole app, as they are written: their
    // sources are copied in from the Markdown by scripts/check-adoption.
    .target(
      name: "ReadmeSnippet",
      dependencies: [.product(name: "AsyncActionGTK", package: "AsyncActionButton"), "CGtk"]
    ),
    .executableTarget(
      name: "ArticleApp",
      dependencies: [.product(name: "AsyncActionGTK", package: "AsyncActionButton"), "CGtk"]
    ),
  ],
  swiftLanguageModes: [.v6]
)
