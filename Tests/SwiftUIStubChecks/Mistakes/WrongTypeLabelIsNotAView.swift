// swift-format-ignore-file
// (Not formatted: each `// mistake` and `// fix` alternative must stay on one line.)
// A label must be a view: the stub's `@ViewBuilder` requires `View` of what the closure builds.
// expect-error: requires that 'Int' conform to 'View'

import AsyncActionButton
import SwiftUI

@MainActor func counterButton(count: Int) -> some View {
  AsyncActionButton {} label: { count }  // mistake
  AsyncActionButton {} label: { Text("\(count)") }  // fix
}
