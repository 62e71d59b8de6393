import AsyncActionTestSupport
import Testing

@_spi(Shell) @testable import AsyncActionCore

/// The warning for a tap that closes its button's own view: a run cancelled because its button
/// left the screen within `ActionConfiguration.Warning.leaveAfterTapWindow` of its tap, under the
/// default lifetime. Once per button, naming it; quiet for a person who leaves later, for a button
/// that outlives its view, and for a run whose action had already returned.
@MainActor
@Suite(.timeLimit(.minutes(1)))
struct LeaveRightAfterTapTests {
  /// Taps, lets `elapsed` pass on the manual clock, leaves, and returns the warnings the leave
  /// gave; then lets the action go and waits for the run's end.
  func tapThenLeave(_ harness: Harness, after elapsed: Duration) async -> [ActionConfiguration.Warning] {
    _ = await harness.tapAndWaitForAction()
    harness.clock.advance(by: elapsed)
    let warnings = capturingWarnings { harness.engine.disappear() }
    harness.gate.release()
    await harness.waitForOutcomes(harness.log.outcomes.count + 1)
    harness.engine.appear()
    return warnings
  }

  @Test func aLeaveWithinASecondOfTheTapWarnsOnceNamingTheButton() async {
    let harness = Harness()
    harness.engine.claimIdentifier("save", in: nil)
    // A sheet's Save that dismisses first: the sheet's closing animation, then the leave.
    let first = await tapThenLeave(harness, after: .milliseconds(350))
    #expect(harness.log.cancellationReasons == [.left])
    #expect(first.map(\.kind) == [.leftRightAfterTap(button: "The button \"save\"")])
    #expect(first.first?.description.contains(".asyncActionLifetime(.outlivesButton)") == true)
    // The same button again: told once.
    let second = await tapThenLeave(harness, after: .milliseconds(100))
    #expect(second.isEmpty, "\(second)")
    await harness.expectCleanEnd()
  }

  @Test func aButtonWithoutAnIdentifierIsNamedByItsTitle() async {
    let harness = Harness()
    harness.engine.titleForWarnings = "Save Changes"
    let warnings = await tapThenLeave(harness, after: .zero)
    #expect(warnings.map(\.kind) == [.leftRightAfterTap(button: "The button \"Save Changes\"")])
    let unnamed = Harness()
    let withoutName = await tapThenLeave(unnamed, after: .zero)
    #expect(withoutName.first?.description.contains(".asyncActionIdentifier(_:)") == true)
    await harness.expectCleanEnd()
    await unnamed.expectCleanEnd()
  }

  @Test func aPersonWhoLeavesLaterIsNotWarned() async {
    let harness = Harness()
    // Exactly the window is no longer "right after".
    let atTheWindow = await tapThenLeave(harness, after: ActionConfiguration.Warning.leaveAfterTapWindow)
    let later = await tapThenLeave(harness, after: .seconds(5))
    #expect(atTheWindow.isEmpty && later.isEmpty, "\(atTheWindow) \(later)")
    #expect(harness.log.cancellationReasons == [.left, .left])
    await harness.expectCleanEnd()
  }

  @Test func aButtonThatOutlivesItsViewIsNotWarned() async {
    let harness = Harness(.with(lifetime: .outlivesButton))
    _ = await harness.tapAndWaitForAction()
    let warnings = capturingWarnings { harness.engine.disappear() }
    #expect(warnings.isEmpty, "\(warnings)")
    harness.gate.release()
    await harness.waitForOutcomes(1)
    #expect(harness.log.outcomeKinds == [.succeeded])
    await harness.expectCleanEnd()
  }

  @Test func aLeaveAfterTheActionReturnedIsNotWarned() async {
    // The action returned; its spinner's minimum time still holds the button when it leaves.
    let harness = Harness(.with(timing: .standard))
    _ = await harness.tapAndWaitForAction()
    await harness.clock.waitForSleepers(count: 1)
    harness.clock.advance(by: .showDelay)
    await until { harness.engine.isBusyIndicatorVisible }
    harness.gate.release()
    await until { harness.counter.executing == 0 }
    let warnings = capturingWarnings { harness.engine.disappear() }
    #expect(warnings.isEmpty, "\(warnings)")
    await harness.waitForOutcomes(1)
    #expect(harness.log.outcomeKinds == [.succeeded])
    await harness.expectCleanEnd()
  }
}
