// Every public initializer and modifier of AsyncActionButton, called as an app would call it. This
// file must compile (warnings are errors): it keeps the seed's API and the additions usable.

import AsyncActionButton
import SwiftUI

struct Profile {
  func save() async {}
  func upload(_ progress: (Double) -> Void) async throws { progress(1) }
}

@MainActor struct EveryInitializer: View {
  let profile = Profile()
  let title: LocalizedStringResource = "Save"
  let key: LocalizedStringKey = "Save"
  let name = "Ada's Profile"
  let seedAction: @MainActor () async -> Void = {}
  let throwingAction: @MainActor () async throws -> Void = {}

  var body: some View {
    // The seed's API, exactly.
    AsyncActionButton(action: seedAction) { Text("Save") }
    AsyncActionButton(title, action: seedAction)
    AsyncActionButton(title, systemImage: "square.and.arrow.down", action: seedAction)
    AsyncActionButton {
      await profile.save()
    } label: {
      Text("Save")
    }
    AsyncActionButton("Save Changes") { await profile.save() }
    AsyncActionButton("Sync", systemImage: "arrow.triangle.2.circlepath") { await profile.save() }
    // Roles, titles of every kind, throwing and progress-reporting actions.
    AsyncActionButton(role: .destructive, action: throwingAction) { Text("Delete") }
    AsyncActionButton(role: .destructive) { progress in
      progress(0.5)
    } label: {
      Text("Delete")
    }
    AsyncActionButton(title, role: .destructive, action: throwingAction)
    AsyncActionButton(title) { progress in try await profile.upload { progress($0) } }
    AsyncActionButton(title, systemImage: "trash", role: .destructive, action: throwingAction)
    AsyncActionButton(title, systemImage: "arrow.up") { progress in progress(1) }
    AsyncActionButton(key, action: throwingAction)
    AsyncActionButton(key, role: .destructive) { progress in progress(1) }
    AsyncActionButton(key, systemImage: "trash", role: .destructive, action: throwingAction)
    AsyncActionButton(key, systemImage: "arrow.up") { progress in progress(1) }
    AsyncActionButton(name, action: throwingAction)
    AsyncActionButton(name, role: .destructive) { progress in progress(1) }
    AsyncActionButton(name, systemImage: "person", action: throwingAction)
    AsyncActionButton(name, systemImage: "person", role: .destructive) { progress in progress(1) }
  }
}

@MainActor struct EveryModifier: View {
  /// A scope that outlives the view, as a model the app keeps would hold it.
  let form: ActionScope
  @State private var query = ""

  var body: some View {
    AsyncActionButton("Save") {}
      .asyncActionConfiguration(ActionConfiguration(policy: .cancelAndRestart))
      .asyncActionTiming(.immediate)
      .asyncActionPolicy(.ignoreWhileBusy)
      .asyncActionLifetime(.outlivesButton)
      .asyncActionOutcomeMarks(.none)
      .asyncActionTimeout(ActionConfiguration.Timeout(.seconds(30)))
      .asyncActionScope(form)
      .asyncActionScope()
      .asyncActionCancellationTrigger(query)
      .asyncActionAnnouncements()
      .asyncActionAnnouncements(.all)
      .asyncActionAnnouncements(ActionAnnouncements([.failed]))
      .onAsyncActionEvent { event in print(event) }
      .onAsyncActionStart { run in print(run) }
      .onAsyncActionSuccess { print("saved") }
      .onAsyncActionFailure { error in print(error) }
      .onAsyncActionCancel { reason in print(reason) }
      .asyncActionErrorAlert()
      .asyncActionTitles(.none)
      .asyncActionSuccessHold(.untilLeave)
      .asyncActionPolicy(.cancelWhileBusy)
      .asyncActionPreviewPhase(nil)
    AsyncActionButton("Upload") { progress in progress(1) }
      .asyncActionPreviewPhase(.progress(0.4))
  }
}

/// Reads whether a button of the enclosing scope runs.
@MainActor struct ScopeBusyReader: View {
  @Environment(\.isAsyncActionScopeBusy) private var isBusy

  var body: some View {
    Text(isBusy ? "Saving" : "Idle")
  }
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 26.0, *)
@MainActor struct Haptics: View {
  var body: some View {
    AsyncActionButton("Pay") {}
      .asyncActionSensoryFeedback()
      .asyncActionSensoryFeedback(success: nil, failure: .error)
  }
}

@MainActor struct DisabledWhileBusy: View {
  var body: some View {
    AsyncActionButton("Place Order") {}
      .asyncActionPolicy(.disableWhileBusy)
      .asyncActionStyle(.leading)
    AsyncActionButton("Sync", systemImage: "arrow.triangle.2.circlepath") {}
      .asyncActionStyle(.trailing)
      .asyncActionStyle(.overlay)
  }
}

/// A flag the app owns, as a view model would hold it.
@MainActor struct EveryLoadingAPI: View {
  let isSigningIn: Bool
  let signIn: @MainActor () -> Void = {}

  var body: some View {
    Button(action: signIn) {
      Text("Sign In").asyncActionLoading(isSigningIn)
    }
    .buttonStyle(.borderedProminent)
    .asyncActionTiming(.immediate)
    .asyncActionStyle(.trailing)
    Button("Sign In", action: signIn)
      .buttonStyle(.loading(isSigningIn))
    Button("Sign In", action: signIn)
      .buttonStyle(.loading(isSigningIn, disablesWhileLoading: true))
    Button("Sign In", action: signIn)
      .buttonStyle(.loading(isSigningIn, base: .borderedProminent))
    Button(role: .destructive, action: signIn) { Text("Sign Out") }
      .buttonStyle(.loading(isSigningIn, base: .bordered, disablesWhileLoading: true))
    Button("Sign In", action: signIn)
      .buttonStyle(LoadingButtonStyle(isLoading: isSigningIn, base: .automatic))
    Button("Sign In", action: signIn)
      .buttonStyle(LoadingButtonStyle(isLoading: isSigningIn, base: .bordered, disablesWhileLoading: true))
  }
}
