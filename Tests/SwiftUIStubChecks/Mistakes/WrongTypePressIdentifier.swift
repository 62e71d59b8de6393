// swift-format-ignore-file
// (Not formatted: each `// mistake` and `// fix` alternative must stay on one line.)
// Buttons are pressed by a `String` identifier, not by any other value.
// expect-error: cannot convert value of type 'Int' to expected argument type 'String'

import AsyncActionButton
import SwiftUI

@MainActor func pressLogin(_ press: PressAsyncAction) {
  press(42)  // mistake
  press("login")  // fix
}
