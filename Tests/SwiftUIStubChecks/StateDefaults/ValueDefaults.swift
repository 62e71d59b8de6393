// Clean: `@State` holding values, an optional object created later, and an object that is built
// once, elsewhere.

import AsyncActionCore
import SwiftUI

struct ValueDefaults: View {
  @State private var engine: ActionEngine?
  @State private var scope: ActionScope? = nil
  @State private var count = 0
  @State private var title = String(repeating: "a", count: 3)
  @State private var timing = ActionConfiguration.BusyIndicatorTiming.immediate
  @State private var makeEngine = { ActionEngine() }

  var body: some View {
    Text("Values")
  }
}
