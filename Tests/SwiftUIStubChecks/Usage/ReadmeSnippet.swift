// swift-format-ignore-file
// (Not formatted: the snippet stays as the README writes it.)
// README.md, "SwiftUI", and docs/how-it-works.md, "The SwiftUI view": the snippets as written
// there (scripts/check-swiftui step 12 finds them here, line for line), so that they keep
// compiling; the model they take for granted is declared at the bottom.

import AsyncActionButton
import SwiftUI

struct PublishButton: View {
  let profile: Profile

  var body: some View {
    AsyncActionButton("Publish") { try await profile.publish() }
      .buttonStyle(.borderedProminent)
      .asyncActionFailureStyle(.shake)  // a throw shakes the button; by default it shows nothing
  }
}

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
  func publish() async throws {}
  func delete() async throws {}
  func uploadPhoto() -> AsyncThrowingStream<Double, any Error> { AsyncThrowingStream { $0.finish() } }
}
