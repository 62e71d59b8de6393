import AsyncActionTestSupport
import Observation
import Testing

@_spi(Shell) @testable import AsyncActionCore

/// `onPresentationChange`: the synchronous path from the engine to a UI that draws without
/// Observation. Called once per change, in order, with the value the engine shows at that moment.
@MainActor
@Suite(.timeLimit(.minutes(1)))
struct PresentationChangeTests {
  /// A UI told of a run's first drawing makes the button leave (its view goes away as it draws
  /// the busy look): the run it left is cancelled and its timeout never fires. The leave is
  /// performed after the run's start: a leave performed first cancels nothing, and the run's
  /// timeout then fires on a cancelled run.
  @Test func aLeaveAskedForByTheRunsFirstDrawingCancelsTheRun() async {
    let harness = Harness(.with(timing: .immediate, timeout: .seconds(1)))
    var left = false
    harness.engine.onPresentationChange = { [weak harness] presentation in
      guard presentation.isBusy, !left, let harness else { return }
      left = true
      harness.engine.disappear()
    }
    #expect(harness.engine.tap() == .started(ActionEvent.RunID(1)))
    #expect(left)
    await harness.waitForOutcomes(1)
    #expect(harness.log.outcomes.map(\.kind) == [.cancelled], "the action saw the cancel")
    #expect(harness.clock.sleeperCount == 0, "the run's timeout was stopped with it")
    harness.clock.advance(by: .seconds(2))
    await harness.expectCleanEnd()
  }

  @Test func everyChangeOfAStandardRunIsToldOnceInOrder() async throws {
    let feedback = ActionConfiguration.FeedbackTiming(success: .seconds(1), failure: .seconds(1))
    let harness = Harness(.with(feedback: feedback))
    let recorder = PresentationRecorder(harness.engine)
    _ = await harness.tapAndWaitForAction()
    await harness.clock.waitForSleepers(count: 1)
    harness.clock.advance(by: .showDelay)
    await until { harness.engine.isBusyIndicatorVisible }
    harness.gate.release()
    await harness.clock.waitForSleepers(count: 1)
    harness.clock.advance(by: .minimumVisible)
    await harness.waitForOutcomes(1)
    await harness.clock.waitForSleepers(count: 1)
    harness.clock.advance(by: .seconds(1))
    await until { harness.engine.phase.kind == .idle }
    #expect(
      recorder.told == [
        .init(
          indicator: nil, phase: .busy, isBusy: true, isBusyIndicatorVisible: false, busyIndicatorShowCount: 0
        ),
        .init(
          indicator: .spinner, phase: .busy, isBusy: true, isBusyIndicatorVisible: true,
          busyIndicatorShowCount: 1),
        .init(
          indicator: .succeeded, phase: .succeeded, isBusy: false, isBusyIndicatorVisible: false,
          busyIndicatorShowCount: 1),
        .init(
          indicator: nil, phase: .idle, isBusy: false, isBusyIndicatorVisible: false,
          busyIndicatorShowCount: 1),
      ])
    #expect(recorder.mismatches == 0, "a call saw another value than the engine showed")
    await harness.expectCleanEnd()
  }

  @Test func aFastActionIsToldBusyThenIdleAndNeverASpinner() async {
    let harness = Harness()
    let recorder = PresentationRecorder(harness.engine)
    let spinner = SpinnerShows(harness.engine)
    _ = await harness.tapAndWaitForAction()
    harness.gate.release()
    await harness.waitForOutcomes(1)
    #expect(recorder.told.map(\.isBusy) == [true, false])
    #expect(recorder.told.allSatisfy { $0.indicator == nil })
    #expect(spinner.count == 0, "the spinner was shown")
    await harness.expectCleanEnd()
  }

  @Test func reportedProgressIsToldAsARing() async {
    let harness = Harness(ActionConfiguration.BusyIndicatorTiming.immediate.configuration)
    let gate = harness.gate
    harness.engine.action = AsyncAction(reportingProgress: { progress in
      progress(0.25)
      try await gate.pass()
    })
    let recorder = PresentationRecorder(harness.engine)
    harness.engine.tap()
    await gate.waitForArrivals(count: 1)
    gate.release()
    await harness.clock.waitForSleepers(count: 1)
    harness.clock.advance(by: AsyncAction.fullProgressHold)
    await harness.waitForOutcomes(1)
    #expect(recorder.told.map(\.indicator) == [.spinner, .progress(0.25), .progress(1), nil])
    #expect(recorder.mismatches == 0)
    await harness.expectCleanEnd()
  }

  @Test func observationStillSeesEveryChangeAlongsideTheCallback() async {
    let harness = Harness(ActionConfiguration.BusyIndicatorTiming.immediate.configuration)
    let recorder = PresentationRecorder(harness.engine)
    let watch = ChangeWatch { harness.engine.indicator }
    _ = await harness.tapAndWaitForAction()
    #expect(watch.changed)
    #expect(recorder.told.count == 1)
    harness.gate.release()
    await harness.waitForOutcomes(1)
    await harness.expectCleanEnd()
  }

  @Test func noCallAfterTheCallbackIsRemoved() async {
    let harness = Harness(ActionConfiguration.BusyIndicatorTiming.immediate.configuration)
    let recorder = PresentationRecorder(harness.engine)
    _ = await harness.tapAndWaitForAction()
    #expect(recorder.told.count == 1)
    harness.engine.onPresentationChange = nil
    harness.gate.release()
    await harness.waitForOutcomes(1)
    #expect(recorder.told.count == 1, "told after the callback was removed")
    await harness.expectCleanEnd()
  }

  @Test func theEngineDoesNotKeepAWeaklyCapturedSubscriber() async {
    let harness = Harness(ActionConfiguration.BusyIndicatorTiming.immediate.configuration)
    var recorder: PresentationRecorder? = PresentationRecorder(harness.engine)
    weak let released = recorder
    _ = await harness.tapAndWaitForAction()
    #expect(recorder?.told.count == 1)
    recorder = nil
    #expect(released == nil, "the engine kept the subscriber")
    harness.gate.release()
    await harness.waitForOutcomes(1)
    await harness.expectCleanEnd()
  }

  @Test func aLoadingStateTellsItsDisabledLookToo() async {
    let loading = ActionLoadingState(
      timing: .immediate, clock: ManualClock(), strings: ActionStrings(language: "en"))
    var told: [ActionPresentation] = []
    loading.onPresentationChange = { told.append($0) }
    loading.isLoading = true
    loading.disablesWhileLoading = true
    loading.isLoading = false
    await until { !loading.isBusy }
    #expect(told.map(\.isBusy) == [true, true, false])
    #expect(told.map(\.isDisabled) == [false, true, false])
    #expect(told.last == loading.presentation)
    loading.onPresentationChange = nil
    loading.disablesWhileLoading = false
    #expect(told.count == 3, "told after the callback was removed")
  }
}

/// Records every value the engine tells, and whether each matched the engine at that moment.
@MainActor
private final class PresentationRecorder {
  private(set) var told: [ActionPresentation] = []
  private(set) var mismatches = 0

  init(_ engine: ActionEngine) {
    engine.onPresentationChange = { [weak self, unowned engine] presentation in
      guard let self else { return }
      told.append(presentation)
      if presentation != engine.presentation { mismatches += 1 }
    }
  }
}
