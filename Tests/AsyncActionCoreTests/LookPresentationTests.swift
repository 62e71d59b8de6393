import AsyncActionTestSupport
import Testing

@_spi(Shell) @testable import AsyncActionCore

/// The values a look receives (`ActionPresentation`) come from the engine's timing: a custom look
/// that draws them cannot flash a spinner during the show-delay or drop it before its minimum.
@MainActor
@Suite(.timeLimit(.minutes(1)))
struct LookPresentationTests {
  @Test func aLookSeesNoSpinnerBeforeTheShowDelayAndKeepsItForTheMinimum() async {
    let harness = Harness()
    #expect(harness.engine.presentation == .idle)
    let gate = harness.gate
    harness.engine.action = AsyncAction(reportingProgress: { progress in
      progress(0.5)
      try await gate.pass()
    })
    _ = await harness.tapAndWaitForAction()
    let waiting = harness.engine.presentation
    #expect(waiting.isBusy)
    #expect(!waiting.isBusyIndicatorVisible, "no spinner during the show-delay")
    #expect(waiting.indicator == nil)
    #expect(waiting.progress == nil, "progress reported during the show-delay shows nothing")

    await harness.clock.waitForSleepers(count: 1)
    harness.clock.advance(by: .showDelay - .milliseconds(1))
    await Task.yield()
    #expect(!harness.engine.presentation.isBusyIndicatorVisible, "1 ms before the show-delay ends")
    harness.clock.advance(by: .milliseconds(1))
    await until { harness.engine.presentation.isBusyIndicatorVisible }
    #expect(harness.engine.presentation.progress == 0.5)
    #expect(harness.engine.presentation.indicator == .progress(0.5))

    // The action returns at once: the ring fills, and the look still sees it until the minimum
    // is over. Wait for the return itself: a clock advanced before it would leave the full
    // ring's hold armed after the advance.
    gate.release()
    await until { harness.engine.presentation.progress == 1 }
    #expect(harness.engine.presentation.isBusyIndicatorVisible, "kept for the minimum visible time")
    harness.clock.advance(by: .minimumVisible - .milliseconds(1))
    await Task.yield()
    #expect(harness.engine.presentation.isBusyIndicatorVisible, "1 ms before the minimum ends")
    harness.clock.advance(by: .milliseconds(1))
    await harness.waitForOutcomes(1)
    #expect(!harness.engine.presentation.isBusyIndicatorVisible)
    #expect(harness.engine.presentation.progress == nil)
    await harness.expectCleanEnd()
  }

  @Test func aFastRunNeverShowsALookItsSpinner() async {
    let harness = Harness()
    var seen: [Bool] = []
    _ = await harness.tapAndWaitForAction()
    seen.append(harness.engine.presentation.isBusyIndicatorVisible)
    harness.gate.release()
    await harness.waitForOutcomes(1)
    seen.append(harness.engine.presentation.isBusyIndicatorVisible)
    #expect(seen == [false, false])
    #expect(harness.engine.presentation == .idle)
    await harness.expectCleanEnd()
  }

  @Test func theFailureCountChangesOncePerFailureAndNotOnSuccess() async {
    let harness = Harness(.with(timing: .immediate))
    var told: [Int] = []
    harness.engine.onPresentationChange = { told.append($0.failureCount) }
    #expect(harness.engine.presentation.failureCount == 0)
    _ = await harness.tapAndWaitForAction()
    harness.gate.release(throwing: TestError())
    await harness.waitForOutcomes(1)
    #expect(harness.engine.failureCount == 1)
    #expect(harness.engine.presentation.failureCount == 1)
    _ = await harness.tapAndWaitForAction()
    harness.gate.release(throwing: TestError())
    await harness.waitForOutcomes(2)
    #expect(harness.engine.presentation.failureCount == 2, "each failure is a new value")
    _ = await harness.tapAndWaitForAction()
    harness.gate.release()
    await harness.waitForOutcomes(3)
    #expect(harness.engine.presentation.failureCount == 2, "a success is no failure")
    #expect(told.last == 2, "the presentation callback is told of every failure")
    #expect(Set(told) == [0, 1, 2])
    await harness.expectCleanEnd()
  }

  @Test func aLoadingStatePresentsItsEnginesTiming() async {
    let clock = ManualClock()
    let state = ActionLoadingState(timing: .standard, clock: clock)
    state.isLoading = true
    #expect(state.presentation.isBusy)
    #expect(!state.presentation.isBusyIndicatorVisible)
    await clock.waitForSleepers(count: 1)
    clock.advance(by: .showDelay)
    await until { state.presentation.isBusyIndicatorVisible }
    #expect(state.presentation.indicator == .spinner)
    #expect(state.presentation.failureCount == 0)
    state.isLoading = false
    await clock.waitForSleepers(count: 1)
    clock.advance(by: .minimumVisible)
    await until { !state.presentation.isBusy }
  }
}
