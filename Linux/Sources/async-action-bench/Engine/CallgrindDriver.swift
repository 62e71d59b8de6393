@_spi(Shell) import AsyncActionCore
import BenchCommandLine

/// One side of one engine figure, run a given number of times after a warm-up, for
/// `scripts/bench-callgrind`: callgrind counts the instructions of a run with `--runs N` and of
/// one with `--runs 0`, and the difference divided by N is one run's count, free of the start-up
/// and the warm-up. (`widget_vs_handwritten_gtk` runs in `GTKBench`.)
@MainActor
struct CallgrindDriver {
  let figure: CallgrindFigure
  let side: CallgrindSide
  let runs: Int

  func run() {
    let warmUp = 200
    // The same objects for the warm-up and the measured runs, as an app taps one button.
    let run: (Int) -> Void
    switch (figure, side) {
    case (.engineVersusFlagImmediate, .engine):
      run = RunDriver(timing: .immediate).run
    case (.engineVersusFlagStandard, .engine):
      run = RunDriver(timing: .standard).run
    case (.engineVersusFlagImmediate, .baseline):
      run = FlagDriver(showDelay: nil).run
    case (.engineVersusFlagStandard, .baseline):
      run = FlagDriver(showDelay: ActionConfiguration.BusyIndicatorTiming.standard.showDelay).run
    case (.scaling, .engine):
      run = ScalingDriver(engines: 10_000, visitAll: false).run
    case (.scaling, .baseline):
      run = ScalingDriver(engines: 1, visitAll: false).run
    case (.widgetVersusHandwrittenGTK, _):
      preconditionFailure("widget_vs_handwritten_gtk runs in GTKBench")
    }
    run(warmUp)
    run(runs)
    // The last runs' timers end before the count does (a cancelled 100 ms sleep still fires on a
    // worker thread when its deadline comes), so that both counts end in the same state.
    MainQueue.settle(quietMilliseconds: 250)
  }
}
