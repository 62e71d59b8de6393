import AsyncActionTestSupport
import Testing

@_spi(Shell) @testable import AsyncActionCore

/// ``ActionConfiguration/successHold``: after a success the button stays busy, showing what it
/// showed, until it leaves the screen or the hold's time passes.
@MainActor
@Suite(.timeLimit(.minutes(1)))
struct SuccessHoldTests {
  /// Taps, shows the spinner, lets the action succeed and waits out the spinner's minimum time.
  private func succeedWithSpinner(_ harness: Harness) async {
    _ = await harness.tapAndWaitForAction()
    await harness.clock.waitForSleepers(count: 1)
    harness.clock.advance(by: .showDelay)
    await until { harness.engine.isBusyIndicatorVisible }
    harness.gate.release()
    await harness.clock.waitForSleepers(count: 1)
    harness.clock.advance(by: .minimumVisible)
    await harness.waitForOutcomes(1)
  }

  @Test func theSpinnerStaysUntilTheButtonLeavesAndTheLabelNeverComesBack() async {
    var configuration = ActionConfiguration()
    configuration.successHold = .untilLeave
    let harness = Harness(configuration)
    var spinnerSeen: [Bool] = []
    harness.engine.onPresentationChange = { presentation in
      if spinnerSeen.last != presentation.isBusyIndicatorVisible {
        spinnerSeen.append(presentation.isBusyIndicatorVisible)
      }
    }
    await succeedWithSpinner(harness)
    #expect(harness.log.outcomeKinds == [.succeeded], "the success is reported as the hold starts")
    #expect(
      harness.engine.lastFinishedRun
        == ActionEngine.FinishedRun(run: ActionEvent.RunID(1), outcome: .succeeded))
    #expect(harness.engine.phase.kind == .busy)
    #expect(harness.engine.isBusy)
    #expect(harness.engine.indicator == .spinner)
    #expect(harness.engine.scheduledTimerCount == 0, "held until the button leaves: no timer")
    #expect(harness.engine.tap() == .ignored(.holdingSuccess))
    #expect(harness.engine.press() == .tapped(.ignored(.holdingSuccess)))
    #expect(!harness.engine.tapCancels)
    harness.clock.advance(by: .seconds(3600))
    await Task.yield()
    #expect(harness.engine.isBusyIndicatorVisible, "an hour later, still held")
    harness.engine.disappear()
    #expect(harness.engine.phase.kind == .idle)
    #expect(spinnerSeen == [false, true, false], "the label never showed between the spinner and leaving")
    #expect(harness.log.events.count == 4, "started, finished, two ignored taps; nothing when the hold ends")
    #expect(harness.counter.started == 1)
    await harness.expectCleanEnd()
  }

  @Test func aHoldWithAMaximumEndsWhenItPassesThenTheSuccessFeedbackShows() async throws {
    var configuration = ActionConfiguration(
      feedback: ActionConfiguration.FeedbackTiming(success: .seconds(1), failure: nil))
    configuration.successHold = ActionConfiguration.SuccessHold(maximum: .seconds(2))
    let harness = Harness(configuration)
    await succeedWithSpinner(harness)
    #expect(harness.engine.isBusy)
    await harness.clock.waitForSleepers(count: 1)
    harness.clock.advance(by: .milliseconds(1999))
    await Task.yield()
    #expect(harness.engine.isBusy)
    harness.clock.advance(by: .milliseconds(1))
    await until { harness.engine.phase.kind == .succeeded }
    #expect(harness.engine.indicator == .succeeded)
    await harness.clock.waitForSleepers(count: 1)
    harness.clock.advance(by: .seconds(1))
    await until { harness.engine.phase.kind == .idle }
    #expect(harness.log.outcomeKinds == [.succeeded])
    await harness.expectCleanEnd()
  }

  @Test func aSuccessWithinTheShowDelayHoldsTheLabelWithoutASpinner() async throws {
    let harness = Harness(
      ActionConfiguration(successHold: ActionConfiguration.SuccessHold(maximum: .seconds(1))))
    var indicators: [ActionEngine.Indicator?] = []
    harness.engine.onPresentationChange = { indicators.append($0.indicator) }
    _ = await harness.tapAndWaitForAction()
    harness.gate.release()
    await harness.waitForOutcomes(1)
    #expect(harness.engine.isBusy)
    #expect(!harness.engine.isBusyIndicatorVisible, "a success that quick never shows a spinner")
    #expect(harness.engine.tap() == .ignored(.holdingSuccess))
    await harness.clock.waitForSleepers(count: 1)
    harness.clock.advance(by: .seconds(1))
    await until { !harness.engine.isBusy }
    #expect(indicators.allSatisfy { $0 == nil })
    await harness.expectCleanEnd()
  }

  @Test func aFullRingIsHeldFull() async {
    let harness = Harness(ActionConfiguration(timing: .immediate, successHold: .untilLeave))
    let gate = harness.gate
    harness.engine.action = AsyncAction(reportingProgress: { progress in
      progress(0.4)
      try await gate.pass()
    })
    _ = await harness.tapAndWaitForAction()
    #expect(harness.engine.indicator == .progress(0.4))
    gate.release()
    await harness.clock.waitForSleepers(count: 1)
    harness.clock.advance(by: AsyncAction.fullProgressHold)
    await harness.waitForOutcomes(1)
    #expect(harness.engine.indicator == .progress(1))
    #expect(harness.engine.isBusy)
    harness.engine.disappear()
    await harness.expectCleanEnd()
  }

  @Test func theHoldKeepsTheScopeBusyUntilItEnds() async {
    let scope = ActionScope()
    let save = Harness(ActionConfiguration(timing: .immediate, successHold: .untilLeave), scope: scope)
    let delete = Harness(scope: scope)
    _ = await save.tapAndWaitForAction()
    save.gate.release()
    await save.waitForOutcomes(1)
    #expect(scope.isBusy)
    #expect(delete.engine.tap() == .ignored(.scopeBusy))
    save.engine.disappear()
    #expect(!scope.isBusy)
    _ = await delete.tapAndWaitForAction()
    delete.gate.release()
    await delete.waitForOutcomes(1)
    await save.expectCleanEnd()
    await delete.expectCleanEnd()
  }

  @Test func cancelEndsAHoldAndReportsNothing() async throws {
    let harness = Harness(
      ActionConfiguration(
        timing: .immediate, successHold: ActionConfiguration.SuccessHold(maximum: .seconds(5))))
    _ = await harness.tapAndWaitForAction()
    harness.gate.release()
    await harness.waitForOutcomes(1)
    #expect(harness.engine.isBusy)
    harness.engine.cancel()
    #expect(harness.engine.phase.kind == .idle)
    #expect(harness.engine.scheduledTimerCount == 0)
    #expect(harness.log.outcomeKinds == [.succeeded])
    _ = await harness.tapAndWaitForAction()
    harness.gate.release(throwing: TestError())
    await harness.waitForOutcomes(2)
    #expect(!harness.engine.isBusy, "a failure holds nothing")
    _ = await harness.tapAndWaitForAction()
    harness.engine.cancel()
    await harness.waitForOutcomes(3)
    #expect(!harness.engine.isBusy, "a cancellation holds nothing")
    await harness.expectCleanEnd()
  }

  @Test func aRunThatSucceedsOffScreenHoldsNothing() async {
    let harness = Harness(
      ActionConfiguration(timing: .immediate, lifetime: .outlivesButton, successHold: .untilLeave))
    _ = await harness.tapAndWaitForAction()
    harness.engine.disappear()
    harness.gate.release()
    await harness.waitForOutcomes(1)
    #expect(harness.log.outcomeKinds == [.succeeded])
    #expect(!harness.engine.isBusy)
    await harness.expectCleanEnd()
  }
}
