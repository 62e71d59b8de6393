import AsyncActionTestSupport
import Testing

@testable import AsyncActionCore

/// Engines that share a scope run one action at a time, also across feedback and event handlers.
@MainActor
@Suite(.timeLimit(.minutes(1)))
struct EngineScopeTests {
  @Test func twoButtonsInOneScopeRunOneAction() async {
    let scope = ActionScope()
    let save = Harness(scope: scope)
    let delete = Harness(scope: scope)
    _ = await save.tapAndWaitForAction()
    #expect(scope.isBusy)
    #expect(delete.engine.tap() == .ignored(.scopeBusy))
    #expect(delete.counter.started == 0)
    save.gate.release()
    await save.waitForOutcomes(1)
    #expect(!scope.isBusy)
    _ = await delete.tapAndWaitForAction()
    #expect(save.engine.tap() == .ignored(.scopeBusy))
    delete.gate.release()
    await delete.waitForOutcomes(1)
    #expect(save.counter.started == 1)
    #expect(delete.counter.started == 1)
    await save.expectCleanEnd()
    await delete.expectCleanEnd()
  }

  @Test func aTapDuringFeedbackIsIgnoredWhileAScopePeerRuns() async throws {
    let scope = ActionScope()
    let feedback = try FeedbackTiming(success: .seconds(1), failure: nil)
    let save = Harness(.with(timing: .immediate, feedback: feedback), scope: scope)
    let delete = Harness(.with(timing: .immediate), scope: scope)
    _ = await save.tapAndWaitForAction()
    save.gate.release()
    await save.waitForOutcomes(1)
    #expect(save.engine.phase.kind == .succeeded)
    _ = await delete.tapAndWaitForAction()
    #expect(save.engine.tap() == .ignored(.scopeBusy))
    #expect(save.engine.phase.kind == .succeeded, "an ignored tap leaves the feedback alone")
    delete.gate.release()
    await delete.waitForOutcomes(1)
    await save.clock.waitForSleepers(count: 1)
    save.clock.advance(by: .seconds(1))
    await until { save.engine.phase.kind == .idle }
    await save.expectCleanEnd()
    await delete.expectCleanEnd()
  }

  @Test func aRetryFromAnEventHandlerTakesTheScopeBeforeAPeerCan() async {
    let scope = ActionScope()
    let clock = ManualClock()
    let save = ActionEngine(
      configuration: ActionConfiguration(timing: .immediate), clock: clock, scope: scope,
      action: AsyncAction {})
    let delete = ActionEngine(
      configuration: ActionConfiguration(timing: .immediate), clock: clock, scope: scope,
      action: AsyncAction {})
    var results: [TapResult] = []
    var once = true
    save.onEvent = { [weak save, weak delete] event in
      guard case .finished = event.kind, once else { return }
      once = false
      if let retry = save?.tap() { results.append(retry) }
      if let peer = delete?.tap() { results.append(peer) }
    }
    save.tap()
    await until { !save.isBusy && results.count == 2 }  // the observable read first
    #expect(results == [.started(RunID(2)), .ignored(.scopeBusy)])
    await save.waitUntilAllTasksEnd()
    #expect(!scope.isBusy)
  }
}
