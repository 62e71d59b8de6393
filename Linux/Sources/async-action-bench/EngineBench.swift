import AsyncActionCore
import CBenchSupport
import Foundation

/// The engine's figures, each against its baseline in the same run.
///
/// Every figure is taken the way an app's event loop meets the engine: plain synchronous code on
/// the main thread taps (as a click handler does), then pumps the main actor's queue until the
/// run is over (``MainQueue``). Baseline and engine alternate in small batches, and each figure is
/// the median of the pairs' ratios.
@MainActor
enum EngineBench {
  static func run(repetitions: Int) -> [Metric] {
    var metrics: [Metric] = []
    metrics += tapToFinish(repetitions: repetitions, timing: .immediate, name: "tap_finish_immediate")
    metrics += tapToFinish(repetitions: repetitions, timing: .standard, name: "tap_finish_standard")
    metrics += ignoredTap(repetitions: repetitions)
    metrics += cancelOnLeave(repetitions: repetitions)
    metrics += memory()
    return metrics
  }

  // MARK: Pairs

  /// Measures a baseline and the measured side in alternating batches, each pair back to back,
  /// and keeps each pair's ratio: a slow moment of the machine slows both halves of a pair, so
  /// the ratio holds where absolute times don't. The order alternates from pair to pair.
  static func pairs(_ count: Int, baseline: () -> Double, measured: () -> Double) -> PairedSamples {
    var samples = PairedSamples()
    for pair in 0..<count {
      let base: Double
      let ours: Double
      if pair % 2 == 0 {
        base = baseline()
        ours = measured()
      } else {
        ours = measured()
        base = baseline()
      }
      samples.ratios.values.append(ours / base)
      samples.baseline.values.append(base)
      samples.measured.values.append(ours)
    }
    return samples
  }

  struct PairedSamples {
    var ratios = Samples()
    var baseline = Samples()
    var measured = Samples()
  }

  /// A paired measurement over the repetitions: each repetition adds its median pair's ratio and
  /// each side's median batch figure.
  struct PairedFigure {
    var ratio = Samples()
    var baseline = Samples()
    var measured = Samples()

    mutating func add(_ samples: PairedSamples) {
      ratio.values.append(samples.ratios.median)
      baseline.values.append(samples.baseline.median)
      measured.values.append(samples.measured.median)
    }

    /// "median pair ratio …; <measured> … , <baseline> … per <unit>", in µs or ns.
    func detail(
      measured measuredName: String, baseline baselineName: String, scale: Double, unit: String
    )
      -> String
    {
      let symbol = scale == 1e9 ? "ns" : "µs"
      return String(
        format: "min %.3f×; %@ %.2f %@ (min %.2f), %@ %.2f %@ (min %.2f) per %@", ratio.min, measuredName,
        measured.median * scale, symbol, measured.min * scale, baselineName, baseline.median * scale, symbol,
        baseline.min * scale, unit)
    }
  }

  // MARK: Accepted tap → action → finish

  static func tapToFinish(repetitions: Int, timing: SpinnerTiming, name: String) -> [Metric] {
    let batch = 200
    // One button and one bare-task "button" for the whole figure, as an app taps one button.
    let engine = RunDriver(timing: timing)
    let bare = BareTaskDriver()
    func bareBatch() -> Double {
      let start = ContinuousClock.now
      bare.run(batch)
      return (ContinuousClock.now - start).seconds / Double(batch)
    }
    func engineBatch() -> Double {
      let start = ContinuousClock.now
      engine.run(batch)
      let elapsed = (ContinuousClock.now - start).seconds / Double(batch)
      // The last run's cancelled timer task ends before the next batch, untimed.
      MainQueue.settle()
      return elapsed
    }
    // Warm up both sides: caches, the task allocator, libdispatch's queues.
    _ = pairs(10, baseline: bareBatch, measured: engineBatch)
    var figure = PairedFigure()
    for _ in 0..<repetitions {
      figure.add(pairs(40, baseline: bareBatch, measured: engineBatch))
    }
    var detail = figure.detail(measured: "engine", baseline: "bare Task", scale: 1e6, unit: "run")
    if timing.showDelay > .zero {
      // Beside the goal's baseline, a fair one: a bare Task that also arms and cancels a timer
      // for the show delay, as a hand-written loading button with a delayed spinner would.
      let timed = BareTaskDriver(showDelay: timing.showDelay)
      func timedBatch() -> Double {
        let start = ContinuousClock.now
        timed.run(batch)
        let elapsed = (ContinuousClock.now - start).seconds / Double(batch)
        MainQueue.settle()
        return elapsed
      }
      var fair = PairedFigure()
      for _ in 0..<repetitions {
        fair.add(pairs(40, baseline: timedBatch, measured: engineBatch))
      }
      detail += String(
        format: "; against a bare Task that also arms and cancels a %.0f ms sleep task: %.3f× (%.2f µs)",
        timing.showDelay.seconds * 1000, fair.ratio.median, fair.baseline.median * 1e6)
    }
    return [Metric(name: name, value: figure.ratio.median, goal: 1.25, detail: detail, unit: "×")]
  }

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

  // MARK: Leave → the action observes cancellation

  static func cancelOnLeave(repetitions: Int) -> [Metric] {
    // Each side's batch figure is its median round: one stalled round says nothing about
    // cancellation.
    let batch = 20
    let engine = CancellationDriver()
    func rounds(_ round: () -> Double) -> Double {
      var latencies = Samples()
      for _ in 0..<batch { latencies.values.append(round()) }
      return latencies.median
    }
    func bareBatch() -> Double { rounds(bareCancellation) }
    func engineBatch() -> Double { rounds(engine.round) }
    _ = pairs(10, baseline: bareBatch, measured: engineBatch)
    var figure = PairedFigure()
    for _ in 0..<repetitions {
      figure.add(pairs(40, baseline: bareBatch, measured: engineBatch))
    }
    return [
      Metric(
        name: "cancel_on_leave", value: figure.ratio.median, goal: 1.2,
        detail: figure.detail(
          measured: "disappear() → action sees it", baseline: "Task.cancel()", scale: 1e6, unit: "round"),
        unit: "×")
    ]
  }

  /// A bare task sleeps; `Task.cancel()`; the time until the task sees the cancellation.
  static func bareCancellation() -> Double {
    var observedAt: ContinuousClock.Instant?
    var sleeping = false
    let task = Task { @MainActor in
      sleeping = true
      do { try await Task.sleep(for: .seconds(60)) } catch { observedAt = .now }
    }
    MainQueue.pump { sleeping }  // The task has run up to its sleep.
    let start = ContinuousClock.now
    cancelBare(task)
    MainQueue.pump { observedAt != nil }
    return (observedAt! - start).seconds
  }

  @inline(never)
  static func cancelBare(_ task: Task<Void, Never>) {
    task.cancel()
  }

  // MARK: Memory

  static func memory() -> [Metric] {
    let runner = RunDriver(timing: .immediate)
    runner.run(10_000)  // warm up: caches, the task allocator's slabs
    let before = residentBytes()
    runner.run(100_000)
    let after = residentBytes()
    let growth = Double(after - before) / Double(before) * 100
    return [
      Metric(
        name: "memory_growth_percent", value: max(growth, 0), goal: 1,
        detail: "resident \(before / 1024) KiB before and \(after / 1024) KiB after 100,000 runs", unit: "%")
    ]
  }
}

/// Taps an engine's trivial action again and again, each tap once the last run has finished.
@MainActor
final class RunDriver {
  let engine: ActionEngine
  private(set) var actionsRun = 0
  private(set) var runsFinished = 0

  init(timing: SpinnerTiming) {
    engine = ActionEngine(configuration: ActionConfiguration(timing: timing))
    engine.action = AsyncAction { [unowned self] in actionsRun += 1 }
    engine.onEvent = { [unowned self] event in
      if case .finished = event { runsFinished += 1 }
    }
  }

  func run(_ count: Int) {
    for _ in 0..<count {
      let target = runsFinished + 1
      tap()
      MainQueue.pump { runsFinished == target }
    }
    precondition(actionsRun == runsFinished)
  }

  @inline(never)
  func tap() {
    engine.tap()
  }
}

/// The baseline of an accepted tap: a bare `Task { @MainActor in await action() }`, started the
/// way ``RunDriver`` taps, and over when its action has run.
///
/// With a `showDelay`, the hand-written equivalent of the standard timing's first step: the tap
/// also starts a task that sleeps for the delay (and would then show a spinner), and the run
/// cancels it when its action has returned.
@MainActor
final class BareTaskDriver {
  private(set) var finished = 0
  private(set) var spinnersShown = 0
  let showDelay: Duration?

  init(showDelay: Duration? = nil) {
    self.showDelay = showDelay
  }

  func run(_ count: Int) {
    let action: @MainActor () async -> Void = { [unowned self] in finished += 1 }
    for _ in 0..<count {
      let target = finished + 1
      tap(action)
      MainQueue.pump { finished == target }
    }
  }

  @inline(never)
  func tap(_ action: @escaping @MainActor () async -> Void) {
    guard let showDelay else {
      Task { @MainActor in await action() }
      return
    }
    let spinner = Task { @MainActor in
      do { try await Task.sleep(for: showDelay) } catch { return }
      spinnersShown += 1
    }
    Task { @MainActor in
      await action()
      spinner.cancel()
    }
  }
}

/// One button, tapped and left again and again: each round the action sleeps, the button leaves
/// the screen, and the round measures how long until the action sees the cancellation.
@MainActor
final class CancellationDriver {
  let engine = ActionEngine(configuration: ActionConfiguration(timing: .immediate))
  private var sleeping = false
  private var observedAt: ContinuousClock.Instant?

  init() {
    engine.action = AsyncAction { [unowned self] in
      sleeping = true
      do { try await Task.sleep(for: .seconds(60)) } catch { observedAt = .now }
    }
  }

  func round() -> Double {
    sleeping = false
    observedAt = nil
    engine.appear()
    engine.tap()
    MainQueue.pump { sleeping }
    let start = ContinuousClock.now
    leave()
    MainQueue.pump { observedAt != nil && !engine.isBusy }
    return (observedAt! - start).seconds
  }

  @inline(never)
  func leave() {
    engine.disappear()
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
