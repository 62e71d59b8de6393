// swift-format-ignore-file
// (Not formatted: each `// mistake` and `// fix` alternative must stay on one line.)
// The seed's initializer is `init(_:systemImage:action:)`: a misspelt label must not compile.
// expect-error: extra argument 'systemIcon' in call

import AsyncActionButton
import SwiftUI

@MainActor func syncButton() -> some View {
  AsyncActionButton("Sync", systemIcon: "arrow.triangle.2.circlepath") {}  // mistake
  AsyncActionButton("Sync", systemImage: "arrow.triangle.2.circlepath") {}  // fix
}
