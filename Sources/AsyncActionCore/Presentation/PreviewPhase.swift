// A phase a button is held in for a preview or a snapshot test, and the presentation it is drawn
// from: the one an engine publishes at that moment of a run, decided here once for every shell.

/// A phase to hold an async action button in for an Xcode preview or a snapshot test: the button
/// shows that phase's look and runs nothing.
///
/// Each phase is a moment of a button's first run, as its engine publishes it, so a held button
/// looks, measures and reads exactly as a running one does then:
///
/// | Phase | The moment | The look (overlay, ring) | Accessibility value |
/// | --- | --- | --- | --- |
/// | ``idle`` | before any run | the label | none |
/// | ``busy`` | a run past its show-delay | the spinner | "In progress" |
/// | ``progress(_:)`` | that run once its action reported a fraction | the ring, filled to it | "In progress, 40%" |
/// | ``succeeded`` | after the run succeeded (``ActionConfiguration/FeedbackTiming/success``) | the success mark | "Done" |
/// | ``failed`` | after the run failed (``ActionConfiguration/FeedbackTiming/failure``): one failure | the failure mark | "Failed" |
///
/// The SwiftUI view takes it from its `asyncActionPreviewPhase(_:)` modifier:
///
/// ```swift
/// #Preview("Uploading") {
///   UploadButton()
///     .asyncActionPreviewPhase(.progress(0.4))  // the ring 40 % full, "In progress, 40%"
/// }
/// ```
///
/// For previews and tests only: a held button runs no action, sends no event and never leaves its
/// phase.
public enum ActionPreviewPhase: Hashable, Sendable {
  /// The button before any run: its label.
  case idle
  /// A run in progress, past its show-delay: the spinner shows, or whatever the busy look draws.
  case busy
  /// A run whose action reported `fraction` of its work done, from 0 to 1: the progress look (a
  /// ring, a bar, percent text) shows it. A fraction outside 0…1 is drawn clamped, NaN as 0.
  case progress(Double)
  /// The success mark after a run that succeeded.
  case succeeded
  /// The failure mark after a run that failed: the first failure, so a retry title shows
  /// (``ActionTitles/retry``).
  case failed
}

extension ActionPresentation {
  /// The presentation an engine publishes at the moment of its first run that `phase` names: what
  /// a shell draws for a button held in that phase, through the path that draws a run
  /// (``ActionLooks/appearance(of:titles:reduceMotion:increasedContrast:supportsSymbolEffects:locale:)``).
  ///
  /// The spinner has shown once (``busyIndicatorShowCount`` is 1) in every phase but idle; the failed
  /// phase has counted one failure, in all and in a row. The configuration's tap policy applies as
  /// in a run: while busy, ``ActionConfiguration/TapPolicy/disableWhileBusy`` makes the button look disabled and
  /// ``ActionConfiguration/TapPolicy/cancelWhileBusy`` makes a tap cancel (the stop glyph, the "Press to cancel"
  /// hint).
  ///
  /// ```swift
  /// let held = ActionPresentation(previewing: .progress(0.4))
  /// held.accessibilityValue(in: ActionStrings(language: "en"))  // "In progress, 40%"
  /// ```
  ///
  /// - Parameters:
  ///   - phase: The phase the button is held in.
  ///   - configuration: The configuration the button would run with; its policy is what counts.
  @_spi(Shell) public init(
    previewing phase: ActionPreviewPhase, configuration: ActionConfiguration = ActionConfiguration()
  ) {
    let policy = configuration.policy
    let busy = { (indicator: ActionEngine.Indicator) in
      ActionPresentation(
        indicator: indicator, phase: .busy, isBusy: true, isDisabled: policy == .disableWhileBusy,
        isBusyIndicatorVisible: true, busyIndicatorShowCount: 1, tapCancels: policy == .cancelWhileBusy)
    }
    switch phase {
    case .idle:
      self = .idle
    case .busy:
      self = busy(.spinner)
    case .progress(let fraction):
      self = busy(.progress(ActionLooks.clamped(fraction)))
    case .succeeded:
      self.init(
        indicator: .succeeded, phase: .succeeded, isBusy: false, isBusyIndicatorVisible: false,
        busyIndicatorShowCount: 1)
    case .failed:
      self.init(
        indicator: .failed, phase: .failed, isBusy: false, isBusyIndicatorVisible: false,
        busyIndicatorShowCount: 1,
        failureCount: 1, consecutiveFailureCount: 1)
    }
  }
}
