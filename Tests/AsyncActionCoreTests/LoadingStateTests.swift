import AsyncActionTestSupport
import Testing

@testable import AsyncActionCore

/// The spinner of an app-driven loading flag, on a manual clock: the engine's show-delay and
/// minimum-visible rules, whatever the flag does.
@MainActor
@Suite(.timeLimit(.minutes(1)))
struct LoadingStateTests {
  let clock = ManualClock()

  func makeState(_ timing: SpinnerTiming = .standard) -> LoadingState {
    LoadingState(timing: timing, clock: clock, strings: ActionStrings(language: "en"))
  }

  /// Nothing left behind: no timer, no sleeper, no task.
  func expectCleanEnd(_ state: LoadingState, sourceLocation: SourceLocation = #_sourceLocation) async {
    #expect(!state.isBusy, sourceLocation: sourceLocation)
    #expect(state.scheduledTimerCount == 0, "timers left scheduled", sourceLocation: sourceLocation)
    #expect(clock.sleeperCount == 0, "sleepers left on the clock", sourceLocation: sourceLocation)
    await state.waitUntilAllTasksEnd()
    #expect(state.liveTaskCount == 0, sourceLocation: sourceLocation)
  }

  /// Waits, a bounded number of turns, until the period's action has seen the flag off and
  /// returned: nothing observable changes then while the spinner finishes its minimum.
  func waitForTheActionToReturn(
    _ state: LoadingState, sourceLocation: SourceLocation = #_sourceLocation
  ) async {
    for _ in 0..<1000 where state.isActionExecuting { await Task.yield() }
    #expect(!state.isActionExecuting, "the period's action did not return", sourceLocation: sourceLocation)
  }

  @Test func aFlagOnForLessThanTheShowDelayNeverShowsTheSpinner() async {
    let state = makeState()
    let spinner = ChangeWatch { state.isSpinnerVisible }
    state.isLoading = true
    #expect(state.isBusy)
    #expect(state.accessibilityValue == "In progress")
    await clock.waitForSleepers(count: 1)
    clock.advance(by: .showDelay - .milliseconds(1))
    state.isLoading = false
    await until { !state.isBusy }
    #expect(!spinner.changed, "the spinner flashed")
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
    await until { state.isSpinnerVisible }
    #expect(state.indicator == .spinner)
    await clock.waitForSleepers(count: 1)
    let shownAt = clock.now
    clock.advance(by: .milliseconds(50))
    state.isLoading = false
    await waitForTheActionToReturn(state)
    #expect(state.isSpinnerVisible, "a shown spinner stays for its minimum")
    #expect(clock.deadlines == [shownAt.advanced(by: .minimumVisible)])
    clock.advance(to: shownAt.advanced(by: .minimumVisible - .milliseconds(1)))
    #expect(state.isSpinnerVisible)
    clock.advance(by: .milliseconds(1))
    await until { !state.isSpinnerVisible }
    #expect(state.indicator == nil)
    await expectCleanEnd(state)
  }

  @Test func aFlagBackOnWhileTheSpinnerFinishesKeepsItTurningWithoutABlink() async {
    let state = makeState()
    state.isLoading = true
    await clock.waitForSleepers(count: 1)
    clock.advance(by: .showDelay)
    await until { state.isSpinnerVisible }
    await clock.waitForSleepers(count: 1)
    state.isLoading = false
    await waitForTheActionToReturn(state)
    let blink = ChangeWatch { state.isSpinnerVisible }
    state.isLoading = true
    clock.advance(by: .seconds(1))
    // Let the minimum-visible timer, woken by the clock, reach the engine.
    for _ in 0..<1000 where state.scheduledTimerCount > 0 { await Task.yield() }
    #expect(state.scheduledTimerCount == 0)
    #expect(!blink.changed, "the spinner blinked")
    #expect(state.isSpinnerVisible)
    // Its minimum is long over: the spinner goes as soon as the flag does.
    state.isLoading = false
    await until { !state.isSpinnerVisible }
    await expectCleanEnd(state)
  }

  @Test func aFlagThatFlipsOffAndOnInOneTurnIsOnePeriod() async {
    let state = makeState(.immediate)
    state.isLoading = true
    #expect(state.isSpinnerVisible)
    #expect(state.isActionExecuting)
    let blink = ChangeWatch { state.isSpinnerVisible }
    state.isLoading = false
    state.isLoading = true
    await Task.yield()
    await Task.yield()
    #expect(!blink.changed, "the spinner blinked")
    #expect(state.isBusy)
    state.isLoading = false
    await until { !state.isBusy }
    await expectCleanEnd(state)
  }

  @Test func immediateTimingShowsTheSpinnerWithTheFlag() async {
    let state = makeState(.immediate)
    state.isLoading = true
    #expect(state.isSpinnerVisible, "in the same turn as the flag")
    #expect(clock.sleeperCount == 0)
    state.isLoading = false
    await until { !state.isSpinnerVisible }
    await expectCleanEnd(state)
  }

  @Test func settingTheFlagToItsValueChangesNothing() async {
    let state = makeState(.immediate)
    state.isLoading = false
    #expect(!state.isBusy)
    state.isLoading = true
    let watch = ChangeWatch { (state.isBusy, state.isSpinnerVisible) }
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
    await until { state.isSpinnerVisible }
    state.isLoading = false
    await clock.waitForSleepers(count: 1)
    clock.advance(by: .minimumVisible)
    await until { !state.isBusy }
    await expectCleanEnd(state)
  }

  @Test func offScreenTheSpinnerDoesNotWaitOutItsMinimum() async {
    let state = makeState()
    state.isLoading = true
    await clock.waitForSleepers(count: 1)
    clock.advance(by: .showDelay)
    await until { state.isSpinnerVisible }
    state.disappear()
    #expect(state.isBusy, "the app's work goes on when its button leaves")
    state.isLoading = false
    await until { !state.isSpinnerVisible }
    await expectCleanEnd(state)
  }

  @Test func aTimingChangeAppliesFromTheNextPeriod() async {
    let state = makeState()
    state.timing = .immediate
    #expect(state.timing == .immediate)
    state.isLoading = true
    #expect(state.isSpinnerVisible)
    state.isLoading = false
    await until { !state.isBusy }
    await expectCleanEnd(state)
  }

  @Test func aStateReleasedWhileLoadingEndsItsTaskAndIsFreed() async {
    weak var released: LoadingState?
    weak var engine: ActionEngine?
    do {
      let state = makeState(.immediate)
      state.isLoading = true
      #expect(state.isActionExecuting)
      released = state
      engine = state.engine
    }
    #expect(released == nil, "the waiting action must not keep the state alive")
    // The action's task holds the engine until the action returns, so the engine is freed only
    // once the released state's deinit has let the waiting action go. A bounded wait: a task
    // that never ends fails the test.
    for _ in 0..<1000 where engine != nil { await Task.yield() }
    #expect(engine == nil, "the period's task never ended")
    #expect(clock.sleeperCount == 0)
  }
}
