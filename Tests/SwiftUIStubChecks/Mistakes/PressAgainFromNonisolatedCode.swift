// swift-format-ignore-file
// (Not formatted: each `// mistake` and `// fix` alternative must stay on one line.)
// Try Again presses a button, which lives on the main actor: an event's `pressAgain()` cannot be
// called from nonisolated code, such as a completion handler of a network library.
// expect-error: call to main actor-isolated instance method 'pressAgain()' in a synchronous nonisolated context

import AsyncActionButton
import SwiftUI

nonisolated func retryAfterReconnecting(_ failed: ActionEvent) {
  failed.pressAgain()  // mistake
  Task { @MainActor in failed.pressAgain() }  // fix
}
