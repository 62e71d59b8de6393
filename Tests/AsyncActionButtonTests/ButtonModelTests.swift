import Observation
import Testing

@testable import AsyncActionButton
@_spi(Shell) @testable import AsyncActionCore

/// A progress report re-evaluates only the views that read the fraction: the phase's presentation,
/// which the button's body and its style read, does not change on a report.
@MainActor @Suite struct ButtonModelTests {
  private func progress(_ fraction: Double, failures: Int = 0) -> ActionPresentation {
    ActionPresentation(
      indicator: .progress(fraction), phase: .busy, isBusy: true, isSpinnerVisible: true,
      failureCount: failures)
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
      indicator: .failed, phase: .failed, isBusy: false, isSpinnerVisible: false, failureCount: 1)
    #expect(notifies({ _ = model.phasePresentation }, { model.receive(failed) }))
    #expect(model.phasePresentation == failed)
    #expect(model.fraction == nil)
  }

  /// The phase's presentation keeps everything but the fraction: the failure counts (the retry
  /// title) and whether a tap cancels (the stop glyph in the ring, the "Cancel" label).
  @Test func thePhaseKeepsTheFailureCountsAndTheTapThatCancels() {
    let model = ButtonModel(engine: ActionEngine())
    let retrying = ActionPresentation(
      indicator: .progress(0.4), phase: .busy, isBusy: true, isSpinnerVisible: true, failureCount: 2,
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
