/// The one-shot cue a ``FailureLook`` plays when a run fails.
///
/// ```swift
/// if looks.failureCue(from: oldCount, to: presentation.failureCount, reduceMotion: false) == .shake {
///   shake()
/// }
/// ```
public enum FailureCue: Hashable, Sendable, CaseIterable {
  /// The content shakes sideways once: ``LookConstants/shakeOffsets`` over
  /// ``LookConstants/shakeDuration``.
  case shake
  /// The label's symbols play a discrete symbol effect once (SwiftUI).
  case symbolEffect
}

extension ActionLooks {
  /// The cue to play as the engine's failure count goes from `previousFailureCount` to
  /// `failureCount`, if any.
  ///
  /// The rule, for every shell:
  /// - The cue plays once per failed run, when ``ActionPresentation/failureCount`` changes,
  ///   whether or not a failure mark is held: with a failure feedback time it plays as the mark
  ///   appears, with none as the label comes back.
  /// - The failure mark is no cue: it is the ``LookIndicator/failed`` indicator of
  ///   ``appearance(of:titles:reduceMotion:locale:)``, shown exactly during the failure feedback phase.
  /// - With reduced motion nothing plays; the mark still shows during the feedback time.
  /// - A button that appears with failures behind it plays nothing: a shell passes the count it
  ///   last saw, and the first count it sees is its starting point.
  ///
  /// ```swift
  /// let looks = ActionLooks(failure: .shake)
  /// looks.failureCue(from: 0, to: 1, reduceMotion: false)  // .shake
  /// looks.failureCue(from: 1, to: 1, reduceMotion: false)  // nil: no new failure
  /// ```
  ///
  /// - Parameters:
  ///   - previousFailureCount: The ``ActionPresentation/failureCount`` the shell drew last.
  ///   - failureCount: The one it draws now.
  ///   - reduceMotion: Whether the user asked for reduced motion.
  /// - Returns: The cue to play now, or `nil`.
  public func failureCue(
    from previousFailureCount: Int, to failureCount: Int, reduceMotion: Bool
  )
    -> FailureCue?
  {
    guard failureCount > previousFailureCount, !reduceMotion else { return nil }
    switch failure {
    case .none: return nil
    case .shake: return .shake
    case .symbolEffect: return .symbolEffect
    }
  }
}
