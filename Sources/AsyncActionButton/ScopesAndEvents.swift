#if canImport(SwiftUI)
  public import SwiftUI

  // The modifiers that group buttons and hear them: scopes, cancellation triggers, feedback,
  // announcements and events.

  extension View {
    /// Makes the async action buttons in this view share a scope: one action at a time between
    /// them.
    ///
    /// Every view inside reads whether a button of the scope is busy from
    /// ``SwiftUI/EnvironmentValues/isAsyncActionScopeBusy``.
    ///
    /// Use this form when the scope belongs to something that outlives the view, such as a model
    /// the app already keeps, or to share one scope between views in different places:
    ///
    /// ```swift
    /// VStack {
    ///   AsyncActionButton("Save") { try await store.save() }
    ///   AsyncActionButton("Delete", role: .destructive) { try await store.delete() }
    /// }
    /// .asyncActionScope(store.formScope)  // a `let formScope = ActionScope()` of the store
    /// ```
    ///
    /// For a scope of the view's own, use ``SwiftUI/View/asyncActionScope()``. Don't write
    /// `@State private var form = ActionScope()`: a `State` default value is built, and thrown
    /// away, every time a parent's body runs.
    ///
    /// - Parameter scope: The scope, or `nil` for none.
    /// - Returns: A view whose async action buttons share the scope.
    nonisolated public func asyncActionScope(_ scope: ActionScope?) -> some View {
      ScopeBusyWriter(content: self).transformEnvironment(\.asyncActionButton) { $0.scope = scope }
    }

    /// Makes the async action buttons in this view share a scope of the view's own: one action at
    /// a time between them.
    ///
    /// ```swift
    /// VStack {
    ///   AsyncActionButton("Save") { try await store.save() }
    ///   AsyncActionButton("Delete", role: .destructive) { try await store.delete() }
    /// }
    /// .asyncActionScope()
    /// ```
    ///
    /// The scope is made once per view identity, when the view first appears, and lives as long as
    /// the view; building the view makes none. Every view inside reads whether one of the buttons
    /// is busy from ``SwiftUI/EnvironmentValues/isAsyncActionScopeBusy``:
    ///
    /// ```swift
    /// struct ProfileForm: View {
    ///   @Environment(\.isAsyncActionScopeBusy) private var isSaving
    ///   @Binding var name: String
    ///
    ///   var body: some View {
    ///     TextField("Name", text: $name).disabled(isSaving)
    ///   }
    /// }
    /// ```
    ///
    /// - Returns: A view whose async action buttons share one scope.
    nonisolated public func asyncActionScope() -> some View {
      OwnObject(content: ScopeBusyWriter(content: self), path: \.asyncActionButton.scope) { ActionScope() }
    }

    /// Cancels the run of the async action buttons in this view whenever a value changes.
    ///
    /// ```swift
    /// AsyncActionButton("Search") { try await search(query) }
    ///   .asyncActionCancellationTrigger(query)  // editing the query cancels the search
    /// ```
    ///
    /// - Parameter value: Any equatable value; a change cancels the run. As with `onChange(of:)`, it
    ///   need not be `Sendable`, and its `Equatable` conformance may be main-actor isolated, as an
    ///   app's own types are under default main-actor isolation.
    /// - Returns: A view whose async action buttons watch the value.
    nonisolated public func asyncActionCancellationTrigger(_ value: some Equatable) -> some View {
      KeptWriter(content: self, input: value, make: { CancellationTrigger($0) }) {
        $0.cancellationTrigger = $1
      }
    }

    /// Plays sensory feedback when a run of an async action button in this view succeeds or fails.
    ///
    /// ```swift
    /// AsyncActionButton("Pay") { try await checkout.pay() }
    ///   .asyncActionSensoryFeedback(success: .success, failure: .error)
    /// ```
    ///
    /// - Parameters:
    ///   - success: The feedback after a successful run, or `nil` for none.
    ///   - failure: The feedback after a failed run, or `nil` for none.
    /// - Returns: A view whose async action buttons play the feedback.
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 26.0, *)
    nonisolated public func asyncActionSensoryFeedback(
      success: SensoryFeedback? = .success, failure: SensoryFeedback? = .error
    ) -> some View {
      let feedback = OutcomeFeedback(succeeded: success, failed: failure)
      return transformEnvironment(\.asyncActionButton) { $0.sensoryFeedback = feedback }
    }

    /// Announces the end of each run of the async action buttons in this view to VoiceOver and
    /// other assistive technologies: "Done", "Failed" or "Cancelled", in the user's language.
    ///
    /// While a run is busy the button's accessibility value already says "In progress"; when the
    /// run ends, the label comes back and nothing else tells a VoiceOver user how it went. Opt in
    /// where nothing else does (no alert, no new screen):
    ///
    /// ```swift
    /// AsyncActionButton("Sync", systemImage: "arrow.triangle.2.circlepath") { try await library.sync() }
    ///   .asyncActionAnnouncements()  // "Done" or "Failed" when the sync ends
    /// ```
    ///
    /// The button posts `AccessibilityNotification.Announcement` when the run ends, while the
    /// button is on screen. A run that outlives its button (`ActionConfiguration.Lifetime.outlivesButton`) ends
    /// unannounced; use `onAsyncActionFailure(_:)` there.
    ///
    /// - Parameter announcements: Which endings to announce: `ActionAnnouncements.successAndFailure`
    ///   (the default argument), `ActionAnnouncements.all` or `ActionAnnouncements.none` (the
    ///   default when this modifier is not used).
    /// - Returns: A view whose async action buttons announce the endings chosen.
    nonisolated public func asyncActionAnnouncements(
      _ announcements: ActionAnnouncements = .successAndFailure
    ) -> some View {
      transformEnvironment(\.asyncActionButton) { $0.announcements = announcements }
    }

    /// Calls a handler with every event of the async action buttons in this view: each run's start
    /// and end (succeeded, failed with its error, cancelled with its reason) and each tap the button
    /// ignored, with the identifier of the button it came from.
    ///
    /// One handler tells the buttons of a screen apart by `ActionEvent.identifier`, the identifier
    /// each was given with ``SwiftUI/View/asyncActionIdentifier(_:)`` (`nil` for a button without
    /// one, or with one of another type than `String`, which `ActionEvent.identifier(as:)` reads
    /// as its own type); no press registry is needed for that:
    ///
    /// ```swift
    /// VStack {
    ///   AsyncActionButton("Save") { try await store.save() }
    ///     .asyncActionIdentifier("save")
    ///   AsyncActionButton("Delete", role: .destructive) { try await store.delete() }
    ///     .asyncActionIdentifier("delete")
    /// }
    /// .onAsyncActionEvent { event in
    ///   switch (event.identifier, event.kind) {
    ///   case ("save", .finished(_, .failed(let error))): log.saveFailed(error)
    ///   case ("delete", .finished(_, .succeeded)): dismiss()
    ///   case (_, .ignored(let reason)): log.tapIgnored(reason)
    ///   default: break
    ///   }
    /// }
    /// ```
    ///
    /// Each run reports `ActionEvent.Kind.started(_:)` once and `ActionEvent.Kind.finished(_:_:)`
    /// once, and a thrown error reaches the handler exactly once, in its run's finished event.
    /// Handlers closer to a button hear its events first. To present failures, see
    /// ``SwiftUI/View/asyncActionErrorAlert()``; `ActionEvent.pressAgain()` presses the button an
    /// event came from again.
    ///
    /// The handlers of these modifiers are typed as `onChange(of:initial:_:)`'s action is: neither
    /// `@Sendable` nor isolated by their type. Written in a view's `body`, a handler is isolated to
    /// the main actor as the body is, and may read and set the view's state; the buttons call it on
    /// the main actor.
    ///
    /// - Parameter handler: Called on the main actor with every `ActionEvent`.
    /// - Returns: A view whose async action buttons report to the handler.
    nonisolated public func onAsyncActionEvent(
      _ handler: @escaping (ActionEvent) -> Void
    ) -> some View {
      listening(ActionEventListeners(handler))
    }

    /// Calls a handler when a run of an async action button in this view starts.
    ///
    /// - Parameter handler: Called with the run that started.
    /// - Returns: A view whose async action buttons report to the handler.
    nonisolated public func onAsyncActionStart(
      _ handler: @escaping (ActionEvent.RunID) -> Void
    ) -> some View {
      listening(.started(handler))
    }

    /// Calls a handler when a run of an async action button in this view succeeds.
    ///
    /// - Parameter handler: Called when a run succeeded.
    /// - Returns: A view whose async action buttons report to the handler.
    nonisolated public func onAsyncActionSuccess(
      _ handler: @escaping () -> Void
    ) -> some View {
      listening(.succeeded(handler))
    }

    /// Calls a handler, once per error, when a run of an async action button in this view fails.
    ///
    /// ```swift
    /// AsyncActionButton("Save") { try await profile.save() }
    ///   .onAsyncActionFailure { error in saveError = error }
    /// ```
    ///
    /// - Parameter handler: Called with the error the action threw.
    /// - Returns: A view whose async action buttons report to the handler.
    nonisolated public func onAsyncActionFailure(
      _ handler: @escaping (any Error) -> Void
    ) -> some View {
      listening(.failed(handler))
    }

    /// Calls a handler when a run of an async action button in this view is cancelled.
    ///
    /// - Parameter handler: Called with the reason the run was cancelled.
    /// - Returns: A view whose async action buttons report to the handler.
    nonisolated public func onAsyncActionCancel(
      _ handler: @escaping (ActionOutcome.CancellationReason) -> Void
    ) -> some View {
      listening(.cancelled(handler))
    }

    /// Adds listeners ahead of those from further out, so the handler closest to a button hears
    /// its events first.
    nonisolated private func listening(_ listeners: ActionEventListeners) -> some View {
      HandlerWriter(content: self, listeners: listeners) { $0.listeners.insert($1, at: 0) }
    }

    /// Plays the sensory feedback chosen for the last run's ending, where sensory feedback exists.
    ///
    /// The branch depends only on the OS version, never on the settings, so changing the feedback
    /// setting never changes the view's structure (which would restart the button's task).
    @ViewBuilder
    func playFeedback(_ feedback: (any Sendable)?, for ending: ActionEngine.FinishedRun?) -> some View {
      if #available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 26.0, *) {
        sensoryFeedback(trigger: ending) {
          (feedback as? OutcomeFeedback<SensoryFeedback>)?.feedback(for: ending)
        }
      } else {
        self
      }
    }
  }
#endif
