// swift-format-ignore-file
// (Not formatted: each `// mistake` and `// fix` alternative must stay on one line.)
// Titles are an `ActionTitles`, which is checked when it is made (an empty or blank title is ignored
// with a warning naming it), or localizable resources given by label (`busy:`, `retry:`): a bare
// string is not taken.
// expect-error: cannot convert value of type 'String' to expected argument type 'ActionTitles'

import AsyncActionButton
import SwiftUI

@MainActor struct SaveButton: View {
  var body: some View {
    AsyncActionButton("Save") {}.asyncActionTitles("Saving…")  // mistake
    AsyncActionButton("Save") {}.asyncActionTitles(ActionTitles(busy: "Saving…"))  // fix
  }
}
