// `@State` default values that build an object each time the view struct is initialised.

import AsyncActionCore
import SwiftUI

struct ClassDefaults: View {
  @State private var engine = ActionEngine()  // expect-flagged: engine
  @State private var scope: ActionScope? = ActionScope()  // expect-flagged: scope
  @State private var runs = ActionEngine().isBusy  // expect-flagged: runs

  var body: some View {
    Text("Runs")
  }
}
