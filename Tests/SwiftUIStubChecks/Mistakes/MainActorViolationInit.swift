// Views are main-actor isolated (the stub's `View` is `@MainActor @preconcurrency`, as Apple
// documents it), so a view cannot be made from a nonisolated synchronous function.
// expect-error: call to main actor-isolated initializer 'init(_:role:action:)' in a synchronous nonisolated context

import AsyncActionButton
import SwiftUI

nonisolated  // mistake
@MainActor  // fix
func makeButton() -> AsyncActionButton<Text> {
  AsyncActionButton("Save") {}
}
