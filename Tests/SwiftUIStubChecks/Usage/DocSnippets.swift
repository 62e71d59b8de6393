// swift-format-ignore-file
// (Not formatted: the snippets stay as the docs write them.)
// Snippets from the SwiftUI docs, as written there, so that they keep compiling (warnings are
// errors). Names the docs take for granted are declared at the bottom.

import AsyncActionButton
import SwiftUI

// Styling.md, "The spinner takes the label's colour".
@MainActor struct RedLabelSnippet: View {
  let drafts = Drafts()

  var body: some View {
    AsyncActionButton { try await drafts.delete() } label: {
      Text("Delete").foregroundStyle(Color.red)  // the spinner is red too
    }
  }
}

struct Drafts {
  func delete() async throws {}
}
