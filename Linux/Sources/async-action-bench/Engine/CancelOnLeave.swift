@_spi(Shell) import AsyncActionCore
import Foundation

/// `cancel_on_leave_hops`: main-actor hops from `disappear()` until the action sees its
/// cancellation (goal ≤ 1, what a bare `Task.cancel()` takes).
extension EngineBench {
  // MARK: Leave → the action observes cancellation, in main-actor hops

  /// Main-actor hops (turns of the main queue that ran work) from `disappear()` until the action
  /// sees the cancellation; beside it, the same count for a bare `Task.cancel()`.
  static func cancelOnLeaveHops(rounds: Int, extraHops: Int = 0) -> [Metric] {
    let driver = CancellationDriver()
    var hops = Samples()
    var bareHops = Samples()
    for _ in 0..<rounds {
      hops.values.append(Double(driver.hops(extraHops: extraHops)))
      bareHops.values.append(Double(bareCancellationHops()))
    }
    return [
      Metric(
        name: "cancel_on_leave_hops", value: hops.percentile(99), goal: 1,
        detail: String(
          format: "max over %d rounds (median %.0f); a bare Task.cancel(): %.0f", rounds, hops.median,
          bareHops.percentile(99)), unit: "")
    ]
  }

  /// A bare task sleeps; `Task.cancel()`; the hops until the task sees the cancellation.
  static func bareCancellationHops() -> Int {
    var observed = false
    var sleeping = false
    let task = Task { @MainActor in
      sleeping = true
      do { try await Task.sleep(for: .seconds(60)) } catch { observed = true }
    }
    MainQueue.pump { sleeping }
    MainQueue.settle(quietMilliseconds: 1)
    task.cancel()
    return MainQueue.pumpCountingHops { observed }
  }

  /// A leave that cancels through two more main-actor hops: the figure must count them.
  static func cancelOnLeaveSelfChecks() -> [SelfCheck] {
    cancelOnLeaveHops(rounds: 10, extraHops: 2).map {
      SelfCheck(
        metric: $0.name, value: $0.value, threshold: 3,
        what: "disappear() called two main-actor hops late (hops)")
    }
  }
}

/// One button, tapped and left again and again: each round the action sleeps, the button leaves
/// the screen, and the round counts main-actor hops until the action sees the cancellation.
@MainActor
final class CancellationDriver {
  let engine = ActionEngine(configuration: ActionConfiguration(timing: .immediate))
  private var sleeping = false
  private var observed = false

  init() {
    engine.action = AsyncAction { [unowned self] in
      sleeping = true
      do { try await Task.sleep(for: .seconds(60)) } catch { observed = true }
    }
  }

  /// One round; `extraHops` (self-check only) defers `disappear()` by that many hops.
  func hops(extraHops: Int = 0) -> Int {
    sleeping = false
    observed = false
    engine.appear()
    engine.tap()
    MainQueue.pump { sleeping }
    MainQueue.settle(quietMilliseconds: 1)
    if extraHops == 0 {
      leave()
    } else {
      Task { @MainActor in
        for _ in 1..<extraHops { await Task.yield() }
        leave()
      }
    }
    let hops = MainQueue.pumpCountingHops { observed }
    MainQueue.pump { !engine.isBusy }
    MainQueue.settle(quietMilliseconds: 1)
    return hops
  }

  /// The callgrind driver's round: tap, sleep, leave, until the run has ended.
  func round() {
    _ = hops()
  }

  @inline(never)
  func leave() {
    engine.disappear()
  }
}
