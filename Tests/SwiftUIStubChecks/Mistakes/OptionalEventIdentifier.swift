// swift-format-ignore-file
// (Not formatted: each `// mistake` and `// fix` alternative must stay on one line.)
// An event names its button only if the button was given an identifier: `ActionEvent.identifier`
// is optional, so one handler for several buttons handles the unnamed ones too.
// expect-error: value of optional type 'String?' must be unwrapped to a value of type 'String'

import AsyncActionButton
import SwiftUI

@MainActor func log(_ line: String) {}

@MainActor struct Buttons: View {
  var body: some View {
    AsyncActionButton("Save") {}
      .asyncActionIdentifier("save")
      .onAsyncActionEvent { event in log(event.identifier) }  // mistake
      .onAsyncActionEvent { event in log(event.identifier ?? "a button") }  // fix
  }
}
