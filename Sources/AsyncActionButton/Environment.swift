#if canImport(SwiftUI)
  public import SwiftUI

  /// Everything the environment tells an ``AsyncActionButton``. One value, so that a button reads
  /// the environment once.
  ///
  /// `Equatable`, so that a button is evaluated again only when a setting changes: a modifier
  /// written again with the same input writes an equal value (see KeptValues.swift). Values compare
  /// by `==`; the objects a modifier makes (styles, the cancellation trigger, the handler boxes) by
  /// identity, which their writers keep while their input stays the same.
  struct AsyncActionSettings: Sendable, Equatable {
    var configuration = ActionConfiguration()
    var scope: ActionScope?
    /// The handlers of ``SwiftUI/View/onAsyncActionEvent(_:)`` and its kind, closest first.
    var listeners: [ActionEventHandler] = []
    var cancellationTrigger: CancellationTrigger?
    /// What the label looks like while busy and during feedback; `nil` for the overlay look.
    var style: AnyAsyncActionStyle?
    /// How determinate progress is drawn.
    var progressLook = ActionLooks.Progress.ring
    /// What the indicators are painted with; `nil` for the foreground style where the label sits.
    var indicatorPaint: IndicatorPaint?
    /// The font whose line the indicators are sized for; `nil` for the font around the label.
    var indicatorFont: Font?
    /// How the button reacts when a run fails; `nil` for no reaction.
    var failureStyle: AnyAsyncActionFailureStyle?
    /// An `OutcomeFeedback<SensoryFeedback>` where `SensoryFeedback` exists (it needs visionOS 26),
    /// else `nil`. Stored type-erased because a stored property cannot be of a type that is newer
    /// than the package's minimum platforms.
    var sensoryFeedback: (any Sendable & Equatable)?
    /// The run endings announced to VoiceOver and other assistive technologies.
    var announcements = ActionAnnouncements.none
    /// The busy and retry titles the buttons show besides their labels.
    var titles = ActionTitles.none
    /// Where a failed run goes to be presented: the innermost `asyncActionErrorAlert()`, or `nil`.
    /// One presenter, not a list: a failure is presented once, by the alert closest to its button.
    var errorPresenter: ActionEventHandler?
    /// The phase ``SwiftUI/View/asyncActionPreviewPhase(_:)`` holds the buttons in, or `nil` while
    /// they run.
    var previewPhase: ActionPreviewPhase?

    /// What the indicators are painted with; `nil` for the foreground style where the label sits.
    var indicatorStyle: AnyShapeStyle? { indicatorPaint?.style }

    static func == (lhs: Self, rhs: Self) -> Bool {
      lhs.configuration == rhs.configuration && lhs.scope === rhs.scope
        && lhs.listeners.elementsEqual(rhs.listeners, by: ===)
        && lhs.cancellationTrigger === rhs.cancellationTrigger && lhs.style === rhs.style
        && lhs.progressLook == rhs.progressLook && lhs.indicatorPaint === rhs.indicatorPaint
        && lhs.indicatorFont == rhs.indicatorFont && lhs.failureStyle === rhs.failureStyle
        && isEqual(lhs.sensoryFeedback, rhs.sensoryFeedback) && lhs.announcements == rhs.announcements
        && lhs.titles == rhs.titles && lhs.errorPresenter === rhs.errorPresenter
        && lhs.previewPhase == rhs.previewPhase
    }

    /// Whether two type-erased values are equal: both `nil`, or of one type and `==`.
    private static func isEqual(
      _ lhs: (any Sendable & Equatable)?, _ rhs: (any Sendable & Equatable)?
    ) -> Bool {
      switch (lhs, rhs) {
      case (nil, nil): true
      case (let lhs?, let rhs?): lhs.isEqual(to: rhs)
      default: false
      }
    }

    /// Calls every handler, closest first, then the error presenter, with an event.
    ///
    /// - Parameter event: An event of a button.
    @MainActor func report(_ event: ActionEvent) {
      for handler in listeners { handler(event) }
      errorPresenter?(event)
    }
  }

  /// What a modifier paints indicators with, in a box the modifier keeps while its style stays the
  /// same, so that the environment compares equal.
  final class IndicatorPaint: Sendable {
    /// The style.
    let style: AnyShapeStyle

    init(_ style: AnyShapeStyle) {
      self.style = style
    }
  }

  extension Equatable {
    /// Whether `other` is a value of this type equal to this one.
    fileprivate func isEqual(to other: any Equatable) -> Bool {
      guard let other = other as? Self else { return false }
      return self == other
    }
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
    /// - Parameter timing: The spinner timing; `ActionConfiguration.BusyIndicatorTiming.standard` by default.
    /// - Returns: A view whose async action buttons use the timing.
    nonisolated public func asyncActionTiming(_ timing: ActionConfiguration.BusyIndicatorTiming) -> some View
    {
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
    /// Under `ActionConfiguration.TapPolicy.disableWhileBusy` the button applies `disabled(_:)` with
    /// `ActionEngine.isDisabled` to its `Button` while busy: the button style draws it disabled
    /// and assistive technologies report it dimmed. Taps are ignored exactly as under
    /// `ActionConfiguration.TapPolicy.ignoreWhileBusy`. Disabling does not remove the button from the screen, so the
    /// run is still cancelled when the button leaves it, and not before. A disabled button cannot
    /// keep keyboard focus on some platforms.
    ///
    /// Under `ActionConfiguration.TapPolicy.cancelWhileBusy` a tap on the busy button cancels its run, as the App
    /// Store's download button does: the run ends cancelled with `ActionOutcome.CancellationReason.user`. While a
    /// tap would cancel, a stop glyph shows inside the spinner or the progress ring, and the
    /// button's accessibility hint is "Press to cancel" in the user's language
    /// (`ActionStrings.pressToCancel`), its label still its title, so VoiceOver says which button it
    /// is and what a tap does now. A click, a keyboard activation (Space, Return) and a
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
    /// - Parameter policy: `ActionConfiguration.TapPolicy.ignoreWhileBusy` (the default: taps ignored, the button
    ///   looks enabled), `ActionConfiguration.TapPolicy.disableWhileBusy` (taps ignored, the button looks disabled),
    ///   `ActionConfiguration.TapPolicy.cancelAndRestart` (a tap cancels the run and starts a new one) or
    ///   `ActionConfiguration.TapPolicy.cancelWhileBusy` (a tap cancels the run).
    /// - Returns: A view whose async action buttons use the policy.
    nonisolated public func asyncActionPolicy(_ policy: ActionConfiguration.TapPolicy) -> some View {
      transformEnvironment(\.asyncActionButton) { $0.configuration.policy = policy }
    }

    /// Sets whether a run ends when its async action button leaves the screen.
    ///
    /// Buttons that vanish when tapped — alert and dialog buttons, menu items, swipe actions — need
    /// `ActionConfiguration.Lifetime.outlivesButton`, or their run would be cancelled as soon as it starts.
    ///
    /// ```swift
    /// .alert("Delete the draft?", isPresented: $confirming) {
    ///   AsyncActionButton("Delete", role: .destructive) { try await drafts.delete() }
    ///     .asyncActionLifetime(.outlivesButton)
    /// }
    /// ```
    ///
    /// - Parameter lifetime: `ActionConfiguration.Lifetime.cancelledOnLeave` (the default) or
    ///   `ActionConfiguration.Lifetime.outlivesButton`.
    /// - Returns: A view whose async action buttons use the lifetime.
    nonisolated public func asyncActionLifetime(_ lifetime: ActionConfiguration.Lifetime) -> some View {
      transformEnvironment(\.asyncActionButton) { $0.configuration.lifetime = lifetime }
    }

    /// Sets how long the async action buttons in this view show a success or failure mark after a
    /// run: a check mark or the failure mark in place of the label. (Haptics are
    /// ``asyncActionSensoryFeedback(success:failure:)``.)
    ///
    /// ```swift
    /// AsyncActionButton("Save") { try await profile.save() }
    ///   .asyncActionOutcomeMarks(ActionConfiguration.FeedbackTiming(success: .seconds(1), failure: .seconds(2)))
    /// ```
    ///
    /// - Parameter feedback: How long each mark shows; `ActionConfiguration.FeedbackTiming.none` by default.
    /// - Returns: A view whose async action buttons show their marks so long.
    nonisolated public func asyncActionOutcomeMarks(
      _ feedback: ActionConfiguration.FeedbackTiming
    ) -> some View {
      transformEnvironment(\.asyncActionButton) { $0.configuration.feedback = feedback }
    }

    /// Sets how long the async action buttons in this view show a success or failure mark after a
    /// run. Renamed ``asyncActionOutcomeMarks(_:)``, so that it is not read as haptics
    /// (``asyncActionSensoryFeedback(success:failure:)``).
    ///
    /// - Parameter feedback: How long each mark shows.
    /// - Returns: A view whose async action buttons show their marks so long.
    @available(*, deprecated, renamed: "asyncActionOutcomeMarks(_:)")
    nonisolated public func asyncActionFeedback(_ feedback: ActionConfiguration.FeedbackTiming) -> some View {
      asyncActionOutcomeMarks(feedback)
    }

    /// Sets how long an action of the async action buttons in this view may run before it is
    /// cancelled.
    ///
    /// - Parameter timeout: The timeout, or `nil` for none (the default).
    /// - Returns: A view whose async action buttons use the timeout.
    nonisolated public func asyncActionTimeout(_ timeout: ActionConfiguration.Timeout?) -> some View {
      transformEnvironment(\.asyncActionButton) { $0.configuration.timeout = timeout }
    }

    /// Keeps the async action buttons in this view busy after a successful run, until they leave
    /// the screen or a given time passes: for a button whose success takes its screen away.
    ///
    /// A sheet's Save that dismisses the sheet shows its label again for the moment the sheet takes
    /// to close; with a hold, the spinner stays (taps ignored, `ActionTapResult.IgnoredReason.holdingSuccess`)
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
    /// `ActionConfiguration.SuccessHold`'s.
    ///
    /// - Parameter hold: `ActionConfiguration.SuccessHold.untilLeave`, an `ActionConfiguration.SuccessHold` with a maximum time, or `nil`
    ///   (the default when this modifier is not used) for no hold.
    /// - Returns: A view whose async action buttons hold their busy look after a success.
    nonisolated public func asyncActionSuccessHold(_ hold: ActionConfiguration.SuccessHold?) -> some View {
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
    /// static let saveTitles = ActionTitles.tryAgain(
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
  }
#endif
