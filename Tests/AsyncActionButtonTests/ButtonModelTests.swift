import Observation
import Testing

@testable import AsyncActionButton
@_spi(Shell) @testable import AsyncActionCore

/// A progress report re-evaluates only the views that read the fraction: the phase's presentation,
/// which the button's body and its style read, does not change on a report.
@MainActor @Suite struct ButtonModelTests {
  private func progress(_ fraction: Double, failures: Int = 0, tapCancels: Bool = false) -> ActionPresentation
  {
    ActionPresentation(
      indicator: .progress(fraction), phase: .busy, isBusy: true, isBusyIndicatorVisible: true,
      failureCount: failures, tapCancels: tapCancels)
  }

  /// Whether reading `read` and then running `change` notifies an observer of what was read.
  private func notifies(_ read: () -> Void, _ change: () -> Void) -> Bool {
    let notified = Flag()
    withObservationTracking(read) { notified.set() }
    change()
    return notified.value
  }

  @Test func aProgressReportChangesTheFractionOnly() {
    let model = ButtonModel(engine: ActionEngine())
    model.receive(progress(0.1))
    #expect(model.fraction == 0.1)
    #expect(model.phasePresentation.progress == 0)
    for report in [0.2, 0.29, 0.5, 0.99] {
      #expect(!notifies({ _ = model.phasePresentation }, { model.receive(progress(report)) }))
    }
    #expect(notifies({ _ = model.fraction }, { model.receive(progress(0.6)) }))
    #expect(model.fraction == 0.6)
  }

  @Test func aPhaseChangeChangesThePhasePresentation() {
    let model = ButtonModel(engine: ActionEngine())
    #expect(notifies({ _ = model.phasePresentation }, { model.receive(progress(0.1)) }))
    let failed = ActionPresentation(
      indicator: .failed, phase: .failed, isBusy: false, isBusyIndicatorVisible: false, failureCount: 1)
    #expect(notifies({ _ = model.phasePresentation }, { model.receive(failed) }))
    #expect(model.phasePresentation == failed)
    #expect(model.fraction == nil)
  }

  /// The accessibility value says the core's string, and changes once per step of the spoken
  /// percentage: a report of 41 % then 42 % notifies no reader of the value, 42 % then 50 % does.
  @Test func theAccessibilityValueChangesOncePerStep() {
    let engine = ActionEngine(strings: ActionStrings(language: "en"))
    let model = ButtonModel(engine: engine)
    #expect(model.accessibilityValue == nil)
    #expect(notifies({ _ = model.accessibilityValue }, { model.receive(progress(0.41)) }))
    #expect(model.accessibilityValue == "In progress, 40%")
    #expect(model.accessibilityValue == progress(0.41).accessibilityValue(in: engine.strings))
    #expect(!notifies({ _ = model.accessibilityValue }, { model.receive(progress(0.42)) }))
    #expect(!notifies({ _ = model.accessibilityValue }, { model.receive(progress(0.49)) }))
    #expect(model.fraction == 0.49, "the fraction's readers still hear every report")
    #expect(notifies({ _ = model.accessibilityValue }, { model.receive(progress(0.5)) }))
    #expect(model.accessibilityValue == "In progress, 50%")
    // A change of phase that leaves the value as it was notifies no reader of it either.
    #expect(!notifies({ _ = model.accessibilityValue }, { model.receive(progress(0.5, tapCancels: true)) }))
    let failed = ActionPresentation(
      indicator: .failed, phase: .failed, isBusy: false, isBusyIndicatorVisible: false, failureCount: 1)
    #expect(notifies({ _ = model.accessibilityValue }, { model.receive(failed) }))
    #expect(model.accessibilityValue == "Failed")
  }

  @Test func theAccessibilityValueIsInTheEnginesLanguage() {
    let model = ButtonModel(engine: ActionEngine(strings: ActionStrings(language: "es")))
    model.receive(progress(0.42))
    #expect(model.accessibilityValue == "En curso, 40\u{A0}%")
    let japanese = ButtonModel(engine: ActionEngine(strings: ActionStrings(language: "ja")))
    japanese.receive(progress(0.97))
    #expect(japanese.accessibilityValue == "処理中、90%")
  }

  /// The phase's presentation keeps everything but the fraction: the failure counts (the retry
  /// title) and whether a tap cancels (the stop glyph in the ring, the "Press to cancel" hint).
  @Test func thePhaseKeepsTheFailureCountsAndTheTapThatCancels() {
    let model = ButtonModel(engine: ActionEngine())
    let retrying = ActionPresentation(
      indicator: .progress(0.4), phase: .busy, isBusy: true, isBusyIndicatorVisible: true, failureCount: 2,
      consecutiveFailureCount: 2, tapCancels: true)
    model.receive(retrying)
    #expect(model.phasePresentation.consecutiveFailureCount == 2)
    #expect(model.phasePresentation.tapCancels)
    #expect(model.phasePresentation.withProgress(0.4) == retrying)
    // A change of either is a change of phase for the views that read it.
    var cancelled = retrying
    cancelled.tapCancels = false
    #expect(notifies({ _ = model.phasePresentation }, { model.receive(cancelled) }))
  }
}

/// A flag an observation's change handler sets.
private final class Flag: @unchecked Sendable {
  // Safe unchecked: every test here runs on the main actor, and `withObservationTracking` calls
  // its change handler synchronously on the thread that makes the change, so the flag is only
  // touched from the main thread.
  private(set) var value = false
  func set() { value = true }
}
