// swift-tools-version: 6.2
import PackageDescription

// An app on a GTK framework whose C module is named `CGtk`, with the widget by the package's URL:
// two C modules over GTK 4, no name in common.
let package = Package(
  name: "NeighbourApp",
  dependencies: [
    .package(path: "../GtkFramework"),
    .package(url: "REPOSITORY_URL", from: "VERSION"),
  ],
  targets: [
    .executableTarget(
      name: "App",
      dependencies: [
        .product(name: "GtkFramework", package: "GtkFramework"),
        .product(name: "AsyncActionGTK", package: "AsyncActionButton"),
      ]
    )
  ]
)
