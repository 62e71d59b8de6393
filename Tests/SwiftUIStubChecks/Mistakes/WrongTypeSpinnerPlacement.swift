// swift-format-ignore-file
// (Not formatted: each `// mistake` and `// fix` alternative must stay on one line.)
// Spinner placements are leading and trailing, which follow the layout direction, never left
// or right.
// expect-error: type 'SpinnerPlacement' has no member 'left'

import AsyncActionButton
import SwiftUI

@MainActor func syncButton() -> some View {
  AsyncActionButton("Sync") {}.asyncActionSpinnerPlacement(.left)  // mistake
  AsyncActionButton("Sync") {}.asyncActionSpinnerPlacement(.leading)  // fix
}
