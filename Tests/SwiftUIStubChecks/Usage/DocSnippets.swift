// swift-format-ignore-file
// (Not formatted: the snippets stay as the docs write them.)
// Snippets from the SwiftUI docs, as written there, so that they keep compiling (warnings are
// errors); the looks overview and the style pages' examples are in LookSnippets.swift. Names
// the docs take for granted are declared at the bottom.

import AsyncActionButton
import SwiftUI

// Styling.md, "The spinner is painted in the label's foreground style".
@MainActor struct ColourOnTheButtonSnippet: View {
  let drafts = Drafts()

  var body: some View {
    AsyncActionButton("Delete") { try await drafts.delete() }
      .foregroundStyle(Color.red)   // the text and the spinner are red

    AsyncActionButton("Delete", role: .destructive) { try await drafts.delete() }
      .buttonStyle(.borderedProminent)   // the role's red bezel, a white label and a white spinner

    AsyncActionButton("Upload") { progress in try await upload(reporting: progress) }
      .asyncActionProgressLook(.bar)
      .asyncActionIndicatorStyle(Color.orange)
  }
}

// Looks.md, "A look of your own": a style that reads the environment.
struct SchemeAwareStyle: AsyncActionStyle {
  @Environment(\.colorScheme) private var colorScheme

  func makeBody(configuration: Configuration) -> some View {
    configuration.label
      .opacity(configuration.isBusyIndicatorVisible ? (colorScheme == .dark ? 0.5 : 0.3) : 1)
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
      let result = press("login")  // an ActionPressResult, e.g. .tapped(.started(run #1))
      if result == .notFound { print("Log In is not on screen") }
    }
  }
}

// PressingFromCode.md, "One registry per window" (and asyncActionPressRegistry(_:)'s documentation).
@MainActor struct DocumentWindow: View {
  let document: Document  // keeps an ActionPressRegistry as `pressRegistry`

  var body: some View {
    DocumentView(document: document)
      .asyncActionPressRegistry(document.pressRegistry)
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

// PressingFromCode.md, "Identifiers of the app's own type".
@MainActor struct EditorScreen: View {
  @Environment(\.pressAsyncAction) private var press
  let editor: Editor

  var body: some View {
    AsyncActionButton("Save") { try await editor.save() }
      .asyncActionIdentifier(EditorButton.save)
    Button("Save from the toolbar") { press(EditorButton.save) }
  }
}

// PressAsyncAction's documentation: an enum of the app's buttons.
@MainActor struct LoginButtons: View {
  @Environment(\.pressAsyncAction) private var press
  let session: Session

  var body: some View {
    AsyncActionButton("Log In") { try await session.logIn() }
      .asyncActionIdentifier(LoginButton.logIn)
    Button("Log In from the toolbar") { press(LoginButton.logIn) }
  }
}

// asyncActionIdentifier(_:)'s documentation: an enum of the app's buttons.
@MainActor struct SaveByEnumFromToolbar: View {
  @Environment(\.pressAsyncAction) private var press
  let profile: Drafts

  var body: some View {
    AsyncActionButton("Save") { try await profile.save() }
      .asyncActionIdentifier(EditorButton.save)
    // Elsewhere in the window:
    Button("Save from the toolbar") { press(EditorButton.save) }
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


// EventsAndErrors.md, "Overview", and onAsyncActionEvent(_:)'s documentation.
@MainActor struct EventHandlerSnippet: View {
  let store: Store
  let log: EventLog
  let dismiss: () -> Void

  var body: some View {
    VStack {
      AsyncActionButton("Save") { try await store.save() }
        .asyncActionIdentifier("save")
      AsyncActionButton("Delete", role: .destructive) { try await store.delete() }
        .asyncActionIdentifier("delete")
    }
    .onAsyncActionEvent { event in
      switch (event.identifier, event.kind) {
      case ("save", .finished(_, .failed(let error))): log.saveFailed(error)
      case ("delete", .finished(_, .succeeded)): dismiss()
      case (_, .ignored(let reason)): log.tapIgnored(reason)
      default: break
      }
    }
  }
}

// EventsAndErrors.md, "Overview": identifiers of the app's own type.
@MainActor struct EnumEventHandlerSnippet: View {
  let store: Store
  let log: EventLog
  let dismiss: () -> Void

  var body: some View {
    VStack {
      AsyncActionButton("Save") { try await store.save() }
        .asyncActionIdentifier(EditorButton.save)
      AsyncActionButton("Delete", role: .destructive) { try await store.delete() }
        .asyncActionIdentifier(EditorButton.delete)
    }
    .onAsyncActionEvent { event in
      switch (event.identifier(as: EditorButton.self), event.kind) {
      case (.save, .finished(_, .failed(let error))): log.saveFailed(error)
      case (.delete, .finished(_, .succeeded)): dismiss()
      default: break
      }
    }
  }
}

// EventsAndErrors.md, "The error alert", and asyncActionErrorAlert()'s documentation.
@MainActor struct ErrorAlertSnippets: View {
  let profile: EditableProfile

  var body: some View {
    VStack {
      ProfileFields(name: .constantName)
      AsyncActionButton("Save") { try await profile.save() }
    }
    .asyncActionErrorAlert()
    VStack {
      AsyncActionButton("Save") { try await profile.save() }
      AsyncActionButton("Delete", role: .destructive) { try await profile.delete() }
    }
    .asyncActionErrorAlert()
  }
}

// EventsAndErrors.md, "A presentation of your own".
struct SaveBanner: View {
  @State private var failed: ActionEvent?
  @State private var message = ""
  let store: Store

  var body: some View {
    VStack {
      if let failed {
        Text(message)
        Button("Try Again") { failed.pressAgain() }
      }
      AsyncActionButton("Save") { try await store.save() }
    }
    .onAsyncActionEvent { event in
      if case .finished(_, .failed(let error)) = event.kind {
        failed = event
        message = error.localizedDescription
      }
    }
  }
}

// WhileAButtonRuns.md, "The busy state, read from outside", isAsyncActionScopeBusy's and
// asyncActionScope()'s documentation.
struct ProfileFields: View {
  @Environment(\.isAsyncActionScopeBusy) private var isSaving
  @Binding var name: String

  var body: some View {
    TextField("Name", text: $name).disabled(isSaving)
  }
}

@MainActor struct ScopeBusySnippet: View {
  @State private var name = ""
  let profile: EditableProfile

  var body: some View {
    VStack {
      ProfileFields(name: $name)
      AsyncActionButton("Save") { try await profile.save(name) }
    }
    .asyncActionScope()
  }
}

// WhileAButtonRuns.md, "Tap to cancel", and asyncActionPolicy(_:)'s documentation.
@MainActor struct TapToCancelSnippet: View {
  let library: MediaLibrary
  @State private var status = ""

  var body: some View {
    AsyncActionButton("Download", systemImage: "arrow.down.circle") { progress in
      try await library.download(reporting: progress)
    }
    .asyncActionPolicy(.cancelWhileBusy)  // tap the ring to stop the download
    .onAsyncActionCancel { reason in if reason == .user { status = "Stopped" } }
  }
}

// WhileAButtonRuns.md, "A busy title and a retry title", and asyncActionTitles(_:)'s
// documentation.
@MainActor struct TitlesSnippet: View {
  let profile: EditableProfile

  var body: some View {
    AsyncActionButton("Save") { try await profile.save() }
      .asyncActionTitles(busy: "Saving…", retry: "Save Again")
    AsyncActionButton("Save") { try await profile.save() }
      .asyncActionTitles(Self.saveTitles)
  }

  // "Saving…" while it runs; the built-in "Try Again", in the user's language, after a failure.
  static let saveTitles = ActionTitles.tryAgain(
    busy: NSLocalizedString("Saving…", comment: "Save, while it runs"))
}

// AsyncActionStyleConfiguration.titledLabel's documentation.
struct TitledStyle: AsyncActionStyle {
  func makeBody(configuration: Configuration) -> some View {
    configuration.titledLabel.opacity(configuration.isBusyIndicatorVisible ? 0.5 : 1)
  }
}

// WhileAButtonRuns.md, "Hold on success", and asyncActionSuccessHold(_:)'s documentation.
struct EditSheet: View {
  @Environment(\.dismiss) private var dismiss
  let profile: EditableProfile

  var body: some View {
    AsyncActionButton("Save") { try await profile.save() }
      .asyncActionSuccessHold(.untilLeave)
      .onAsyncActionSuccess { dismiss() }
  }
}

@MainActor final class EventLog {
  func saveFailed(_ error: any Error) {}
  func tapIgnored(_ reason: ActionTapResult.IgnoredReason) {}
}

struct Store {
  func save() async throws {}
  func delete() async throws {}
}

struct EditableProfile {
  func save() async throws {}
  func save(_ name: String) async throws {}
  func delete() async throws {}
}

struct MediaLibrary {
  func download(reporting progress: AsyncAction.ProgressReporter) async throws {}
}

extension Binding where Value == String {
  /// A binding the snippets take for granted.
  @MainActor static var constantName: Binding<String> { fatalError("snippet") }
}

@MainActor final class Document {
  let pressRegistry = ActionPressRegistry()
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

struct Session {
  func logIn() async throws {}
  func signIn() async throws {}
}

enum EditorButton: Hashable {
  case save, delete
}

enum LoginButton: Hashable {
  case logIn, signUp
}

struct Editor {
  func save() async throws {}
}
func upload(reporting progress: AsyncAction.ProgressReporter) async throws {}
