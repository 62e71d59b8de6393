// swift-format-ignore-file
// (Not formatted: each `// mistake` and `// fix` alternative must stay on one line.)
// A style reads what the engine decided and timed, not whether a task runs: there is no
// `isLoading` (the name ButtonKit's configuration uses) and no `isBusy`; `isBusyIndicatorVisible` is on
// only after the show-delay and for the minimum visible time, so the style cannot flash.
// expect-error: (aka 'AsyncActionStyleConfiguration') has no member 'isBusy'

import AsyncActionButton
import SwiftUI

struct DimmedStyle: AsyncActionStyle {
  func makeBody(configuration: Configuration) -> some View {
    configuration.label.opacity(configuration.isBusy ? 0.4 : 1)  // mistake
    configuration.label.opacity(configuration.isBusyIndicatorVisible ? 0.4 : 1)  // fix
  }
}
