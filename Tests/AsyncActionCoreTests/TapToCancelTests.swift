import AsyncActionTestSupport
import Testing

@_spi(Shell) @testable import AsyncActionCore

/// ``ActionConfiguration/TapPolicy/cancelWhileBusy``: a tap while the action runs cancels it with the user's reason,
/// and the engine says when a tap does that.
@MainActor
@Suite(.timeLimit(.minutes(1)))
struct TapToCancelTests {
  @Test func aTapWhileTheActionRunsCancelsItForTheUser() async {
    let harness = Harness(.with(policy: .cancelWhileBusy))
    #expect(!harness.engine.tapCancels, "idle: a tap starts a run")
    _ = await harness.tapAndWaitForAction()
    #expect(harness.engine.tapCancels)
    #expect(harness.engine.presentation.tapCancels)
    #expect(harness.engine.tap() == .cancelRequested)
    await harness.waitForOutcomes(1)
    #expect(harness.log.cancellationReasons == [.user])
    #expect(!harness.engine.tapCancels)
    #expect(harness.counter.started == 1, "no new run starts")
    await harness.expectCleanEnd()
  }

  @Test func aPressFromCodeCancelsAsATapDoes() async {
    let harness = Harness(.with(policy: .cancelWhileBusy))
    let registry = ActionPressRegistry()
    harness.engine.claimIdentifier("download", in: registry)
    #expect(registry.press("download") == .tapped(.started(ActionEvent.RunID(1))))
    await harness.gate.waitForArrivals(count: 1)
    let cancel = registry.press("download")
    #expect(cancel == .tapped(.cancelRequested))
    #expect(cancel.isAccepted)
    await harness.waitForOutcomes(1)
    #expect(harness.log.cancellationReasons == [.user])
    await harness.expectCleanEnd()
  }

  @Test func anActionThatIgnoresTheCancelHoldsTheButtonAndFurtherTapsAreIgnored() async {
    let harness = Harness(.with(timing: .immediate, policy: .cancelWhileBusy), ignoresCancellation: true)
    _ = await harness.tapAndWaitForAction()
    #expect(harness.engine.tap() == .cancelRequested)
    #expect(!harness.engine.tapCancels, "the run is cancelled already: a tap cannot cancel it again")
    for _ in 0..<3 { #expect(harness.engine.tap() == .ignored(.busy)) }
    #expect(harness.engine.isBusy)
    harness.gate.release()
    await harness.waitForOutcomes(1)
    #expect(harness.log.cancellationReasons == [.user])
    await harness.expectCleanEnd()
  }

  @Test func aRunCancelledForAnotherReasonIsNotCancelledAgainByATap() async throws {
    let harness = Harness(
      .with(timing: .immediate, policy: .cancelWhileBusy, timeout: .seconds(1)), ignoresCancellation: true)
    _ = await harness.tapAndWaitForAction()
    await harness.clock.waitForSleepers(count: 1)
    harness.clock.advance(by: .seconds(1))
    await until { !harness.engine.tapCancels }
    #expect(harness.engine.tap() == .ignored(.busy))
    harness.gate.release()
    await harness.waitForOutcomes(1)
    #expect(harness.log.cancellationReasons == [.timeout])
    await harness.expectCleanEnd()
  }

  @Test func whileTheSpinnerFinishesATapCannotCancelAndIsIgnored() async {
    let harness = Harness(.with(policy: .cancelWhileBusy))
    _ = await harness.tapAndWaitForAction()
    await harness.clock.waitForSleepers(count: 1)
    harness.clock.advance(by: .showDelay)
    await until { harness.engine.isBusyIndicatorVisible }
    #expect(harness.engine.tapCancels)
    harness.gate.release()
    await until { !harness.engine.tapCancels }
    #expect(harness.engine.isBusy, "the spinner waits out its minimum")
    #expect(harness.engine.tap() == .ignored(.busy))
    await harness.clock.waitForSleepers(count: 1)
    harness.clock.advance(by: .minimumVisible)
    await harness.waitForOutcomes(1)
    #expect(harness.log.outcomeKinds == [.succeeded], "the outcome stands")
    await harness.expectCleanEnd()
  }

  @Test func aTapDuringFeedbackStartsARunAsUnderEveryPolicy() async throws {
    let feedback = ActionConfiguration.FeedbackTiming(success: .seconds(1), failure: nil)
    let harness = Harness(.with(timing: .immediate, policy: .cancelWhileBusy, feedback: feedback))
    _ = await harness.tapAndWaitForAction()
    harness.gate.release()
    await harness.waitForOutcomes(1)
    #expect(harness.engine.phase.kind == .succeeded)
    #expect(!harness.engine.tapCancels)
    _ = await harness.tapAndWaitForAction()
    #expect(harness.engine.tap() == .cancelRequested)
    await harness.waitForOutcomes(2)
    #expect(harness.log.outcomeKinds == [.succeeded, .cancelled])
    await harness.expectCleanEnd()
  }

  @Test func tapCancelsReachesTheCallbackOncePerChange() async {
    let harness = Harness(.with(timing: .immediate, policy: .cancelWhileBusy), ignoresCancellation: true)
    var heard: [Bool] = []
    harness.engine.onPresentationChange = { presentation in
      if heard.last != presentation.tapCancels { heard.append(presentation.tapCancels) }
    }
    _ = await harness.tapAndWaitForAction()
    harness.engine.tap()
    harness.gate.release()
    await harness.waitForOutcomes(1)
    #expect(heard == [true, false])
    await harness.expectCleanEnd()
  }

  @Test(arguments: [ActionConfiguration.TapPolicy.ignoreWhileBusy, .disableWhileBusy, .cancelAndRestart])
  func noOtherPolicyLetsATapCancel(policy: ActionConfiguration.TapPolicy) async {
    let harness = Harness(.with(timing: .immediate, policy: policy))
    _ = await harness.tapAndWaitForAction()
    #expect(!harness.engine.tapCancels)
    #expect(!harness.engine.presentation.tapCancels)
    if policy != .cancelAndRestart { #expect(harness.engine.tap() == .ignored(.busy)) }
    harness.engine.cancel()
    await harness.waitForOutcomes(1)
    #expect(harness.log.cancellationReasons == [.explicit])
    await harness.expectCleanEnd()
  }
}
