@_spi(Shell) import AsyncActionCore
import Foundation

/// `engine_vs_flag_immediate` and `engine_vs_flag_standard`: an accepted tap, its action and its
/// finish, through the engine against an `@Observable` flag (goal ≤ 1.1× with the immediate
/// timing, ≤ 1.25× with the standard one).
///
/// What a run costs the engine beyond the flag, and the choices in the engine that keep it there
/// (each costed when it was made; scripts/bench-callgrind counts a run's instructions today):
/// - `isBusy` is derived from `phase`, not stored: a run's start and its end each make one
///   observation mutation instead of two.
/// - How the last run ended is one stored value behind `lastFinishedRun` and `lastOutcome`: a
///   run's end makes one observation mutation (two locked registrar look-ups and a key path)
///   instead of two.
/// - The state machine's effects are performed straight from its array, not copied into a queue
///   first: no copy and no retain of every effect on every transition.
/// - `onPresentationChange` is told from the backing storage: the public getters would register
///   an observation access for each property on every transition.
/// - A show-delay timer stopped before its task first runs ends without a sleep: no sleep is
///   registered, cancelled and woken, so the standard timing's delayed spinner costs an action
///   that returns in its first job one short task (against the flag's cancelled 100 ms sleep).
/// - An action that takes no progress reporter runs without a wrapper closure's async frame and
///   without an `AsyncAction.ProgressReporter`, whose weak reference to the engine costs a side-table retain
///   and release on every run.
/// - Swift's run-time exclusivity check on a class's stored property is a call into the runtime,
///   about 100 instructions with its thread-local look-up, on each access a tap or a transition
///   makes to the engine's state. What an app sets (action, scope, listener, identifier) is kept
///   in private storage behind the public properties, and the queue of effects is taken out and
///   put back when it changes: every access to either is a plain load or store, which needs no
///   check.
/// - A transition's effects are kept inline (at most six), not in an array: an accepted tap and a
///   run's end allocate no list. A run's ending is a value, not an object, and a failed run's
///   error is kept once, in it: a run's end allocates nothing.
/// - The machine brings its published value up to date in place, and the engine compares it
///   where it lies: no copy of it on each transition. Publishing copies out the drawn value and
///   the progress (plain memory) in one access to the machine, and reads a run's outcome only
///   when a run has ended: each access to the machine is a run-time exclusivity check.
/// - A transition's effects hold plain values in their slots, and a finished run's outcome once
///   beside them: an action carrying them is copied and destroyed as plain memory. They are
///   appended inline, so the switch over each effect folds away where the machine names it.
/// - The key paths the engine tells Observation of are two static constants: a key path literal
///   is a runtime cache look-up each time it is evaluated.
/// - An engine's events share one weak reference to it, made with its first event: an event
///   retains it instead of forming and destroying a weak reference of its own.
/// - A tap records its time as a `Duration` on the engine's clock, read through a closure opened
///   once (compiled for `ContinuousClock`): no existential instant to box and destroy, no
///   associated-type look-ups, and a plain store that needs no run-time exclusivity check.
extension EngineBench {

  /// The engine against what a user writes instead: an `@Observable` `isRunning` flag set around
  /// a `Task` (with the standard timing, plus a hand-written 100 ms delayed-spinner timer that the
  /// fast action cancels). Each side has one observer that re-reads what it shows after each
  /// change, on the event loop's next turn, as a UI does.
  static func engineVersusFlag(
    repetitions: Int, timing: ActionConfiguration.BusyIndicatorTiming, name: String
  ) -> [Metric] {
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
        name: name, value: figure.ratio.median, goal: goal(settle: settle),
        detail: figure.detail(measured: "engine", baseline: baseline, scale: 1e6, unit: "run")
          + "; instructions: scripts/bench-callgrind", unit: "×")
    ]
  }

  /// The goal of the figure: ≤ 1.1× for a run with the immediate timing, ≤ 1.25× for one that
  /// also starts and stops the standard timing's show-delay timer.
  static func goal(settle: Bool) -> Double { settle ? 1.25 : 1.1 }

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
        metric: "engine_vs_flag_immediate", value: worse.ratios.median, threshold: goal(settle: false),
        what: "the flag against the flag plus one extra main-actor hop per run (×)"))
    let timedFlag = FlagDriver(showDelay: ActionConfiguration.BusyIndicatorTiming.standard.showDelay)
    let slowTimedFlag = FlagDriver(
      showDelay: ActionConfiguration.BusyIndicatorTiming.standard.showDelay, extraHops: 1)
    let worseTimed = pairs(
      20, baseline: { batch(200, settle: true) { timedFlag.run($0) } },
      measured: { batch(200, settle: true) { slowTimedFlag.run($0) } })
    checks.append(
      SelfCheck(
        metric: "engine_vs_flag_standard", value: worseTimed.ratios.median, threshold: goal(settle: true),
        what: "the flag with its timer against the same plus one extra main-actor hop per run (×)"))
    return checks
  }
}
