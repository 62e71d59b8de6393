// swift-format-ignore-file
// (Not formatted: the snippet stays as the docs write it.)
// GettingStarted.md, "A button of your own around it": an app's view that forwards its action to
// the button, as written there. It must compile under the default isolation and under the Xcode
// 26 app template's main-actor default (check-swiftui step 8 builds every usage fixture both ways).

import AsyncActionButton
import SwiftUI

struct SaveButton: View {
  let action: @MainActor () async throws -> Void

  var body: some View {
    AsyncActionButton("Save", action: action)
      .buttonStyle(.borderedProminent)
  }
}

@MainActor struct UsesSaveButton: View {
  var body: some View {
    SaveButton { try await Task.sleep(for: .seconds(1)) }
  }
}
