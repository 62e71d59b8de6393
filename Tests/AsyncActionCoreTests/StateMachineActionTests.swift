import Testing

@_spi(Shell) @testable import AsyncActionCore

/// Each input of the machine returns an action of its own type, whose case names what the input
/// asks of the owner; the other machine tests read the effects the cases carry.
@Suite struct StateMachineActionTests {
  /// The name of the case `action` is: `endRun` for `.endRun(effects)`.
  private func name(_ action: Any) -> String {
    String(String(describing: action).prefix { $0 != "(" })
  }

  @Test func aRunReturningNamesWhatFollows() {
    var machine = Machine()
    _ = machine.tap(scopeIsFree: true)
    #expect(name(machine.timerFired(.showDelay)) == "showBusyIndicator")
    #expect(name(machine.actionReturned(ActionEvent.RunID(1), result: .success(()))) == "waitForMinimum")
    #expect(name(machine.timerFired(.minimumVisible)) == "endRun")
    _ = machine.tap(scopeIsFree: true)
    #expect(
      name(machine.actionReturned(ActionEvent.RunID(2), result: .success(()))) == "endRun",
      "a run that returned before its show-delay ends at once")
  }

  @Test func theMinimumOrTheFullRingAloneKeepsTheSpinner() {
    var machine = Machine()
    _ = machine.tap(scopeIsFree: true)
    _ = machine.timerFired(.showDelay)
    #expect(name(machine.timerFired(.minimumVisible)) == "keepBusyIndicator", "the action still executes")
    #expect(machine.reportProgress(0.5, for: ActionEvent.RunID(1)) == .show(0.5))
    #expect(name(machine.actionReturned(ActionEvent.RunID(1), result: .success(()))) == "holdFullRing")
    #expect(name(machine.timerFired(.fullRing)) == "endRun")
  }

  @Test func aScheduledRestartStartsWhenTheOldActionReturns() {
    var machine = Machine(configuration: .with(policy: .cancelAndRestart))
    _ = machine.tap(scopeIsFree: true)
    #expect(name(machine.tap(scopeIsFree: true)) == "scheduleRestart")
    #expect(
      name(machine.actionReturned(ActionEvent.RunID(1), result: .failure(CancellationError()))) == "restart")
    #expect(machine.published.executingRun == ActionEvent.RunID(2))
  }

  @Test func cancelNamesWhatItEnds() {
    var configuration = ActionConfiguration.with(
      timing: .immediate, feedback: ActionConfiguration.FeedbackTiming(success: .seconds(1), failure: nil))
    var machine = Machine(configuration: configuration)
    #expect(name(machine.cancel(.explicit)) == "none", "idle")
    _ = machine.tap(scopeIsFree: true)
    #expect(name(machine.cancel(.explicit)) == "cancelRun")
    #expect(name(machine.cancel(.explicit)) == "none", "cancelled already")
    _ = machine.actionReturned(ActionEvent.RunID(1), result: .success(()))
    _ = machine.tap(scopeIsFree: true)
    _ = machine.actionReturned(ActionEvent.RunID(2), result: .success(()))
    #expect(name(machine.cancel(.explicit)) == "endFeedback")
    configuration.successHold = .untilLeave
    machine.setConfiguration(configuration)
    _ = machine.tap(scopeIsFree: true)
    _ = machine.actionReturned(ActionEvent.RunID(3), result: .success(()))
    #expect(name(machine.cancel(.explicit)) == "endHold")
  }

  @Test func leavingNamesTheRunItCancels() {
    var machine = Machine()
    _ = machine.tap(scopeIsFree: true)
    let left = machine.disappear()
    if case .cancelRun(let run, let effects) = left {
      #expect(run == ActionEvent.RunID(1))
      #expect(describe(effects) == ["cancelAction(1)"])
    } else {
      Issue.record("the run went on: \(left)")
    }
    var outliving = Machine(configuration: .with(lifetime: .outlivesButton))
    _ = outliving.tap(scopeIsFree: true)
    #expect(name(outliving.disappear()) == "none")
  }

  @Test func timersEndATimedOutRunAFeedbackPhaseAndAHold() {
    var machine = Machine(
      configuration: .with(
        timing: .immediate, feedback: ActionConfiguration.FeedbackTiming(success: .seconds(1), failure: nil),
        timeout: .seconds(5)))
    _ = machine.tap(scopeIsFree: true)
    #expect(name(machine.timerFired(.timeout)) == "cancelRun")
    _ = machine.actionReturned(ActionEvent.RunID(1), result: .failure(CancellationError()))
    _ = machine.tap(scopeIsFree: true)
    _ = machine.actionReturned(ActionEvent.RunID(2), result: .success(()))
    #expect(name(machine.timerFired(.feedback)) == "endFeedback")

    var configuration = machine.configuration
    configuration.successHold = ActionConfiguration.SuccessHold(maximum: .seconds(2))
    machine.setConfiguration(configuration)
    _ = machine.tap(scopeIsFree: true)
    _ = machine.actionReturned(ActionEvent.RunID(3), result: .success(()))
    let ended = machine.timerFired(.successHold)
    #expect(name(ended) == "endHold")
    #expect(describe(ended) == ["releaseScope", "startTimer(feedback, 1000ms)"])
  }
}
