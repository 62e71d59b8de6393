import AsyncActionTestSupport
import Observation
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
    let feedback = ActionConfiguration.FeedbackTiming(success: .seconds(1), failure: nil)
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
    #expect(results == [.started(ActionEvent.RunID(2)), .ignored(.scopeBusy)])
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

  // MARK: Re-entrant inputs from the scope's listeners

  /// A listener told that the scope is free taps the button that just gave it back: its new run
  /// holds the scope, and gives it back when it ends. (The engine once forgot the new hold while
  /// it finished giving back the old one: the scope stayed busy for good, and every later tap of
  /// every button in it was refused.)
  @Test func aRunStartedByAListenerAsTheScopeIsGivenBackHoldsItUntilItEnds() async {
    let scope = ActionScope()
    let save = Harness(.with(timing: .immediate), scope: scope)
    let delete = Harness(.with(timing: .immediate), scope: scope)
    var heard: [Bool] = []
    var retried: ActionTapResult?
    _ = scope.addBusyListener { [weak save] isBusy in
      heard.append(isBusy)
      if !isBusy, retried == nil { retried = save?.engine.tap() }
    }
    _ = await save.tapAndWaitForAction()
    save.gate.release()
    await save.gate.waitForArrivals(count: 2)
    #expect(retried == .started(ActionEvent.RunID(2)))
    #expect(heard == [true, false, true])
    #expect(scope.isBusy, "the second run holds the scope")
    #expect(delete.engine.tap() == .ignored(.scopeBusy))
    save.gate.release()
    await save.waitForOutcomes(2)
    #expect(heard == [true, false, true, false])
    #expect(!scope.isBusy, "the second run gave the scope back")
    _ = await delete.tapAndWaitForAction()
    delete.gate.release()
    await delete.waitForOutcomes(1)
    await save.expectCleanEnd()
    await delete.expectCleanEnd()
  }

  /// A listener told that the scope is busy makes the button that took it leave the screen: the
  /// run it left is cancelled, its action sees the cancellation, and its timeout never fires.
  /// (The engine once told listeners before it had started the run's task and timers: the cancel
  /// was performed first, on nothing, then the run's action ran uncancelled and its timeout
  /// fired on a cancelled run, which stopped the app on a precondition.)
  @Test func aListenerThatMakesTheButtonLeaveAsItTakesTheScopeCancelsTheRunThatStarted() async {
    let scope = ActionScope()
    let save = Harness(.with(timing: .immediate, timeout: .seconds(1)), scope: scope)
    var heard: [Bool] = []
    var phaseWhenTold: ActionEngine.Phase.Kind?
    _ = scope.addBusyListener { [weak save] isBusy in
      heard.append(isBusy)
      guard isBusy, let save else { return }
      phaseWhenTold = save.engine.phase.kind
      save.engine.disappear()
    }
    #expect(save.engine.tap() == .started(ActionEvent.RunID(1)))
    #expect(phaseWhenTold == .busy)
    await save.waitForOutcomes(1)
    #expect(save.log.outcomes.map(\.kind) == [.cancelled], "the action saw the cancel")
    #expect(heard == [true, false])
    #expect(!scope.isBusy)
    #expect(save.clock.sleeperCount == 0, "the run's timeout was stopped with it")
    save.clock.advance(by: .seconds(2))
    await save.expectCleanEnd()
  }

  /// An event handler that ends a button's hold (its give-back queued behind the event), moves
  /// the button to another scope and taps it: the tap waits for the give-back (refused, the old
  /// scope still held), so the old scope is given back and the new one is not taken by a run
  /// whose give-back would then go to the wrong scope. (The engine once took the new scope and
  /// gave it back in place of the old one, which stayed busy for good.)
  @Test func aTapBeforeTheLastRunsScopeIsGivenBackTakesNoOtherScope() async {
    let old = ActionScope()
    let new = ActionScope()
    var configuration = ActionConfiguration(timing: .immediate)
    configuration.successHold = .untilLeave
    let save = Harness(configuration, scope: old)
    var retried: ActionTapResult?
    save.engine.onEvent = { [weak save] event in
      guard case .finished(_, .succeeded) = event.kind, retried == nil, let save else { return }
      save.engine.cancel()  // ends the hold; its give-back waits behind this event
      save.engine.scope = new
      retried = save.engine.tap()
    }
    _ = await save.tapAndWaitForAction()
    save.gate.release()
    // The observable read first: `until` wakes on a change of what its condition read.
    await until { !save.engine.isBusy && retried != nil }
    #expect(retried == .ignored(.scopeBusy), "the tap came before the old scope was given back")
    #expect(!old.isBusy, "the old scope was given back")
    #expect(!new.isBusy)
    #expect(save.engine.scope === new)
    await save.expectCleanEnd()
  }

  /// The scope's state is decided by who holds it: a take while it is held is refused, and a
  /// give-back by a button that does not hold it changes nothing. No input reaches a
  /// precondition there.
  @Test func theScopeRefusesASecondTakeAndAForeignGiveBack() {
    let scope = ActionScope()
    // Two objects alive for the whole test: their identifiers cannot be the same address.
    let one = EventLog()
    let other = EventLog()
    let first = ObjectIdentifier(one)
    let second = ObjectIdentifier(other)
    #expect(scope.isFree && !scope.isBusy)
    #expect(scope.take(for: first))
    #expect(!scope.isFree && scope.isBusy)
    #expect(!scope.take(for: second), "held by another")
    #expect(!scope.take(for: first), "held already")
    scope.giveBack(for: second)
    #expect(scope.isBusy, "given back by a button that does not hold it: nothing changes")
    scope.giveBack(for: first)
    #expect(scope.isFree && !scope.isBusy)
    withExtendedLifetime((one, other)) {}
  }

  /// An observer of `isBusy` (Observation's `onChange`, told before the change is stored) that
  /// taps a peer as the scope is given back: the peer's run takes the scope, its change is told
  /// after the current one, and observers and listeners end on what the scope is.
  @Test func anObserverThatTapsAPeerAsTheScopeIsGivenBackLeavesEveryoneToldWhatTheScopeIs() async {
    let scope = ActionScope()
    let save = Harness(.with(timing: .immediate), scope: scope)
    let delete = Harness(.with(timing: .immediate), scope: scope)
    var heard: [Bool] = []
    _ = scope.addBusyListener { heard.append($0) }
    let observerTapped = MainActorBox()
    _ = await save.tapAndWaitForAction()
    withObservationTracking {
      _ = scope.isBusy
    } onChange: { [weak delete] in
      MainActor.assumeIsolated {
        observerTapped.value = delete?.engine.tap() == .started(ActionEvent.RunID(1))
      }
    }
    save.gate.release()
    await delete.gate.waitForArrivals(count: 1)
    #expect(observerTapped.value)
    #expect(heard == [true, false, true], "the peer's take is told after the give-back")
    #expect(scope.isBusy)
    let toldAgain = MainActorBox()
    withObservationTracking {
      _ = scope.isBusy
    } onChange: {
      MainActor.assumeIsolated { toldAgain.value = true }
    }
    delete.gate.release()
    await delete.waitForOutcomes(1)
    #expect(toldAgain.value, "observers hear the peer give the scope back")
    #expect(heard == [true, false, true, false])
    #expect(!scope.isBusy)
    await save.expectCleanEnd()
    await delete.expectCleanEnd()
  }
}
