// swift-format-ignore-file
// (Not formatted: each `// mistake` and `// fix` alternative must stay on one line.)
// `asyncActionLoading(_:)` takes the app's flag, a `Bool`; the `LoadingState` it drives is the
// modifier's own. Handing it a state object must not compile.
// expect-error: cannot convert value of type 'LoadingState' to expected argument type 'Bool'

import AsyncActionButton
import SwiftUI

@MainActor func signInLabel(state: LoadingState) -> some View {
  Text("Sign In").asyncActionLoading(state)  // mistake
  Text("Sign In").asyncActionLoading(state.isLoading)  // fix
}
