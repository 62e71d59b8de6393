// swift-format-ignore-file
// (Not formatted: each `// mistake` and `// fix` alternative must stay on one line.)
// A role is a `ButtonRole`, not a string.
// expect-error: cannot convert value of type 'String' to expected argument type 'ButtonRole'

import AsyncActionButton
import SwiftUI

@MainActor func deleteButton() -> some View {
  AsyncActionButton("Delete", role: "destructive") {}  // mistake
  AsyncActionButton("Delete", role: .destructive) {}  // fix
}
