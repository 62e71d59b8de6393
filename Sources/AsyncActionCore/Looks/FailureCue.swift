// The failure cue: which one-shot cue a failure look plays (`ActionLooks.failureCue`), and when it
// plays (`FailureCueTracker`), decided once for every shell.

/// The one-shot cue an ``ActionLooks/Failure`` look plays when a run fails.
///
/// ```swift
/// var tracker = FailureCueTracker()
/// if tracker.cue(for: presentation, looks: looks, reduceMotion: false, supportsSymbolEffects: false) == .shake {
///   shake()
/// }
/// ```
@_spi(Shell) public enum FailureCue: Hashable, Sendable, CaseIterable {
  /// The content shakes sideways once: ``LookConstants/shakeOffsets`` over
  /// ``LookConstants/shakeDuration``.
  case shake
  /// The label's symbols play a discrete symbol effect once (SwiftUI).
  case symbolEffect
}

extension ActionLooks {
  /// The cue to play as the engine's failure count goes from `previousFailureCount` to
  /// `failureCount`, if any. A shell holds a ``FailureCueTracker``, which calls this with the
  /// counts it saw.
  ///
  /// The rule, for every shell:
  /// - The cue plays once per failed run, when ``ActionPresentation/failureCount`` grows,
  ///   whether or not a failure mark is held: with a failure feedback time it plays as the mark
  ///   appears, with none as the label comes back.
  /// - The failure mark is no cue: it is the ``LookIndicator/failed`` indicator of
  ///   ``appearance(of:titles:reduceMotion:increasedContrast:supportsSymbolEffects:locale:)``, shown exactly during
  ///   the failure feedback phase.
  /// - With reduced motion nothing plays; the mark still shows during the feedback time.
  /// - A shell without symbol effects (GTK) plays the shake for ``ActionLooks/Failure/symbolEffect``: a
  ///   user sees the failure.
  ///
  /// ```swift
  /// let looks = ActionLooks(failure: .symbolEffect)
  /// looks.failureCue(from: 0, to: 1, reduceMotion: false, supportsSymbolEffects: true)  // .symbolEffect
  /// looks.failureCue(from: 0, to: 1, reduceMotion: false, supportsSymbolEffects: false)  // .shake
  /// looks.failureCue(from: 1, to: 1, reduceMotion: false, supportsSymbolEffects: true)  // nil
  /// ```
  ///
  /// - Parameters:
  ///   - previousFailureCount: The ``ActionPresentation/failureCount`` the shell drew last.
  ///   - failureCount: The one it draws now.
  ///   - reduceMotion: Whether the user asked for reduced motion.
  ///   - supportsSymbolEffects: Whether the shell plays SF Symbols effects.
  /// - Returns: The cue to play now, or `nil`.
  @_spi(Shell) public func failureCue(
    from previousFailureCount: Int, to failureCount: Int, reduceMotion: Bool, supportsSymbolEffects: Bool
  ) -> FailureCue? {
    guard failureCount > previousFailureCount, !reduceMotion else { return nil }
    switch failure {
    case .none: return nil
    case .shake: return .shake
    case .symbolEffect: return supportsSymbolEffects ? .symbolEffect : .shake
    }
  }
}

/// When a shell plays the failure cue: the one value each button holds, which remembers the
/// failure count it last saw and answers the cue for each presentation it draws.
///
/// The first count it sees is its starting point, so a button that appears with failures behind
/// it (a shared ``ActionLoadingState``, a view rebuilt after a failure) plays nothing; after that, each
/// new failure plays the cue of ``ActionLooks/failureCue(from:to:reduceMotion:supportsSymbolEffects:)``
/// once.
///
/// ```swift
/// var tracker = FailureCueTracker()
/// let looks = ActionLooks(failure: .shake)
/// tracker.cue(for: 2, looks: looks, reduceMotion: false, supportsSymbolEffects: true)  // nil: the start
/// tracker.cue(for: 3, looks: looks, reduceMotion: false, supportsSymbolEffects: true)  // .shake
/// tracker.cue(for: 3, looks: looks, reduceMotion: false, supportsSymbolEffects: true)  // nil
/// ```
@_spi(Shell) public struct FailureCueTracker: Hashable, Sendable {
  /// The failure count last seen, or `nil` before the first.
  private var seenFailureCount: Int?

  /// Creates a tracker that has seen no count yet.
  ///
  /// ```swift
  /// var tracker = FailureCueTracker()
  /// ```
  public init() {}

  /// Creates a tracker whose starting point is `failureCount`, as if it had seen it: for a shell
  /// that knows the count when it makes the tracker, and need not record it on the first drawing.
  ///
  /// ```swift
  /// var tracker = FailureCueTracker(startingAt: 2)
  /// tracker.cue(for: 3, looks: ActionLooks(failure: .shake), reduceMotion: false, supportsSymbolEffects: true)  // .shake
  /// ```
  ///
  /// - Parameter failureCount: The failure count the button shows as it appears.
  public init(startingAt failureCount: Int) {
    seenFailureCount = failureCount
  }

  /// The cue to play as the shell draws a presentation with `failureCount` failures, and
  /// remembers the count.
  ///
  /// ```swift
  /// if tracker.cue(for: presentation.failureCount, looks: looks, reduceMotion: false, supportsSymbolEffects: false) != nil {
  ///   shake()
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - failureCount: ``ActionPresentation/failureCount`` of the presentation drawn now.
  ///   - looks: The button's looks.
  ///   - reduceMotion: Whether the user asked for reduced motion.
  ///   - supportsSymbolEffects: Whether the shell plays SF Symbols effects.
  /// - Returns: The cue to play now, or `nil`: always `nil` for the first count seen.
  public mutating func cue(
    for failureCount: Int, looks: ActionLooks, reduceMotion: Bool, supportsSymbolEffects: Bool
  ) -> FailureCue? {
    defer { seenFailureCount = failureCount }
    guard let seenFailureCount else { return nil }
    return looks.failureCue(
      from: seenFailureCount, to: failureCount, reduceMotion: reduceMotion,
      supportsSymbolEffects: supportsSymbolEffects)
  }
}
