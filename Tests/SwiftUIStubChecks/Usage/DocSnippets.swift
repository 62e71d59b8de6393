// swift-format-ignore-file
// (Not formatted: the snippets stay as the docs write them.)
// Snippets from the SwiftUI docs, as written there, so that they keep compiling (warnings are
// errors). Names the docs take for granted are declared at the bottom.

import AsyncActionButton
import SwiftUI

// Styling.md, "The spinner takes the label's colour".
@MainActor struct RedLabelSnippet: View {
  let drafts = Drafts()

  var body: some View {
    AsyncActionButton { try await drafts.delete() } label: {
      Text("Delete").foregroundStyle(Color.red)  // the spinner is red too
    }
  }
}

// PressingFromCode.md, "Overview" (and PressAsyncAction's documentation).
@MainActor struct LoginScreen: View {
  @Environment(\.pressAsyncAction) private var press
  let session: Session

  var body: some View {
    AsyncActionButton("Log In") { try await session.logIn() }
      .asyncActionIdentifier("login")
    Button("Log In from the toolbar") {
      let result = press("login")  // a PressResult, e.g. .tapped(.started(run #1))
      if result == .notFound { print("Log In is not on screen") }
    }
  }
}

// PressingFromCode.md, "One registry per window" (and asyncActionTriggers(_:)'s documentation).
@MainActor struct DocumentWindow: View {
  let document: Document  // keeps an ActionTriggerRegistry as `triggers`

  var body: some View {
    DocumentView(document: document)
      .asyncActionTriggers(document.triggers)
  }
}

// pressAsyncAction's and asyncActionIdentifier(_:)'s documentation.
@MainActor struct SaveFromToolbar: View {
  @Environment(\.pressAsyncAction) private var press
  let profile: Drafts

  var body: some View {
    AsyncActionButton("Save") { try await profile.save() }
      .asyncActionIdentifier("save")
    Button("Save from the toolbar") { press("save") }
  }
}

// The progress-kind initializers' documentation.
@MainActor struct ProgressKindSnippets: View {
  let exporter: Exporter
  let document: String
  let store: Exporter
  let files: [String]

  var body: some View {
    AsyncActionButton(estimatedDuration: .seconds(3)) {
      try await exporter.export(document)
    } label: {
      Label("Export", systemImage: "square.and.arrow.up")
    }
    AsyncActionButton("Export", estimatedDuration: .seconds(3)) {
      try await exporter.export(document)
    }
    AsyncActionButton("Download", followingProgress: { progress in
      progress.totalUnitCount = Int64(files.count)
      for file in files {
        try await store.download(file)
        progress.completedUnitCount += 1
      }
    })
  }
}

struct Session {
  func logIn() async throws {}
}

@MainActor final class Document {
  let triggers = ActionTriggerRegistry()
}

struct DocumentView: View {
  let document: Document
  var body: some View { EmptyView() }
}

struct Exporter {
  func export(_ document: String) async throws {}
  func download(_ file: String) async throws {}
}

struct Drafts {
  func delete() async throws {}
  func save() async throws {}
}
