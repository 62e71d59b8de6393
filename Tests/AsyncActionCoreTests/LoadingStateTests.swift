import AsyncActionTestSupport
import Testing

@_spi(Shell) @testable import AsyncActionCore

/// The spinner of an app-driven loading flag, on a manual clock: the engine's show-delay and
/// minimum-visible rules, whatever the flag does.
@MainActor
@Suite(.timeLimit(.minutes(1)))
struct LoadingStateTests {
  let clock = ManualClock()

  func makeState(_ timing: ActionConfiguration.BusyIndicatorTiming = .standard) -> ActionLoadingState {
    ActionLoadingState(timing: timing, clock: clock, strings: ActionStrings(language: "en"))
  }

  /// Nothing left behind: no timer, no sleeper, no task.
  func expectCleanEnd(_ state: ActionLoadingState, sourceLocation: SourceLocation = #_sourceLocation) async {
    #expect(!state.isBusy, sourceLocation: sourceLocation)
    #expect(state.engine.scheduledTimerCount == 0, "timers left scheduled", sourceLocation: sourceLocation)
    #expect(clock.sleeperCount == 0, "sleepers left on the clock", sourceLocation: sourceLocation)
    await state.engine.waitUntilAllTasksEnd()
    #expect(state.engine.liveTaskCount == 0, sourceLocation: sourceLocation)
  }

  /// Turns the flag on and waits out the show-delay on the clock until the spinner shows and its
  /// minimum-visible timer sleeps.
  func loadUntilTheSpinnerShows(_ state: ActionLoadingState) async {
    state.isLoading = true
    await clock.waitForSleepers(count: 1)
    clock.advance(by: .showDelay)
    await until { state.isBusyIndicatorVisible }
    await clock.waitForSleepers(count: 1)
  }

  @Test func aFlagOnForLessThanTheShowDelayNeverShowsTheSpinner() async {
    let state = makeState()
    let spinner = SpinnerShows(state.engine)
    state.isLoading = true
    #expect(state.isBusy)
    #expect(state.accessibilityValue == "In progress")
    await clock.waitForSleepers(count: 1)
    clock.advance(by: .showDelay - .milliseconds(1))
    state.isLoading = false
    #expect(!state.isBusy, "the period ends in the turn the flag turns off")
    #expect(state.engine.scheduledTimerCount == 0)
    clock.advance(by: .seconds(1))
    #expect(spinner.count == 0, "the spinner flashed")
    #expect(state.accessibilityValue == nil)
    await expectCleanEnd(state)
  }

  @Test func theSpinnerAppearsAfterTheShowDelayAndStaysForItsMinimum() async {
    let state = makeState()
    state.isLoading = true
    await clock.waitForSleepers(count: 1)
    let start = clock.now
    #expect(clock.deadlines == [start.advanced(by: .showDelay)])
    clock.advance(by: .showDelay)
    await until { state.isBusyIndicatorVisible }
    #expect(state.indicator == .spinner)
    await clock.waitForSleepers(count: 1)
    let shownAt = clock.now
    clock.advance(by: .milliseconds(50))
    state.isLoading = false
    #expect(!state.engine.isActionExecuting, "the period ends in the turn the flag turns off")
    #expect(state.isBusyIndicatorVisible, "a shown spinner stays for its minimum")
    #expect(clock.deadlines == [shownAt.advanced(by: .minimumVisible)])
    clock.advance(to: shownAt.advanced(by: .minimumVisible - .milliseconds(1)))
    #expect(state.isBusyIndicatorVisible)
    clock.advance(by: .milliseconds(1))
    await until { !state.isBusyIndicatorVisible }
    #expect(state.indicator == nil)
    await expectCleanEnd(state)
  }

  @Test func aFlagBackOnWhileTheSpinnerFinishesKeepsItTurningWithoutABlink() async {
    let state = makeState()
    await loadUntilTheSpinnerShows(state)
    state.isLoading = false
    #expect(!state.engine.isActionExecuting, "the period ends in the turn the flag turns off")
    let blink = SpinnerShows(state.engine)
    state.isLoading = true
    clock.advance(by: .seconds(1))
    // Let the minimum-visible timer, woken by the clock, reach the engine.
    for _ in 0..<1000 where state.engine.scheduledTimerCount > 0 { await Task.yield() }
    #expect(state.engine.scheduledTimerCount == 0)
    #expect(blink.count == 0, "the spinner blinked")
    #expect(state.isBusyIndicatorVisible)
    // Its minimum is long over: the spinner goes as soon as the flag does.
    state.isLoading = false
    await until { !state.isBusyIndicatorVisible }
    await expectCleanEnd(state)
  }

  @Test func aFlagThatFlipsOffAndOnBeforeTheSpinnerShowsStartsAFreshPeriod() async {
    let state = makeState()
    var started: [ActionEvent.RunID] = []
    state.engine.onEvent = { if case .started(let run) = $0.kind { started.append(run) } }
    state.isLoading = true
    await clock.waitForSleepers(count: 1)
    clock.advance(by: .milliseconds(60))
    state.isLoading = false
    state.isLoading = true
    #expect(started.count == 2, "one period ended, the next began")
    #expect(state.isBusy)
    await clock.waitForSleepers(count: 1)
    #expect(clock.deadlines == [clock.now.advanced(by: .showDelay)], "a fresh show-delay")
    clock.advance(by: .milliseconds(60))
    #expect(!state.isBusyIndicatorVisible, "the spinner is not shown early")
    state.isLoading = false
    await expectCleanEnd(state)
  }

  @Test func aFlagOffWhileTheShowDelayTimerIsDueStillNeverShowsTheSpinner() async {
    let state = makeState()
    let spinner = SpinnerShows(state.engine)
    state.isLoading = true
    await clock.waitForSleepers(count: 1)
    // The timer wakes, and its turn is queued behind the one that turns the flag off.
    clock.advance(by: .showDelay)
    state.isLoading = false
    for _ in 0..<100 { await Task.yield() }
    #expect(spinner.count == 0, "the spinner showed after the flag was off")
    #expect(!state.isBusy)
    await expectCleanEnd(state)
  }

  @Test func stayingOnScreenIsCountedAcrossOverlappingTasks() async {
    let state = makeState(.immediate)
    let first = Task { await state.stayOnScreenUntilCancelled() }
    let second = Task { await state.stayOnScreenUntilCancelled() }
    await until { state.presence == 2 }
    first.cancel()
    await first.value
    state.isLoading = true
    #expect(state.isBusy, "still on screen while one task counts it")
    state.isLoading = false
    second.cancel()
    await second.value
    #expect(state.presence == 0)
    state.isLoading = true
    #expect(!state.isBusy, "off screen once the last task ended")
    state.isLoading = false
    await expectCleanEnd(state)
  }

  @Test func theDisabledLookAndTheTapGateFollowBusy() async {
    let state = makeState(.immediate)
    #expect(state.acceptsTaps)
    #expect(!state.isDisabled)
    state.isLoading = true
    #expect(!state.acceptsTaps)
    #expect(!state.isDisabled, "looks enabled by default")
    state.disablesWhileLoading = true
    #expect(state.isDisabled)
    state.isLoading = false
    #expect(state.acceptsTaps)
    #expect(!state.isDisabled)
    await expectCleanEnd(state)
  }

  @Test func immediateTimingShowsTheSpinnerWithTheFlag() async {
    let state = makeState(.immediate)
    state.isLoading = true
    #expect(state.isBusyIndicatorVisible, "in the same turn as the flag")
    #expect(clock.sleeperCount == 0)
    state.isLoading = false
    await until { !state.isBusyIndicatorVisible }
    await expectCleanEnd(state)
  }

  @Test func settingTheFlagToItsValueChangesNothing() async {
    let state = makeState(.immediate)
    state.isLoading = false
    #expect(!state.isBusy)
    state.isLoading = true
    let watch = ChangeWatch { (state.isBusy, state.isBusyIndicatorVisible) }
    state.isLoading = true
    #expect(!watch.changed)
    state.isLoading = false
    await until { !state.isBusy }
    await expectCleanEnd(state)
  }

  @Test func aFlagSetOffScreenStartsItsPeriodWhenTheButtonAppears() async {
    let state = makeState()
    state.disappear()
    state.isLoading = true
    #expect(!state.isBusy, "nobody sees the button")
    state.appear()
    #expect(state.isBusy)
    await clock.waitForSleepers(count: 1)
    clock.advance(by: .showDelay)
    await until { state.isBusyIndicatorVisible }
    state.isLoading = false
    await clock.waitForSleepers(count: 1)
    clock.advance(by: .minimumVisible)
    await until { !state.isBusy }
    await expectCleanEnd(state)
  }

  @Test func offScreenTheSpinnerDoesNotWaitOutItsMinimum() async {
    let state = makeState()
    await loadUntilTheSpinnerShows(state)
    state.disappear()
    #expect(state.isBusy, "the app's work goes on when its button leaves")
    state.isLoading = false
    await until { !state.isBusyIndicatorVisible }
    await expectCleanEnd(state)
  }

  @Test func aTimingChangeAppliesFromTheNextPeriod() async {
    let state = makeState()
    state.timing = .immediate
    #expect(state.timing == .immediate)
    state.isLoading = true
    #expect(state.isBusyIndicatorVisible)
    state.isLoading = false
    await until { !state.isBusy }
    await expectCleanEnd(state)
  }

  @Test func aStateReleasedWhileItsSpinnerShowsEndsItsRunAndFreesItsEngine() async {
    weak var released: ActionLoadingState?
    weak var engine: ActionEngine?
    do {
      let state = makeState()
      await loadUntilTheSpinnerShows(state)
      released = state
      engine = state.engine
    }
    #expect(released == nil, "nothing keeps the state alive")
    #expect(engine != nil, "the minimum-visible timer still holds the engine")
    // The state's deinit is nonisolated (no `isolated deinit` in code that ships to Apple
    // platforms): it hands the end of the period to the main actor, one turn later.
    await yieldUntil { engine?.isActionExecuting != true }
    #expect(engine?.isActionExecuting == false, "the released state ended its period")
    clock.advance(by: .minimumVisible)
    // A timer that never ends fails the test.
    await yieldUntil { engine == nil }
    #expect(engine == nil, "the engine was not freed after its last timer")
    #expect(clock.sleeperCount == 0)
  }
}

/// Yields the main actor until `condition` holds, for at most 10 seconds of real time: for what
/// no observation reports (an object freed, a task ended), which a busy machine may take many
/// turns to reach.
@MainActor
private func yieldUntil(_ condition: () -> Bool) async {
  let deadline = ContinuousClock.now + .seconds(10)
  while !condition(), ContinuousClock.now < deadline { await Task.yield() }
}
