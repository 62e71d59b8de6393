import AsyncActionCore
import CBenchSupport
import Foundation
import Observation

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
    metrics += engineVersusFlag(
      repetitions: repetitions, timing: .immediate, name: "engine_vs_flag_immediate")
    metrics += engineVersusFlag(repetitions: repetitions, timing: .standard, name: "engine_vs_flag_standard")
    metrics += ignoredTap(repetitions: repetitions)
    metrics += timerVersusBareSleep(iterations: repetitions >= 5 ? 100 : 50)
    metrics += cancelOnLeaveHops(rounds: 50)
    // NB: growth first: pages freed by an earlier figure would absorb a leak.
    metrics += memoryGrowth()
    metrics += memoryPerEngine()
    metrics += scaling(rounds: max(3, repetitions))
    return metrics
  }

  /// Shows that each figure can move: the same measurement against a side made deliberately
  /// worse must report it.
  static func selfChecks() -> [SelfCheck] {
    var checks: [SelfCheck] = []
    // engine_vs_flag_*: the flag against the same flag that also takes one more main-actor hop.
    let flag = FlagDriver(showDelay: nil)
    let slowFlag = FlagDriver(showDelay: nil, extraHops: 1)
    let worse = pairs(
      20, baseline: { batch(200) { flag.run($0) } }, measured: { batch(200) { slowFlag.run($0) } })
    checks.append(
      SelfCheck(
        metric: "engine_vs_flag_immediate", value: worse.ratios.median, threshold: 1.25,
        what: "the flag against the flag plus one extra main-actor hop per run (×)"))
    let timedFlag = FlagDriver(showDelay: SpinnerTiming.standard.showDelay)
    let slowTimedFlag = FlagDriver(showDelay: SpinnerTiming.standard.showDelay, extraHops: 1)
    let worseTimed = pairs(
      20, baseline: { batch(200, settle: true) { timedFlag.run($0) } },
      measured: { batch(200, settle: true) { slowTimedFlag.run($0) } })
    checks.append(
      SelfCheck(
        metric: "engine_vs_flag_standard", value: worseTimed.ratios.median, threshold: 1.25,
        what: "the flag with its timer against the same plus one extra main-actor hop per run (×)"))
    // ignored_tap: the Bool check against a tap that also allocates.
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
    // timer_vs_bare_sleep_paired_p99_ms: a bare sleep armed 2 ms after the engine's timer.
    checks += timerVersusBareSleep(iterations: 20, bareLate: .milliseconds(2)).map {
      SelfCheck(
        metric: $0.name, value: $0.value, threshold: 1.5,
        what: "the engine's timer against a bare sleep 2 ms longer (ms)")
    }
    // cancel_on_leave_hops: a leave that cancels through two more main-actor hops.
    checks += cancelOnLeaveHops(rounds: 10, extraHops: 2).map {
      SelfCheck(
        metric: $0.name, value: $0.value, threshold: 3,
        what: "disappear() called two main-actor hops late (hops)")
    }
    // memory_growth_percent: a run that leaks 4 KiB; first, as pages freed by the next check would absorb it.
    checks.append(
      SelfCheck(
        metric: "memory_growth_percent", value: memoryGrowth(leakPerRun: 4096).first!.value, threshold: 1,
        what: "the same runs, each leaking 4 KiB (%)"))
    // memory_per_engine_bytes: objects that each hold 2 KiB.
    let heavy = heapPerObject(10_000) { HeavyObject() }
    checks.append(
      SelfCheck(
        metric: "memory_per_engine_bytes", value: heavy, threshold: 2048,
        what: "10,000 objects that each hold a 2 KiB buffer (bytes each)"))
    // scaling_1_to_10000_engines: a tap that also reads every other engine.
    checks.append(
      SelfCheck(
        metric: "scaling_1_to_10000_engines", value: scaling(rounds: 1, visitAll: true).first!.value,
        threshold: 1.5, what: "a tap that also reads every live engine (×)"))
    return checks
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

  /// The seconds per run of `runs(count)`; with `settle`, the last run's cancelled timer task
  /// ends, untimed, before the next batch.
  static func batch(_ count: Int, settle: Bool = false, _ runs: (Int) -> Void) -> Double {
    let start = ContinuousClock.now
    runs(count)
    let elapsed = (ContinuousClock.now - start).seconds / Double(count)
    if settle { MainQueue.settle() }
    return elapsed
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

    /// "min …×; <measured> … , <baseline> … per <unit>", in µs or ns.
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

  // MARK: Accepted tap → action → finish, against an @Observable flag

  /// The engine against what a user writes instead: an `@Observable` `isRunning` flag set around
  /// a `Task` (with the standard timing, plus a hand-written 100 ms delayed-spinner timer that the
  /// fast action cancels). Each side has one observer that re-reads what it shows after each
  /// change, on the event loop's next turn, as a UI does.
  static func engineVersusFlag(repetitions: Int, timing: SpinnerTiming, name: String) -> [Metric] {
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
        name: name, value: figure.ratio.median, goal: 1.25,
        detail: figure.detail(measured: "engine", baseline: baseline, scale: 1e6, unit: "run")
          + "; instructions: scripts/bench-callgrind", unit: "×")
    ]
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

  /// The self-check's ignored tap that allocates: eight buffers per tap.
  @inline(never)
  static func allocatingTap() {
    for size in 1...8 {
      let buffer = UnsafeMutableRawPointer.allocate(byteCount: 64 * size, alignment: 8)
      buffer.storeBytes(of: size, as: Int.self)
      buffer.deallocate()
    }
  }

  // MARK: The show-delay timer against a bare sleep armed at the same instant

  /// Each iteration taps an engine whose action outlasts a 20 ms show delay, and in the same
  /// main-actor turn starts a bare `Task` that sleeps on the same clock until the same deadline
  /// (plus `bareLate`), and a second one, the control.
  /// The figure is the p99 of the absolute difference between the instant the engine shows its
  /// spinner (read in the mutation) and the instant the bare sleep returns.
  static func timerVersusBareSleep(iterations: Int, bareLate: Duration = .zero) -> [Metric] {
    let delay: Duration = .milliseconds(20)
    let engine = ActionEngine(
      configuration: ActionConfiguration(timing: try! SpinnerTiming(showDelay: delay, minimumVisible: .zero)))
    engine.action = AsyncAction { try await Task.sleep(for: .milliseconds(40)) }
    let clock = ContinuousClock()
    var differences = Samples()
    var notShown = 0
    var signed = Samples()
    var control = Samples()
    var lateness = Samples()
    for _ in 0..<iterations {
      let shown = Stamp()
      withObservationTracking {
        _ = engine.isSpinnerVisible
      } onChange: {
        shown.set(.now)
      }
      var bareAt: ContinuousClock.Instant?
      var otherBareAt: ContinuousClock.Instant?
      // The engine fixes its deadline in tap(); the bare sleeps get the same one.
      let tapped = clock.now
      let deadline = tapped.advanced(by: delay + bareLate)
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
      // NB: after a stall of the machine the action's return can reach the main actor before the
      // timer does: the engine then rightly shows no spinner, and the iteration is set apart.
      MainQueue.pump { bareAt != nil && otherBareAt != nil && (shown.value != nil || !engine.isBusy) }
      guard shown.value != nil else {
        notShown += 1
        MainQueue.settle()
        continue
      }
      differences.values.append(abs((shown.value! - bareAt!).seconds) * 1000)
      signed.values.append((shown.value! - bareAt!).seconds * 1000)
      control.values.append(abs((otherBareAt! - bareAt!).seconds) * 1000)
      lateness.values.append(((shown.value! - tapped) - delay).seconds * 1000)
      MainQueue.pump { !engine.isBusy }
      MainQueue.settle()
    }
    return [
      Metric(
        name: "timer_vs_bare_sleep_paired_p99_ms", value: differences.percentile(99), goal: 0.5,
        detail: String(
          format:
            "|engine's spinner − bare clock.sleep| per iteration: p50 %.3f ms, p99 %.3f ms over %d (%d more set apart: no spinner was due; engine − bare: min %.3f ms, max %.3f ms); two bare sleeps armed together: p50 %.3f ms, p99 %.3f ms; the engine's spinner after its 20 ms deadline: p50 %.3f ms, p99 %.3f ms",
          differences.percentile(50), differences.percentile(99), differences.values.count, notShown,
          signed.min,
          signed.values.max() ?? .nan, control.percentile(50),
          control.percentile(99), lateness.percentile(50), lateness.percentile(99)), unit: " ms")
    ]
  }

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

  // MARK: Memory

  /// Heap per idle engine: 10,000 engines with an action each, alive together.
  static func memoryPerEngine() -> [Metric] {
    let perEngine = heapPerObject(10_000) {
      let engine = ActionEngine(configuration: ActionConfiguration())
      engine.action = AsyncAction {}
      return engine
    }
    return [
      Metric(
        name: "memory_per_engine_bytes", value: perEngine.rounded(), goal: 1024,
        detail: "heap in use (mallinfo2) per idle engine with an action, over 10,000 engines", unit: " B")
    ]
  }

  /// The heap in use per object while `count` objects made by `make` are alive.
  static func heapPerObject<Object>(_ count: Int, _ make: () -> Object) -> Double {
    var warm: [Object] = []
    for _ in 0..<100 { warm.append(make()) }
    var objects: [Object] = []
    objects.reserveCapacity(count)
    let before = aab_heap_in_use_bytes()
    for _ in 0..<count { objects.append(make()) }
    let after = aab_heap_in_use_bytes()
    // NB: the array's buffer was reserved before the first count: only the objects are counted.
    withExtendedLifetime((warm, objects)) {}
    return (Double(after) - Double(before)) / Double(count)
  }

  static func memoryGrowth(leakPerRun: Int = 0) -> [Metric] {
    let runner = RunDriver(timing: .immediate)
    runner.run(10_000)  // warm up: caches, the task allocator's slabs
    let runs = leakPerRun > 0 ? 20_000 : 100_000
    var leaked: [UnsafeMutableRawPointer] = []
    let before = residentBytes()
    let heapBefore = aab_heap_in_use_bytes()
    for _ in 0..<(runs / 1000) {
      runner.run(1000)
      if leakPerRun > 0 {
        for _ in 0..<1000 {
          let block = UnsafeMutableRawPointer.allocate(byteCount: leakPerRun, alignment: 16)
          block.initializeMemory(as: UInt8.self, repeating: 1, count: leakPerRun)
          leaked.append(block)
        }
      }
    }
    let after = residentBytes()
    let heapGrowth = (Double(aab_heap_in_use_bytes()) - Double(heapBefore)) / Double(runs)
    for block in leaked { block.deallocate() }
    let growth = Double(after - before) / Double(before) * 100
    return [
      Metric(
        name: "memory_growth_percent", value: max(growth, 0), goal: 1,
        detail:
          "resident \(before / 1024) KiB before and \(after / 1024) KiB after \(runs) runs; heap in use "
          + String(format: "%+.2f B a run", heapGrowth), unit: "%")
    ]
  }

  // MARK: Scaling

  /// The time of a tap-to-finish run on one engine while it is the only one, against the same
  /// while 9,999 other engines (each with its action, on screen) are alive: in rounds, each
  /// round's ratio of medians; the figure is the median round. The instruction counts are
  /// scripts/bench-callgrind's.
  static func scaling(rounds: Int, visitAll: Bool = false) -> [Metric] {
    var ratios = Samples()
    var alone = Samples()
    var crowded = Samples()
    for _ in 0..<rounds {
      let one = ScalingDriver(engines: 1, visitAll: visitAll)
      var single = Samples()
      for _ in 0..<15 { single.values.append(batch(200) { one.run($0) }) }
      let many = ScalingDriver(engines: 10_000, visitAll: visitAll)
      var tenThousand = Samples()
      for _ in 0..<15 { tenThousand.values.append(batch(200) { many.run($0) }) }
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
}

/// What a UI does with observable state: reads what it shows, and when one of those values
/// changes, reads again on the event loop's next turn (here: when the bench's pump looks).
@MainActor
final class Observer {
  private let read: @MainActor () -> Void
  private var isDirty = false
  private(set) var renders = 0

  init(read: @escaping @MainActor () -> Void) {
    self.read = read
    render()
  }

  /// Reads again if a value changed since the last read; returns `true` for the pump.
  @discardableResult
  func renderIfNeeded() -> Bool {
    if isDirty { render() }
    return true
  }

  private func render() {
    isDirty = false
    renders += 1
    withObservationTracking {
      read()
    } onChange: { [weak self] in
      // The mutation runs on the main actor: onChange is called in its willSet.
      MainActor.assumeIsolated { self?.isDirty = true }
    }
  }
}

/// A user's own loading flag, observed by their UI.
@MainActor @Observable
final class FlagModel {
  var isRunning = false
  var isSpinnerShown = false
}

/// The baseline of `engine_vs_flag_*`: `isRunning = true; Task { await action(); isRunning = false }`
/// on an `@Observable` model with one observer; with a `showDelay`, also the hand-written delayed
/// spinner: a task that sleeps for the delay and then shows the spinner, cancelled when the
/// action returns first. `extraHops` (self-checks only) adds main-actor hops to each run.
@MainActor
final class FlagDriver {
  let model = FlagModel()
  let showDelay: Duration?
  let extraHops: Int
  private(set) var finished = 0
  private var observer: Observer?

  init(showDelay: Duration?, extraHops: Int = 0) {
    self.showDelay = showDelay
    self.extraHops = extraHops
    let model = model
    observer = Observer {
      _ = model.isRunning
      _ = model.isSpinnerShown
    }
  }

  func run(_ count: Int) {
    let action: @MainActor () async -> Void = { [unowned self] in
      for _ in 0..<extraHops { await Task.yield() }
      finished += 1
    }
    for _ in 0..<count {
      let target = finished + 1
      tap(action)
      MainQueue.pump { observer!.renderIfNeeded() && finished == target && !model.isRunning }
    }
  }

  @inline(never)
  func tap(_ action: @escaping @MainActor () async -> Void) {
    model.isRunning = true
    guard let showDelay else {
      Task { @MainActor in
        await action()
        model.isRunning = false
      }
      return
    }
    let spinner = Task { @MainActor [model] in
      do { try await Task.sleep(for: showDelay) } catch { return }
      model.isSpinnerShown = true
    }
    Task { @MainActor in
      await action()
      spinner.cancel()
      if model.isSpinnerShown { model.isSpinnerShown = false }
      model.isRunning = false
    }
  }
}

/// Taps an engine's trivial action again and again, each tap once the last run has finished,
/// with one observer reading what a button shows.
@MainActor
final class RunDriver {
  let engine: ActionEngine
  private(set) var actionsRun = 0
  private(set) var runsFinished = 0
  private var observer: Observer?

  init(timing: SpinnerTiming) {
    engine = ActionEngine(configuration: ActionConfiguration(timing: timing))
    engine.action = AsyncAction { [unowned self] in actionsRun += 1 }
    engine.onEvent = { [unowned self] event in
      if case .finished = event { runsFinished += 1 }
    }
    let engine = engine
    observer = Observer {
      _ = engine.isBusy
      _ = engine.isSpinnerVisible
    }
  }

  func run(_ count: Int) {
    for _ in 0..<count {
      let target = runsFinished + 1
      tap()
      MainQueue.pump { observer!.renderIfNeeded() && runsFinished == target }
    }
    precondition(actionsRun == runsFinished)
  }

  @inline(never)
  func tap() {
    engine.tap()
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

/// The self-check's object for `memory_per_engine_bytes`: 2 KiB of heap each.
final class HeavyObject {
  let bytes = [UInt8](repeating: 1, count: 2048)
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
