// swift-format-ignore-file
// (Not formatted: each `// mistake` and `// fix` alternative must stay on one line.)
// The stub's `Button.init(role:action:label:)` has Apple's labels: `rol:` must not compile.
// expect-error: incorrect argument label in call

import SwiftUI

@MainActor func deleteButton() -> some View {
  Button(rol: .destructive) {} label: { Text("Delete") }  // mistake
  Button(role: .destructive) {} label: { Text("Delete") }  // fix
}
