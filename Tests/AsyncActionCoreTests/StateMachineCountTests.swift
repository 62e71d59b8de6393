import Testing

@testable import AsyncActionCore

/// What the decision logic counts as runs end — failures in all and in a row, the last run — and
/// the spinner's showings. Plain function calls: no task, no clock.
@Suite struct StateMachineCountTests {
  /// The counts the machine publishes: all failures, failures in a row.
  private func counts(_ machine: Machine) -> [Int] {
    [machine.published.drawn.failureCount, machine.published.drawn.consecutiveFailureCount]
  }

  @Test func aFailedRunIsCountedWhenItEndsNotWhenItsActionThrows() {
    var machine = Machine()
    _ = machine.tap(scopeIsFree: true)
    _ = machine.timerFired(.showDelay)
    let thrown = machine.actionReturned(ActionEvent.RunID(1), result: .failure(TestError()))
    #expect(describe(thrown).isEmpty, "the spinner waits out its minimum")
    #expect(counts(machine) == [0, 0], "the run has not ended")
    #expect(machine.published.drawn.lastRun == nil)
    #expect(machine.published.lastOutcome == nil)
    let ended = machine.timerFired(.minimumVisible)
    #expect(describe(ended) == ["releaseScope", "finished(1, failed)"])
    #expect(counts(machine) == [1, 1])
    #expect(
      machine.published.drawn.lastRun == ActionEngine.FinishedRun(run: ActionEvent.RunID(1), outcome: .failed)
    )
    // The error is published beside the plain values, with the run it ended.
    guard case .failed(let error) = machine.published.lastOutcome else {
      Issue.record("expected the failed outcome, got \(String(describing: machine.published.lastOutcome))")
      return
    }
    #expect(error is TestError)
  }

  /// What the engine copies on every change is plain memory: the error of a failed run is kept
  /// beside it (`Published.lastOutcome`), so a copy retains nothing.
  @Test func theDrawnValueHoldsPlainValuesOnly() {
    #expect(_isPOD(ActionStateMachine.Drawn.self))
    #expect(!_isPOD(ActionStateMachine.Published.self), "the control: the outcome's error is not plain")
  }

  @Test func aSuccessEndsTheRowAndACancellationLeavesIt() {
    var machine = Machine(configuration: .with(timing: .immediate))
    var expected: [[Int]] = []
    var seen: [[Int]] = []
    func run(_ id: UInt64, _ result: Result<Void, any Error>, cancelled: Bool = false, _ after: [Int]) {
      _ = machine.tap(scopeIsFree: true)
      if cancelled { _ = machine.cancel(.explicit) }
      _ = machine.actionReturned(ActionEvent.RunID(id), result: result)
      seen.append(counts(machine))
      expected.append(after)
    }
    run(1, .failure(TestError()), [1, 1])
    run(2, .failure(TestError()), [2, 2])
    run(3, .failure(TestError()), cancelled: true, [2, 2])
    run(4, .failure(CancellationError()), [2, 2])
    run(5, .success(()), [2, 0])
    run(6, .success(()), [2, 0])
    run(7, .failure(TestError()), [3, 1])
    #expect(seen == expected)
    #expect(
      machine.published.drawn.lastRun == ActionEngine.FinishedRun(run: ActionEvent.RunID(7), outcome: .failed)
    )
  }

  @Test func aFailedRunEndedByARestartingTapIsCounted() {
    var machine = Machine(configuration: .with(policy: .cancelAndRestart))
    _ = machine.tap(scopeIsFree: true)
    _ = machine.timerFired(.showDelay)
    _ = machine.actionReturned(ActionEvent.RunID(1), result: .failure(TestError()))
    let tapped = machine.tap(scopeIsFree: true)
    #expect(tapped.result == .started(ActionEvent.RunID(2)))
    #expect(describe(tapped).first == "finished(1, failed)")
    #expect(counts(machine) == [1, 1])
    _ = machine.actionReturned(ActionEvent.RunID(2), result: .success(()))
    _ = machine.timerFired(.minimumVisible)
    #expect(counts(machine) == [1, 0])
  }

  @Test func aFailedRunEndedOffScreenIsCounted() {
    var machine = Machine()
    _ = machine.tap(scopeIsFree: true)
    _ = machine.timerFired(.showDelay)
    _ = machine.actionReturned(ActionEvent.RunID(1), result: .failure(TestError()))
    let left = machine.disappear()
    #expect(describe(left).contains("finished(1, failed)"))
    #expect(counts(machine) == [1, 1])
  }

  @Test func theSpinnerIsCountedEachTimeItStartsBeingSeen() {
    var machine = Machine()
    _ = machine.tap(scopeIsFree: true)
    #expect(machine.published.drawn.busyIndicatorShowCount == 0, "not during the show-delay")
    _ = machine.timerFired(.showDelay)
    #expect(machine.published.drawn.busyIndicatorShowCount == 1)
    _ = machine.disappear()
    machine.appear()
    #expect(machine.published.drawn.busyIndicatorShowCount == 2, "seen again on screen")
    _ = machine.actionReturned(ActionEvent.RunID(1), result: .failure(CancellationError()))
    _ = machine.timerFired(.minimumVisible)
    machine.appear()
    #expect(machine.published.drawn.busyIndicatorShowCount == 2, "no spinner to see")
  }
}
