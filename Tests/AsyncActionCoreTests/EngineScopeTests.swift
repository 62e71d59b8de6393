import AsyncActionTestSupport
import Testing

@_spi(Shell) @testable import AsyncActionCore

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
    let feedback = ActionFeedbackTiming(success: .seconds(1), failure: nil)
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
    var results: [ActionTapResult] = []
    var once = true
    save.onEvent = { [weak save, weak delete] event in
      guard case .finished = event.kind, once else { return }
      once = false
      if let retry = save?.tap() { results.append(retry) }
      if let peer = delete?.tap() { results.append(peer) }
    }
    save.tap()
    await until { !save.isBusy && results.count == 2 }  // the observable read first
    #expect(results == [.started(ActionRunID(2)), .ignored(.scopeBusy)])
    await save.waitUntilAllTasksEnd()
    #expect(!scope.isBusy)
  }

  // MARK: Busy listeners

  @Test func aListenerHearsEachChangeOnceInOrder() async {
    let scope = ActionScope()
    let save = Harness(.with(timing: .immediate), scope: scope)
    let delete = Harness(.with(timing: .immediate), scope: scope)
    var first: [Bool] = []
    var second: [Bool] = []
    var order: [String] = []
    let token = scope.addBusyListener {
      first.append($0); order.append("first")
    }
    _ = scope.addBusyListener {
      second.append($0); order.append("second")
    }
    #expect(first.isEmpty, "adding a listener does not call it")
    _ = await save.tapAndWaitForAction()
    #expect(first == [true])
    #expect(delete.engine.tap() == .ignored(.scopeBusy))
    #expect(first == [true], "a refused tap changes nothing")
    save.gate.release()
    await save.waitForOutcomes(1)
    #expect(first == [true, false])
    scope.removeBusyListener(token)
    scope.removeBusyListener(token)
    _ = await delete.tapAndWaitForAction()
    delete.gate.release()
    await delete.waitForOutcomes(1)
    #expect(first == [true, false], "a removed listener hears nothing")
    #expect(second == [true, false, true, false])
    #expect(order == ["first", "second", "first", "second", "second", "second"])
    await save.expectCleanEnd()
    await delete.expectCleanEnd()
  }

  @Test func aChangeMadeByAListenerIsToldAfterTheCurrentOneToEveryone() async {
    let scope = ActionScope()
    let clock = ManualClock()
    let save = ActionEngine(
      configuration: ActionConfiguration(timing: .immediate), clock: clock, scope: scope,
      action: AsyncAction {})
    let next = ActionEngine(
      configuration: ActionConfiguration(timing: .immediate), clock: clock, scope: scope,
      action: AsyncAction {})
    var first: [Bool] = []
    var second: [Bool] = []
    var once = true
    _ = scope.addBusyListener { [weak next] isBusy in
      first.append(isBusy)
      // The first listener starts the next button as soon as the scope is free.
      if !isBusy, once {
        once = false
        next?.tap()
      }
    }
    _ = scope.addBusyListener { second.append($0) }
    save.tap()
    await until { !save.isBusy && !next.isBusy && !once }
    await save.waitUntilAllTasksEnd()
    await next.waitUntilAllTasksEnd()
    #expect(first == [true, false, true, false])
    #expect(second == [true, false, true, false], "each listener hears every change in order")
    #expect(!scope.isBusy)
  }
}
