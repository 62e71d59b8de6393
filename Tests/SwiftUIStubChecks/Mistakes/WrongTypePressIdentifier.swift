// swift-format-ignore-file
// (Not formatted: each `// mistake` and `// fix` alternative must stay on one line.)
// Buttons are pressed by an identifier of a `Hashable` type (a `String`, an enum of the app's
// buttons, a model's `id`), not by a model value that is not `Hashable`.
// expect-error: requires that 'Item' conform to 'Hashable'

import AsyncActionButton
import SwiftUI

struct Item: Identifiable {
  let id: Int
  var title: String
}

@MainActor func pressRow(_ press: PressAsyncAction, for item: Item) {
  press(item)  // mistake
  press(item.id)  // fix
}
