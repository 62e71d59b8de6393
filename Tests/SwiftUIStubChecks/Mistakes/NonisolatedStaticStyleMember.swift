// swift-format-ignore-file
// (Not formatted: each `// mistake` and `// fix` alternative must stay on one line.)
// The iOS 26.2 SDK declares `PrimitiveButtonStyle.automatic` `@MainActor @preconcurrency`, and its
// compiler reports a use from a nonisolated function (an error under `-warnings-as-errors`); the
// stub declares it and the other static button style members so (the stricter form), and this file
// fails if one of them is made `nonisolated` again. The styles' initializers are the nonisolated way
// (the styles are `nonisolated struct`s).
// expect-error: main actor-isolated static property 'automatic' can not be referenced from a nonisolated context
// expect-error: main actor-isolated static property 'bordered' can not be referenced from a nonisolated context
// expect-error: main actor-isolated static property 'borderedProminent' can not be referenced from a nonisolated context

import AsyncActionButton
import SwiftUI

nonisolated func defaultBase(_ isLoading: Bool) -> LoadingButtonStyle<DefaultButtonStyle> {
  LoadingButtonStyle(isLoading: isLoading, base: .automatic)  // mistake
  LoadingButtonStyle(isLoading: isLoading, base: DefaultButtonStyle())  // fix
}

nonisolated func borderedBase(_ isLoading: Bool) -> LoadingButtonStyle<BorderedButtonStyle> {
  .loading(isLoading, base: .bordered)  // mistake
  .loading(isLoading, base: BorderedButtonStyle())  // fix
}

nonisolated func prominentBase(_ isLoading: Bool) -> LoadingButtonStyle<BorderedProminentButtonStyle> {
  .loading(isLoading, base: .borderedProminent, disablesWhileLoading: true)  // mistake
  .loading(isLoading, base: BorderedProminentButtonStyle(), disablesWhileLoading: true)  // fix
}
