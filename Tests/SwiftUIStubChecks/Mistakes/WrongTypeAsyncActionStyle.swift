// swift-format-ignore-file
// (Not formatted: each `// mistake` and `// fix` alternative must stay on one line.)
// The looks beside the label are leading and trailing, which follow the layout direction, never
// left or right.
// expect-error: type 'AsyncActionStyle' has no member 'left'

import AsyncActionButton
import SwiftUI

@MainActor func syncButton() -> some View {
  AsyncActionButton("Sync") {}.asyncActionStyle(.left)  // mistake
  AsyncActionButton("Sync") {}.asyncActionStyle(.leading)  // fix
}
