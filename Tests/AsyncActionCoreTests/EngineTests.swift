import AsyncActionTestSupport
import Testing

@_spi(Shell) @testable import AsyncActionCore

/// The engine object with its tasks, on a manual clock. Every test ends with nothing left behind.
@MainActor
@Suite(.timeLimit(.minutes(1)))
struct EngineTests {
  @Test func fiftyTapsWhileBusyRunOneAction() async {
    let harness = Harness()
    _ = await harness.tapAndWaitForAction()
    for _ in 0..<50 {
      #expect(harness.engine.tap() == .ignored(.busy))
    }
    harness.gate.release()
    await harness.waitForOutcomes(1)
    #expect(harness.counter.started == 1)
    #expect(harness.gate.arrivals == 1)
    #expect(harness.log.started.count == 1)
    await harness.expectCleanEnd()
  }

  @Test func disableWhileBusyPublishesADisabledLookAndStillIgnoresTaps() async {
    let harness = Harness(.with(policy: .disableWhileBusy))
    #expect(!harness.engine.isDisabled)
    _ = await harness.tapAndWaitForAction()
    #expect(harness.engine.isDisabled)
    for _ in 0..<5 {
      #expect(harness.engine.tap() == .ignored(.busy))
    }
    await harness.clock.waitForSleepers(count: 1)
    harness.clock.advance(by: .showDelay)
    await until { harness.engine.isBusyIndicatorVisible }
    harness.gate.release()
    await until { harness.gate.waiting == 0 && harness.counter.executing == 0 }
    #expect(harness.engine.isBusy)
    #expect(harness.engine.isDisabled, "still disabled while the spinner finishes its minimum")
    await harness.clock.waitForSleepers(count: 1)
    harness.clock.advance(by: .minimumVisible)
    await harness.waitForOutcomes(1)
    #expect(!harness.engine.isDisabled)
    #expect(harness.counter.started == 1)
    await harness.expectCleanEnd()
  }

  @Test func anActionThatThrowsBeforeTheShowDelayShowsNoSpinnerAndReportsOnce() async {
    let harness = Harness()
    let spinner = SpinnerShows(harness.engine)
    _ = await harness.tapAndWaitForAction()
    harness.gate.release(throwing: TestError(code: 42))
    await harness.waitForOutcomes(1)
    #expect(spinner.count == 0, "the spinner was shown")
    #expect(harness.engine.phase.kind == .idle)
    #expect(!harness.engine.isBusy)
    #expect(harness.log.failures.count == 1)
    #expect(harness.log.failures.first as? TestError == TestError(code: 42))
    // Nothing reports it a second time later.
    harness.clock.advance(by: .seconds(10))
    await harness.expectCleanEnd()
    #expect(harness.log.outcomes.count == 1)
  }

  @Test func eachTapRunsTheLatestClosure() async {
    let harness = Harness(ActionConfiguration.BusyIndicatorTiming.immediate.configuration)
    var ran: [String] = []
    harness.engine.action = AsyncAction { ran.append("first") }
    harness.engine.tap()
    await harness.waitForOutcomes(1)
    harness.engine.action = AsyncAction { ran.append("second") }
    harness.engine.tap()
    await harness.waitForOutcomes(2)
    #expect(ran == ["first", "second"])
    await harness.expectCleanEnd()
  }

  @Test func aTapFromAnEventHandlerRunsTheActionCurrentWhenItWasAccepted() async {
    let harness = Harness(ActionConfiguration.BusyIndicatorTiming.immediate.configuration)
    let log = harness.log
    let engine = harness.engine
    var ran: [String] = []
    engine.action = AsyncAction { ran.append("first run") }
    // Weak: the engine keeps its event handler, so a strong capture would be a cycle.
    engine.onEvent = { [weak engine] event in
      log.record(event)
      guard case .finished(ActionEvent.RunID(1), _) = event.kind, let engine else { return }
      engine.action = AsyncAction { ran.append("accepted") }
      #expect(engine.tap() == .started(ActionEvent.RunID(2)))
      engine.action = AsyncAction { ran.append("set after the tap") }
    }
    engine.tap()
    await harness.waitForOutcomes(2)
    #expect(ran == ["first run", "accepted"])
    // The action set after the tap is the one the next tap runs.
    engine.tap()
    await harness.waitForOutcomes(3)
    #expect(ran == ["first run", "accepted", "set after the tap"])
    await harness.expectCleanEnd()
  }

  @Test func restartWaitsForTheOldActionToReturn() async {
    let harness = Harness(.with(policy: .cancelAndRestart), ignoresCancellation: true)
    _ = await harness.tapAndWaitForAction()
    #expect(harness.engine.tap() == .restartScheduled)
    #expect(harness.engine.tap() == .ignored(.restartAlreadyScheduled))
    #expect(harness.counter.started == 1, "the new action must wait for the old one")
    harness.gate.release()
    await harness.gate.waitForArrivals(count: 2)
    #expect(harness.counter.mostAtOnce == 1)
    #expect(harness.log.cancellationReasons == [.restart])
    harness.gate.release()
    await harness.waitForOutcomes(2)
    #expect(harness.log.outcomeKinds == [.cancelled, .succeeded])
    harness.clock.advance(by: .seconds(1))
    await until { !harness.engine.isBusy }
    await harness.expectCleanEnd()
  }

  @Test func theSpinnerFollowsTheShowDelayAndMinimumOnTheClock() async {
    let harness = Harness()
    let start = harness.clock.now
    _ = await harness.tapAndWaitForAction()
    await harness.clock.waitForSleepers(count: 1)
    #expect(harness.clock.deadlines == [start.advanced(by: .showDelay)])
    harness.clock.advance(by: .showDelay - .milliseconds(1))
    #expect(harness.clock.sleeperCount == 1, "the show-delay timer woke too early")
    #expect(!harness.engine.isBusyIndicatorVisible)
    harness.clock.advance(by: .milliseconds(1))
    await until { harness.engine.isBusyIndicatorVisible }
    await harness.clock.waitForSleepers(count: 1)
    let shownAt = harness.clock.now
    #expect(harness.clock.deadlines == [shownAt.advanced(by: .minimumVisible)])
    harness.gate.release()
    await until {
      harness.log.outcomes.isEmpty && harness.gate.waiting == 0 && harness.counter.executing == 0
    }
    #expect(harness.engine.isBusy, "busy until the spinner is gone")
    #expect(harness.engine.isBusyIndicatorVisible)
    #expect(harness.engine.tap() == .ignored(.busy))
    harness.clock.advance(by: .minimumVisible - .milliseconds(1))
    #expect(harness.clock.sleeperCount == 1, "the minimum-visible timer woke too early")
    #expect(harness.engine.isBusy)
    harness.clock.advance(by: .milliseconds(1))
    await harness.waitForOutcomes(1)
    #expect(!harness.engine.isBusyIndicatorVisible)
    #expect(!harness.engine.isBusy)
    await harness.expectCleanEnd()
  }

  @Test func immediateTimingBehavesLikeThePlainSeed() async {
    let harness = Harness(ActionConfiguration.BusyIndicatorTiming.immediate.configuration)
    harness.engine.tap()
    #expect(harness.engine.isBusyIndicatorVisible, "the spinner shows in the same turn as the tap")
    #expect(harness.engine.isBusy)
    await harness.gate.waitForArrivals(count: 1)
    #expect(harness.clock.sleeperCount == 0, "no timer")
    harness.gate.release()
    await harness.waitForOutcomes(1)
    #expect(!harness.engine.isBusyIndicatorVisible)
    #expect(!harness.engine.isBusy)
    await harness.expectCleanEnd()
  }

  @Test func aFailureIsHeldForFeedbackAndReportedExactlyOnce() async throws {
    let feedback = ActionConfiguration.FeedbackTiming(success: nil, failure: .seconds(1))
    let harness = Harness(.with(timing: .immediate, feedback: feedback))
    _ = await harness.tapAndWaitForAction()
    harness.gate.release(throwing: TestError(code: 3))
    await harness.waitForOutcomes(1)
    #expect(harness.engine.phase.kind == .failed)
    #expect(harness.engine.accessibilityValue == "Failed")
    await harness.clock.waitForSleepers(count: 1)
    harness.clock.advance(by: .seconds(1))
    await until { harness.engine.phase.kind == .idle }
    #expect(harness.log.failures.count == 1)
    guard case .failed(let error) = harness.engine.lastOutcome else {
      Issue.record("lastOutcome is \(String(describing: harness.engine.lastOutcome))")
      return
    }
    #expect(error as? TestError == TestError(code: 3))
    await harness.expectCleanEnd()
  }

  @Test func progressReportsReachTheEngineAndStaleOnesAreDropped() async {
    let harness = Harness(ActionConfiguration.BusyIndicatorTiming.immediate.configuration)
    let gate = harness.gate
    var kept: AsyncAction.ProgressReporter?
    harness.engine.action = AsyncAction(reportingProgress: { progress in
      kept = progress
      progress(0.3)
      try await gate.pass()
      progress(0.9)
    })
    harness.engine.tap()
    await until { harness.engine.progress == 0.3 }
    await gate.waitForArrivals(count: 1)
    gate.release()
    await until { harness.engine.progress == 1 }
    kept?.report(0.5)
    #expect(harness.engine.progress == 1, "a report after the action returned is dropped")
    await harness.clock.waitForSleepers(count: 1)
    harness.clock.advance(by: AsyncAction.fullProgressHold)
    await harness.waitForOutcomes(1)
    #expect(harness.engine.progress == nil)
    kept?.report(0.5)
    #expect(harness.engine.progress == nil, "a report after the run is dropped")
    await harness.expectCleanEnd()
  }

  @Test func anEventHandlerThatTapsAgainStartsTheNextRunInOrder() async {
    let harness = Harness(ActionConfiguration.BusyIndicatorTiming.immediate.configuration)
    let log = harness.log
    let engine = harness.engine
    var retries = 0
    // Weak: the engine keeps its event handler, so a strong capture would be a cycle.
    engine.onEvent = { [weak engine] event in
      log.record(event)
      if case .finished(_, .failed) = event.kind, retries < 2 {
        retries += 1
        engine?.tap()
      }
    }
    engine.tap()
    for run in 1...3 {
      await harness.gate.waitForArrivals(count: run)
      harness.gate.release(throwing: TestError())
      await harness.waitForOutcomes(run)
    }
    #expect(harness.log.started == [ActionEvent.RunID(1), ActionEvent.RunID(2), ActionEvent.RunID(3)])
    #expect(harness.log.outcomeKinds == [.failed, .failed, .failed])
    #expect(harness.counter.mostAtOnce == 1)
    await harness.expectCleanEnd()
  }

  @Test func theAccessibilityValueFollowsThePhaseInTheChosenLanguage() async throws {
    let feedback = ActionConfiguration.FeedbackTiming(success: .seconds(1), failure: nil)
    let harness = Harness(.with(timing: .immediate, feedback: feedback))
    harness.engine.strings = ActionStrings(language: "es")
    #expect(harness.engine.accessibilityValue == nil)
    _ = await harness.tapAndWaitForAction()
    #expect(harness.engine.accessibilityValue == "En curso")
    harness.gate.release()
    await harness.waitForOutcomes(1)
    #expect(harness.engine.accessibilityValue == "Hecho")
    #expect(harness.engine.announcement(for: .cancelled(.explicit)) == "Cancelado")
    harness.engine.cancel()
    #expect(harness.engine.accessibilityValue == nil)
    await harness.expectCleanEnd()
  }

  @Test func theSeedsClosureTypeIsAccepted() async {
    let harness = Harness(ActionConfiguration.BusyIndicatorTiming.immediate.configuration)
    var count = 0
    let seedAction: @MainActor () async -> Void = { count += 1 }
    harness.engine.action = AsyncAction(seedAction)
    harness.engine.tap()
    await harness.waitForOutcomes(1)
    #expect(count == 1)
    await harness.expectCleanEnd()
  }

  @Test func manyRunsLeaveNoTaskTimerOrEngineBehind() async {
    weak var weakEngine: ActionEngine?
    weak var weakScope: ActionScope?
    do {
      let scope = ActionScope()
      let harness = Harness(.with(timeout: .seconds(30)), scope: scope)
      weakEngine = harness.engine
      weakScope = scope
      for round in 0..<200 {
        _ = await harness.tapAndWaitForAction()
        switch round % 4 {
        case 0: harness.gate.release()
        case 1: harness.gate.release(throwing: TestError())
        case 2: harness.engine.cancel()
        default:
          await harness.clock.waitForSleepers(count: 2)
          harness.clock.advance(by: .showDelay)
          await until { harness.engine.isBusyIndicatorVisible }
          harness.gate.release()
          await harness.clock.waitForSleepers(count: 1)
          harness.clock.advance(by: .minimumVisible)
        }
        await harness.waitForOutcomes(round + 1)
      }
      #expect(harness.log.outcomes.count == 200)
      #expect(harness.log.failures.count == 50)
      await harness.expectCleanEnd()
    }
    #expect(weakEngine == nil, "the engine leaked")
    #expect(weakScope == nil, "the scope leaked")
  }

  @Test func aTapInTheTurnThatEndsFeedbackStartsARunDespiteTheStaleTimer() async throws {
    let feedback = ActionConfiguration.FeedbackTiming(success: nil, failure: .seconds(1))
    let harness = Harness(.with(timing: .immediate, feedback: feedback))
    _ = await harness.tapAndWaitForAction()
    harness.gate.release(throwing: TestError())
    await harness.waitForOutcomes(1)
    await harness.clock.waitForSleepers(count: 1)
    // The feedback timer wakes, but its task cannot reach the main actor before this turn ends.
    harness.clock.advance(by: .seconds(1))
    #expect(harness.engine.tap() == .started(ActionEvent.RunID(2)))
    await harness.gate.waitForArrivals(count: 2)
    #expect(harness.engine.isBusy, "the stale feedback timer must not end the new run")
    harness.gate.release()
    await harness.waitForOutcomes(2)
    #expect(harness.log.outcomeKinds == [.failed, .succeeded])
    await harness.expectCleanEnd()
  }
}
