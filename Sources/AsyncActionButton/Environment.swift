public import SwiftUI

/// Everything the environment tells an ``AsyncActionButton``. One value, so that a button reads
/// the environment once.
struct AsyncActionSettings: Sendable {
  var configuration = ActionConfiguration()
  var scope: ActionScope?
  var listeners = ActionEventListeners()
  var cancellationTrigger: CancellationTrigger?
  /// What the label looks like while busy and during feedback; `nil` for the overlay look.
  var style: AnyAsyncActionStyle?
  /// How determinate progress is drawn.
  var progressStyle = AsyncActionProgressStyle.ring
  /// What the indicators are painted with; `nil` for the foreground style where the label sits.
  var indicatorStyle: AnyShapeStyle?
  /// How the button reacts when a run fails; `nil` for no reaction.
  var failureStyle: AnyAsyncActionFailureStyle?
  /// An `OutcomeFeedback<SensoryFeedback>` where `SensoryFeedback` exists (it needs visionOS 26),
  /// else `nil`. Stored type-erased because a stored property cannot be of a type that is newer
  /// than the package's minimum platforms.
  var sensoryFeedback: (any Sendable)?
  /// The run endings announced to VoiceOver and other assistive technologies.
  var announcements = ActionAnnouncements.none
  /// The busy and retry titles the buttons show besides their labels.
  var titles = ActionTitles.none
  /// Where a failed run goes to be presented: the innermost `asyncActionErrorAlert()`, or `nil`.
  /// One presenter, not a list: a failure is presented once, by the alert closest to its button.
  var errorPresenter: (@MainActor @Sendable (ActionEvent) -> Void)?
}

private struct AsyncActionSettingsKey: EnvironmentKey {
  static let defaultValue = AsyncActionSettings()
}

extension EnvironmentValues {
  var asyncActionButton: AsyncActionSettings {
    get { self[AsyncActionSettingsKey.self] }
    set { self[AsyncActionSettingsKey.self] = newValue }
  }
}

extension View {
  /// Sets the whole configuration of the async action buttons in this view.
  ///
  /// - Parameter configuration: Timing, policy, lifetime, feedback and timeout.
  /// - Returns: A view whose async action buttons use the configuration.
  nonisolated public func asyncActionConfiguration(_ configuration: ActionConfiguration) -> some View {
    transformEnvironment(\.asyncActionButton) { $0.configuration = configuration }
  }

  /// Sets when the spinner of the async action buttons in this view appears and how long it
  /// stays.
  ///
  /// ```swift
  /// AsyncActionButton("Save") { await save() }
  ///   .asyncActionTiming(.immediate)  // spinner at once, like a plain loading flag
  /// ```
  ///
  /// - Parameter timing: The spinner timing; `SpinnerTiming.standard` by default.
  /// - Returns: A view whose async action buttons use the timing.
  nonisolated public func asyncActionTiming(_ timing: SpinnerTiming) -> some View {
    transformEnvironment(\.asyncActionButton) { $0.configuration.timing = timing }
  }

  /// Sets what a tap does while an async action button in this view is busy, and whether the
  /// busy button looks disabled.
  ///
  /// ```swift
  /// AsyncActionButton("Place Order") { try await checkout.placeOrder() }
  ///   .buttonStyle(.borderedProminent)
  ///   .asyncActionPolicy(.disableWhileBusy)  // dimmed, and reported disabled, while it runs
  /// ```
  ///
  /// Under `TapPolicy.disableWhileBusy` the button applies `disabled(_:)` with
  /// `ActionEngine.isDisabled` to its `Button` while busy: the button style draws it disabled
  /// and assistive technologies report it dimmed. Taps are ignored exactly as under
  /// `TapPolicy.ignoreWhileBusy`. Disabling does not remove the button from the screen, so the
  /// run is still cancelled when the button leaves it, and not before. A disabled button cannot
  /// keep keyboard focus on some platforms.
  ///
  /// Under `TapPolicy.cancelWhileBusy` a tap on the busy button cancels its run, as the App
  /// Store's download button does: the run ends cancelled with `CancellationReason.user`. While a
  /// tap would cancel, a stop glyph shows inside the spinner or the progress ring, and the
  /// button's accessibility label is "Cancel" in the user's language (`ActionStrings.cancel`), so
  /// VoiceOver says what a tap does now. A click, a keyboard activation (Space, Return) and a
  /// press from code are taps and do the same:
  ///
  /// ```swift
  /// AsyncActionButton("Download", systemImage: "arrow.down.circle") { progress in
  ///   try await library.download(reporting: progress)
  /// }
  /// .asyncActionPolicy(.cancelWhileBusy)  // tap the ring to stop the download
  /// .onAsyncActionCancel { reason in if reason == .user { status = "Stopped" } }
  /// ```
  ///
  /// - Parameter policy: `TapPolicy.ignoreWhileBusy` (the default: taps ignored, the button
  ///   looks enabled), `TapPolicy.disableWhileBusy` (taps ignored, the button looks disabled),
  ///   `TapPolicy.cancelAndRestart` (a tap cancels the run and starts a new one) or
  ///   `TapPolicy.cancelWhileBusy` (a tap cancels the run).
  /// - Returns: A view whose async action buttons use the policy.
  nonisolated public func asyncActionPolicy(_ policy: TapPolicy) -> some View {
    transformEnvironment(\.asyncActionButton) { $0.configuration.policy = policy }
  }

  /// Sets whether a run ends when its async action button leaves the screen.
  ///
  /// Buttons that vanish when tapped — alert and dialog buttons, menu items, swipe actions — need
  /// `RunLifetime.outlivesButton`, or their run would be cancelled as soon as it starts.
  ///
  /// ```swift
  /// .alert("Delete the draft?", isPresented: $confirming) {
  ///   AsyncActionButton("Delete", role: .destructive) { try await drafts.delete() }
  ///     .asyncActionLifetime(.outlivesButton)
  /// }
  /// ```
  ///
  /// - Parameter lifetime: `RunLifetime.cancelledOnLeave` (the default) or
  ///   `RunLifetime.outlivesButton`.
  /// - Returns: A view whose async action buttons use the lifetime.
  nonisolated public func asyncActionLifetime(_ lifetime: RunLifetime) -> some View {
    transformEnvironment(\.asyncActionButton) { $0.configuration.lifetime = lifetime }
  }

  /// Sets how long the async action buttons in this view show a success or failure mark after a
  /// run.
  ///
  /// - Parameter feedback: The feedback timing; `FeedbackTiming.none` by default.
  /// - Returns: A view whose async action buttons use the feedback timing.
  nonisolated public func asyncActionFeedback(_ feedback: FeedbackTiming) -> some View {
    transformEnvironment(\.asyncActionButton) { $0.configuration.feedback = feedback }
  }

  /// Sets how long an action of the async action buttons in this view may run before it is
  /// cancelled.
  ///
  /// - Parameter timeout: The timeout, or `nil` for none (the default).
  /// - Returns: A view whose async action buttons use the timeout.
  nonisolated public func asyncActionTimeout(_ timeout: ActionTimeout?) -> some View {
    transformEnvironment(\.asyncActionButton) { $0.configuration.timeout = timeout }
  }

  /// Keeps the async action buttons in this view busy after a successful run, until they leave
  /// the screen or a given time passes: for a button whose success takes its screen away.
  ///
  /// A sheet's Save that dismisses the sheet shows its label again for the moment the sheet takes
  /// to close; with a hold, the spinner stays (taps ignored, `IgnoredTapReason.holdingSuccess`)
  /// until the sheet has gone:
  ///
  /// ```swift
  /// struct EditSheet: View {
  ///   @Environment(\.dismiss) private var dismiss
  ///   let profile: Profile
  ///
  ///   var body: some View {
  ///     AsyncActionButton("Save") { try await profile.save() }
  ///       .asyncActionSuccessHold(.untilLeave)
  ///       .onAsyncActionSuccess { dismiss() }
  ///   }
  /// }
  /// ```
  ///
  /// The run's success is reported when the hold starts, so the handler that closes the screen
  /// runs at once. The button keeps what it showed when the run ended (the spinner, or the full
  /// ring; a run that ended before its spinner's show-delay shows none, hold or not), stays busy,
  /// and keeps its scope busy. A failed or cancelled run holds nothing. The rules are
  /// `SuccessHold`'s.
  ///
  /// - Parameter hold: `SuccessHold.untilLeave`, a `SuccessHold` with a maximum time, or `nil`
  ///   (the default when this modifier is not used) for no hold.
  /// - Returns: A view whose async action buttons hold their busy look after a success.
  nonisolated public func asyncActionSuccessHold(_ hold: SuccessHold?) -> some View {
    transformEnvironment(\.asyncActionButton) { $0.configuration.successHold = hold }
  }

  /// Gives the async action buttons in this view a title while they run ("Saving…"), a title
  /// after a failed run ("Try Again"), or both.
  ///
  /// ```swift
  /// AsyncActionButton("Save") { try await profile.save() }
  ///   .asyncActionTitles(Self.saveTitles)
  ///
  /// // "Saving…" while it runs; the built-in "Try Again", in the user's language, after a failure.
  /// static let saveTitles = try! ActionTitles.tryAgain(
  ///   busy: NSLocalizedString("Saving…", comment: "Save, while it runs"))
  /// ```
  ///
  /// The busy title shows while the spinner would: after the show-delay, for at least the minimum
  /// visible time, and during a hold after success. Under the overlay look it stands in place of
  /// the spinner; under the leading and trailing looks the spinner goes beside it; under the
  /// pulse and symbol effect looks it pulses or dims as the label would. The retry title replaces
  /// the label after a failed run, until a run succeeds (`ActionEngine.consecutiveFailureCount`).
  /// Both are plain text in the label's font, and accessibility reads the title that shows.
  ///
  /// The button lays out its label and every title, all but one at opacity 0, so it is as wide
  /// as the widest of them in every phase and never changes size when one replaces another. The
  /// built-in styles draw the titles; a style of your own draws them with
  /// ``AsyncActionStyleConfiguration/titledLabel``.
  ///
  /// - Parameter titles: The titles; `ActionTitles.none` (the default when this modifier is not
  ///   used) for the label alone. `ActionTitles` rejects an empty or blank title when it is made.
  /// - Returns: A view whose async action buttons show the titles.
  nonisolated public func asyncActionTitles(_ titles: ActionTitles) -> some View {
    transformEnvironment(\.asyncActionButton) { $0.titles = titles }
  }

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
    CancellationTriggerWriter(content: self, value: value)
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
  /// button is on screen. A run that outlives its button (`RunLifetime.outlivesButton`) ends
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
  /// one); no press registry is needed for that:
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
  /// - Parameter handler: Called on the main actor with every `ActionEvent`.
  /// - Returns: A view whose async action buttons report to the handler.
  nonisolated public func onAsyncActionEvent(
    _ handler: @escaping @MainActor @Sendable (ActionEvent) -> Void
  ) -> some View {
    listening(ActionEventListeners(handler))
  }

  /// Calls a handler when a run of an async action button in this view starts.
  ///
  /// - Parameter handler: Called with the run that started.
  /// - Returns: A view whose async action buttons report to the handler.
  nonisolated public func onAsyncActionStart(
    _ handler: @escaping @MainActor @Sendable (RunID) -> Void
  ) -> some View {
    listening(.started(handler))
  }

  /// Calls a handler when a run of an async action button in this view succeeds.
  ///
  /// - Parameter handler: Called when a run succeeded.
  /// - Returns: A view whose async action buttons report to the handler.
  nonisolated public func onAsyncActionSuccess(
    _ handler: @escaping @MainActor @Sendable () -> Void
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
    _ handler: @escaping @MainActor @Sendable (any Error) -> Void
  ) -> some View {
    listening(.failed(handler))
  }

  /// Calls a handler when a run of an async action button in this view is cancelled.
  ///
  /// - Parameter handler: Called with the reason the run was cancelled.
  /// - Returns: A view whose async action buttons report to the handler.
  nonisolated public func onAsyncActionCancel(
    _ handler: @escaping @MainActor @Sendable (CancellationReason) -> Void
  ) -> some View {
    listening(.cancelled(handler))
  }

  /// Adds listeners ahead of those from further out, so the handler closest to a button hears
  /// its events first.
  nonisolated private func listening(_ listeners: ActionEventListeners) -> some View {
    transformEnvironment(\.asyncActionButton) { $0.listeners = listeners + $0.listeners }
  }

  /// Plays the sensory feedback chosen for the last run's ending, where sensory feedback exists.
  ///
  /// The branch depends only on the OS version, never on the settings, so changing the feedback
  /// setting never changes the view's structure (which would restart the button's task).
  @ViewBuilder
  func playFeedback(_ feedback: (any Sendable)?, for ending: FinishedRun?) -> some View {
    if #available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 26.0, *) {
      sensoryFeedback(trigger: ending) {
        (feedback as? OutcomeFeedback<SensoryFeedback>)?.feedback(for: ending)
      }
    } else {
      self
    }
  }
}

/// The inputs of a view that hands its buttons a cancellation trigger: `nonisolated`, so that the
/// nonisolated modifier can build it. The value is wrapped in `body`, on the main actor, where a
/// main-actor-isolated `==` may be used.
nonisolated private struct CancellationTriggerWriter<Content: View, Value: Equatable>: View {
  let content: Content
  let value: Value

  @MainActor var body: some View {
    let trigger = CancellationTrigger(value)
    return content.transformEnvironment(\.asyncActionButton) { $0.cancellationTrigger = trigger }
  }
}

/// The inputs of a view with an object of its own (a scope, a press registry) that it puts in the
/// environment at `path`: `nonisolated`, so that a nonisolated modifier can build it (its content
/// is of any view type, which is not `Sendable`).
nonisolated struct OwnObject<Content: View, Object: AnyObject>: View {
  let content: Content
  let path: WritableKeyPath<EnvironmentValues, Object?>
  let make: @MainActor () -> Object

  @MainActor var body: some View {
    OwnObjectContent(content: content, path: path, make: make)
  }
}

/// An object of the view's own, made when the view first appears, never while a body is evaluated:
/// a `State` default value would be built, and thrown away, every time a parent's body runs.
private struct OwnObjectContent<Content: View, Object: AnyObject>: View {
  let content: Content
  let path: WritableKeyPath<EnvironmentValues, Object?>
  let make: @MainActor () -> Object
  @State private var object: Object? = nil

  var body: some View {
    content
      .transformEnvironment(path) { [object] in $0 = object }
      .onAppear { if object == nil { object = make() } }
  }
}
