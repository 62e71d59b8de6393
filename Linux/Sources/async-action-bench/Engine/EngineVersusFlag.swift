import AsyncActionCore
import Foundation

extension EngineBench {
  // MARK: Accepted tap → action → finish, against an @Observable flag

  /// The engine against what a user writes instead: an `@Observable` `isRunning` flag set around
  /// a `Task` (with the standard timing, plus a hand-written 100 ms delayed-spinner timer that the
  /// fast action cancels). Each side has one observer that re-reads what it shows after each
  /// change, on the event loop's next turn, as a UI does.
  static func engineVersusFlag(repetitions: Int, timing: SpinnerTiming, name: String) -> [Metric] {
    let settle = timing.showDelay > .zero
    let engine = RunDriver(timing: timing)
    let flag = FlagDriver(showDelay: settle ? timing.showDelay : nil)
    func flagBatch() -> Double { batch(200, settle: settle) { flag.run($0) } }
    func engineBatch() -> Double { batch(200, settle: settle) { engine.run($0) } }
    _ = pairs(10, baseline: flagBatch, measured: engineBatch)
    var figure = PairedFigure()
    for _ in 0..<repetitions {
      figure.add(pairs(40, baseline: flagBatch, measured: engineBatch))
    }
    let baseline = settle ? "flag + 100 ms timer task" : "@Observable flag + Task"
    return [
      Metric(
        name: name, value: figure.ratio.median, goal: 1.25,
        detail: figure.detail(measured: "engine", baseline: baseline, scale: 1e6, unit: "run")
          + "; instructions: scripts/bench-callgrind", unit: "×")
    ]
  }

  /// The flag against the same flag that also takes one more main-actor hop per run: the figure
  /// must see one hop.
  static func engineVersusFlagSelfChecks() -> [SelfCheck] {
    var checks: [SelfCheck] = []
    let flag = FlagDriver(showDelay: nil)
    let slowFlag = FlagDriver(showDelay: nil, extraHops: 1)
    let worse = pairs(
      20, baseline: { batch(200) { flag.run($0) } }, measured: { batch(200) { slowFlag.run($0) } })
    checks.append(
      SelfCheck(
        metric: "engine_vs_flag_immediate", value: worse.ratios.median, threshold: 1.25,
        what: "the flag against the flag plus one extra main-actor hop per run (×)"))
    let timedFlag = FlagDriver(showDelay: SpinnerTiming.standard.showDelay)
    let slowTimedFlag = FlagDriver(showDelay: SpinnerTiming.standard.showDelay, extraHops: 1)
    let worseTimed = pairs(
      20, baseline: { batch(200, settle: true) { timedFlag.run($0) } },
      measured: { batch(200, settle: true) { slowTimedFlag.run($0) } })
    checks.append(
      SelfCheck(
        metric: "engine_vs_flag_standard", value: worseTimed.ratios.median, threshold: 1.25,
        what: "the flag with its timer against the same plus one extra main-actor hop per run (×)"))
    return checks
  }
}
