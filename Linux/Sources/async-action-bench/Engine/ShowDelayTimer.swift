@_spi(Shell) import AsyncActionCore
import Foundation
import Synchronization

/// `timer_vs_bare_sleep_paired_p99_ms`: the instant the engine shows its spinner against a bare
/// `clock.sleep` to the same deadline, armed in the same turn (goal p99 ≤ 0.5 ms).
extension EngineBench {
  // MARK: The show-delay timer against a bare sleep armed at the same instant

  /// Each iteration taps an engine whose action outlasts a 20 ms show delay, and in the same
  /// main-actor turn starts a bare `Task` that sleeps on the same clock until the same deadline
  /// (shifted by `bareShift`), and a second one, the control.
  /// The figure is the p99 of the paired difference, the instant the engine shows its spinner
  /// (told by `onPresentationChange`) minus the instant the bare sleep returns: how much later
  /// than a bare sleep the engine's timer shows the spinner. An engine ahead of the bare sleep
  /// measures the bare sleep's own delay, and counts as no difference, not as the engine's; its
  /// extent is in the detail (the minimum). An iteration in which the two bare sleeps themselves
  /// woke more than `stallLimit` apart measured a stall of the machine, not the engine: it is set
  /// apart, and counted in the detail.
  static func timerVersusBareSleep(iterations: Int, bareShift: Duration = .zero) -> [Metric] {
    let delay: Duration = .milliseconds(20)
    let stallLimit = 0.25  // ms
    var stalls = 0
    let engine = ActionEngine(
      configuration: ActionConfiguration(
        timing: ActionConfiguration.BusyIndicatorTiming(showDelay: delay, minimumVisible: .zero)))
    engine.action = AsyncAction { try await Task.sleep(for: .milliseconds(40)) }
    let clock = ContinuousClock()
    var differences = Samples()
    var notShown = 0
    var signed = Samples()
    var control = Samples()
    var lateness = Samples()
    for _ in 0..<iterations {
      // The instant the engine publishes its spinner, told synchronously in the turn that shows it.
      let shown = Stamp()
      engine.onPresentationChange = { presentation in
        if presentation.isBusyIndicatorVisible && shown.value == nil { shown.set(.now) }
      }
      var bareAt: ContinuousClock.Instant?
      var otherBareAt: ContinuousClock.Instant?
      // The engine fixes its deadline in tap(); the bare sleeps get the same one.
      let tapped = clock.now
      let deadline = tapped.advanced(by: delay + bareShift)
      engine.tap()
      Task { @MainActor in
        try? await clock.sleep(until: deadline, tolerance: nil)
        bareAt = clock.now
      }
      // The control: a second bare sleep to the same deadline, against the first.
      Task { @MainActor in
        try? await clock.sleep(until: deadline, tolerance: nil)
        otherBareAt = clock.now
      }
      // After a stall of the machine the action's return can reach the main actor before the
      // timer does: the engine then rightly shows no spinner, and the iteration is set apart.
      MainQueue.pump { bareAt != nil && otherBareAt != nil && (shown.value != nil || !engine.isBusy) }
      guard shown.value != nil else {
        notShown += 1
        MainQueue.settle()
        continue
      }
      control.values.append(abs((otherBareAt! - bareAt!).seconds) * 1000)
      guard control.values.last! <= stallLimit else {
        stalls += 1
        MainQueue.pump { !engine.isBusy }
        MainQueue.settle()
        continue
      }
      let difference = (shown.value! - bareAt!).seconds * 1000
      differences.values.append(max(difference, 0))
      signed.values.append(difference)
      lateness.values.append(((shown.value! - tapped) - delay).seconds * 1000)
      MainQueue.pump { !engine.isBusy }
      MainQueue.settle()
    }
    return [
      Metric(
        name: "timer_vs_bare_sleep_paired_p99_ms", value: differences.percentile(99), goal: 0.5,
        detail: String(
          format:
            "engine's spinner − bare clock.sleep per iteration, 0 when the engine is ahead: p50 %.3f ms, p99 %.3f ms over %d (set apart: %d with no spinner due, %d stalls, where the two bare sleeps woke over %.2f ms apart; engine − bare: min %.3f ms, max %.3f ms); two bare sleeps armed together: p50 %.3f ms, p99 %.3f ms over all; the engine's spinner after its 20 ms deadline: p50 %.3f ms, p99 %.3f ms",
          differences.percentile(50), differences.percentile(99), differences.values.count, notShown,
          stalls, stallLimit, signed.min,
          signed.values.max() ?? .nan, control.percentile(50),
          control.percentile(99), lateness.percentile(50), lateness.percentile(99)), unit: " ms")
    ]
  }

  /// A bare sleep to a deadline 2 ms before the engine's: the engine is 2 ms later than it, and
  /// the figure must see the 2 ms.
  static func timerVersusBareSleepSelfChecks() -> [SelfCheck] {
    timerVersusBareSleep(iterations: 20, bareShift: .milliseconds(-2)).map {
      SelfCheck(
        metric: $0.name, value: $0.value, threshold: 1.5,
        what: "the engine's timer against a bare sleep 2 ms shorter (ms)")
    }
  }
}

/// A time stamp written by an observation callback.
final class Stamp: Sendable {
  private let box = Mutex<ContinuousClock.Instant?>(nil)
  func set(_ instant: ContinuousClock.Instant) { box.withLock { $0 = instant } }
  var value: ContinuousClock.Instant? { box.withLock { $0 } }
}
