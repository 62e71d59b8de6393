import AsyncActionTestSupport
import Observation
import Testing

@testable import AsyncActionCore

/// A run's ending changes the engine's last run and its outcome together: an observer told of the
/// change before it is made reads both as they were.
@MainActor
@Suite(.timeLimit(.minutes(1)))
struct LastOutcomeTests {
  @Test func anObserverToldOfAnEndingReadsTheLastRunWithItsOwnOutcome() async {
    let harness = Harness(.with(timing: .immediate))
    let engine = harness.engine
    _ = await harness.tapAndWaitForAction()
    _ = harness.gate.release()
    await harness.waitForOutcomes(1)
    _ = await harness.tapAndWaitForAction()
    let seen = SeenEndings()
    withObservationTracking {
      _ = engine.lastFinishedRun
    } onChange: {
      MainActor.assumeIsolated {
        seen.pairs.append((engine.lastFinishedRun?.outcome, engine.lastOutcome?.kind))
      }
    }
    _ = harness.gate.release(throwing: TestError())
    await harness.waitForOutcomes(2)
    #expect(seen.pairs.count == 1)
    #expect(seen.pairs.first?.run == .succeeded, "told before the change: the first run, as it was")
    #expect(seen.pairs.first?.outcome == .succeeded, "and its own outcome, not the second run's")
    #expect(engine.lastFinishedRun?.outcome == .failed)
    #expect(engine.lastOutcome?.kind == .failed)
    await harness.expectCleanEnd()
  }
}

/// What an observer read of the last run and of the last outcome when it was told of a change.
@MainActor
private final class SeenEndings {
  var pairs: [(run: ActionOutcome.Kind?, outcome: ActionOutcome.Kind?)] = []
}
