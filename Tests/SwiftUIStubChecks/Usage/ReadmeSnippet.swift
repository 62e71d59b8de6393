// swift-format-ignore-file
// (Not formatted: the snippet stays as the README writes it.)
// README.md, "SwiftUI": the snippet as written there (scripts/check-swiftui step 12 finds it here,
// line for line), so that it keeps compiling; the model it takes for granted is declared at the
// bottom.

import AsyncActionButton
import SwiftUI

struct EditProfile: View {
  let profile: Profile
  let query: String
  @State private var failure: (any Error)?

  var body: some View {
    VStack {
      AsyncActionButton("Save Changes") { await profile.save() }
        .buttonStyle(.borderedProminent)

      AsyncActionButton("Delete", role: .destructive) { try await profile.delete() }
        .asyncActionLifetime(.outlivesButton)              // in an alert: the run outlives the button
        .onAsyncActionFailure { error in failure = error }  // once per error

      AsyncActionButton("Upload Photo", systemImage: "arrow.up") { progress in
        for try await fraction in profile.uploadPhoto() { progress(fraction) }  // a ring, not a spinner
      }
    }
    .asyncActionScope()                     // one action at a time in the stack
    .asyncActionCancellationTrigger(query)  // a new query cancels the run
    .asyncActionTiming(.immediate)          // also: policy, feedback, timeout, sensory feedback
  }
}

// What the snippet takes for granted.
@MainActor final class Profile {
  func save() async {}
  func delete() async throws {}
  func uploadPhoto() -> AsyncThrowingStream<Double, any Error> { AsyncThrowingStream { $0.finish() } }
}
