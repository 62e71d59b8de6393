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
      let result: PressResult = press("login")
      if result == .notFound || result == .tapped(.ignored(.busy)) || result.isAccepted {}
    }
    Button("Press through the registry") { pressRegistry.press("login") }
    Button("Is it on screen?") { _ = pressRegistry.contains("login") }
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
    // One registry per window.
    EmptyView().asyncActionPressRegistry(windowPresses)
  }
}

nonisolated func triggerModifiers(registry: ActionPressRegistry) {
  _ = AsyncActionButton("Save") {}.asyncActionIdentifier("save")
  _ = AsyncActionButton("Save") {}.asyncActionPressRegistry(registry)
  _ = AsyncActionButton("Export", estimatedDuration: .seconds(3)) {}
  _ = AsyncActionButton("Download", followingProgress: { _ in })
  _ = AsyncActionButton(estimatedDuration: .seconds(1), action: {}) { Text("Export") }
  _ = AsyncActionButton(followingProgress: { _ in }) { Text("Download") }
}

@MainActor func pressFromCode(_ press: PressAsyncAction) -> PressResult {
  press("save")
}
