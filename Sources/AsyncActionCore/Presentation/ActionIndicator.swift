// What a button shows in place of its label, decided from its phase, spinner and progress.

extension ActionEngine {
  /// What the button shows in place of its label, if anything.
  ///
  /// A UI keeps the label in layout at all times and fades it out while there is an indicator, so
  /// the button never changes size.
  ///
  /// ```swift
  /// label.opacity(engine.indicator == nil ? 1 : 0)
  ///   .overlay { if let indicator = engine.indicator { IndicatorView(indicator) } }
  /// ```
  public enum Indicator: Hashable, Sendable {
    /// An indeterminate spinner: the run is in progress and its action reported no progress.
    case spinner
    /// A determinate progress ring, filled to the fraction from 0 to 1.
    case progress(Double)
    /// A success mark, for the ``ActionConfiguration/FeedbackTiming/success`` time after a successful run.
    case succeeded
    /// A failure mark, for the ``ActionConfiguration/FeedbackTiming/failure`` time after a failed run.
    case failed
  }
}

extension ActionEngine {
  /// What the button shows in place of its label: `nil` for the label itself.
  ///
  /// The spinner (or the progress ring, once the action has reported progress) while
  /// ``isBusyIndicatorVisible``; the success or failure mark during a feedback phase; otherwise `nil`,
  /// also while a run waits out its spinner's show-delay. Observable, like everything it reads.
  public var indicator: ActionEngine.Indicator? {
    ActionEngine.Indicator(
      isBusyIndicatorVisible: isBusyIndicatorVisible, progress: progress, phase: phase.kind)
  }
}

extension ActionEngine.Indicator {
  /// The indicator of a button in this state: `nil` for the label itself.
  init?(isBusyIndicatorVisible: Bool, progress: Double?, phase: ActionEngine.Phase.Kind) {
    if isBusyIndicatorVisible {
      self = progress.map(ActionEngine.Indicator.progress) ?? .spinner
      return
    }
    switch phase {
    case .succeeded: self = .succeeded
    case .failed: self = .failed
    case .idle, .busy: return nil
    }
  }
}
