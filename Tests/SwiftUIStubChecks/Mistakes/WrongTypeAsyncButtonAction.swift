// swift-format-ignore-file
// (Not formatted: each `// mistake` and `// fix` alternative must stay on one line.)
// SwiftUI's `Button` takes a synchronous `@MainActor () -> Void` action: an async one must not
// compile. That is what `AsyncActionButton` is for.
// expect-error: to parameter expecting synchronous function type

import SwiftUI

@MainActor func saveButton(save: @escaping @MainActor @Sendable () async -> Void) -> some View {
  Button(role: nil, action: { await save() }) { Text("Save") }  // mistake
  Button(role: nil, action: { Task { await save() } }) { Text("Save") }  // fix
}
