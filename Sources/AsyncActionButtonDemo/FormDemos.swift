import AsyncActionButton
import SwiftUI

// Screens for what a form needs around its buttons: failures presented with Try Again, events that
// name their button, fields that are read-only while Save runs, busy and retry titles, tap to
// cancel, and a button that stays busy until its sheet has closed. Ordinary views, outside the
// `#Preview` macros, so that the Linux type-check covers them.

/// A profile form. Save fails every other time: the alert shows the error's description, reason
/// and suggestion, and its Try Again presses Save again. The Name and E-mail fields are read-only
/// while Save or Delete Account runs (one scope), Save reads "Saving…" while it runs and "Try
/// Again" after a failure, and the log names the button each event came from.
struct ProfileFormDemo: View {
  @State private var name = "Ada Lovelace"
  @State private var email = "ada@example.com"
  @State private var attempts = 0
  @State private var log: [String] = []

  /// "Saving…" while Save runs; the built-in "Try Again", in the user's language, after a failure.
  private static let saveTitles = ActionTitles.tryAgain(busy: "Saving…")

  var body: some View {
    VStack(spacing: 16) {
      ProfileFormFields(name: $name, email: $email)
      AsyncActionButton {
        attempts += 1
        try await Task.sleep(for: .seconds(1.5))
        if !attempts.isMultiple(of: 2) { throw ProfileSaveError.offline }
      } label: {
        Text("Save").frame(maxWidth: .infinity)
      }
      .buttonStyle(.borderedProminent)
      .asyncActionIdentifier("save")
      .asyncActionTitles(Self.saveTitles)
      AsyncActionButton("Delete Account", role: .destructive) {
        try await Task.sleep(for: .seconds(2))
      }
      .asyncActionIdentifier("delete")
      Text(log.suffix(3).joined(separator: "\n"))
    }
    .asyncActionScope()
    .asyncActionErrorAlert()
    .onAsyncActionEvent { event in log.append("\(event)") }
    .padding()
  }
}

/// The form's fields: read-only while a button of the form's scope runs, read in one line from the
/// environment.
struct ProfileFormFields: View {
  @Environment(\.isAsyncActionScopeBusy) private var isSaving
  @Binding var name: String
  @Binding var email: String

  var body: some View {
    TextField("Name", text: $name).disabled(isSaving)
    TextField("E-mail", text: $email).disabled(isSaving)
  }
}

/// Tap to cancel, as the App Store's download button does: while Download runs, its ring shows a
/// stop glyph, VoiceOver says "Press to cancel" after the button's title, and a tap, a click or Space stops it. Sync
/// shows the glyph in its spinner.
struct TapToCancelDemo: View {
  @State private var status = "Tap Download, then tap the ring to stop it."

  var body: some View {
    VStack(spacing: 16) {
      AsyncActionButton("Download", systemImage: "arrow.down.circle") { progress in
        for step in 1...50 {
          try await Task.sleep(for: .milliseconds(100))
          progress(Double(step) / 50)
        }
      }
      AsyncActionButton("Sync", systemImage: "arrow.triangle.2.circlepath") {
        try await Task.sleep(for: .seconds(5))
      }
      Text(status)
    }
    .buttonStyle(.bordered)
    .asyncActionPolicy(.cancelWhileBusy)
    .onAsyncActionSuccess { status = "Done" }
    .onAsyncActionCancel { reason in status = reason == .user ? "Stopped" : "Cancelled (\(reason))" }
    .padding()
  }
}

/// A sheet whose Save closes it: with a hold after success the spinner stays until the sheet has
/// gone; without, the label comes back for the moment the sheet takes to close.
struct SuccessHoldDemo: View {
  @State private var isEditing = false
  @State private var saves = 0

  var body: some View {
    VStack(spacing: 16) {
      Text("Saves: \(saves)")
      Button("Edit Profile") { isEditing = true }
    }
    .sheet(isPresented: $isEditing) {
      EditProfileSheet(saves: $saves)
    }
    .padding()
  }
}

/// The sheet: Save and Close holds its spinner until the sheet has closed; the second button,
/// for comparison, does not.
struct EditProfileSheet: View {
  @Environment(\.dismiss) private var dismiss
  @Binding var saves: Int

  var body: some View {
    VStack(spacing: 16) {
      AsyncActionButton("Save and Close") {
        try await Task.sleep(for: .seconds(1))
        saves += 1
      }
      .buttonStyle(.borderedProminent)
      .asyncActionSuccessHold(.untilLeave)
      AsyncActionButton("Save and Close (no hold)") {
        try await Task.sleep(for: .seconds(1))
        saves += 1
      }
    }
    .onAsyncActionSuccess { dismiss() }
    .padding()
  }
}

/// The failure the form's Save throws, described as an alert shows it.
private enum ProfileSaveError: LocalizedError {
  case offline

  var errorDescription: String? { "Your profile could not be saved." }
  var failureReason: String? { "The server could not be reached." }
  var recoverySuggestion: String? { "Check your connection, then try again." }
}
