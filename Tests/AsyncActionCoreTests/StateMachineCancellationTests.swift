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
      #expect(ignored.0 == .ignored(.busy))
      #expect(ignored.1.isEmpty)
    }
    #expect(machine.isActionExecuting)
    _ = machine.actionReturned(ActionRunID(1), result: .success(()))
    let tapped = machine.tap(scopeIsFree: true).0
    #expect(tapped == .started(ActionRunID(2)))
  }

  @Test(arguments: [ActionCancellationReason.explicit, .trigger])
  func anActionEndingAfterCancellationEndsCancelledWhateverItThrows(reason: ActionCancellationReason) {
    for result: Result<Void, any Error> in [
      .success(()), .failure(TestError()), .failure(CancellationError()),
    ] {
      var machine = Machine()
      _ = machine.tap(scopeIsFree: true)
      _ = machine.cancel(reason)
      let effects = machine.actionReturned(ActionRunID(1), result: result)
      #expect(describe(effects).last == "finished(1, cancelled(\(reason)))")
    }
  }

  @Test func cancellationErrorThrownUnaskedEndsCancelledByTheAction() {
    var machine = Machine()
    _ = machine.tap(scopeIsFree: true)
    let effects = machine.actionReturned(ActionRunID(1), result: .failure(CancellationError()))
    #expect(describe(effects).last == "finished(1, cancelled(action))")
  }

  @Test func theFirstCancellationReasonWins() {
    var machine = Machine()
    _ = machine.tap(scopeIsFree: true)
    _ = machine.cancel(.trigger)
    let noEffects = machine.cancel(.explicit)
    #expect(noEffects.isEmpty)
    let noEffects2 = machine.disappear()
    #expect(noEffects2.isEmpty)
    let effects = machine.actionReturned(ActionRunID(1), result: .success(()))
    #expect(describe(effects).last == "finished(1, cancelled(trigger))")
  }

  @Test func restartCancelsTheRunAndStartsTheNextOnlyAfterItReturns() {
    var machine = Machine(configuration: .with(policy: .cancelAndRestart))
    _ = machine.tap(scopeIsFree: true)
    _ = machine.timerFired(.showDelay)
    let (result, effects) = machine.tap(scopeIsFree: true)
    #expect(result == .restartScheduled)
    #expect(describe(effects) == ["cancelAction(1)"])
    let ignored = machine.tap(scopeIsFree: true)
    #expect(ignored.0 == .ignored(.restartAlreadyScheduled))
    #expect(ignored.1.isEmpty)
    #expect(machine.currentRun == ActionRunID(1), "the new run waits for the old action")
    let returned = machine.actionReturned(ActionRunID(1), result: .failure(CancellationError()))
    #expect(describe(returned) == ["finished(1, cancelled(restart))", "startAction(2)", "started(2)"])
    #expect(machine.currentRun == ActionRunID(2))
    #expect(machine.published.isSpinnerVisible, "the spinner carries over without a blink")
  }

  @Test func restartWhileTheSpinnerFinishesStartsAtOnce() {
    var machine = Machine(configuration: .with(policy: .cancelAndRestart))
    _ = machine.tap(scopeIsFree: true)
    _ = machine.timerFired(.showDelay)
    _ = machine.actionReturned(ActionRunID(1), result: .success(()))
    let (result, effects) = machine.tap(scopeIsFree: true)
    #expect(result == .started(ActionRunID(2)))
    #expect(describe(effects) == ["finished(1, succeeded)", "startAction(2)", "started(2)"])
    #expect(machine.published.isSpinnerVisible)
    // The minimum-visible timer of run 1 still runs, now for run 2.
    let noEffects = machine.timerFired(.minimumVisible)
    #expect(noEffects.isEmpty)
    #expect(machine.published.isBusy)
  }

  @Test func explicitCancelDropsAScheduledRestart() {
    var machine = Machine(configuration: .with(policy: .cancelAndRestart))
    _ = machine.tap(scopeIsFree: true)
    _ = machine.tap(scopeIsFree: true)
    _ = machine.cancel(.explicit)
    let effects = machine.actionReturned(ActionRunID(1), result: .success(()))
    #expect(
      describe(effects) == ["cancelTimer(showDelay)", "releaseScope", "finished(1, cancelled(explicit))"])
    #expect(!machine.published.isBusy)
  }

  @Test func leavingCancelsTheRunAndIgnoresTapsUntilTheButtonReturns() {
    var machine = Machine()
    _ = machine.tap(scopeIsFree: true)
    let described = describe(machine.disappear())
    #expect(described == ["cancelAction(1)"])
    _ = machine.actionReturned(ActionRunID(1), result: .success(()))
    let ignored = machine.tap(scopeIsFree: true)
    #expect(ignored.0 == .ignored(.offScreen))
    #expect(ignored.1.isEmpty)
    machine.appear()
    let tapped = machine.tap(scopeIsFree: true).0
    #expect(tapped == .started(ActionRunID(2)))
  }

  @Test func leavingDuringShowDelayNeverShowsTheSpinner() {
    var machine = Machine()
    _ = machine.tap(scopeIsFree: true)
    _ = machine.disappear()
    #expect(!machine.published.isSpinnerVisible)
    let effects = machine.actionReturned(ActionRunID(1), result: .failure(CancellationError()))
    #expect(describe(effects) == ["cancelTimer(showDelay)", "releaseScope", "finished(1, cancelled(left))"])
  }

  @Test func outlivingRunGoesOnAfterTheButtonLeaves() {
    var machine = Machine(configuration: .with(lifetime: .outlivesButton))
    _ = machine.tap(scopeIsFree: true)
    let noEffects = machine.disappear()
    #expect(noEffects.isEmpty)
    #expect(machine.isActionExecuting)
    let effects = machine.actionReturned(ActionRunID(1), result: .failure(TestError()))
    #expect(describe(effects).last == "finished(1, failed)")
  }

  @Test func leavingDropsAScheduledRestart() {
    var machine = Machine(configuration: .with(policy: .cancelAndRestart, lifetime: .outlivesButton))
    _ = machine.tap(scopeIsFree: true)
    _ = machine.tap(scopeIsFree: true)
    _ = machine.disappear()
    let effects = machine.actionReturned(ActionRunID(1), result: .success(()))
    #expect(!describe(effects).contains("startAction(2)"))
    #expect(!machine.published.isBusy)
  }

  @Test func anActionReturningOffScreenDoesNotWaitOutTheSpinnersMinimum() {
    var machine = Machine(configuration: .with(lifetime: .outlivesButton))
    _ = machine.tap(scopeIsFree: true)
    _ = machine.timerFired(.showDelay)
    _ = machine.disappear()
    let described = describe(machine.actionReturned(ActionRunID(1), result: .success(())))
    #expect(described == ["cancelTimer(minimumVisible)", "releaseScope", "finished(1, succeeded)"])
    #expect(!machine.published.isBusy)
  }

  @Test func leavingWhileTheSpinnerFinishesEndsTheRunAtOnce() {
    var machine = Machine()
    _ = machine.tap(scopeIsFree: true)
    _ = machine.timerFired(.showDelay)
    _ = machine.actionReturned(ActionRunID(1), result: .success(()))
    let effects = machine.disappear()
    #expect(describe(effects) == ["cancelTimer(minimumVisible)", "releaseScope", "finished(1, succeeded)"])
  }

  @Test func timeoutCancelsTheRunAndIsCancelledOnReturn() {
    var machine = Machine(configuration: .with(timeout: .seconds(5)))
    let (_, started) = machine.tap(scopeIsFree: true)
    #expect(describe(started).contains("startTimer(timeout, 5000ms)"))
    let described = describe(machine.timerFired(.timeout))
    #expect(described == ["cancelAction(1)"])
    let effects = machine.actionReturned(ActionRunID(1), result: .failure(TestError()))
    #expect(describe(effects).last == "finished(1, cancelled(timeout))")
  }

  @Test func theTimeoutTimerIsCancelledWhenTheActionReturnsOrIsCancelled() {
    var machine = Machine(configuration: .with(timeout: .seconds(5)))
    _ = machine.tap(scopeIsFree: true)
    let described = describe(machine.actionReturned(ActionRunID(1), result: .success(())))
    #expect(described.first == "cancelTimer(timeout)")
    _ = machine.tap(scopeIsFree: true)
    let described2 = describe(machine.cancel(.explicit))
    #expect(described2 == ["cancelAction(2)", "cancelTimer(timeout)"])
  }
}
