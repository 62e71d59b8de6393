@_spi(Shell) import AsyncActionCore

/// The engine's figures, each against its baseline in the same run.
///
/// Every figure is taken the way an app's event loop meets the engine: plain synchronous code on
/// the main thread taps (as a click handler does), then pumps the main actor's queue until the
/// run is over (``MainQueue``). Baseline and engine alternate in small batches, and each figure is
/// the median of the pairs' ratios.
@MainActor
enum EngineBench {
  static func run(repetitions: Int) -> [Metric] {
    var metrics: [Metric] = []
    metrics += engineVersusFlag(
      repetitions: repetitions, timing: .immediate, name: "engine_vs_flag_immediate")
    metrics += engineVersusFlag(
      repetitions: repetitions, timing: .standard, name: "engine_vs_flag_standard")
    metrics += ignoredTap(repetitions: repetitions)
    // A p99 over 300: a single stall of the machine that the control misses is not the figure.
    metrics += timerVersusBareSleep(iterations: repetitions >= 5 ? 300 : 50)
    metrics += cancelOnLeaveHops(rounds: 50)
    // Growth first: pages freed by an earlier figure would absorb a leak.
    metrics += memoryGrowth()
    metrics += memoryPerEngine()
    metrics += scaling(rounds: max(3, repetitions))
    return metrics
  }

  /// Shows that each figure can move: the same measurement against a side made deliberately
  /// worse must report it.
  static func selfChecks() -> [SelfCheck] {
    engineVersusFlagSelfChecks() + ignoredTapSelfChecks() + timerVersusBareSleepSelfChecks()
      + cancelOnLeaveSelfChecks() + memorySelfChecks() + scalingSelfChecks()
  }
}
