// swift-format-ignore-file
// (Not formatted: each `// mistake` and `// fix` alternative must stay on one line.)
// A press taps a button, which lives on the main actor: it cannot be made from nonisolated code.
// expect-error: call to main actor-isolated instance method 'callAsFunction' in a synchronous nonisolated context

import AsyncActionButton
import SwiftUI

nonisolated func pressLogin(_ press: PressAsyncAction) {
  press("login")  // mistake
  _ = press  // fix
}
