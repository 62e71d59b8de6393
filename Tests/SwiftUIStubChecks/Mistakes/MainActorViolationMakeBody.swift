// swift-format-ignore-file
// (Not formatted: each `// mistake` and `// fix` alternative must stay on one line.)
// `PrimitiveButtonStyle` is `@MainActor @preconcurrency`, as Apple declares it, and so is its
// `makeBody(configuration:)`: a style cannot build its body from a nonisolated function (a
// warning, because of `@preconcurrency`; the project treats warnings as errors).
// expect-error: call to main actor-isolated instance method 'makeBody(configuration:)' in a synchronous nonisolated context

import AsyncActionButton
import SwiftUI

nonisolated  // mistake
@MainActor  // fix
func body(of style: LoadingButtonStyle<DefaultButtonStyle>, configuration: PrimitiveButtonStyleConfiguration) -> some View {
  style.makeBody(configuration: configuration)
}
