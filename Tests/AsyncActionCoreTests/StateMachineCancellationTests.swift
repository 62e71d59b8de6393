import Testing

@_spi(Shell) @testable import AsyncActionCore

/// How the decision logic cancels a run — by the app, for a restart, on leaving the screen, at a
/// timeout — and what a cancelled run still waits for. Plain function calls: no task, no clock.
@Suite struct StateMachineCancellationTests {
  @Test func cancelledActionThatIgnoresCancellationHoldsTheButtonUntilItReturns() {
    var machine = Machine()
    _ = machine.tap(scopeIsFree: true)
    let described = describe(machine.cancel(.explicit))
    #expect(described == ["cancelAction(1)"])
    for _ in 0..<5 {
      let ignored = machine.tap(scopeIsFree: true)
      #expect(ignored.result == .ignored(.busy))
      #expect(ignored.effects.isEmpty)
    }
    #expect(machine.published.executingRun != nil)
    _ = machine.actionReturned(ActionEvent.RunID(1), result: .success(()))
    let tapped = machine.tap(scopeIsFree: true).result
    #expect(tapped == .started(ActionEvent.RunID(2)))
  }

  @Test(arguments: [ActionOutcome.CancellationReason.explicit, .trigger])
  func anActionEndingAfterCancellationEndsCancelledWhateverItThrows(reason: ActionOutcome.CancellationReason)
  {
    for result: Result<Void, any Error> in [
      .success(()), .failure(TestError()), .failure(CancellationError()),
    ] {
      var machine = Machine()
      _ = machine.tap(scopeIsFree: true)
      _ = machine.cancel(reason)
      let effects = machine.actionReturned(ActionEvent.RunID(1), result: result)
      #expect(describe(effects).last == "finished(1, cancelled(\(reason)))")
    }
  }

  @Test func cancellationErrorThrownUnaskedEndsCancelledByTheAction() {
    var machine = Machine()
    _ = machine.tap(scopeIsFree: true)
    let effects = machine.actionReturned(ActionEvent.RunID(1), result: .failure(CancellationError()))
    #expect(describe(effects).last == "finished(1, cancelled(action))")
  }

  @Test func theFirstCancellationReasonWins() {
    var machine = Machine()
    _ = machine.tap(scopeIsFree: true)
    _ = machine.cancel(.trigger)
    let noEffects = machine.cancel(.explicit)
    #expect(noEffects.effects.isEmpty)
    let noEffects2 = machine.disappear()
    #expect(noEffects2.effects.isEmpty)
    let effects = machine.actionReturned(ActionEvent.RunID(1), result: .success(()))
    #expect(describe(effects).last == "finished(1, cancelled(trigger))")
  }

  @Test func restartCancelsTheRunAndStartsTheNextOnlyAfterItReturns() {
    var machine = Machine(configuration: .with(policy: .cancelAndRestart))
    _ = machine.tap(scopeIsFree: true)
    _ = machine.timerFired(.showDelay)
    let tapped = machine.tap(scopeIsFree: true)
    #expect(tapped.result == .restartScheduled)
    #expect(describe(tapped) == ["cancelAction(1)"])
    let ignored = machine.tap(scopeIsFree: true)
    #expect(ignored.result == .ignored(.restartAlreadyScheduled))
    #expect(ignored.effects.isEmpty)
    #expect(machine.published.executingRun == ActionEvent.RunID(1), "the new run waits for the old action")
    let returned = machine.actionReturned(ActionEvent.RunID(1), result: .failure(CancellationError()))
    #expect(describe(returned) == ["finished(1, cancelled(restart))", "startAction(2)", "started(2)"])
    #expect(machine.published.executingRun == ActionEvent.RunID(2))
    #expect(machine.published.drawn.isBusyIndicatorVisible, "the spinner carries over without a blink")
  }

  @Test func restartWhileTheSpinnerFinishesStartsAtOnce() {
    var machine = Machine(configuration: .with(policy: .cancelAndRestart))
    _ = machine.tap(scopeIsFree: true)
    _ = machine.timerFired(.showDelay)
    _ = machine.actionReturned(ActionEvent.RunID(1), result: .success(()))
    let tapped = machine.tap(scopeIsFree: true)
    #expect(tapped.result == .started(ActionEvent.RunID(2)))
    #expect(describe(tapped) == ["finished(1, succeeded)", "startAction(2)", "started(2)"])
    #expect(machine.published.drawn.isBusyIndicatorVisible)
    // The minimum-visible timer of run 1 still runs, now for run 2.
    let noEffects = machine.timerFired(.minimumVisible)
    #expect(noEffects.effects.isEmpty)
    #expect(machine.published.drawn.isBusy)
  }

  @Test func explicitCancelDropsAScheduledRestart() {
    var machine = Machine(configuration: .with(policy: .cancelAndRestart))
    _ = machine.tap(scopeIsFree: true)
    _ = machine.tap(scopeIsFree: true)
    _ = machine.cancel(.explicit)
    let effects = machine.actionReturned(ActionEvent.RunID(1), result: .success(()))
    #expect(
      describe(effects) == ["cancelTimer(showDelay)", "releaseScope", "finished(1, cancelled(explicit))"])
    #expect(!machine.published.drawn.isBusy)
  }

  @Test func leavingCancelsTheRunAndIgnoresTapsUntilTheButtonReturns() {
    var machine = Machine()
    _ = machine.tap(scopeIsFree: true)
    let described = describe(machine.disappear())
    #expect(described == ["cancelAction(1)"])
    _ = machine.actionReturned(ActionEvent.RunID(1), result: .success(()))
    let ignored = machine.tap(scopeIsFree: true)
    #expect(ignored.result == .ignored(.offScreen))
    #expect(ignored.effects.isEmpty)
    machine.appear()
    let tapped = machine.tap(scopeIsFree: true).result
    #expect(tapped == .started(ActionEvent.RunID(2)))
  }

  @Test func leavingDuringShowDelayNeverShowsTheSpinner() {
    var machine = Machine()
    _ = machine.tap(scopeIsFree: true)
    _ = machine.disappear()
    #expect(!machine.published.drawn.isBusyIndicatorVisible)
    let effects = machine.actionReturned(ActionEvent.RunID(1), result: .failure(CancellationError()))
    #expect(describe(effects) == ["cancelTimer(showDelay)", "releaseScope", "finished(1, cancelled(left))"])
  }

  @Test func outlivingRunGoesOnAfterTheButtonLeaves() {
    var machine = Machine(configuration: .with(lifetime: .outlivesButton))
    _ = machine.tap(scopeIsFree: true)
    let noEffects = machine.disappear()
    #expect(noEffects.effects.isEmpty)
    #expect(machine.published.executingRun != nil)
    let effects = machine.actionReturned(ActionEvent.RunID(1), result: .failure(TestError()))
    #expect(describe(effects).last == "finished(1, failed)")
  }

  @Test func leavingDropsAScheduledRestart() {
    var machine = Machine(configuration: .with(policy: .cancelAndRestart, lifetime: .outlivesButton))
    _ = machine.tap(scopeIsFree: true)
    _ = machine.tap(scopeIsFree: true)
    _ = machine.disappear()
    let effects = machine.actionReturned(ActionEvent.RunID(1), result: .success(()))
    #expect(!describe(effects).contains("startAction(2)"))
    #expect(!machine.published.drawn.isBusy)
  }

  @Test func anActionReturningOffScreenDoesNotWaitOutTheSpinnersMinimum() {
    var machine = Machine(configuration: .with(lifetime: .outlivesButton))
    _ = machine.tap(scopeIsFree: true)
    _ = machine.timerFired(.showDelay)
    _ = machine.disappear()
    let described = describe(machine.actionReturned(ActionEvent.RunID(1), result: .success(())))
    #expect(described == ["cancelTimer(minimumVisible)", "releaseScope", "finished(1, succeeded)"])
    #expect(!machine.published.drawn.isBusy)
  }

  @Test func leavingWhileTheSpinnerFinishesEndsTheRunAtOnce() {
    var machine = Machine()
    _ = machine.tap(scopeIsFree: true)
    _ = machine.timerFired(.showDelay)
    _ = machine.actionReturned(ActionEvent.RunID(1), result: .success(()))
    let effects = machine.disappear()
    #expect(describe(effects) == ["cancelTimer(minimumVisible)", "releaseScope", "finished(1, succeeded)"])
  }

  @Test func timeoutCancelsTheRunAndIsCancelledOnReturn() {
    var machine = Machine(configuration: .with(timeout: .seconds(5)))
    let tapped = machine.tap(scopeIsFree: true)
    #expect(describe(tapped).contains("startTimer(timeout, 5000ms)"))
    let described = describe(machine.timerFired(.timeout))
    #expect(described == ["cancelAction(1)"])
    let effects = machine.actionReturned(ActionEvent.RunID(1), result: .failure(TestError()))
    #expect(describe(effects).last == "finished(1, cancelled(timeout))")
  }

  @Test func theTimeoutTimerIsCancelledWhenTheActionReturnsOrIsCancelled() {
    var machine = Machine(configuration: .with(timeout: .seconds(5)))
    _ = machine.tap(scopeIsFree: true)
    let described = describe(machine.actionReturned(ActionEvent.RunID(1), result: .success(())))
    #expect(described.first == "cancelTimer(timeout)")
    _ = machine.tap(scopeIsFree: true)
    let described2 = describe(machine.cancel(.explicit))
    #expect(described2 == ["cancelAction(2)", "cancelTimer(timeout)"])
  }
}
