// swift-format-ignore-file
// (Not formatted: each `// mistake` and `// fix` alternative must stay on one line.)
// Our initializers are `nonisolated`, as `Button`'s are, so a nonisolated function may build a
// button (Usage/NonisolatedBuilders.swift). Its label builder then runs off the main actor too:
// a label built by a main-actor-only function is rejected there, as it is with `Button` (a
// warning with `@preconcurrency` SwiftUI, an error in Swift 6 mode against a plain main-actor
// function; the project treats warnings as errors).
// expect-error: call to main actor-isolated global function 'mainActorTitle()' in a synchronous nonisolated context

import AsyncActionButton
import SwiftUI

@MainActor func mainActorTitle() -> Text { Text("Save") }

nonisolated  // mistake
@MainActor  // fix
func makeButton() -> AsyncActionButton<Text> {
  AsyncActionButton(action: {}) { mainActorTitle() }
}
