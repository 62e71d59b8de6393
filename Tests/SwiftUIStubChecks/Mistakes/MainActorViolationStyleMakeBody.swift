// swift-format-ignore-file
// (Not formatted: each `// mistake` and `// fix` alternative must stay on one line.)
// A built-in look's `makeBody(configuration:)` is main-actor isolated, as the protocol declares
// it: it cannot be called from a nonisolated function.
// expect-error: call to main actor-isolated instance method 'makeBody(configuration:)' in a synchronous nonisolated context

import AsyncActionButton
import SwiftUI

nonisolated  // mistake
@MainActor  // fix
func body(of style: PulseAsyncActionStyle, configuration: AsyncActionStyleConfiguration) -> some View {
  style.makeBody(configuration: configuration)
}
