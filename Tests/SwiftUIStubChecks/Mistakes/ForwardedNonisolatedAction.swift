// swift-format-ignore-file
// (Not formatted: each `// mistake` and `// fix` alternative must stay on one line.)
// A view of the app's own that forwards an action of no stated isolation to the button: Swift
// refuses it, as Apple's compiler does, since the button runs its action on the main actor and
// the closure is not `Sendable`. The fix, which GettingStarted.md shows, is one word: `@MainActor`.
// expect-error: converting non-Sendable function value to '@MainActor @Sendable () async throws -> Void' may introduce data races

import AsyncActionButton
import SwiftUI

struct SaveButton: View {
  let action: () async throws -> Void  // mistake
  let action: @MainActor () async throws -> Void  // fix

  var body: some View {
    AsyncActionButton("Save", action: action)
  }
}
