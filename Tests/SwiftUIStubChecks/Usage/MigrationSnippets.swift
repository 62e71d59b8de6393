// swift-format-ignore-file
// (Not formatted: the snippets stay as the docs write them.)
// MigratingFromButtonKit.md: its two examples as written, and the right-hand column of its
// tables, so that every spelling it tells a ButtonKit user to write compiles. Names the article
// takes for granted are declared at the bottom.

import AsyncActionButton
import SwiftUI

// "Two behaviours that differ": a sheet's Save that dismisses first.
struct EditDraftSheet: View {
  @Environment(\.dismiss) private var dismiss
  let drafts: Drafts

  var body: some View {
    AsyncActionButton("Save") {
      dismiss()                       // the sheet closes at once…
      try await drafts.save()         // …and the save still runs to its end
    }
    .asyncActionLifetime(.outlivesButton)
  }
}

// "Two behaviours that differ": the shake, set once on a container.
struct ShakeOnAContainer: View {
  var body: some View {
    NavigationStack { EditProfile() }
      .asyncActionFailureStyle(.shake)
  }
}

// The tables' right-hand column.
@MainActor struct MigrationTables: View {
  let drafts: Drafts
  let files: [File]
  @Environment(\.pressAsyncAction) private var press

  var body: some View {
    VStack {
      // Buttons
      AsyncActionButton { try await drafts.save() } label: { Text("Save") }
      AsyncActionButton("Save") { try await drafts.save() }
      AsyncActionButton("Save", systemImage: "square.and.arrow.down") { try await drafts.save() }
      AsyncActionButton(role: .destructive) { try await drafts.delete() } label: { Text("Delete") }
      AsyncActionButton { try await drafts.save() } label: { Text("Log In") }.asyncActionIdentifier(LoginButton.login)
      AsyncActionButton { try await drafts.save() } label: { Text("Log In") }.asyncActionIdentifier("login")
      // Looks while the action runs
      AsyncActionButton("Save") { try await drafts.save() }
        .asyncActionStyle(.overlay)
      AsyncActionButton("Save") { try await drafts.save() }
        .asyncActionStyle(.leading)
      AsyncActionButton("Save") { try await drafts.save() }
        .asyncActionStyle(.trailing)
      AsyncActionButton("Save") { try await drafts.save() }
        .asyncActionStyle(.pulse)
      AsyncActionButton("Save") { try await drafts.save() }
        .asyncActionStyle(.symbolEffect(.variableColor))
      AsyncActionButton("Save") { try await drafts.save() }
        .asyncActionStyle(.none)
      AsyncActionButton("Upload") { progress in progress(0.5) }
        .asyncActionProgressLook(.percent)
      AsyncActionButton("Upload") { progress in progress(0.5) }
        .asyncActionProgressLook(.bar)
      AsyncActionButton("Save") { try await drafts.save() }
        .asyncActionTiming(.immediate)
      // Looks on failure
      AsyncActionButton("Save") { try await drafts.save() }
        .asyncActionFailureStyle(.symbolEffect)
      AsyncActionButton("Save") { try await drafts.save() }
        .asyncActionFailureStyle(.none)
      AsyncActionButton("Save") { try await drafts.save() }
        .asyncActionTitles(busy: "Saving…", retry: "Try Again")
      // While loading
      AsyncActionButton("Save") { try await drafts.save() }
        .asyncActionPolicy(.disableWhileBusy)
      AsyncActionButton("Save") { try await drafts.save() }
        .asyncActionPolicy(.cancelWhileBusy)
      // Events and errors
      AsyncActionButton("Save") { try await drafts.save() }
        .onAsyncActionFailure { error in print(error) }
        .onAsyncActionCancel { reason in print(reason) }
        .onAsyncActionStart { run in print(run) }
        .onAsyncActionSuccess { print("saved") }
        .asyncActionErrorAlert()
      // Progress
      AsyncActionButton("Process") { progress in
        for (done, file) in files.enumerated() {
          try await file.process()
          progress(Double(done + 1) / Double(files.count))
        }
      }
      AsyncActionButton("Export", estimatedDuration: .seconds(3)) { try await drafts.save() }
      AsyncActionButton("Download", followingProgress: { progress in
        progress.totalUnitCount = 10
        progress.completedUnitCount = 10
      })
      // Pressing a button from code
      Button("Log In from the keyboard") { press(LoginButton.login) }
    }
    .onAsyncActionEvent { event in print(event.kind, event.identifier(as: LoginButton.self) as Any) }
    .asyncActionPressRegistry()
  }
}

// What the snippets take for granted.
enum LoginButton: Hashable {
  case login
}

struct Drafts {
  func delete() async throws {}
  func save() async throws {}
}

struct File {
  func process() async throws {}
}

struct EditProfile: View {
  var body: some View { EmptyView() }
}
