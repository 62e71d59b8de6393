// swift-format-ignore-file
// (Not formatted: each `// mistake` and `// fix` alternative must stay on one line.)
// An identifier is never turned into text: `ActionEvent.identifier` is the button's identifier
// when it is a `String`, and one of the app's own type is read back as that type, with
// `identifier(as:)`.
// expect-error: cannot convert value of type 'String?' to expected argument type 'ProbeID'

import AsyncActionButton
import SwiftUI

enum ProbeID: Hashable {
  case favorite
}

@MainActor func log(_ line: String) {}

@MainActor struct Probes: View {
  var body: some View {
    AsyncActionButton("Favorite") {}
      .asyncActionIdentifier(ProbeID.favorite)
      .onAsyncActionEvent { event in if event.identifier == ProbeID.favorite { log("favorite") } }  // mistake
      .onAsyncActionEvent { event in if event.identifier(as: ProbeID.self) == .favorite { log("favorite") } }  // fix
  }
}
