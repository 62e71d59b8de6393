// The feedback a UI plays when a run ends (a haptic, a sound), chosen once by how it ended.

/// What a UI plays or shows when a run ends, chosen by how it ended. Cancellation plays nothing:
/// it is neither success nor failure.
///
/// ```swift
/// let haptics = OutcomeFeedback<SensoryFeedback>(succeeded: .success, failed: .error)
/// view.sensoryFeedback(trigger: engine.lastFinishedRun) { haptics.feedback(for: engine.lastFinishedRun) }
/// ```
package struct OutcomeFeedback<Feedback: Sendable>: Sendable {
  /// What to play after a successful run; `nil` for nothing.
  package var succeeded: Feedback?
  /// What to play after a failed run; `nil` for nothing.
  package var failed: Feedback?

  /// Creates a choice of feedback.
  ///
  /// - Parameters:
  ///   - succeeded: What to play after a successful run; `nil` for nothing.
  ///   - failed: What to play after a failed run; `nil` for nothing.
  package init(succeeded: Feedback?, failed: Feedback?) {
    self.succeeded = succeeded
    self.failed = failed
  }

  /// The feedback for a finished run.
  ///
  /// - Parameter finishedRun: The run that ended, usually ``ActionEngine/lastFinishedRun``.
  /// - Returns: ``succeeded`` or ``failed``; `nil` for a cancelled run and before any run ended.
  package func feedback(for finishedRun: ActionEngine.FinishedRun?) -> Feedback? {
    switch finishedRun?.outcome {
    case .succeeded: succeeded
    case .failed: failed
    case .cancelled, nil: nil
    }
  }
}

extension OutcomeFeedback: Equatable where Feedback: Equatable {}
