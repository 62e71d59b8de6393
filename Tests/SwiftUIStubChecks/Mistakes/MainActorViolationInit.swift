// swift-format-ignore-file
// (Not formatted: each `// mistake` and `// fix` alternative must stay on one line.)
// Views are main-actor isolated (the stub's `View` is `@MainActor @preconcurrency`, as Apple
// documents it), so a view cannot be made from a nonisolated synchronous function. Because of
// `@preconcurrency` the compiler reports this as a warning, as it does against Apple's SDK; the
// project treats warnings as errors.
// expect-error: call to main actor-isolated initializer 'init(_:role:action:)' in a synchronous nonisolated context

import AsyncActionButton
import SwiftUI

nonisolated  // mistake
@MainActor  // fix
func makeButton() -> AsyncActionButton<Text> {
  AsyncActionButton("Save") {}
}
