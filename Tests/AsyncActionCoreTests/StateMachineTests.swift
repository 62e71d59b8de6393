import Testing

@_spi(Shell) @testable import AsyncActionCore

/// The decision logic, tested with plain function calls: no task, no clock.
@Suite struct StateMachineTests {
  @Test func tapWhenIdleStartsRunAndShowDelayTimer() {
    var machine = Machine()
    let tapped = machine.tap(scopeIsFree: true)
    #expect(tapped.result == .started(ActionEvent.RunID(1)))
    #expect(
      describe(tapped) == ["acquireScope", "startAction(1)", "startTimer(showDelay, 100ms)", "started(1)"])
    #expect(machine.published.drawn.phaseKind == .busy)
    #expect(machine.published.drawn.isBusy)
    #expect(!machine.published.drawn.isBusyIndicatorVisible)
  }

  @Test(arguments: [ActionConfiguration.TapPolicy.ignoreWhileBusy, .disableWhileBusy])
  func fiftyTapsWhileBusyAreIgnoredWithoutEffects(policy: ActionConfiguration.TapPolicy) {
    var machine = Machine(configuration: .with(policy: policy))
    _ = machine.tap(scopeIsFree: true)
    for _ in 0..<50 {
      let tapped = machine.tap(scopeIsFree: true)
      #expect(tapped.result == .ignored(.busy))
      #expect(tapped.effects.isEmpty)
    }
    #expect(machine.published.executingRun == ActionEvent.RunID(1))
  }

  @Test(
    arguments: [
      ActionConfiguration.TapPolicy.ignoreWhileBusy, .disableWhileBusy, .cancelAndRestart, .cancelWhileBusy,
    ],
    [false, true])
  func theCachedIgnoreDecisionAgreesWithTheFullDecision(policy: ActionConfiguration.TapPolicy, reports: Bool)
  {
    var configuration = ActionConfiguration.with(policy: policy)
    configuration.successHold = .untilLeave
    var machine = Machine(configuration: configuration)
    machine.setReportsIgnoredTaps(reports)
    func check(_ label: String) {
      var probe = machine
      let decision = probe.tap(scopeIsFree: true).result
      let expected: Machine.IgnoredTap? =
        if case .ignored(let reason) = decision, reason == .busy || reason == .holdingSuccess {
          Machine.IgnoredTap(reason: reason, isReported: reports)
        } else { nil }
      #expect(machine.published.ignoredTap == expected, "\(policy), \(label)")
    }
    check("idle")
    _ = machine.tap(scopeIsFree: true)
    check("busy")
    _ = machine.disappear()
    check("busy off screen")
    machine.appear()
    check("busy on screen again")
    _ = machine.timerFired(.showDelay)
    _ = machine.actionReturned(ActionEvent.RunID(1), result: .success(()))
    check("the spinner finishing its minimum")
    _ = machine.timerFired(.minimumVisible)
    check("holding its success")
    _ = machine.disappear()
    check("idle again")
    machine.appear()
    _ = machine.tap(scopeIsFree: true)
    _ = machine.cancel(.explicit)
    check("cancelled, its action not returned")
    machine.setReportsIgnoredTaps(!reports)
    machine.setReportsIgnoredTaps(reports)
    check("a listener set and taken away")
  }

  @Test func onlyDisableWhileBusyLooksDisabledAndOnlyWhileBusy() {
    for policy in [ActionConfiguration.TapPolicy.ignoreWhileBusy, .disableWhileBusy, .cancelAndRestart] {
      let disables = policy == .disableWhileBusy
      var machine = Machine(
        configuration: .with(
          policy: policy, feedback: ActionConfiguration.FeedbackTiming(success: .seconds(1), failure: nil)))
      #expect(!machine.published.drawn.isDisabled, "\(policy), idle")
      _ = machine.tap(scopeIsFree: true)
      #expect(machine.published.drawn.isDisabled == disables, "\(policy), pending spinner")
      _ = machine.timerFired(.showDelay)
      _ = machine.actionReturned(ActionEvent.RunID(1), result: .success(()))
      #expect(machine.published.drawn.isBusy)
      #expect(machine.published.drawn.isDisabled == disables, "\(policy), spinner finishing its minimum")
      _ = machine.timerFired(.minimumVisible)
      #expect(machine.published.drawn.phaseKind == .succeeded)
      #expect(
        !machine.published.drawn.isDisabled,
        "\(policy), feedback: a tap would start a run, so it looks enabled")
      _ = machine.timerFired(.feedback)
      #expect(!machine.published.drawn.isDisabled, "\(policy), idle again")
    }
  }

  @Test func spinnerAppearsOnlyWhenShowDelayFires() {
    var machine = Machine()
    _ = machine.tap(scopeIsFree: true)
    #expect(!machine.published.drawn.isBusyIndicatorVisible)
    let effects = machine.timerFired(.showDelay)
    #expect(machine.published.drawn.isBusyIndicatorVisible)
    #expect(describe(effects) == ["startTimer(minimumVisible, 400ms)"])
  }

  @Test func actionReturningDuringShowDelayNeverShowsSpinnerAndEndsIdle() {
    var machine = Machine()
    _ = machine.tap(scopeIsFree: true)
    let effects = machine.actionReturned(ActionEvent.RunID(1), result: .failure(TestError()))
    #expect(describe(effects) == ["cancelTimer(showDelay)", "releaseScope", "finished(1, failed)"])
    #expect(!machine.published.drawn.isBusyIndicatorVisible)
    #expect(!machine.published.drawn.isBusy)
    #expect(machine.published.drawn.phaseKind == .idle)
  }

  @Test func shownSpinnerStaysForItsMinimumAfterTheActionReturns() {
    var machine = Machine()
    _ = machine.tap(scopeIsFree: true)
    _ = machine.timerFired(.showDelay)
    let returned = machine.actionReturned(ActionEvent.RunID(1), result: .success(()))
    #expect(returned.effects.isEmpty)
    #expect(machine.published.drawn.isBusy, "busy until the spinner is gone")
    #expect(machine.published.drawn.isBusyIndicatorVisible)
    let tapped = machine.tap(scopeIsFree: true).result
    #expect(tapped == .ignored(.busy))
    let ended = machine.timerFired(.minimumVisible)
    #expect(describe(ended) == ["releaseScope", "finished(1, succeeded)"])
    #expect(!machine.published.drawn.isBusy)
    #expect(!machine.published.drawn.isBusyIndicatorVisible)
  }

  @Test func actionReturningAfterTheMinimumEndsAtOnce() {
    var machine = Machine()
    _ = machine.tap(scopeIsFree: true)
    _ = machine.timerFired(.showDelay)
    _ = machine.timerFired(.minimumVisible)
    #expect(machine.published.drawn.isBusyIndicatorVisible)
    let effects = machine.actionReturned(ActionEvent.RunID(1), result: .success(()))
    #expect(describe(effects) == ["releaseScope", "finished(1, succeeded)"])
    #expect(machine.published.drawn.phaseKind == .idle)
  }

  @Test func immediateTimingShowsSpinnerAtTapAndHidesItOnReturn() {
    var machine = Machine(configuration: .with(timing: .immediate))
    let tapped = machine.tap(scopeIsFree: true)
    #expect(describe(tapped) == ["acquireScope", "startAction(1)", "started(1)"], "no timer at all")
    #expect(machine.published.drawn.isBusyIndicatorVisible)
    let ended = machine.actionReturned(ActionEvent.RunID(1), result: .success(()))
    #expect(describe(ended) == ["releaseScope", "finished(1, succeeded)"])
    #expect(!machine.published.drawn.isBusyIndicatorVisible)
    #expect(!machine.published.drawn.isBusy)
  }

  @Test func zeroDelayWithMinimumShowsSpinnerAtOnceAndHoldsIt() throws {
    let timing = ActionConfiguration.BusyIndicatorTiming(showDelay: .zero, minimumVisible: .milliseconds(300))
    var machine = Machine(configuration: .with(timing: timing))
    let tapped = machine.tap(scopeIsFree: true)
    #expect(
      describe(tapped) == [
        "acquireScope", "startAction(1)", "startTimer(minimumVisible, 300ms)", "started(1)",
      ])
    #expect(machine.published.drawn.isBusyIndicatorVisible)
    _ = machine.actionReturned(ActionEvent.RunID(1), result: .success(()))
    #expect(machine.published.drawn.isBusyIndicatorVisible)
    _ = machine.timerFired(.minimumVisible)
    #expect(!machine.published.drawn.isBusy)
  }

  @Test func zeroMinimumHidesSpinnerWhenTheActionReturns() throws {
    let timing = ActionConfiguration.BusyIndicatorTiming(showDelay: .milliseconds(50), minimumVisible: .zero)
    var machine = Machine(configuration: .with(timing: timing))
    _ = machine.tap(scopeIsFree: true)
    let noEffects = machine.timerFired(.showDelay)
    #expect(noEffects.effects.isEmpty)
    #expect(machine.published.drawn.isBusyIndicatorVisible)
    _ = machine.actionReturned(ActionEvent.RunID(1), result: .success(()))
    #expect(!machine.published.drawn.isBusy)
  }

  @Test func successAndFailureFeedbackAreHeldThenIdle() throws {
    let feedback = ActionConfiguration.FeedbackTiming(success: .seconds(1), failure: .seconds(2))
    var machine = Machine(configuration: .with(timing: .immediate, feedback: feedback))
    _ = machine.tap(scopeIsFree: true)
    let succeeded = machine.actionReturned(ActionEvent.RunID(1), result: .success(()))
    #expect(
      describe(succeeded) == ["releaseScope", "finished(1, succeeded)", "startTimer(feedback, 1000ms)"])
    #expect(machine.published.drawn.phaseKind == .succeeded)
    #expect(!machine.published.drawn.isBusy)
    _ = machine.timerFired(.feedback)
    #expect(machine.published.drawn.phaseKind == .idle)
    _ = machine.tap(scopeIsFree: true)
    let failed = machine.actionReturned(ActionEvent.RunID(2), result: .failure(TestError(code: 7)))
    #expect(describe(failed).last == "startTimer(feedback, 2000ms)")
    guard case .failed(let error) = machine.published.phase else {
      Issue.record("expected the failed phase, got \(machine.published.phase)")
      return
    }
    #expect(error as? TestError == TestError(code: 7))
  }

  @Test func cancelledRunsHoldNoFeedback() throws {
    let feedback = ActionConfiguration.FeedbackTiming(success: .seconds(1), failure: .seconds(1))
    var machine = Machine(configuration: .with(timing: .immediate, feedback: feedback))
    _ = machine.tap(scopeIsFree: true)
    _ = machine.cancel(.explicit)
    _ = machine.actionReturned(ActionEvent.RunID(1), result: .success(()))
    #expect(machine.published.drawn.phaseKind == .idle)
  }

  @Test func aTapDuringFeedbackEndsItAndStartsARun() throws {
    let feedback = ActionConfiguration.FeedbackTiming(success: .seconds(1), failure: nil)
    var machine = Machine(configuration: .with(timing: .immediate, feedback: feedback))
    _ = machine.tap(scopeIsFree: true)
    _ = machine.actionReturned(ActionEvent.RunID(1), result: .success(()))
    let tapped = machine.tap(scopeIsFree: true)
    #expect(tapped.result == .started(ActionEvent.RunID(2)))
    #expect(describe(tapped.effects).first == "cancelTimer(feedback)")
  }

  @Test func cancelOrLeaveDuringFeedbackEndsIt() throws {
    let feedback = ActionConfiguration.FeedbackTiming(success: .seconds(1), failure: nil)
    var machine = Machine(configuration: .with(timing: .immediate, feedback: feedback))
    _ = machine.tap(scopeIsFree: true)
    _ = machine.actionReturned(ActionEvent.RunID(1), result: .success(()))
    let described = describe(machine.cancel(.explicit))
    #expect(described == ["cancelTimer(feedback)"])
    #expect(machine.published.drawn.phaseKind == .idle)
    _ = machine.tap(scopeIsFree: true)
    _ = machine.actionReturned(ActionEvent.RunID(2), result: .success(()))
    let described2 = describe(machine.disappear())
    #expect(described2 == ["cancelTimer(feedback)"])
    #expect(machine.published.drawn.phaseKind == .idle)
  }

  @Test func aBusyScopeIgnoresTheTap() {
    var machine = Machine()
    let ignored = machine.tap(scopeIsFree: false)
    #expect(ignored.result == .ignored(.scopeBusy))
    #expect(ignored.effects.isEmpty)
    #expect(!machine.published.drawn.isBusy)
  }

  @Test func progressIsClampedAndStaleOrNaNReportsAreDropped() {
    var machine = Machine()
    _ = machine.tap(scopeIsFree: true)
    #expect(machine.published.progress == nil)
    let changed = machine.reportProgress(0.25, for: ActionEvent.RunID(1))
    #expect(changed == .show(0.25))
    #expect(machine.published.progress == 0.25)
    let changed2 = machine.reportProgress(0.25, for: ActionEvent.RunID(1))
    #expect(changed2 == .drop, "an unchanged value is no change")
    let changed3 = machine.reportProgress(.nan, for: ActionEvent.RunID(1))
    #expect(changed3 == .drop)
    let changed4 = machine.reportProgress(7, for: ActionEvent.RunID(1))
    #expect(changed4 == .show(1))
    #expect(machine.published.progress == 1)
    let changed5 = machine.reportProgress(-3, for: ActionEvent.RunID(1))
    #expect(changed5 == .show(0))
    #expect(machine.published.progress == 0)
    let changed6 = machine.reportProgress(0.5, for: ActionEvent.RunID(9))
    #expect(changed6 == .drop)
    _ = machine.actionReturned(ActionEvent.RunID(1), result: .success(()))
    let changed7 = machine.reportProgress(0.5, for: ActionEvent.RunID(1))
    #expect(changed7 == .drop)
    #expect(machine.published.progress == nil)
  }

  @Test func aConfigurationChangeAppliesFromTheNextRun() throws {
    var machine = Machine()
    _ = machine.tap(scopeIsFree: true)
    var configuration = machine.configuration
    configuration.timing = .immediate
    configuration.policy = .cancelAndRestart
    machine.setConfiguration(configuration)
    let tapped = machine.tap(scopeIsFree: true).result
    #expect(tapped == .ignored(.busy), "run 1 keeps its policy")
    _ = machine.actionReturned(ActionEvent.RunID(1), result: .success(()))
    let next = machine.tap(scopeIsFree: true)
    #expect(!describe(next).contains { $0.hasPrefix("startTimer") })
    #expect(machine.published.drawn.isBusyIndicatorVisible)
  }

  @Test func runIdentifiersIncrease() {
    var machine = Machine(configuration: .with(timing: .immediate))
    for number in 1...5 {
      let tapped = machine.tap(scopeIsFree: true).result
      #expect(tapped == .started(ActionEvent.RunID(UInt64(number))))
      _ = machine.actionReturned(ActionEvent.RunID(UInt64(number)), result: .success(()))
    }
  }
}
