// Every public initializer and modifier of AsyncActionButton, called from `nonisolated`
// functions: they are `nonisolated`, as Apple declares `Button`'s initializers and the view
// modifiers, so a view can be built off the main actor. This file must compile (warnings are
// errors). Its twin in Mistakes/ (NonisolatedBuilderCallsMainActor) shows that a main-actor-only
// builder is still rejected there.

import AsyncActionButton
import SwiftUI

nonisolated func everyInitializer(
  title: LocalizedStringResource, key: LocalizedStringKey, name: String,
  seed: @escaping @MainActor () async -> Void,
  throwing: @escaping @MainActor () async throws -> Void,
  reporting: @escaping @MainActor (AsyncAction.ProgressReporter) async throws -> Void
) {
  // The seed's API, exactly.
  _ = AsyncActionButton(action: seed) { Text("Save") }
  _ = AsyncActionButton(title, action: seed)
  _ = AsyncActionButton(title, systemImage: "square.and.arrow.down", action: seed)
  // Roles, titles of every kind, throwing and progress-reporting actions.
  _ = AsyncActionButton(role: .destructive, action: throwing) { Text("Delete") }
  _ = AsyncActionButton(role: .destructive, action: reporting) { Text("Delete") }
  _ = AsyncActionButton(title, role: .destructive, action: throwing)
  _ = AsyncActionButton(title, role: .destructive, action: reporting)
  _ = AsyncActionButton(title, systemImage: "trash", role: .destructive, action: throwing)
  _ = AsyncActionButton(title, systemImage: "arrow.up", role: nil, action: reporting)
  _ = AsyncActionButton(key, role: .destructive, action: throwing)
  _ = AsyncActionButton(key, role: nil, action: reporting)
  _ = AsyncActionButton(key, systemImage: "trash", role: .destructive, action: throwing)
  _ = AsyncActionButton(key, systemImage: "arrow.up", role: nil, action: reporting)
  _ = AsyncActionButton(name, role: .destructive, action: throwing)
  _ = AsyncActionButton(name, role: nil, action: reporting)
  _ = AsyncActionButton(name, systemImage: "person", role: nil, action: throwing)
  _ = AsyncActionButton(name, systemImage: "person", role: .destructive, action: reporting)
  // The loading style and its static members. The base is built with an initializer: the static
  // style members (`.automatic`, `.bordered`, `.borderedProminent`) are `@MainActor
  // @preconcurrency` in the iOS 26.2 SDK and the stub, so a nonisolated function cannot name them
  // (Mistakes/NonisolatedStaticStyleMember).
  _ = LoadingButtonStyle(isLoading: true, base: DefaultButtonStyle())
  _ = LoadingButtonStyle(isLoading: true, base: DefaultButtonStyle(), disablesWhileLoading: true)
  _ = LoadingButtonStyle(isLoading: true, base: BorderedProminentButtonStyle())
  _ = LoadingButtonStyle.loading(true)
  _ = LoadingButtonStyle.loading(true, disablesWhileLoading: true)
  _ = LoadingButtonStyle.loading(true, base: DefaultButtonStyle())
  _ = LoadingButtonStyle.loading(true, base: BorderedButtonStyle(), disablesWhileLoading: true)
}

nonisolated func everyModifier(
  of button: AsyncActionButton<Text>, scope: ActionScope, query: String, label: Text
) -> some View {
  _ = label.asyncActionLoading(true)
  return
    button
    .asyncActionConfiguration(ActionConfiguration(policy: .cancelAndRestart))
    .asyncActionTiming(.immediate)
    .asyncActionPolicy(.ignoreWhileBusy)
    .asyncActionLifetime(.outlivesButton)
    .asyncActionOutcomeMarks(.none)
    .asyncActionTimeout(ActionConfiguration.Timeout(.seconds(30)))
    .asyncActionScope(scope)
    .asyncActionScope()
    .asyncActionCancellationTrigger(query)
    .asyncActionStyle(.trailing)
    .asyncActionStyle(.pulse)
    .asyncActionStyle(.symbolEffect)
    .asyncActionStyle(.symbolEffect(.pulse))
    .asyncActionStyle(.none)
    .asyncActionStyle(.overlay)
    .asyncActionStyle(.leading)
    .asyncActionProgressLook(.bar)
    .asyncActionFailureStyle(.shake)
    .asyncActionFailureStyle(.none)
    .asyncActionFailureStyle(.symbolEffect)
    .asyncActionFailureStyle(.symbolEffect(.bounce))
    .asyncActionAnnouncements()
    .asyncActionAnnouncements(.all)
    .onAsyncActionEvent { event in print(event) }
    .onAsyncActionStart { run in print(run) }
    .onAsyncActionSuccess { print("saved") }
    .onAsyncActionFailure { error in print(error) }
    .onAsyncActionCancel { reason in print(reason) }
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 26.0, *)
nonisolated func hapticModifier(of button: AsyncActionButton<Text>) -> some View {
  button
    .asyncActionSensoryFeedback()
    .asyncActionSensoryFeedback(success: nil, failure: .error)
}
