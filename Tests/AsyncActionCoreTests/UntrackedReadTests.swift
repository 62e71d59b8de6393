import AsyncActionTestSupport
import Observation
import Testing

@_spi(Shell) @testable import AsyncActionCore

/// An engine whose state nothing has read through Observation skips the registrar when it
/// changes; the first read through a getter makes every later change heard.
@MainActor
@Suite(.timeLimit(.minutes(1)))
struct UntrackedReadTests {
  @Test func anUntrackedReadIsNoObservation() async {
    let harness = Harness(.with(timing: .immediate))
    let untracked = ChangeWatch { harness.engine.untrackedPresentation }
    #expect(!harness.engine.isObserved)
    let tracked = ChangeWatch { harness.engine.presentation }
    #expect(harness.engine.isObserved)
    _ = await harness.tapAndWaitForAction()
    #expect(tracked.changed, "the control: a read through the getter hears the run start")
    #expect(!untracked.changed)
    harness.gate.release()
    await harness.waitForOutcomes(1)
    await harness.expectCleanEnd()
  }

  @Test func changesNobodyObservesSkipTheRegistrarAndALateObserverHearsTheNext() async {
    let harness = Harness(.with(timing: .immediate))
    let told = Counted()
    harness.engine.onPresentationChange = { _ in told.count += 1 }
    _ = await harness.tapAndWaitForAction()
    #expect(!harness.engine.isObserved, "nothing read the engine through a getter")
    #expect(told.count == 1, "the UI that draws without Observation was told")
    let watch = ChangeWatch { harness.engine.isBusy }
    #expect(harness.engine.isObserved)
    harness.gate.release()
    await harness.waitForOutcomes(1)
    #expect(watch.changed, "an observer that came after the unobserved changes hears the run end")
    #expect(told.count == 2)
    await harness.expectCleanEnd()
  }
}

/// How many times a UI was told of a change.
@MainActor
private final class Counted {
  var count = 0
}
