import AsyncActionCore
import CAllocationCounter
import Foundation

/// The engine's figures, each against its baseline in the same run.
@MainActor
enum EngineBench {
  static func run(repetitions: Int) async -> [Metric] {
    var metrics: [Metric] = []
    metrics += await tapToFinish(repetitions: repetitions, timing: .immediate, name: "tap_finish_immediate")
    metrics += await tapToFinish(repetitions: repetitions, timing: .standard, name: "tap_finish_standard")
    metrics += await ignoredTap(repetitions: repetitions)
    metrics += await cancelOnLeave(repetitions: repetitions)
    metrics += await memory()
    return metrics
  }

  // MARK: Accepted tap → action → finish

  static func tapToFinish(repetitions: Int, timing: SpinnerTiming, name: String) async -> [Metric] {
    let runs = 5_000
    var bare = Samples()
    var engine = Samples()
    _ = await bareTasks(500)
    _ = await engineRuns(500, timing: timing)
    for _ in 0..<repetitions {
      // Interleaved in chunks, so that a slow moment of the machine hits both sides alike.
      var bareTotal = 0.0
      var engineTotal = 0.0
      for _ in 0..<10 {
        bareTotal += await bareTasks(runs / 10)
        engineTotal += await engineRuns(runs / 10, timing: timing)
      }
      bare.values.append(bareTotal / Double(runs))
      engine.values.append(engineTotal / Double(runs))
    }
    let ratio = engine.median / bare.median
    return [
      Metric(
        name: name, value: ratio, goal: 1.25,
        detail: String(
          format: "engine %.2f µs (min %.2f), bare Task %.2f µs (min %.2f) per run",
          engine.median * 1e6, engine.min * 1e6, bare.median * 1e6, bare.min * 1e6),
        unit: "×")
    ]
  }

  static func bareTasks(_ count: Int) async -> Double {
    var finished = 0
    let action: @MainActor () async -> Void = { finished += 1 }
    let start = ContinuousClock.now
    for _ in 0..<count {
      let task = Task { @MainActor in await action() }
      await task.value
    }
    precondition(finished == count)
    return (ContinuousClock.now - start).seconds
  }

  static func engineRuns(_ count: Int, timing: SpinnerTiming) async -> Double {
    let runner = RunDriver(timing: timing)
    let start = ContinuousClock.now
    await runner.run(count)
    let elapsed = (ContinuousClock.now - start).seconds
    precondition(runner.finished == count)
    await runner.engine.waitUntilIdleForBench()
    return elapsed
  }

  // MARK: Ignored tap

  static func ignoredTap(repetitions: Int) async -> [Metric] {
    let taps = 1_000_000
    let engine = ActionEngine(configuration: ActionConfiguration(timing: .immediate))
    let gate = Gate()
    engine.action = AsyncAction { await gate.wait() }
    engine.tap()
    await Task.yield()
    let plain = PlainButton()
    plain.isRunning = true
    var engineSamples = Samples()
    var plainSamples = Samples()
    for _ in 0..<repetitions {
      var start = ContinuousClock.now
      for _ in 0..<taps { tapPlain(plain) }
      plainSamples.values.append((ContinuousClock.now - start).seconds / Double(taps))
      start = ContinuousClock.now
      for _ in 0..<taps { tapEngine(engine) }
      engineSamples.values.append((ContinuousClock.now - start).seconds / Double(taps))
    }
    var allocations: Double = .nan
    if aab_allocation_counting_available() {
      aab_allocation_counting_start()
      for _ in 0..<100_000 { tapEngine(engine) }
      allocations = Double(aab_allocation_counting_stop()) / 100_000
    }
    gate.open()
    await engine.waitUntilIdleForBench()
    precondition(plain.ignored == repetitions * taps)
    return [
      Metric(
        name: "ignored_tap", value: engineSamples.median / plainSamples.median, goal: 3,
        detail: String(
          format: "engine %.2f ns (min %.2f), Bool check %.2f ns (min %.2f) per tap",
          engineSamples.median * 1e9, engineSamples.min * 1e9, plainSamples.median * 1e9,
          plainSamples.min * 1e9),
        unit: "×"),
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

  // MARK: Leave → the action observes cancellation

  static func cancelOnLeave(repetitions: Int) async -> [Metric] {
    let rounds = 2_000
    var engine = Samples()
    var bare = Samples()
    for _ in 0..<repetitions {
      // The median round of each side: one stalled round says nothing about cancellation.
      var engineRounds = Samples()
      var bareRounds = Samples()
      for _ in 0..<rounds {
        bareRounds.values.append(await bareCancellation())
        engineRounds.values.append(await engineCancellation())
      }
      engine.values.append(engineRounds.median)
      bare.values.append(bareRounds.median)
    }
    return [
      Metric(
        name: "cancel_on_leave", value: engine.median / bare.median, goal: 1.2,
        detail: String(
          format: "disappear() → action sees it %.2f µs (min %.2f), Task.cancel() %.2f µs (min %.2f)",
          engine.median * 1e6, engine.min * 1e6, bare.median * 1e6, bare.min * 1e6),
        unit: "×")
    ]
  }

  static func bareCancellation() async -> Double {
    var observedAt: ContinuousClock.Instant?
    var sleeping = false
    let task = Task { @MainActor in
      sleeping = true
      do { try await Task.sleep(for: .seconds(60)) } catch { observedAt = .now }
    }
    while !sleeping { await Task.yield() }
    await Task.yield()
    let start = ContinuousClock.now
    task.cancel()
    await task.value
    return (observedAt! - start).seconds
  }

  static func engineCancellation() async -> Double {
    var observedAt: ContinuousClock.Instant?
    var sleeping = false
    var waiter: CheckedContinuation<Void, Never>?
    let engine = ActionEngine(configuration: ActionConfiguration(timing: .immediate))
    engine.action = AsyncAction {
      sleeping = true
      do { try await Task.sleep(for: .seconds(60)) } catch { observedAt = .now }
    }
    engine.onEvent = { event in
      if case .finished = event {
        waiter?.resume()
        waiter = nil
      }
    }
    engine.tap()
    while !sleeping { await Task.yield() }
    await Task.yield()
    let start = ContinuousClock.now
    // Like `await task.value` in the baseline: suspend until the run has ended, without polling.
    await withCheckedContinuation { continuation in
      waiter = continuation
      engine.disappear()
    }
    return (observedAt! - start).seconds
  }

  // MARK: Memory

  static func memory() async -> [Metric] {
    let runner = RunDriver(timing: .immediate)
    await runner.run(10_000)  // warm up: caches, the task allocator's slabs
    let before = residentBytes()
    await runner.run(100_000)
    let after = residentBytes()
    let growth = Double(after - before) / Double(before) * 100
    return [
      Metric(
        name: "memory_growth_percent", value: max(growth, 0), goal: 1,
        detail: "resident \(before / 1024) KiB before and \(after / 1024) KiB after 100,000 runs", unit: "%")
    ]
  }
}

/// Runs an engine's trivial action again and again, each run tapped once the last one finished.
@MainActor
final class RunDriver {
  let engine: ActionEngine
  private(set) var finished = 0
  private var waiter: CheckedContinuation<Void, Never>?

  init(timing: SpinnerTiming) {
    engine = ActionEngine(configuration: ActionConfiguration(timing: timing))
    engine.action = AsyncAction { [unowned self] in finished += 1 }
    engine.onEvent = { [unowned self] event in
      if case .finished = event {
        waiter?.resume()
        waiter = nil
      }
    }
  }

  func run(_ count: Int) async {
    for _ in 0..<count {
      await withCheckedContinuation { continuation in
        waiter = continuation
        engine.tap()
      }
    }
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

/// An action that waits until the bench lets it go.
@MainActor
final class Gate {
  private var waiter: CheckedContinuation<Void, Never>?
  private var isOpen = false

  func wait() async {
    guard !isOpen else { return }
    await withCheckedContinuation { waiter = $0 }
  }

  func open() {
    isOpen = true
    waiter?.resume()
    waiter = nil
  }
}

extension ActionEngine {
  /// Waits until the engine is idle and has no task left.
  func waitUntilIdleForBench() async {
    while isBusy || phase.kind != .idle { await Task.yield() }
  }
}
