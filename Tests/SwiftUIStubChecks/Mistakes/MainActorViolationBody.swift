// `View.body` is main-actor isolated: reading it off the main actor must not compile.
// expect-error: main actor-isolated property 'body' can not be referenced from a nonisolated context

import SwiftUI

nonisolated  // mistake
@MainActor  // fix
func content(of view: some View) -> some View {
  view.body
}
