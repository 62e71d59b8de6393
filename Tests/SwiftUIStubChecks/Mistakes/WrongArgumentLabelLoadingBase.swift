// swift-format-ignore-file
// (Not formatted: each `// mistake` and `// fix` alternative must stay on one line.)
// The loading style's base style is passed as `base:`; `style:` must not compile. (The compiler
// matches the call against `loading(_:disablesWhileLoading:)` and names the extra argument.)
// expect-error: extra argument 'style' in call

import AsyncActionButton
import SwiftUI

@MainActor func signInButton(isSigningIn: Bool) -> some View {
  Button("Sign In") {}.buttonStyle(.loading(isSigningIn, style: .borderedProminent))  // mistake
  Button("Sign In") {}.buttonStyle(.loading(isSigningIn, base: .borderedProminent))  // fix
}
