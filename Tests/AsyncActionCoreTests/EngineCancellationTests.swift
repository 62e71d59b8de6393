import AsyncActionTestSupport
import Testing

@_spi(Shell) @testable import AsyncActionCore

/// How the engine ends a run early — an explicit cancel, a changed cancellation trigger, a timeout,
/// leaving the screen — and what an action that ignores cancellation still holds up.
@MainActor
@Suite(.timeLimit(.minutes(1)))
struct EngineCancellationTests {
  @Test func aCancelledActionThatIgnoresCancellationBlocksASecondActionUntilItReturns() async {
    let harness = Harness(ignoresCancellation: true)
    _ = await harness.tapAndWaitForAction()
    harness.engine.cancel()
    for _ in 0..<10 {
      #expect(harness.engine.tap() == .ignored(.busy))
    }
    #expect(harness.engine.isBusy)
    #expect(harness.counter.started == 1)
    harness.gate.release()
    await harness.waitForOutcomes(1)
    #expect(harness.log.cancellationReasons == [.explicit])
    _ = await harness.tapAndWaitForAction()
    #expect(harness.counter.started == 2)
    #expect(harness.counter.mostAtOnce == 1)
    harness.gate.release()
    await harness.waitForOutcomes(2)
    await harness.expectCleanEnd()
  }

  @Test func leavingDuringTheShowDelayCancelsAndNeverShowsTheSpinner() async {
    let harness = Harness()
    let spinner = SpinnerShows(harness.engine)
    _ = await harness.tapAndWaitForAction()
    harness.engine.disappear()
    await harness.waitForOutcomes(1)
    #expect(harness.log.cancellationReasons == [.left])
    #expect(spinner.count == 0, "the spinner was shown")
    await harness.expectCleanEnd()
  }

  @Test func aThrowAfterCancellationEndsCancelledNotFailed() async {
    let harness = Harness(ignoresCancellation: true)
    _ = await harness.tapAndWaitForAction()
    harness.engine.cancel()
    harness.gate.release(throwing: TestError())
    await harness.waitForOutcomes(1)
    #expect(harness.log.outcomeKinds == [.cancelled])
    #expect(harness.log.failures.isEmpty)
    await harness.expectCleanEnd()
  }

  @Test func aTimeoutCancelsAHangingActionWhichHoldsTheButtonUntilItReturns() async {
    let harness = Harness(.with(timeout: .seconds(3)), ignoresCancellation: true)
    _ = await harness.tapAndWaitForAction()
    await harness.clock.waitForSleepers(count: 2)
    harness.clock.advance(by: .seconds(3))
    await until { harness.engine.isBusyIndicatorVisible }
    await harness.clock.waitForSleepers(count: 1)
    harness.clock.advance(by: .seconds(1))
    #expect(harness.engine.isBusy, "the hanging action still holds the button")
    #expect(harness.engine.tap() == .ignored(.busy))
    harness.gate.release()
    await harness.waitForOutcomes(1)
    #expect(harness.log.cancellationReasons == [.timeout])
    await harness.expectCleanEnd()
  }

  @Test func aChangedTriggerValueCancelsAndAnEqualOneDoesNot() async {
    let harness = Harness()
    harness.engine.updateCancellationTrigger("alpha")
    _ = await harness.tapAndWaitForAction()
    harness.engine.updateCancellationTrigger("alpha")
    #expect(harness.gate.waiting == 1)
    harness.engine.updateCancellationTrigger("beta")
    await harness.waitForOutcomes(1)
    #expect(harness.log.cancellationReasons == [.trigger])
    await harness.expectCleanEnd()
  }

  @Test func aTriggerValueOfAnotherTypeCountsAsAChange() async {
    let harness = Harness()
    harness.engine.updateCancellationTrigger("1")
    _ = await harness.tapAndWaitForAction()
    harness.engine.updateCancellationTrigger(1)
    await harness.waitForOutcomes(1)
    #expect(harness.log.cancellationReasons == [.trigger])
    await harness.expectCleanEnd()
  }

  @Test func aRunThatOutlivesItsButtonReportsItsOutcome() async {
    let harness = Harness(.with(lifetime: .outlivesButton))
    _ = await harness.tapAndWaitForAction()
    harness.engine.disappear()
    #expect(harness.gate.waiting == 1, "the action goes on")
    #expect(harness.engine.tap() == .ignored(.offScreen))
    harness.gate.release(throwing: TestError())
    await harness.waitForOutcomes(1)
    #expect(harness.log.outcomeKinds == [.failed])
    await harness.expectCleanEnd()
  }

  @Test func aRunThatEndsOffScreenHoldsNoFeedback() async throws {
    let feedback = ActionConfiguration.FeedbackTiming(success: .seconds(1), failure: .seconds(1))
    let harness = Harness(.with(timing: .immediate, lifetime: .outlivesButton, feedback: feedback))
    _ = await harness.tapAndWaitForAction()
    harness.engine.disappear()
    harness.gate.release(throwing: TestError())
    await harness.waitForOutcomes(1)
    #expect(harness.log.outcomeKinds == [.failed])
    #expect(harness.engine.phase.kind == .idle)
    #expect(harness.engine.scheduledTimerCount == 0)
    await harness.expectCleanEnd()
  }
}
