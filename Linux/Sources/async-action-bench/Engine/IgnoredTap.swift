@_spi(Shell) import AsyncActionCore
import CBenchSupport
import Foundation

/// `ignored_tap` and `ignored_tap_allocations`: a tap on a busy engine against a plain button's
/// `if isRunning { return }` (goal ≤ 3×), and the heap allocations it makes (goal 0).
extension EngineBench {
  // MARK: Ignored tap

  static func ignoredTap(repetitions: Int) -> [Metric] {
    let batch = 100_000
    let engine = ActionEngine(configuration: ActionConfiguration(timing: .immediate))
    let gate = Gate()
    engine.action = AsyncAction { await gate.wait() }
    engine.tap()
    MainQueue.drainOnce()
    let plain = PlainButton()
    plain.isRunning = true
    func plainBatch() -> Double {
      let start = ContinuousClock.now
      for _ in 0..<batch { tapPlain(plain) }
      return (ContinuousClock.now - start).seconds / Double(batch)
    }
    func engineBatch() -> Double {
      let start = ContinuousClock.now
      for _ in 0..<batch { tapEngine(engine) }
      return (ContinuousClock.now - start).seconds / Double(batch)
    }
    _ = pairs(4, baseline: plainBatch, measured: engineBatch)
    var figure = PairedFigure()
    for _ in 0..<repetitions {
      figure.add(pairs(20, baseline: plainBatch, measured: engineBatch))
    }
    var allocations: Double = .nan
    if aab_allocation_counting_available() {
      aab_allocation_counting_start()
      for _ in 0..<100_000 { tapEngine(engine) }
      allocations = Double(aab_allocation_counting_stop()) / 100_000
    }
    gate.open()
    MainQueue.pump { !engine.isBusy }
    precondition(plain.ignored == (4 + repetitions * 20) * batch)
    return [
      Metric(
        name: "ignored_tap", value: figure.ratio.median, goal: 3,
        detail: figure.detail(measured: "engine", baseline: "Bool check", scale: 1e9, unit: "tap"), unit: "×"),
      Metric(
        name: "ignored_tap_allocations", value: allocations, goal: 0,
        detail: "heap allocations per ignored tap, counted over 100,000 taps", unit: ""),
    ]
  }

  @inline(never)
  static func tapEngine(_ engine: ActionEngine) {
    _ = engine.tap()
  }

  @inline(never)
  static func tapPlain(_ button: PlainButton) {
    button.tap()
  }

  /// The self-check's ignored tap that allocates: eight buffers per tap.
  @inline(never)
  static func allocatingTap() {
    for size in 1...8 {
      let buffer = UnsafeMutableRawPointer.allocate(byteCount: 64 * size, alignment: 8)
      buffer.storeBytes(of: size, as: Int.self)
      buffer.deallocate()
    }
  }

  /// The Bool check against a tap that allocates: the time figure and the allocation count must
  /// both see it.
  static func ignoredTapSelfChecks() -> [SelfCheck] {
    var checks: [SelfCheck] = []
    let plain = PlainButton()
    plain.isRunning = true
    let taps = pairs(
      10,
      baseline: {
        batch(100_000) { count in for _ in 0..<count { tapPlain(plain) } }
      },
      measured: {
        batch(100_000) { count in for _ in 0..<count { allocatingTap() } }
      })
    checks.append(
      SelfCheck(
        metric: "ignored_tap", value: taps.ratios.median, threshold: 3,
        what: "the Bool check against a tap that allocates eight buffers (×)"))
    // ignored_tap_allocations: a tap that allocates is counted.
    aab_allocation_counting_start()
    for _ in 0..<1000 { allocatingTap() }
    let allocations = Double(aab_allocation_counting_stop()) / 1000
    checks.append(
      SelfCheck(
        metric: "ignored_tap_allocations", value: allocations, threshold: 1,
        what: "a tap that allocates eight buffers (allocations per tap)"))
    return checks
  }
}

/// The baseline of an ignored tap: the `if isRunning { return }` of a plain button.
final class PlainButton {
  var isRunning = false
  var ignored = 0

  func tap() {
    if isRunning {
      ignored += 1
      return
    }
  }
}
