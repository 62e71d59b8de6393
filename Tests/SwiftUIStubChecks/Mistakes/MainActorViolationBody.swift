// swift-format-ignore-file
// (Not formatted: each `// mistake` and `// fix` alternative must stay on one line.)
// `View.body` is main-actor isolated: reading it off the main actor must not compile (a warning
// because `View` is `@preconcurrency`, as Apple declares it; the project treats warnings as errors).
// expect-error: main actor-isolated property 'body' can not be referenced from a nonisolated context

import SwiftUI

nonisolated  // mistake
@MainActor  // fix
func content(of view: some View) -> some View {
  view.body
}
