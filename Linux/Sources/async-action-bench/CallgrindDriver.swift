import AsyncActionCore
import BenchCommandLine

/// One side of one figure, run a given number of times after a warm-up, for
/// `scripts/bench-callgrind`: callgrind counts the instructions of a run with `--runs N` and of
/// one with `--runs 0`, and the difference divided by N is one run's count, free of the start-up
/// and the warm-up.
@MainActor
struct CallgrindDriver {
  typealias Figure = CallgrindFigure
  typealias Side = CallgrindSide

  let figure: Figure
  let side: Side
  let runs: Int

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
