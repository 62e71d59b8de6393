// An app's own types as the cancellation trigger, declared as an app declares them: a plain
// `Equatable` struct and a class that is not `Sendable`. `asyncActionCancellationTrigger(_:)`
// accepts what `onChange(of:)` accepts. Under the default main-actor isolation of Xcode 26's app
// template the struct's `Equatable` conformance is main-actor isolated (SE-0470), which a
// `some Equatable & Sendable` parameter refuses; step 8 of `scripts/check-swiftui` builds this
// file that way too.

import AsyncActionButton
import SwiftUI

struct Query: Equatable {
  var text = ""
  var includesArchived = false
}

final class SearchFilter: Equatable {
  var tags: [String] = []

  static func == (lhs: SearchFilter, rhs: SearchFilter) -> Bool { lhs.tags == rhs.tags }
}

struct SearchScreen: View {
  @State private var query = Query()
  let filter: SearchFilter

  var body: some View {
    VStack {
      AsyncActionButton("Search") {}
        .asyncActionCancellationTrigger(query)
      AsyncActionButton("Refine") {}
        .asyncActionCancellationTrigger(filter)
    }
    .onChange(of: query) {}
  }
}
