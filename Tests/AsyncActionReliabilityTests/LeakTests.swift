import AsyncActionTestSupport
import Testing

@_spi(Shell) @testable import AsyncActionCore

/// After many runs, nothing the engine made is left alive.
@MainActor
@Suite(.timeLimit(.minutes(10)))
struct LeakTests {
  final class Sentinel: Sendable {}

  @Test func aHundredThousandRunsLeaveNothingBehind() async {
    weak var weakEngine: ActionEngine?
    weak var weakScope: ActionScope?
    weak var weakSentinel: Sentinel?
    let clock = ManualClock()
    var outcomes = 0
    var failures = 0
    do {
      let scope = ActionScope()
      let sentinel = Sentinel()
      var configuration = ActionConfiguration(timing: .immediate)
      configuration.timeout = ActionConfiguration.Timeout(.seconds(30))
      let engine = ActionEngine(configuration: configuration, clock: clock, scope: scope)
      weakEngine = engine
      weakScope = scope
      weakSentinel = sentinel
      var kept: [AsyncAction.ProgressReporter] = []
      var number = 0
      engine.action = AsyncAction(reportingProgress: { progress in
        _ = sentinel
        number += 1
        progress(0.5)
        if number % 1000 == 0 { kept.append(progress) }
        if number % 3 == 0 { throw LeakTestError() }
      })
      engine.onEvent = { event in
        guard case .finished(_, let outcome) = event.kind else { return }
        outcomes += 1
        if case .failed = outcome { failures += 1 }
      }
      for run in 1...100_000 {
        engine.tap()
        if run % 7 == 0 { engine.cancel() }
        // A run that succeeds with its ring on screen holds the full ring for
        // `fullProgressHold` on the clock before it ends.
        await until { outcomes == run || engine.progress == 1 }
        if outcomes != run {
          clock.advance(by: AsyncAction.fullProgressHold)
          await until { outcomes == run }
        }
      }
      await engine.waitUntilAllTasksEnd()
      #expect(engine.liveTaskCount == 0)
      #expect(engine.scheduledTimerCount == 0)
      #expect(kept.count == 100)
    }
    #expect(outcomes == 100_000)
    #expect(failures > 25_000)
    #expect(clock.sleeperCount == 0)
    #expect(weakEngine == nil, "the engine leaked")
    #expect(weakScope == nil, "the scope leaked")
    #expect(weakSentinel == nil, "the action closure leaked")
  }
}

struct LeakTestError: Error {}

/// Suspends until `condition` holds; re-checks after every main-actor turn.
@MainActor
func until(_ condition: () -> Bool) async {
  while !condition() { await Task.yield() }
}
