@_spi(Shell) import AsyncActionCore
import Foundation

/// `scaling_1_to_10000_engines`: a run on one engine while 9,999 others are alive, against the
/// same engine alone (goal ≤ 1.1×): no engine's work visits the others.
extension EngineBench {
  // MARK: Scaling

  /// The time of a tap-to-finish run on one engine while it is the only one, against the same
  /// while 9,999 other engines (each with its action, on screen) are alive: in rounds, each
  /// round's ratio of medians; the figure is the median round. The two sides cannot run
  /// interleaved (the lone engine would not be alone), so each round times the lone engine
  /// before and after the crowd, which lives only in between: a drift of the machine's speed
  /// during a round weighs on both sides alike. The instruction counts are
  /// scripts/bench-callgrind's.
  static func scaling(rounds: Int, visitAll: Bool = false) -> [Metric] {
    var ratios = Samples()
    var alone = Samples()
    var crowded = Samples()
    for _ in 0..<rounds {
      let one = ScalingDriver(engines: 1, visitAll: visitAll)
      var single = Samples()
      for _ in 0..<8 { single.values.append(batch(200) { one.run($0) }) }
      var tenThousand = Samples()
      do {
        let many = ScalingDriver(engines: 10_000, visitAll: visitAll)
        for _ in 0..<15 { tenThousand.values.append(batch(200) { many.run($0) }) }
      }
      for _ in 0..<8 { single.values.append(batch(200) { one.run($0) }) }
      ratios.values.append(tenThousand.median / single.median)
      alone.values.append(single.median)
      crowded.values.append(tenThousand.median)
    }
    return [
      Metric(
        name: "scaling_1_to_10000_engines", value: ratios.median, goal: 1.1,
        detail: String(
          format: "a run with 1 engine alive %.2f µs, with 10,000 %.2f µs (medians of %d rounds)",
          alone.median * 1e6, crowded.median * 1e6, rounds), unit: "×")
    ]
  }

  /// A tap that also reads every other engine: the figure must see the 10,000 reads.
  static func scalingSelfChecks() -> [SelfCheck] {
    [
      SelfCheck(
        metric: "scaling_1_to_10000_engines", value: scaling(rounds: 1, visitAll: true).first!.value,
        threshold: 1.5, what: "a tap that also reads every live engine (×)")
    ]
  }
}

/// One engine tapped while `engines - 1` others (each with an action, on screen) are alive.
/// With `visitAll` (self-check only) each tap also reads every engine's `isBusy`.
@MainActor
final class ScalingDriver {
  let runner = RunDriver(timing: .immediate)
  let others: [ActionEngine]
  let visitAll: Bool

  init(engines: Int, visitAll: Bool) {
    self.visitAll = visitAll
    others = (1..<max(engines, 1)).map { _ in
      let engine = ActionEngine(configuration: ActionConfiguration(timing: .immediate))
      engine.action = AsyncAction {}
      engine.appear()
      return engine
    }
    runner.engine.appear()
    runner.run(50)
  }

  func run(_ count: Int) {
    guard visitAll else {
      runner.run(count)
      return
    }
    for _ in 0..<count {
      var busy = 0
      for engine in others where engine.isBusy { busy += 1 }
      precondition(busy == 0)
      runner.run(1)
    }
  }
}
