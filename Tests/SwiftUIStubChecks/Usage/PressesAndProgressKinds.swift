// Presses from code and the progress kinds, called as an app would call them, from a
// view's body and from `nonisolated` code (the modifiers and initializers are `nonisolated`).
// This file must compile (warnings are errors).

import AsyncActionButton
import Foundation
import SwiftUI

struct Session {
  func logIn() async throws {}
  func export() async throws {}
  func download(_ progress: Progress) async throws { progress.completedUnitCount += 1 }
}

@MainActor struct LoginForm: View {
  let session = Session()
  /// The registry of this window, kept by the app as long as the window lives.
  let windowPresses: ActionPressRegistry
  @Environment(\.pressAsyncAction) private var press
  @Environment(\.asyncActionPressRegistry) private var pressRegistry

  var body: some View {
    AsyncActionButton("Log In") { try await session.logIn() }
      .asyncActionIdentifier("login")
    // A press returns what became of it.
    Button("Log In from elsewhere") {
      let result: ActionPressResult = press("login")
      if result == .notFound || result == .tapped(.ignored(.busy)) || result.isAccepted {}
    }
    Button("Press through the registry") { pressRegistry?.press("login") }
    Button("Is it on screen?") { _ = pressRegistry?.contains("login") ?? false }
    Button("No registry here") {
      if press("login") == .noRegistry { print("put .asyncActionPressRegistry() at the window's root") }
    }
    AsyncActionButton("Remove identifier") {}
      .asyncActionIdentifier(nil)
    // Progress kinds.
    AsyncActionButton("Export", estimatedDuration: .seconds(3)) { try await session.export() }
    AsyncActionButton(role: .destructive, estimatedDuration: .milliseconds(1500)) {
      try await session.export()
    } label: {
      Label("Export", systemImage: "square.and.arrow.up")
    }
    AsyncActionButton(
      "Download",
      followingProgress: { progress in
        progress.totalUnitCount = 1
        try await session.download(progress)
      })
    AsyncActionButton(role: nil) { (progress: Progress) in
      progress.totalUnitCount = 2
    } label: {
      Text("Download")
    }
    // One registry per window: made by the modifier, or kept by the app.
    EmptyView().asyncActionPressRegistry()
    EmptyView().asyncActionPressRegistry(windowPresses)
    EmptyView().asyncActionPressRegistry(nil)
  }
}

nonisolated func pressModifiers(registry: ActionPressRegistry) {
  _ = AsyncActionButton("Save") {}.asyncActionIdentifier("save")
  _ = AsyncActionButton("Save") {}.asyncActionPressRegistry()
  _ = AsyncActionButton("Save") {}.asyncActionPressRegistry(registry)
  _ = AsyncActionButton("Export", estimatedDuration: .seconds(3)) {}
  _ = AsyncActionButton("Download", followingProgress: { _ in })
  _ = AsyncActionButton(estimatedDuration: .seconds(1), action: {}) { Text("Export") }
  _ = AsyncActionButton(followingProgress: { _ in }) { Text("Download") }
}

@MainActor func pressFromCode(_ press: PressAsyncAction) -> ActionPressResult {
  press("save")
}

// PressingFromCode.md, "A press in the same turn as a state change".
struct Store {
  static let template = "Dear …"
  func save(_ text: String) async throws {}
}

struct EditView: View {
  @State private var draft = ""
  @Environment(\.pressAsyncAction) private var press
  let store: Store

  var body: some View {
    AsyncActionButton("Save") { try await store.save(draft) }  // reads `draft` when it runs
      .asyncActionIdentifier("save")
    Button("Use the template and save") {
      draft = Store.template
      press("save")  // saves the template
    }
  }
}

// PressingFromCode.md, "One registry per window": the modifier at a window's root.
struct NotesWindowRoot: View {
  var body: some View {
    EditView(store: Store())
      .asyncActionPressRegistry()
  }
}
