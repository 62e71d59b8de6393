// swift-format-ignore-file
// (Not formatted: each `// mistake` and `// fix` alternative must stay on one line.)
// Whether the scope is busy follows its buttons: a view reads it, and cannot set it (a form that
// set it would disable its fields while nothing runs, or enable them while Save runs).
// expect-error: KeyPath<EnvironmentValues, Bool> & Sendable' to expected argument type 'WritableKeyPath<EnvironmentValues, Bool>'

import AsyncActionButton
import SwiftUI

@MainActor struct Form: View {
  @Environment(\.isAsyncActionScopeBusy) private var isSaving

  var body: some View {
    Text("Name").transformEnvironment(\.isAsyncActionScopeBusy) { $0 = true }  // mistake
    Text("Name").disabled(isSaving)  // fix
  }
}
