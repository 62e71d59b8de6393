import AsyncActionTestSupport
import Testing

@_spi(Shell) @testable import AsyncActionCore

/// What the SwiftUI view relies on when it creates its engine lazily, when its presence task never
/// starts (alert, menu and swipe-action buttons become platform items), and when it restarts the
/// spinner's turn after the button leaves and comes back.
@MainActor
@Suite(.timeLimit(.minutes(1)))
struct ViewLifetimeTests {
  // MARK: No presence task at all

  @Test(arguments: [ActionConfiguration.Lifetime.cancelledOnLeave, .outlivesButton])
  func aButtonWhosePresenceTaskNeverStartsTakesTapsAndFinishesItsRun(
    lifetime: ActionConfiguration.Lifetime
  ) async {
    let harness = Harness(.with(lifetime: lifetime))
    let engine = harness.engine
    // No `appear()`, no `stayOnScreenUntilCancelled()`: a new engine counts as on screen.
    #expect(await harness.tapAndWaitForAction() == ActionEvent.RunID(1))
    #expect(engine.isBusy)
    // Time passes; no leave can come, so nothing cancels the run.
    await harness.clock.waitForSleepers(count: 1)
    harness.clock.advance(by: .showDelay)
    await until { engine.isBusyIndicatorVisible }
    harness.clock.advance(by: .seconds(3600))
    #expect(harness.gate.waiting == 1, "the action was cancelled without a leave")
    #expect(engine.presenceCount == 0)
    harness.gate.release()
    await harness.waitForOutcomes(1)
    #expect(harness.log.outcomeKinds == [.succeeded])
    #expect(await harness.tapAndWaitForAction() == ActionEvent.RunID(2), "the next tap runs too")
    harness.gate.release()
    await harness.waitForOutcomes(2)
    #expect(harness.log.outcomeKinds == [.succeeded, .succeeded])
    await harness.expectCleanEnd()
  }

  @Test func aLoadingStateWhosePresenceTaskNeverStartsShowsItsSpinner() async {
    let clock = ManualClock()
    let state = ActionLoadingState(clock: clock, strings: ActionStrings(language: "en"))
    state.isLoading = true
    #expect(state.isBusy, "a new state counts as on screen")
    await clock.waitForSleepers(count: 1)
    clock.advance(by: .showDelay)
    await until { state.isBusyIndicatorVisible }
    state.isLoading = false
    await clock.waitForSleepers(count: 1)
    clock.advance(by: .minimumVisible)
    await until { !state.isBusy }
    await state.engine.waitUntilAllTasksEnd()
    #expect(clock.sleeperCount == 0)
  }

  // MARK: An engine created at the first tap or the first appearance

  @Test func aPresenceTaskThatStartsAfterTheFirstTapCountsTheButtonAndItsLeaveCancels() async {
    // The view makes its engine at the first tap when its task has not run yet; the task then
    // starts and counts the button on screen, and its end is a leave like any other.
    let harness = Harness()
    let engine = harness.engine
    _ = await harness.tapAndWaitForAction()
    let presence = Task { await engine.stayOnScreenUntilCancelled() }
    await until { engine.presenceCount == 1 }
    #expect(harness.gate.waiting == 1, "the task's start cancelled the run")
    presence.cancel()
    await presence.value
    await harness.waitForOutcomes(1)
    #expect(harness.log.cancellationReasons == [.left])
    await harness.expectCleanEnd()
  }

  @Test func aTriggerValueHandedOverAtCreationCancelsOnlyWhenItChanges() async {
    // The view hands a new engine the trigger's current value, then every change.
    let harness = Harness()
    let engine = harness.engine
    engine.updateCancellationTrigger("query")
    _ = await harness.tapAndWaitForAction()
    engine.updateCancellationTrigger("query")
    #expect(harness.gate.waiting == 1, "an unchanged value cancelled the run")
    engine.updateCancellationTrigger("query 2")
    await harness.waitForOutcomes(1)
    #expect(harness.log.cancellationReasons == [.trigger])
    await harness.expectCleanEnd()
  }

  // MARK: The spinner, shown again

  @Test func theSpinnerShowCountChangesWhenTheSpinnerAppears() async {
    let harness = Harness()
    let engine = harness.engine
    #expect(engine.busyIndicatorShowCount == 0)
    _ = await harness.tapAndWaitForAction()
    await harness.clock.waitForSleepers(count: 1)
    #expect(engine.busyIndicatorShowCount == 0, "no spinner during the show-delay")
    harness.clock.advance(by: .showDelay)
    await until { engine.isBusyIndicatorVisible }
    #expect(engine.busyIndicatorShowCount == 1)
    harness.gate.release()
    await harness.clock.waitForSleepers(count: 1)
    harness.clock.advance(by: .minimumVisible)
    await until { !engine.isBusyIndicatorVisible }
    #expect(engine.busyIndicatorShowCount == 1, "hiding the spinner is no new showing")
    await harness.waitForOutcomes(1)
    await harness.expectCleanEnd()
  }

  @Test func aSpinnerShownAgainAfterItsButtonLeftAndCameBackChangesTheCount() async {
    // A run that outlives its button (or a list row scrolled away and back): the view's task
    // ends and a new one starts while the spinner shows; the spinner must turn again.
    let harness = Harness(.with(timing: .immediate, lifetime: .outlivesButton))
    let engine = harness.engine
    let first = await present(engine, thenCount: 1)
    _ = await harness.tapAndWaitForAction()
    #expect(engine.isBusyIndicatorVisible)
    let shown = engine.busyIndicatorShowCount
    let watch = ChangeWatch { engine.busyIndicatorShowCount }
    first.cancel()
    await first.value
    #expect(engine.busyIndicatorShowCount == shown, "leaving is no showing")
    let second = await present(engine, thenCount: 1)
    #expect(watch.changed, "the view was not told that the spinner shows again")
    #expect(engine.busyIndicatorShowCount == shown + 1)
    // A view that comes back before its old task ended: the new task counts as a showing too.
    let third = await present(engine, thenCount: 2)
    #expect(engine.busyIndicatorShowCount == shown + 2)
    harness.gate.release()
    await harness.waitForOutcomes(1)
    #expect(!engine.isBusyIndicatorVisible)
    second.cancel()
    third.cancel()
    await second.value
    await third.value
    let afterRun = engine.busyIndicatorShowCount
    let fourth = await present(engine, thenCount: 1)
    #expect(engine.busyIndicatorShowCount == afterRun, "no spinner, no showing")
    fourth.cancel()
    await fourth.value
    await harness.expectCleanEnd()
  }

  @Test func aLoadingStateSpinnerShownAgainAfterItsButtonCameBackChangesTheCount() async {
    let state = ActionLoadingState(timing: .immediate, strings: ActionStrings(language: "en"))
    let first = Task { await state.stayOnScreenUntilCancelled() }
    await until { state.presence == 1 }
    state.isLoading = true
    #expect(state.isBusyIndicatorVisible)
    let shown = state.busyIndicatorShowCount
    #expect(shown == 1)
    first.cancel()
    await first.value
    let second = Task { await state.stayOnScreenUntilCancelled() }
    await until { state.presence == 1 }
    #expect(state.busyIndicatorShowCount == shown + 1, "the spinner is seen again")
    state.isLoading = false
    await until { !state.isBusyIndicatorVisible }
    second.cancel()
    await second.value
    await state.engine.waitUntilAllTasksEnd()
    #expect(state.engine.liveTaskCount == 0)
  }
}

/// Starts a view-like task that keeps `engine` on screen, and waits until the engine counts
/// `count` such tasks.
@MainActor
private func present(_ engine: ActionEngine, thenCount count: Int) async -> Task<Void, Never> {
  let presence = Task { await engine.stayOnScreenUntilCancelled() }
  await until { engine.presenceCount == count }
  return presence
}
