import AsyncActionTestSupport
import Observation
import Testing

@testable import AsyncActionCore

/// What a UI draws, plays and hears: the indicator, the run endings, the feedback choice, the
/// cancellation trigger and the listeners. Every decision a UI would otherwise make itself.
@MainActor
@Suite(.timeLimit(.minutes(1)))
struct PresentationTests {
  @Test func theIndicatorIsNilDuringTheShowDelayThenASpinner() async {
    let harness = Harness()
    #expect(harness.engine.indicator == nil)
    _ = await harness.tapAndWaitForAction()
    #expect(harness.engine.isBusy)
    #expect(harness.engine.indicator == nil, "the label stays during the show-delay")
    await harness.clock.waitForSleepers(count: 1)
    harness.clock.advance(by: .showDelay)
    await until { harness.engine.indicator == .spinner }
    harness.gate.release()
    await harness.clock.waitForSleepers(count: 1)
    harness.clock.advance(by: .minimumVisible)
    await harness.waitForOutcomes(1)
    #expect(harness.engine.indicator == nil)
    await harness.expectCleanEnd()
  }

  @Test func reportedProgressTurnsTheSpinnerIntoARing() async {
    let harness = Harness(SpinnerTiming.immediate.configuration)
    let gate = harness.gate
    harness.engine.action = AsyncAction(reportingProgress: { progress in
      progress(0.25)
      try await gate.pass()
    })
    harness.engine.tap()
    #expect(harness.engine.indicator == .spinner, "no progress reported yet")
    await gate.waitForArrivals(count: 1)
    #expect(harness.engine.indicator == .progress(0.25))
    gate.release()
    await until { harness.engine.indicator == .progress(1) }
    await harness.clock.waitForSleepers(count: 1)
    harness.clock.advance(by: AsyncAction.fullProgressHold)
    await harness.waitForOutcomes(1)
    #expect(harness.engine.indicator == nil)
    await harness.expectCleanEnd()
  }

  @Test(arguments: [true, false])
  func theFeedbackPhaseShowsItsMarkUntilItEnds(succeeds: Bool) async throws {
    let feedback = try FeedbackTiming(success: .seconds(1), failure: .seconds(1))
    let harness = Harness(.with(timing: .immediate, feedback: feedback))
    _ = await harness.tapAndWaitForAction()
    if succeeds {
      harness.gate.release()
    } else {
      harness.gate.release(throwing: TestError())
    }
    await harness.waitForOutcomes(1)
    #expect(harness.engine.indicator == (succeeds ? .succeeded : .failed))
    await harness.clock.waitForSleepers(count: 1)
    harness.clock.advance(by: .seconds(1))
    await until { harness.engine.indicator == nil }
    await harness.expectCleanEnd()
  }

  @Test func aCancelledRunShowsNoMark() async throws {
    let feedback = try FeedbackTiming(success: .seconds(1), failure: .seconds(1))
    let harness = Harness(.with(timing: .immediate, feedback: feedback))
    _ = await harness.tapAndWaitForAction()
    harness.engine.cancel()
    await harness.waitForOutcomes(1)
    #expect(harness.engine.indicator == nil)
    #expect(harness.clock.sleeperCount == 0, "no feedback timer")
    await harness.expectCleanEnd()
  }

  @Test func everyEndingIsANewValueEvenWhenTheOutcomeRepeats() async {
    let harness = Harness(SpinnerTiming.immediate.configuration)
    #expect(harness.engine.lastFinishedRun == nil)
    var endings: [FinishedRun?] = []
    for round in 1...3 {
      let watch = ChangeWatch { harness.engine.lastFinishedRun }
      _ = await harness.tapAndWaitForAction()
      if round == 2 {
        harness.gate.release(throwing: TestError())
      } else {
        harness.gate.release()
      }
      await harness.waitForOutcomes(round)
      #expect(watch.changed, "round \(round) did not change lastFinishedRun")
      endings.append(harness.engine.lastFinishedRun)
    }
    #expect(
      endings == [
        FinishedRun(run: RunID(1), outcome: .succeeded), FinishedRun(run: RunID(2), outcome: .failed),
        FinishedRun(run: RunID(3), outcome: .succeeded),
      ])
    await harness.expectCleanEnd()
  }

  @Test func theCrossfadeLastsAHundredAndFiftyMilliseconds() {
    #expect(ActionConfiguration.crossfadeSeconds == 0.15)
  }

  @Test(
    arguments: [
      (RunOutcome.Kind.succeeded, Optional("success")), (.failed, "error"), (.cancelled, nil),
    ] as [(RunOutcome.Kind, String?)])
  func feedbackIsChosenByOutcome(outcome: RunOutcome.Kind, expected: String?) {
    let haptics = OutcomeFeedback(succeeded: "success", failed: "error")
    #expect(haptics.feedback(for: FinishedRun(run: RunID(7), outcome: outcome)) == expected)
  }

  @Test func noEndingAndSwitchedOffFeedbackPlayNothing() {
    #expect(OutcomeFeedback(succeeded: "success", failed: "error").feedback(for: nil) == nil)
    let silentFailure = OutcomeFeedback<String>(succeeded: "success", failed: nil)
    #expect(silentFailure.feedback(for: FinishedRun(run: RunID(1), outcome: .failed)) == nil)
  }

  @Test func triggersCompareTheirValuesAndTheirTypes() {
    #expect(CancellationTrigger(1) == CancellationTrigger(1))
    #expect(CancellationTrigger(1) != CancellationTrigger(2))
    #expect(CancellationTrigger(1) != CancellationTrigger("1"))
    #expect(CancellationTrigger(1) != CancellationTrigger(Int64(1)))
    #expect(CancellationTrigger("query") == CancellationTrigger("query"))
    #expect(CancellationTrigger(Int?.none) == CancellationTrigger(Int?.none))
    #expect(CancellationTrigger(Int?.none) != CancellationTrigger(Int?.some(0)))
  }

  @Test func anOptionalWrapperMakesATriggerOfAnotherType() {
    #expect(CancellationTrigger("1999") != CancellationTrigger(Optional("1999")))
    #expect(CancellationTrigger(Optional("1999")) != CancellationTrigger("1999"))
    #expect(CancellationTrigger(Optional("1999")) == CancellationTrigger(Optional("1999")))
    #expect(CancellationTrigger(String?.none) != CancellationTrigger(Int?.none))
    #expect(CancellationTrigger(String??.some(nil)) != CancellationTrigger(String??.none))
    #expect(CancellationTrigger(String??.none) == CancellationTrigger(String??.none))
    #expect(CancellationTrigger(String??.none) != CancellationTrigger(String?.none))
  }

  /// Two successive trigger values, and whether the second cancels the run the first saw start.
  struct TriggerChange: CustomTestStringConvertible, Sendable {
    let label: String
    let cancels: Bool
    let first: @MainActor @Sendable (ActionEngine) -> Void
    let second: @MainActor @Sendable (ActionEngine) -> Void
    var testDescription: String { label }

    init(
      _ label: String, cancels: Bool,
      _ first: @escaping @MainActor @Sendable (ActionEngine) -> Void,
      _ second: @escaping @MainActor @Sendable (ActionEngine) -> Void
    ) {
      self.label = label
      self.cancels = cancels
      self.first = first
      self.second = second
    }
  }

  nonisolated static let triggerChanges: [TriggerChange] = [
    TriggerChange("a value, then the same value wrapped in Optional", cancels: true) {
      $0.updateCancellationTrigger("1999")
    } _: {
      $0.updateCancellationTrigger(Optional("1999"))
    },
    TriggerChange("an Optional, then the same value unwrapped", cancels: true) {
      $0.updateCancellationTrigger(Optional("1999"))
    } _: {
      $0.updateCancellationTrigger("1999")
    },
    TriggerChange("the same Optional twice", cancels: false) {
      $0.updateCancellationTrigger(Optional("1999"))
    } _: {
      $0.updateCancellationTrigger(Optional("1999"))
    },
    TriggerChange("nil twice, of one type", cancels: false) {
      $0.updateCancellationTrigger(String?.none)
    } _: {
      $0.updateCancellationTrigger(String?.none)
    },
    TriggerChange("nil of one type, then nil of another", cancels: true) {
      $0.updateCancellationTrigger(String?.none)
    } _: {
      $0.updateCancellationTrigger(Int?.none)
    },
    TriggerChange("nil, then a value", cancels: true) {
      $0.updateCancellationTrigger(String?.none)
    } _: {
      $0.updateCancellationTrigger(Optional(""))
    },
    TriggerChange("an Optional holding nil, then nil", cancels: true) {
      $0.updateCancellationTrigger(String??.some(nil))
    } _: {
      $0.updateCancellationTrigger(String??.none)
    },
    TriggerChange("an Optional holding nil twice", cancels: false) {
      $0.updateCancellationTrigger(String??.some(nil))
    } _: {
      $0.updateCancellationTrigger(String??.some(nil))
    },
    TriggerChange("a doubly optional nil, then a singly optional nil", cancels: true) {
      $0.updateCancellationTrigger(String??.none)
    } _: {
      $0.updateCancellationTrigger(String?.none)
    },
    TriggerChange("an Int, then an equal Int64", cancels: true) {
      $0.updateCancellationTrigger(1)
    } _: {
      $0.updateCancellationTrigger(Int64(1))
    },
    // As the SwiftUI view hands its modifier's value over: wrapped, in an Optional.
    TriggerChange("a wrapped value, then the same value wrapped in Optional", cancels: true) {
      $0.updateCancellationTrigger(Optional(CancellationTrigger("1999")))
    } _: {
      $0.updateCancellationTrigger(Optional(CancellationTrigger(Optional("1999"))))
    },
    TriggerChange("a wrapped nil of one type, then of another", cancels: true) {
      $0.updateCancellationTrigger(Optional(CancellationTrigger(String?.none)))
    } _: {
      $0.updateCancellationTrigger(Optional(CancellationTrigger(Int?.none)))
    },
    TriggerChange("a wrapped nil twice", cancels: false) {
      $0.updateCancellationTrigger(Optional(CancellationTrigger(String?.none)))
    } _: {
      $0.updateCancellationTrigger(Optional(CancellationTrigger(String?.none)))
    },
  ]

  @Test(arguments: triggerChanges)
  func aTriggerValueOfAnotherTypeCancelsTheRun(_ change: TriggerChange) async {
    let harness = Harness()
    change.first(harness.engine)
    _ = await harness.tapAndWaitForAction()
    change.second(harness.engine)
    // Released either way, so a wrong answer fails at once instead of at the time limit: an
    // action that returns after its run was cancelled still ends the run cancelled.
    harness.gate.release()
    await harness.waitForOutcomes(1)
    if change.cancels {
      #expect(harness.log.cancellationReasons == [.trigger])
    } else {
      #expect(harness.log.outcomeKinds == [.succeeded])
    }
    await harness.expectCleanEnd()
  }

  @Test func aChangedTriggerCancelsTheRunAndAnEqualOneDoesNot() async {
    let harness = Harness()
    let engine = harness.engine
    engine.updateCancellationTrigger(Optional(CancellationTrigger("a")))
    _ = await harness.tapAndWaitForAction()
    engine.updateCancellationTrigger(Optional(CancellationTrigger("a")))
    #expect(harness.gate.waiting == 1, "an equal value cancelled the run")
    engine.updateCancellationTrigger(Optional(CancellationTrigger("b")))
    await harness.waitForOutcomes(1)
    #expect(harness.log.cancellationReasons == [.trigger])
    await harness.expectCleanEnd()
  }

  @Test func removingTheTriggerCountsAsAChange() async {
    let harness = Harness()
    harness.engine.updateCancellationTrigger(Optional(CancellationTrigger(3)))
    _ = await harness.tapAndWaitForAction()
    harness.engine.updateCancellationTrigger(CancellationTrigger?.none)
    await harness.waitForOutcomes(1)
    #expect(harness.log.cancellationReasons == [.trigger])
    await harness.expectCleanEnd()
  }

  @Test func eachListenerHearsOnlyItsKindOfEventInOrder() async {
    let heard = Heard()
    let listeners =
      ActionEventListeners { _ in heard.note("event") }
      + .started { heard.note("started \($0.rawValue)") }
      + .succeeded { heard.note("succeeded") }
      + .failed { heard.note("failed \(($0 as? TestError)?.code ?? -1)") }
      + .cancelled { heard.note("cancelled \($0)") }
    #expect(!listeners.isEmpty)
    #expect(ActionEventListeners().isEmpty)
    let harness = Harness(SpinnerTiming.immediate.configuration)
    harness.engine.onEvent = { listeners($0) }
    _ = await harness.tapAndWaitForAction()
    harness.gate.release()
    await until { harness.engine.phase.kind == .idle }
    _ = await harness.tapAndWaitForAction()
    harness.gate.release(throwing: TestError(code: 9))
    await until { harness.engine.phase.kind == .idle }
    _ = await harness.tapAndWaitForAction()
    harness.engine.cancel()
    await until { heard.lines.count == 12 }
    #expect(
      heard.lines == [
        "event", "started 1", "event", "succeeded",
        "event", "started 2", "event", "failed 9",
        "event", "started 3", "event", "cancelled explicit",
      ])
    await harness.expectCleanEnd()
  }

  @Test func additionKeepsTheOrderOfBothSides() {
    let heard = Heard()
    let first = ActionEventListeners { _ in heard.note("first") }
    let second = ActionEventListeners { _ in heard.note("second") }
    (second + first)(.started(RunID(1)))
    (first + second)(.started(RunID(2)))
    #expect(heard.lines == ["second", "first", "first", "second"])
  }
}

/// What the listeners heard, in order.
@MainActor @Observable
private final class Heard {
  private(set) var lines: [String] = []
  func note(_ line: String) { lines.append(line) }
}

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
    #expect(!waiting.isSpinnerVisible, "no spinner during the show-delay")
    #expect(waiting.indicator == nil)
    #expect(waiting.progress == nil, "progress reported during the show-delay shows nothing")

    await harness.clock.waitForSleepers(count: 1)
    harness.clock.advance(by: .showDelay - .milliseconds(1))
    await Task.yield()
    #expect(!harness.engine.presentation.isSpinnerVisible, "1 ms before the show-delay ends")
    harness.clock.advance(by: .milliseconds(1))
    await until { harness.engine.presentation.isSpinnerVisible }
    #expect(harness.engine.presentation.progress == 0.5)
    #expect(harness.engine.presentation.indicator == .progress(0.5))

    // The action returns at once: the look still sees the spinner until the minimum is over.
    gate.release()
    await harness.clock.waitForSleepers(count: 1)
    #expect(harness.engine.presentation.isSpinnerVisible, "kept for the minimum visible time")
    harness.clock.advance(by: .minimumVisible - .milliseconds(1))
    await Task.yield()
    #expect(harness.engine.presentation.isSpinnerVisible, "1 ms before the minimum ends")
    harness.clock.advance(by: .milliseconds(1))
    await harness.waitForOutcomes(1)
    #expect(!harness.engine.presentation.isSpinnerVisible)
    #expect(harness.engine.presentation.progress == nil)
    await harness.expectCleanEnd()
  }

  @Test func aFastRunNeverShowsALookItsSpinner() async {
    let harness = Harness()
    var seen: [Bool] = []
    _ = await harness.tapAndWaitForAction()
    seen.append(harness.engine.presentation.isSpinnerVisible)
    harness.gate.release()
    await harness.waitForOutcomes(1)
    seen.append(harness.engine.presentation.isSpinnerVisible)
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
    let state = LoadingState(timing: .standard, clock: clock)
    state.isLoading = true
    #expect(state.presentation.isBusy)
    #expect(!state.presentation.isSpinnerVisible)
    await clock.waitForSleepers(count: 1)
    clock.advance(by: .showDelay)
    await until { state.presentation.isSpinnerVisible }
    #expect(state.presentation.indicator == .spinner)
    #expect(state.presentation.failureCount == 0)
    state.isLoading = false
    await clock.waitForSleepers(count: 1)
    clock.advance(by: .minimumVisible)
    await until { !state.presentation.isBusy }
  }
}
