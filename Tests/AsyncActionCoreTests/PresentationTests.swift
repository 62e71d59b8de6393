import AsyncActionTestSupport
import Observation
import Testing

@_spi(Shell) @testable import AsyncActionCore

/// What a UI draws, plays and hears: the indicator, the run endings, the feedback choice and the
/// listeners. Every decision a UI would otherwise make itself.
@MainActor
@Suite(.timeLimit(.minutes(1)))
struct PresentationTests {
  @Test func theIndicatorIsNilDuringTheShowDelayThenASpinner() async {
    let harness = Harness()
    #expect(harness.engine.indicator == nil)
    _ = await harness.tapAndWaitForAction()
    #expect(harness.engine.isBusy)
    #expect(harness.engine.indicator == nil, "the label stays during the show-delay")
    await harness.clock.waitForSleepers(count: 1)
    harness.clock.advance(by: .showDelay)
    await until { harness.engine.indicator == .spinner }
    harness.gate.release()
    await harness.clock.waitForSleepers(count: 1)
    harness.clock.advance(by: .minimumVisible)
    await harness.waitForOutcomes(1)
    #expect(harness.engine.indicator == nil)
    await harness.expectCleanEnd()
  }

  @Test func reportedProgressTurnsTheSpinnerIntoARing() async {
    let harness = Harness(ActionConfiguration.BusyIndicatorTiming.immediate.configuration)
    let gate = harness.gate
    harness.engine.action = AsyncAction(reportingProgress: { progress in
      progress(0.25)
      try await gate.pass()
    })
    harness.engine.tap()
    #expect(harness.engine.indicator == .spinner, "no progress reported yet")
    await gate.waitForArrivals(count: 1)
    #expect(harness.engine.indicator == .progress(0.25))
    gate.release()
    await until { harness.engine.indicator == .progress(1) }
    await harness.clock.waitForSleepers(count: 1)
    harness.clock.advance(by: AsyncAction.fullProgressHold)
    await harness.waitForOutcomes(1)
    #expect(harness.engine.indicator == nil)
    await harness.expectCleanEnd()
  }

  @Test(arguments: [true, false])
  func theFeedbackPhaseShowsItsMarkUntilItEnds(succeeds: Bool) async throws {
    let feedback = ActionConfiguration.FeedbackTiming(success: .seconds(1), failure: .seconds(1))
    let harness = Harness(.with(timing: .immediate, feedback: feedback))
    _ = await harness.tapAndWaitForAction()
    if succeeds {
      harness.gate.release()
    } else {
      harness.gate.release(throwing: TestError())
    }
    await harness.waitForOutcomes(1)
    #expect(harness.engine.indicator == (succeeds ? .succeeded : .failed))
    await harness.clock.waitForSleepers(count: 1)
    harness.clock.advance(by: .seconds(1))
    await until { harness.engine.indicator == nil }
    await harness.expectCleanEnd()
  }

  @Test func aCancelledRunShowsNoMark() async throws {
    let feedback = ActionConfiguration.FeedbackTiming(success: .seconds(1), failure: .seconds(1))
    let harness = Harness(.with(timing: .immediate, feedback: feedback))
    _ = await harness.tapAndWaitForAction()
    harness.engine.cancel()
    await harness.waitForOutcomes(1)
    #expect(harness.engine.indicator == nil)
    #expect(harness.clock.sleeperCount == 0, "no feedback timer")
    await harness.expectCleanEnd()
  }

  @Test func everyEndingIsANewValueEvenWhenTheOutcomeRepeats() async {
    let harness = Harness(ActionConfiguration.BusyIndicatorTiming.immediate.configuration)
    #expect(harness.engine.lastFinishedRun == nil)
    var endings: [ActionEngine.FinishedRun?] = []
    for round in 1...3 {
      let watch = ChangeWatch { harness.engine.lastFinishedRun }
      _ = await harness.tapAndWaitForAction()
      if round == 2 {
        harness.gate.release(throwing: TestError())
      } else {
        harness.gate.release()
      }
      await harness.waitForOutcomes(round)
      #expect(watch.changed, "round \(round) did not change lastFinishedRun")
      endings.append(harness.engine.lastFinishedRun)
    }
    #expect(
      endings == [
        ActionEngine.FinishedRun(run: ActionEvent.RunID(1), outcome: .succeeded),
        ActionEngine.FinishedRun(run: ActionEvent.RunID(2), outcome: .failed),
        ActionEngine.FinishedRun(run: ActionEvent.RunID(3), outcome: .succeeded),
      ])
    await harness.expectCleanEnd()
  }

  @Test(
    arguments: [
      (ActionOutcome.Kind.succeeded, Optional("success")), (.failed, "error"), (.cancelled, nil),
    ] as [(ActionOutcome.Kind, String?)])
  func feedbackIsChosenByOutcome(outcome: ActionOutcome.Kind, expected: String?) {
    let haptics = OutcomeFeedback(succeeded: "success", failed: "error")
    #expect(
      haptics.feedback(for: ActionEngine.FinishedRun(run: ActionEvent.RunID(7), outcome: outcome)) == expected
    )
  }

  @Test func noEndingAndSwitchedOffFeedbackPlayNothing() {
    #expect(OutcomeFeedback(succeeded: "success", failed: "error").feedback(for: nil) == nil)
    let silentFailure = OutcomeFeedback<String>(succeeded: "success", failed: nil)
    #expect(
      silentFailure.feedback(for: ActionEngine.FinishedRun(run: ActionEvent.RunID(1), outcome: .failed))
        == nil)
  }

  @Test func eachListenerHearsOnlyItsKindOfEventInOrder() async {
    let heard = Heard()
    let listeners =
      ActionEventListeners { _ in heard.note("event") }
      + .started { heard.note("started \($0.rawValue)") }
      + .succeeded { heard.note("succeeded") }
      + .failed { heard.note("failed \(($0 as? TestError)?.code ?? -1)") }
      + .cancelled { heard.note("cancelled \($0)") }
    #expect(!listeners.isEmpty)
    #expect(ActionEventListeners().isEmpty)
    let harness = Harness(ActionConfiguration.BusyIndicatorTiming.immediate.configuration)
    harness.engine.onEvent = { listeners($0) }
    _ = await harness.tapAndWaitForAction()
    harness.gate.release()
    await until { harness.engine.phase.kind == .idle }
    _ = await harness.tapAndWaitForAction()
    harness.gate.release(throwing: TestError(code: 9))
    await until { harness.engine.phase.kind == .idle }
    _ = await harness.tapAndWaitForAction()
    harness.engine.cancel()
    await until { heard.lines.count == 12 }
    #expect(
      heard.lines == [
        "event", "started 1", "event", "succeeded",
        "event", "started 2", "event", "failed 9",
        "event", "started 3", "event", "cancelled explicit",
      ])
    await harness.expectCleanEnd()
  }

  @Test func additionKeepsTheOrderOfBothSides() {
    let heard = Heard()
    let first = ActionEventListeners { _ in heard.note("first") }
    let second = ActionEventListeners { _ in heard.note("second") }
    (second + first)(ActionEvent(.started(ActionEvent.RunID(1))))
    (first + second)(ActionEvent(.started(ActionEvent.RunID(2))))
    #expect(heard.lines == ["second", "first", "first", "second"])
  }
}

/// What the listeners heard, in order.
@MainActor @Observable
private final class Heard {
  private(set) var lines: [String] = []
  func note(_ line: String) { lines.append(line) }
}
