import AsyncActionTestSupport
import Foundation
import Testing

@_spi(Shell) @testable import AsyncActionCore

/// Drives real engines and the reference model with the same random sequences of taps, cancels,
/// leaves and returns, trigger changes, clock advances, action completions and throws, progress
/// reports and scope peers, and compares them after every step.
///
/// `ASYNC_ACTION_SEQUENCES` sets the number of sequences (default 2,000) and `ASYNC_ACTION_SEED`
/// the first seed; sequence `i` uses seed `first + i`, so a failure names the one seed to replay.
@MainActor
@Suite(.timeLimit(.minutes(30)))
struct RandomizedTests {
  @Test func engineMatchesTheReferenceModelOnRandomSequences() async {
    let environment = ProcessInfo.processInfo.environment
    let count = environment["ASYNC_ACTION_SEQUENCES"].flatMap(Int.init) ?? 2_000
    let firstSeed = environment["ASYNC_ACTION_SEED"].flatMap(UInt64.init) ?? 0x5EED
    let started = ContinuousClock.now
    var events = 0
    for offset in 0..<UInt64(count) {
      let scenario = Scenario.random(seed: firstSeed &+ offset)
      events += scenario.steps.count
      if let failure = await Rig.check(scenario) {
        let shrunk = await Rig.shrink(scenario)
        Issue.record(
          """
          seed \(scenario.seed): \(failure)
          replay: ASYNC_ACTION_SEED=\(scenario.seed) ASYNC_ACTION_SEQUENCES=1
          minimal failing sequence (\(shrunk.steps.count) of \(scenario.steps.count) steps):
          \(shrunk)
          """)
        return
      }
    }
    let elapsed = ContinuousClock.now - started
    print(
      "randomized: \(count) sequences, \(events) events, seeds \(firstSeed)…\(firstSeed &+ UInt64(count) - 1), \(elapsed)"
    )
  }

  @Test func theCheckerCatchesAnEngineThatBreaksARule() async {
    // A sequence the model and the engine agree on…
    var scenario = Scenario(
      seed: 0, buttons: [.init(configuration: ActionConfiguration(), cooperative: true, scoped: false)],
      steps: [
        .tap(0), .tap(0), .advance(.milliseconds(100)), .complete(0, .throwsError), .advance(.seconds(1)),
      ])
    #expect(await Rig.check(scenario) == nil)
    // …and the same with the model told a different rule: the checker must notice.
    scenario.buttons[0].configuration.timing = .immediate
    scenario.modelTimingOverride = .standard
    #expect(await Rig.check(scenario) != nil)
  }
}
