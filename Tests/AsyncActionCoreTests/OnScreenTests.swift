import AsyncActionTestSupport
import Testing

@_spi(Shell) @testable import AsyncActionCore

/// The view's structured task decides when the button has left the screen.
@MainActor
@Suite(.timeLimit(.minutes(1)))
struct OnScreenTests {
  @Test func cancellingThePresenceTaskCancelsTheRunAsALeave() async {
    let harness = Harness()
    let engine = harness.engine
    let presence = await present(engine, thenCount: 1)
    _ = await harness.tapAndWaitForAction()
    presence.cancel()
    await presence.value
    await harness.waitForOutcomes(1)
    #expect(harness.log.cancellationReasons == [.left])
    #expect(engine.presenceCount == 0)
    #expect(engine.tap() == .ignored(.offScreen))
    await harness.expectCleanEnd()
  }

  @Test func aRunThatOutlivesItsButtonGoesOnAfterThePresenceTaskEnds() async {
    let harness = Harness(.with(lifetime: .outlivesButton))
    let engine = harness.engine
    let presence = await present(engine, thenCount: 1)
    _ = await harness.tapAndWaitForAction()
    presence.cancel()
    await presence.value
    #expect(harness.gate.waiting == 1, "the action goes on")
    #expect(engine.tap() == .ignored(.offScreen))
    harness.gate.release(throwing: TestError())
    await harness.waitForOutcomes(1)
    #expect(harness.log.outcomeKinds == [.failed])
    await harness.expectCleanEnd()
  }

  @Test func anOldTaskEndingAfterANewOneStartedDoesNotCancel() async {
    let harness = Harness()
    let engine = harness.engine
    let old = await present(engine, thenCount: 1)
    _ = await harness.tapAndWaitForAction()
    let new = await present(engine, thenCount: 2)
    old.cancel()
    await old.value
    #expect(engine.presenceCount == 1)
    #expect(harness.gate.waiting == 1, "the run was cancelled although the view is back")
    #expect(harness.log.outcomes.isEmpty)
    new.cancel()
    await new.value
    await harness.waitForOutcomes(1)
    #expect(harness.log.cancellationReasons == [.left])
    await harness.expectCleanEnd()
  }

  @Test func aButtonThatComesBackTakesTapsAgain() async {
    let harness = Harness(ActionConfiguration.BusyIndicatorTiming.immediate.configuration)
    let engine = harness.engine
    let first = await present(engine, thenCount: 1)
    first.cancel()
    await first.value
    #expect(engine.tap() == .ignored(.offScreen))
    let second = await present(engine, thenCount: 1)
    #expect(await harness.tapAndWaitForAction() == ActionEvent.RunID(1))
    harness.gate.release()
    await harness.waitForOutcomes(1)
    second.cancel()
    await second.value
    await harness.expectCleanEnd()
  }

  @Test func aTaskCancelledBeforeItStartsStillLeavesCleanly() async {
    let harness = Harness()
    let engine = harness.engine
    let presence = Task { await engine.stayOnScreenUntilCancelled() }
    presence.cancel()
    await presence.value
    #expect(engine.presenceCount == 0)
    #expect(engine.tap() == .ignored(.offScreen))
    await harness.expectCleanEnd()
  }

  @Test func thePresenceTaskLeavesNothingBehind() async {
    weak var weakEngine: ActionEngine?
    do {
      let harness = Harness()
      let engine = harness.engine
      weakEngine = engine
      for _ in 0..<20 {
        let presence = await present(engine, thenCount: 1)
        presence.cancel()
        await presence.value
      }
      #expect(engine.presenceCount == 0)
      await harness.expectCleanEnd()
    }
    #expect(weakEngine == nil, "the engine leaked")
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
