import AsyncActionTestSupport
import Foundation
import Testing

@_spi(Shell) @testable import AsyncActionCore

/// A timer stopped before its task first runs registers no sleep: the show-delay of an action
/// that returns in its first job costs no sleep, and a later sleep keeps the deadline of the tap.
@MainActor
@Suite(.timeLimit(.minutes(1)))
struct ShowDelayTimerTests {
  @Test func anActionThatReturnsInItsFirstJobRegistersNoSleep() async {
    let clock = CountingClock()
    let engine = ActionEngine(clock: clock, strings: ActionStrings(language: "en"))
    var outcomes: [ActionOutcome.Kind] = []
    engine.onEvent = { if case .finished(_, let outcome) = $0.kind { outcomes.append(outcome.kind) } }
    for _ in 0..<3 {
      engine.tap()
      await until { !engine.isBusy }
    }
    await engine.waitUntilAllTasksEnd()
    #expect(outcomes == [.succeeded, .succeeded, .succeeded])
    #expect(clock.sleeps == 0, "a show-delay sleep was registered for an action that ended at once")
    #expect(engine.scheduledTimerCount == 0)
    #expect(engine.liveTaskCount == 0)
  }

  @Test func aSuspendedActionSleepsUntilTheDeadlineOfItsTap() async {
    let harness = Harness()
    harness.engine.tap()
    // Before the timer's task runs: the deadline must not move with the clock.
    harness.clock.advance(by: .milliseconds(40))
    await harness.clock.waitForSleepers(count: 1)
    #expect(harness.clock.deadlines == [ManualClock.Instant(offset: .showDelay)])
    #expect(!harness.engine.isBusyIndicatorVisible)
    harness.clock.advance(by: .showDelay - .milliseconds(40))
    await until { harness.engine.isBusyIndicatorVisible }
    harness.gate.release()
    await harness.clock.waitForSleepers(count: 1)
    harness.clock.advance(by: .minimumVisible)
    await harness.waitForOutcomes(1)
    await harness.expectCleanEnd()
  }
}

/// A manual clock that counts the sleeps registered on it.
///
/// `@unchecked Sendable` is safe: `count` is private and only read or written while `lock` is
/// held, and `clock` is itself `Sendable`.
private final class CountingClock: Clock, @unchecked Sendable {
  private let clock = ManualClock()
  private let lock = NSLock()
  private var count = 0

  var now: ManualClock.Instant { clock.now }
  var minimumResolution: Duration { clock.minimumResolution }
  var sleeps: Int { lock.withLock { count } }

  func sleep(until deadline: ManualClock.Instant, tolerance: Duration?) async throws {
    lock.withLock { count += 1 }
    try await clock.sleep(until: deadline, tolerance: tolerance)
  }
}
