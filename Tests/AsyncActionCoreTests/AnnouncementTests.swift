import AsyncActionTestSupport
import Testing

@_spi(Shell) @testable import AsyncActionCore

/// Whether a UI announces a run's ending, and with which words: the decision the SwiftUI view
/// maps to `AccessibilityNotification.Announcement`.
@MainActor
@Suite(.timeLimit(.minutes(1)))
struct AnnouncementTests {
  private static let english = ActionStrings(language: "en")

  @Test(arguments: [ActionOutcome.Kind.succeeded, .failed, .cancelled])
  func nothingIsAnnouncedByDefault(outcome: ActionOutcome.Kind) {
    let ending = ActionEngine.FinishedRun(run: ActionEvent.RunID(1), outcome: outcome)
    #expect(ActionAnnouncements.none.announcement(for: ending, strings: Self.english) == nil)
  }

  @Test(arguments: [
    (ActionOutcome.Kind.succeeded, "Done" as String?), (.failed, "Failed"), (.cancelled, nil),
  ])
  func successAndFailureAreAnnouncedButNotACancellation(outcome: ActionOutcome.Kind, expected: String?) {
    let ending = ActionEngine.FinishedRun(run: ActionEvent.RunID(1), outcome: outcome)
    #expect(
      ActionAnnouncements.successAndFailure.announcement(for: ending, strings: Self.english) == expected)
  }

  @Test(arguments: [
    (ActionOutcome.Kind.succeeded, "Done"), (.failed, "Failed"), (.cancelled, "Cancelled"),
  ])
  func allAnnouncesEveryEnding(outcome: ActionOutcome.Kind, expected: String) {
    let ending = ActionEngine.FinishedRun(run: ActionEvent.RunID(7), outcome: outcome)
    #expect(ActionAnnouncements.all.announcement(for: ending, strings: Self.english) == expected)
  }

  @Test func noEndingYetAnnouncesNothing() {
    #expect(ActionAnnouncements.all.announcement(for: nil, strings: Self.english) == nil)
  }

  @Test func aChosenSetAnnouncesOnlyItsKinds() {
    let failuresOnly = ActionAnnouncements([.failed])
    #expect(
      failuresOnly.announcement(
        for: ActionEngine.FinishedRun(run: ActionEvent.RunID(1), outcome: .failed), strings: Self.english)
        == "Failed")
    #expect(
      failuresOnly.announcement(
        for: ActionEngine.FinishedRun(run: ActionEvent.RunID(2), outcome: .succeeded), strings: Self.english)
        == nil)
  }

  @Test func theAnnouncementSpeaksTheStringsLanguage() {
    let spanish = ActionStrings(language: "es")
    let ending = ActionEngine.FinishedRun(run: ActionEvent.RunID(1), outcome: .cancelled)
    #expect(ActionAnnouncements.all.announcement(for: ending, strings: spanish) == "Cancelado")
    #expect(spanish.announcement(for: .succeeded) == "Hecho")
  }

  @Test func theKindBasedAnnouncementMatchesTheEngines() {
    let engine = ActionEngine(strings: Self.english)
    for outcome in [ActionOutcome.succeeded, .failed(TestError()), .cancelled(.explicit)] {
      #expect(Self.english.announcement(for: outcome.kind) == engine.announcement(for: outcome))
    }
  }

  @Test func aFailedRunOfARealEngineIsAnnouncedOnceItEnds() async {
    let harness = Harness(ActionConfiguration.BusyIndicatorTiming.immediate.configuration)
    harness.engine.strings = Self.english
    let announcements = ActionAnnouncements.successAndFailure
    #expect(
      announcements.announcement(for: harness.engine.lastFinishedRun, strings: harness.engine.strings) == nil)
    _ = await harness.tapAndWaitForAction()
    #expect(
      announcements.announcement(for: harness.engine.lastFinishedRun, strings: harness.engine.strings) == nil,
      "nothing is announced while the run is in progress")
    harness.gate.release(throwing: TestError())
    await harness.waitForOutcomes(1)
    #expect(
      harness.engine.lastFinishedRun == ActionEngine.FinishedRun(run: ActionEvent.RunID(1), outcome: .failed))
    #expect(
      announcements.announcement(for: harness.engine.lastFinishedRun, strings: harness.engine.strings)
        == "Failed")
    await harness.expectCleanEnd()
  }
}
