/// Which run endings a UI announces to assistive technologies such as VoiceOver.
///
/// The accessibility value already says "In progress" while a button is busy. When the run
/// ends, the button's label comes back and nothing else changes on screen, so a VoiceOver user
/// who moved on may not notice the end. An announcement speaks it: "Done", "Failed" or
/// "Cancelled", in the user's language.
///
/// The decision — whether an ending is announced, and with which words — is made here, so that
/// each UI only posts the text it gets:
///
/// ```swift
/// let announcements = ActionAnnouncements.successAndFailure
/// if let text = announcements.announcement(for: engine.lastFinishedRun, strings: engine.strings) {
///   AccessibilityNotification.Announcement(text).post()  // SwiftUI, iOS 17 and later
/// }
/// ```
///
/// Announcements are opt-in (``none`` by default in the SwiftUI view): many apps already tell
/// the user how an action went (an alert, a new screen), and a second voice would repeat it.
public struct ActionAnnouncements: Hashable, Sendable {
  /// The endings that are announced.
  public let outcomes: Set<ActionOutcome.Kind>

  /// Announces the endings given.
  ///
  /// - Parameter outcomes: The kinds of ending to announce.
  public init(_ outcomes: Set<ActionOutcome.Kind>) {
    self.outcomes = outcomes
  }

  /// Nothing is announced. The default.
  public static let none = ActionAnnouncements([])

  /// Success ("Done") and failure ("Failed") are announced; a cancellation is not, because the
  /// user usually caused it (a new search, leaving the screen, a second tap that restarts).
  public static let successAndFailure = ActionAnnouncements([.succeeded, .failed])

  /// Every ending is announced, a cancellation too ("Cancelled"), whatever its reason.
  public static let all = ActionAnnouncements([.succeeded, .failed, .cancelled])

  /// The text to announce for an ending, if it is announced.
  ///
  /// - Parameters:
  ///   - finishedRun: The run that ended, usually ``ActionEngine/lastFinishedRun``; `nil` before
  ///     any run ended.
  ///   - strings: The localized strings, usually ``ActionEngine/strings``.
  /// - Returns: "Done", "Failed" or "Cancelled" in the strings' language; `nil` when there is no
  ///   ending or its kind is not announced.
  public func announcement(for finishedRun: ActionEngine.FinishedRun?, strings: ActionStrings) -> String? {
    guard let outcome = finishedRun?.outcome, outcomes.contains(outcome) else { return nil }
    return strings.announcement(for: outcome)
  }
}

extension ActionStrings {
  /// The announcement for a kind of ending: ``done``, ``failed`` or ``cancelled``.
  ///
  /// - Parameter outcome: How the run ended.
  /// - Returns: The localized announcement.
  public func announcement(for outcome: ActionOutcome.Kind) -> String {
    switch outcome {
    case .succeeded: done
    case .failed: failed
    case .cancelled: cancelled
    }
  }
}
