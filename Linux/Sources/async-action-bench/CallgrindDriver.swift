import AsyncActionCore

/// One side of one figure, run a given number of times after a warm-up, for
/// `scripts/bench-callgrind`: callgrind counts the instructions of a run with `--runs N` and of
/// one with `--runs 0`, and the difference divided by N is one run's count, free of the start-up
/// and the warm-up.
@MainActor
struct CallgrindDriver {
  enum Figure: String, CaseIterable {
    case tapFinishImmediate = "tap_finish_immediate"
    case tapFinishStandard = "tap_finish_standard"
    case cancelOnLeave = "cancel_on_leave"
  }

  enum Side: String, CaseIterable {
    case engine, baseline
    /// A bare Task that also arms and cancels a show-delay sleep task (tap_finish_standard only).
    case baselineWithTimer = "baseline-with-timer"
  }

  static let usage =
    "usage: async-action-bench --callgrind-driver "
    + "\(Figure.allCases.map(\.rawValue).joined(separator: "|")) --side engine|baseline|baseline-with-timer --runs N\n"

  let figure: Figure
  let side: Side
  let runs: Int

  init?(figure: String, side: String?, runs: String?) {
    guard let figure = Figure(rawValue: figure), let side = side.flatMap(Side.init(rawValue:)),
      let runs = runs.flatMap({ Int($0) }), runs >= 0
    else { return nil }
    self.figure = figure
    self.side = side
    self.runs = runs
  }

  func run() {
    let warmUp = 200
    switch (figure, side) {
    case (.tapFinishImmediate, .engine), (.tapFinishStandard, .engine):
      // The same engine for the warm-up and the measured runs, as an app taps one button.
      let runner = RunDriver(timing: figure == .tapFinishImmediate ? .immediate : .standard)
      runner.run(warmUp)
      runner.run(runs)
    case (.tapFinishImmediate, .baseline), (.tapFinishStandard, .baseline):
      let runner = BareTaskDriver()
      runner.run(warmUp)
      runner.run(runs)
    case (.tapFinishImmediate, .baselineWithTimer), (.tapFinishStandard, .baselineWithTimer):
      let runner = BareTaskDriver(showDelay: SpinnerTiming.standard.showDelay)
      runner.run(warmUp)
      runner.run(runs)
    case (.cancelOnLeave, .engine):
      let driver = CancellationDriver()
      for _ in 0..<(warmUp + runs) { _ = driver.round() }
    case (.cancelOnLeave, .baseline), (.cancelOnLeave, .baselineWithTimer):
      for _ in 0..<(warmUp + runs) { _ = EngineBench.bareCancellation() }
    }
    // The last runs' timers end before the count does (a cancelled 100 ms sleep still fires on a
    // worker thread when its deadline comes), so that both counts end in the same state.
    MainQueue.settle(quietMilliseconds: 250)
  }
}
