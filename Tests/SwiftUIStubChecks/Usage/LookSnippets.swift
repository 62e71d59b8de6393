// swift-format-ignore-file
// (Not formatted: the snippets stay as the docs write them.)
// Snippets from the SwiftUI docs, as written there, so that they keep compiling (warnings are
// errors): the looks overview and the style pages' examples (Looks.md, Styling.md, and the style
// protocols' comments); the others are in DocSnippets.swift. Names the docs take for granted are
// declared at the bottom.

import AsyncActionButton
import SwiftUI

// Looks.md, "Overview".
@MainActor struct LooksOverviewSnippet: View {
  var body: some View {
    NavigationStack { CheckoutForm() }
      .asyncActionStyle(.trailing)          // every button in the screen: spinner after the label
      .asyncActionFailureStyle(.shake)      // and a shake when a run fails
      .asyncActionProgressLook(.bar)       // and a thin bar for uploads
  }
}

// Looks.md, "A look of your own".
struct DimmingStyle: AsyncActionStyle {
  func makeBody(configuration: Configuration) -> some View {
    HStack {
      configuration.label
        .opacity(configuration.isBusyIndicatorVisible ? 0.4 : 1)
      if configuration.isBusyIndicatorVisible {
        configuration.indicatorView  // one line of the label's font high
      }
    }
  }
}

@MainActor struct DimmingStyleSnippet: View {
  let library = Library()

  var body: some View {
    AsyncActionButton("Upload") { try await library.upload() }
      .asyncActionStyle(DimmingStyle())
  }
}

// The style pages (OverlayAsyncActionStyle.md … ActionLooks.Progress.md) and Styling.md,
// "Other looks".
@MainActor struct StylePageSnippets: View {
  let profile = Profile()
  let library = Library()
  let report = Report()
  let feed = Feed()
  let network = Network()
  let session = Session()

  var body: some View {
    AsyncActionButton("Save Changes") { try await profile.save() }
      .buttonStyle(.borderedProminent)
      .asyncActionStyle(.overlay)  // the default; needed only to undo a style set further out
    AsyncActionButton("Sync", systemImage: "arrow.triangle.2.circlepath") { try await library.sync() }
      .asyncActionStyle(.leading)
    AsyncActionButton("Export") { try await report.export() }
      .asyncActionStyle(.trailing)
    AsyncActionButton("Export") { try await report.export() }
      .asyncActionStyle(.trailing)      // "Export ◌": the button grows while it shows
      .asyncActionFailureStyle(.shake)
    AsyncActionButton("Refresh") { try await feed.refresh() }
      .asyncActionStyle(.pulse)
    AsyncActionButton("Connect", systemImage: "wifi") { try await network.connect() }
      .asyncActionStyle(.symbolEffect)
    AsyncActionButton("Save") { try await profile.save() }
      .asyncActionStyle(.none)
    AsyncActionButton("Sign In") { try await session.signIn() }
      .asyncActionOutcomeMarks(ActionConfiguration.FeedbackTiming(success: nil, failure: 1))
      .asyncActionFailureStyle(.shake)
    AsyncActionButton("Upload") { progress in
      for step in 1...10 {
        try await uploadChunk(step)
        progress(Double(step) / 10)
      }
    }
    .asyncActionProgressLook(.percent)
  }
}

// AsyncActionStyle's, AsyncActionFailureStyle's, the styles' and the modifiers' DocC comments.
@MainActor struct StyleCommentSnippets: View {
  let profile = Profile()
  let library = Library()
  let session = Session()
  let network = Network()

  var body: some View {
    AsyncActionButton("Connect", systemImage: "wifi") { try await network.connect() }
      .asyncActionStyle(.symbolEffect)
    AsyncActionButton("Sync", systemImage: "arrow.triangle.2.circlepath") { try await library.sync() }
      .asyncActionStyle(.symbolEffect(.pulse))
    AsyncActionButton("Sync", systemImage: "arrow.triangle.2.circlepath") { try await library.sync() }
      .asyncActionFailureStyle(.symbolEffect)
    VStack {
      AsyncActionButton("Save") { try await profile.save() }
      AsyncActionButton("Sync", systemImage: "arrow.triangle.2.circlepath") { try await library.sync() }
    }
    .asyncActionStyle(.trailing)  // both buttons show their spinners after the labels
    AsyncActionButton("Upload") { try await upload() }
      .asyncActionStyle(DimmedStyle())
    AsyncActionButton("Sign In") { try await session.signIn() }
      .asyncActionOutcomeMarks(ActionConfiguration.FeedbackTiming(success: nil, failure: 1))  // the ✕ mark, for 1 s
      .asyncActionFailureStyle(.shake)  // and a shake when the run fails
    LoginForm()
      .asyncActionFailureStyle(.shake)
    NavigationStack { SettingsForm() }
      .asyncActionStyle(.pulse)  // every button in the screen breathes while busy
    AsyncActionButton("Upload") { progress in try await upload(reporting: progress) }
      .asyncActionProgressLook(.bar)  // a thin bar under the label
  }
}

struct DimmedStyle: AsyncActionStyle {
  func makeBody(configuration: Configuration) -> some View {
    configuration.label
      .opacity(configuration.isBusyIndicatorVisible ? 0.4 : 1)
  }
}

struct CheckoutForm: View { var body: some View { Text("Checkout") } }
struct LoginForm: View { var body: some View { Text("Login") } }
struct SettingsForm: View { var body: some View { Text("Settings") } }
struct Profile { func save() async throws {} }
struct Library {
  func upload() async throws {}
  func sync() async throws {}
}
struct Report { func export() async throws {} }
struct Feed { func refresh() async throws {} }
struct Network { func connect() async throws {} }
struct Session {
  func logIn() async throws {}
  func signIn() async throws {}
}
func uploadChunk(_ step: Int) async throws {}
func upload() async throws {}
func upload(reporting progress: AsyncAction.ProgressReporter) async throws {}
