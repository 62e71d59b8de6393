// swift-format-ignore-file
// (Not formatted: each `// mistake` and `// fix` alternative must stay on one line.)
// What the shells draw from is their API (`@_spi(Shell)`), not an app's: `import AsyncActionButton`
// brings neither the loading state a loading label drives nor the engine's presentation. A label
// hands over the app's own flag, and an app reads the engine's own properties.
// expect-error: cannot find type 'ActionLoadingState' in scope
// expect-error: 'presentation' is inaccessible due to '@_spi' protection level

import AsyncActionButton
import SwiftUI

/// An app's model keeps its own flag, which a label hands to `asyncActionLoading(_:)`.
@MainActor final class SignInModel {
  var isSigningIn = false
  var loading: ActionLoadingState? = nil  // mistake
  var loading: Bool? = nil  // fix
}

@MainActor func isBusy(_ engine: ActionEngine) -> Bool {
  engine.presentation.isBusy  // mistake
  engine.isBusy  // fix
}
