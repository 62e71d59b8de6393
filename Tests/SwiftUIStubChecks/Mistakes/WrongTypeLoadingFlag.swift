// swift-format-ignore-file
// (Not formatted: each `// mistake` and `// fix` alternative must stay on one line.)
// `asyncActionLoading(_:)` takes the app's flag, a `Bool`, read each time the view is drawn; a
// binding to the flag is not what it takes. Handing it one must not compile.
// expect-error: cannot convert value of type 'Binding<Bool>' to expected argument type 'Bool'

import AsyncActionButton
import SwiftUI

@MainActor func signInLabel(isSigningIn: Binding<Bool>) -> some View {
  Text("Sign In").asyncActionLoading(isSigningIn)  // mistake
  Text("Sign In").asyncActionLoading(isSigningIn.wrappedValue)  // fix
}
