import AsyncActionTestSupport
import Testing

@_spi(Shell) @testable import AsyncActionCore

/// A phase held for a preview is drawn from what a real engine publishes at that moment of its
/// first run, under every tap policy: the held look is the run's look, value for value.
@MainActor
@Suite(.timeLimit(.minutes(1)))
struct PreviewPhaseTests {
  nonisolated static let policies: [ActionConfiguration.TapPolicy] = [
    .ignoreWhileBusy, .disableWhileBusy, .cancelAndRestart, .cancelWhileBusy,
  ]

  private func configuration(_ policy: ActionConfiguration.TapPolicy) -> ActionConfiguration {
    .with(
      policy: policy, feedback: ActionConfiguration.FeedbackTiming(success: .seconds(1), failure: .seconds(1))
    )
  }

  private func held(
    _ phase: ActionPreviewPhase, _ policy: ActionConfiguration.TapPolicy
  ) -> ActionPresentation {
    ActionPresentation(previewing: phase, configuration: configuration(policy))
  }

  /// Idle, busy with the spinner, and the success mark: one run that succeeds.
  @Test(arguments: policies)
  func idleBusyAndSucceededAreARunsMoments(_ policy: ActionConfiguration.TapPolicy) async {
    let harness = Harness(configuration(policy))
    #expect(harness.engine.presentation == held(.idle, policy))
    _ = await harness.tapAndWaitForAction()
    await harness.clock.waitForSleepers(count: 1)
    harness.clock.advance(by: .showDelay)
    await until { harness.engine.isBusyIndicatorVisible }
    #expect(harness.engine.presentation == held(.busy, policy))
    harness.gate.release()
    await harness.clock.waitForSleepers(count: 1)
    harness.clock.advance(by: .minimumVisible)
    await until { harness.engine.phase.kind == .succeeded }
    #expect(harness.engine.presentation == held(.succeeded, policy))
    await harness.clock.waitForSleepers(count: 1)
    harness.clock.advance(by: .seconds(1))
    await until { harness.engine.phase.kind == .idle }
    await harness.expectCleanEnd()
  }

  /// Progress at 40 % and the failure mark: one run that reports 0.4, then fails.
  @Test(arguments: policies)
  func progressAndFailedAreARunsMoments(_ policy: ActionConfiguration.TapPolicy) async {
    let harness = Harness(configuration(policy))
    let gate = harness.gate
    harness.engine.action = AsyncAction(reportingProgress: { progress in
      progress(0.4)
      try await gate.pass()
    })
    _ = await harness.tapAndWaitForAction()
    await harness.clock.waitForSleepers(count: 1)
    harness.clock.advance(by: .showDelay)
    await until { harness.engine.isBusyIndicatorVisible }
    #expect(harness.engine.presentation == held(.progress(0.4), policy))
    gate.release(throwing: TestError())
    await harness.clock.waitForSleepers(count: 1)
    harness.clock.advance(by: .minimumVisible)
    await until { harness.engine.phase.kind == .failed }
    #expect(harness.engine.presentation == held(.failed, policy))
    await harness.clock.waitForSleepers(count: 1)
    harness.clock.advance(by: .seconds(1))
    await until { harness.engine.phase.kind == .idle }
    await harness.expectCleanEnd()
  }

  /// What each held phase shows and says, spelled out, so that the engine and the hold cannot
  /// agree on a wrong value by accident.
  @Test func eachPhaseSpelledOut() {
    let english = ActionStrings(language: "en")
    let value = { (phase: ActionPreviewPhase) in
      ActionPresentation(previewing: phase).accessibilityValue(in: english)
    }
    #expect(ActionPresentation(previewing: .idle) == .idle)
    #expect(value(.idle) == nil)
    #expect(ActionPresentation(previewing: .busy).indicator == .spinner)
    #expect(ActionPresentation(previewing: .busy).isBusyIndicatorVisible)
    #expect(value(.busy) == "In progress")
    #expect(ActionPresentation(previewing: .progress(0.4)).indicator == .progress(0.4))
    #expect(ActionPresentation(previewing: .progress(0.4)).progress == 0.4)
    #expect(value(.progress(0.4)) == "In progress, 40%")
    #expect(ActionPresentation(previewing: .succeeded).indicator == .succeeded)
    #expect(value(.succeeded) == "Done")
    #expect(ActionPresentation(previewing: .failed).indicator == .failed)
    #expect(ActionPresentation(previewing: .failed).consecutiveFailureCount == 1, "a retry title shows")
    #expect(value(.failed) == "Failed")
    // The policy: a held busy button looks disabled, or a tap on it would cancel.
    let disabled = ActionConfiguration.with(policy: .disableWhileBusy)
    #expect(ActionPresentation(previewing: .busy, configuration: disabled).isDisabled)
    #expect(!ActionPresentation(previewing: .succeeded, configuration: disabled).isDisabled)
    let cancelling = ActionConfiguration.with(policy: .cancelWhileBusy)
    #expect(
      ActionPresentation(previewing: .progress(0.4), configuration: cancelling).accessibilityHint(in: english)
        == "Press to cancel")
    #expect(
      ActionPresentation(previewing: .failed, configuration: cancelling).accessibilityHint(in: english) == nil
    )
  }

  /// A fraction is drawn as the engine would keep it: within 0…1, NaN as 0.
  @Test(arguments: [(1.5, 1.0), (-0.2, 0.0), (Double.nan, 0.0), (0.25, 0.25)])
  func aFractionIsClamped(_ fraction: Double, _ drawn: Double) {
    #expect(ActionPresentation(previewing: .progress(fraction)).progress == drawn)
  }
}
