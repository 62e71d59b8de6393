// The events, the error alert, the scope's busy state, tap to cancel, the busy and retry titles and
// the hold after success, used as an app would use them. This file must compile (warnings are
// errors), and so must it as an app target made from Xcode 26's template (default main-actor
// isolation, step 8 of scripts/check-swiftui).

import AsyncActionButton
import SwiftUI

struct ProfileSaveError: LocalizedError {
  var errorDescription: String? { "The profile could not be saved." }
  var recoverySuggestion: String? { "Check your connection and try again." }
}

@MainActor final class ProfileStore {
  var name = ""
  func save() async throws { throw ProfileSaveError() }
  func delete() async throws {}
  func download(reporting progress: AsyncAction.ProgressReporter) async throws { progress(1) }
}

/// One handler for two buttons, told apart by their identifiers; no press registry.
@MainActor struct EventLog: View {
  let store: ProfileStore
  @State private var lines: [String] = []

  var body: some View {
    VStack {
      AsyncActionButton("Save") { try await store.save() }
        .asyncActionIdentifier("save")
      AsyncActionButton("Delete", role: .destructive) { try await store.delete() }
        .asyncActionIdentifier("delete")
    }
    .onAsyncActionEvent { event in
      switch (event.identifier, event.kind) {
      case ("save", .finished(_, .failed(let error))): lines.append("save failed: \(error)")
      case ("delete", .finished(_, .succeeded)): lines.append("deleted")
      case (_, .ignored(let reason)): lines.append("ignored: \(reason)")
      case (let identifier?, .started(let run)): lines.append("\(identifier) started \(run)")
      default: lines.append("\(event)")
      }
    }
  }
}

/// The built-in alert, and a presentation of the app's own with its Try Again.
@MainActor struct FailurePresentations: View {
  let store: ProfileStore
  @State private var failed: ActionEvent?
  @State private var message = ""

  var body: some View {
    VStack {
      AsyncActionButton("Save") { try await store.save() }
        .asyncActionErrorAlert()
      AsyncActionButton("Save") { try await store.save() }
      if let failed {
        Text(message)
        Button("Try Again") {
          if !failed.pressAgain().isAccepted { self.failed = nil }
        }
      }
    }
    .onAsyncActionEvent { event in
      if case .finished(_, .failed(let error)) = event.kind {
        failed = event
        message = error.localizedDescription
      }
    }
  }
}

/// A form whose fields are read-only while one of its buttons runs.
@MainActor struct ProfileFields: View {
  @Environment(\.isAsyncActionScopeBusy) private var isSaving
  @Binding var name: String

  var body: some View {
    TextField("Name", text: $name).disabled(isSaving)
  }
}

@MainActor struct ProfileForm: View {
  let store: ProfileStore
  let sharedScope: ActionScope
  @State private var name = ""

  var body: some View {
    VStack {
      ProfileFields(name: $name)
      AsyncActionButton("Save") { try await store.save() }
    }
    .asyncActionScope()
    VStack {
      ProfileFields(name: $name)
      AsyncActionButton("Delete", role: .destructive) { try await store.delete() }
    }
    .asyncActionScope(sharedScope)
  }
}

/// Tap to cancel, busy and retry titles, and the hold after success.
@MainActor struct WhileItRuns: View {
  static let saveTitles = ActionTitles.tryAgain(busy: "Saving…")
  let store: ProfileStore
  @State private var status = ""
  @State private var isEditing = false

  var body: some View {
    VStack {
      AsyncActionButton("Download", systemImage: "arrow.down.circle") { progress in
        try await store.download(reporting: progress)
      }
      .asyncActionPolicy(.cancelWhileBusy)
      .onAsyncActionCancel { reason in if reason == .user { status = "Stopped" } }
      AsyncActionButton("Save") { try await store.save() }
        .asyncActionTitles(Self.saveTitles)
      AsyncActionButton("Upload") { try await store.save() }
        .asyncActionTitles(ActionTitles(busy: "Uploading…", retry: "Upload Again"))
        .asyncActionTitles(.none)
      Button("Edit") { isEditing = true }
    }
    .sheet(isPresented: $isEditing) {
      EditSheet(store: store)
    }
  }
}

@MainActor struct EditSheet: View {
  @Environment(\.dismiss) private var dismiss
  let store: ProfileStore

  var body: some View {
    AsyncActionButton("Save") { try await store.save() }
      .asyncActionSuccessHold(.untilLeave)
      .onAsyncActionSuccess { dismiss() }
    AsyncActionButton("Sign In") { try await store.save() }
      .asyncActionSuccessHold(ActionConfiguration.SuccessHold(maximum: .seconds(2)))
      .asyncActionSuccessHold(nil)
  }
}

/// A style of the app's own that shows the titles.
struct TitledDimmingStyle: AsyncActionStyle {
  func makeBody(configuration: Configuration) -> some View {
    configuration.titledLabel.opacity(configuration.isBusyIndicatorVisible ? 0.5 : 1)
  }
}

/// The same modifiers from nonisolated code: they are `nonisolated`, as the view modifiers are.
nonisolated func runModifiers(of button: AsyncActionButton<Text>, titles: ActionTitles) -> some View {
  button
    .asyncActionErrorAlert()
    .asyncActionTitles(titles)
    .asyncActionSuccessHold(.untilLeave)
    .asyncActionPolicy(.cancelWhileBusy)
    .asyncActionStyle(TitledDimmingStyle())
}
