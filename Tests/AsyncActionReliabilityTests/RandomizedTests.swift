import AsyncActionTestSupport
import Foundation
import Testing

@testable import AsyncActionCore

/// Drives real engines and the reference model with the same random sequences of taps, cancels,
/// leaves and returns, trigger changes, clock advances, action completions and throws, progress
/// reports and scope peers, and compares them after every step.
///
/// `ASYNC_ACTION_SEQUENCES` sets the number of sequences (default 2,000) and `ASYNC_ACTION_SEED`
/// the first seed; sequence `i` uses seed `first + i`, so a failure names the one seed to replay.
@MainActor
@Suite(.timeLimit(.minutes(30)))
struct RandomizedTests {
  @Test func engineMatchesTheReferenceModelOnRandomSequences() async {
    let environment = ProcessInfo.processInfo.environment
    let count = environment["ASYNC_ACTION_SEQUENCES"].flatMap(Int.init) ?? 2_000
    let firstSeed = environment["ASYNC_ACTION_SEED"].flatMap(UInt64.init) ?? 0x5EED
    let started = ContinuousClock.now
    var events = 0
    for offset in 0..<UInt64(count) {
      let scenario = Scenario.random(seed: firstSeed &+ offset)
      events += scenario.steps.count
      if let failure = await Rig.check(scenario) {
        let shrunk = await Rig.shrink(scenario)
        Issue.record(
          """
          seed \(scenario.seed): \(failure)
          replay: ASYNC_ACTION_SEED=\(scenario.seed) ASYNC_ACTION_SEQUENCES=1
          minimal failing sequence (\(shrunk.steps.count) of \(scenario.steps.count) steps):
          \(shrunk)
          """)
        return
      }
    }
    let elapsed = ContinuousClock.now - started
    print(
      "randomized: \(count) sequences, \(events) events, seeds \(firstSeed)…\(firstSeed &+ UInt64(count) - 1), \(elapsed)"
    )
  }

  @Test func theCheckerCatchesAnEngineThatBreaksARule() async {
    // A sequence the model and the engine agree on…
    var scenario = Scenario(
      seed: 0, buttons: [.init(configuration: ActionConfiguration(), cooperative: true, scoped: false)],
      steps: [
        .tap(0), .tap(0), .advance(.milliseconds(100)), .complete(0, .throwsError), .advance(.seconds(1)),
      ])
    #expect(await Rig.check(scenario) == nil)
    // …and the same with the model told a different rule: the checker must notice.
    scenario.buttons[0].configuration.timing = .immediate
    scenario.modelTimingOverride = .standard
    #expect(await Rig.check(scenario) != nil)
  }
}

/// A random test: the buttons and the steps.
struct Scenario: CustomStringConvertible {
  struct ButtonSetup {
    var configuration: ActionConfiguration
    var cooperative: Bool
    var scoped: Bool
  }

  enum Step: CustomStringConvertible {
    case tap(Int)
    case complete(Int, ReferenceModel.Completion)
    case advance(Duration)
    case cancel(Int)
    case disappear(Int)
    case appear(Int)
    case trigger(Int)
    case progress(Int, Double)
    /// An event handler of the first button taps the second when the first next ends a run.
    case armHandler(Int, Int)

    var description: String {
      switch self {
      case .tap(let b): "tap b\(b)"
      case .complete(let b, let completion): "complete b\(b) \(completion)"
      case .advance(let duration): "advance \(duration)"
      case .cancel(let b): "cancel b\(b)"
      case .disappear(let b): "disappear b\(b)"
      case .appear(let b): "appear b\(b)"
      case .trigger(let b): "trigger b\(b)"
      case .progress(let b, let value): "progress b\(b) \(value)"
      case .armHandler(let b, let target): "arm b\(b)'s handler to tap b\(target)"
      }
    }
  }

  var seed: UInt64
  var buttons: [ButtonSetup]
  var steps: [Step]
  /// For the checker's own test: a timing the model uses instead of the engine's.
  var modelTimingOverride: SpinnerTiming?

  var description: String {
    let setups = buttons.enumerated().map { index, setup in
      let c = setup.configuration
      return
        "b\(index): timing \(c.timing.showDelay)/\(c.timing.minimumVisible), \(c.policy), \(c.lifetime), "
        + "feedback \(String(describing: c.feedback.success))/\(String(describing: c.feedback.failure)), "
        + "timeout \(String(describing: c.timeout?.duration)), cooperative \(setup.cooperative), scoped \(setup.scoped)"
    }
    return (setups + steps.map { "  \($0)" }).joined(separator: "\n")
  }

  static func random(seed: UInt64) -> Scenario {
    var random = SplitMix64(seed: seed)
    let timings = [
      SpinnerTiming.standard, .immediate,
      try! SpinnerTiming(showDelay: .zero, minimumVisible: .milliseconds(300)),
      try! SpinnerTiming(showDelay: .milliseconds(50), minimumVisible: .zero),
    ]
    let feedbacks = [
      FeedbackTiming.none, try! FeedbackTiming(success: .seconds(1), failure: nil),
      try! FeedbackTiming(success: nil, failure: .milliseconds(500)),
      try! FeedbackTiming(success: .milliseconds(200), failure: .milliseconds(200)),
    ]
    let timeouts: [ActionTimeout?] = [
      nil, nil, try! ActionTimeout(.milliseconds(250)), try! ActionTimeout(.seconds(2)),
    ]
    let buttonCount = Int.random(in: 1...2, using: &random)
    let scoped = buttonCount == 2 && Bool.random(using: &random)
    // The second button's durations are 7 µs longer, so no deadline of one button ever falls
    // on a deadline of the other (steps are whole milliseconds). Simultaneous ends of two buttons
    // have no order, and an event handler that taps the other button would make one up.
    func nudged(_ duration: Duration, _ button: Int) -> Duration {
      button == 0 || duration == .zero ? duration : duration + .microseconds(7 * button)
    }
    let buttons = (0..<buttonCount).map { button in
      let timing = timings.randomElement(using: &random)!
      let feedback = feedbacks.randomElement(using: &random)!
      let timeout = timeouts.randomElement(using: &random)!
      return ButtonSetup(
        configuration: ActionConfiguration(
          timing: try! SpinnerTiming(
            showDelay: nudged(timing.showDelay, button), minimumVisible: nudged(timing.minimumVisible, button)
          ),
          policy: [.ignoreWhileBusy, .disableWhileBusy, .cancelAndRestart].randomElement(using: &random)!,
          lifetime: Int.random(in: 0..<4, using: &random) == 0 ? .outlivesButton : .cancelledOnLeave,
          feedback: try! FeedbackTiming(
            success: feedback.success.map { nudged($0, button) },
            failure: feedback.failure.map { nudged($0, button) }),
          timeout: timeout.map { try! ActionTimeout(nudged($0.duration, button)) }),
        cooperative: Bool.random(using: &random),
        scoped: scoped)
    }
    let durations: [Duration] = [
      .milliseconds(1), .milliseconds(49), .milliseconds(50), .milliseconds(99), .milliseconds(100),
      .milliseconds(150), .milliseconds(250), .milliseconds(300), .milliseconds(400), .seconds(1),
      .seconds(3),
    ]
    let progressValues: [Double] = [0, 0.25, 0.5, 1, -1, 2, .nan]
    let length = Int.random(in: 5...30, using: &random)
    var steps: [Step] = []
    for _ in 0..<length {
      let button = Int.random(in: 0..<buttonCount, using: &random)
      let roll = Int.random(in: 0..<100, using: &random)
      let step: Step =
        switch roll {
        case 0..<25: .tap(button)
        case 25..<45: .complete(button, ReferenceModel.Completion.allCases.randomElement(using: &random)!)
        case 45..<70: .advance(durations.randomElement(using: &random)!)
        case 70..<75: .cancel(button)
        case 75..<81: .disappear(button)
        case 81..<88: .appear(button)
        case 88..<92: .trigger(button)
        case 92..<96: .armHandler(button, Int.random(in: 0..<buttonCount, using: &random))
        default: .progress(button, progressValues.randomElement(using: &random)!)
        }
      steps.append(step)
    }
    return Scenario(seed: seed, buttons: buttons, steps: steps)
  }
}

/// Real engines on one manual clock, each with a gate for its actions, beside the model.
@MainActor
final class Rig {
  let clock = ManualClock()
  let scope = ActionScope()
  var engines: [ActionEngine] = []
  var gates: [ActionGate] = []
  var reporters: [ProgressReporter?] = []
  var executing: [Int] = []
  var arrivals: [Int] = []
  var records: [ReferenceModel.Record] = []
  var triggers: [Int] = []
  var armed: [Int: Int] = [:]
  var handlerTaps: [Int: [TapResult]] = [:]
  /// Each button's action is replaced after every tap by a new version, so that a run shows which
  /// action it took: the one current when its tap was accepted (restarts take the latest).
  var actionVersions: [Int] = []
  /// The action version each run started by a tap must run, per button, by run number.
  var acceptedVersions: [[UInt64: Int]] = []
  var versionProblems: [String] = []
  var model: ReferenceModel

  init(_ scenario: Scenario) {
    model = ReferenceModel(
      buttons: scenario.buttons.map { setup in
        var configuration = setup.configuration
        if let timing = scenario.modelTimingOverride { configuration.timing = timing }
        return (configuration, setup.cooperative, setup.scoped)
      })
    for (index, setup) in scenario.buttons.enumerated() {
      let gate = ActionGate(ignoresCancellation: !setup.cooperative)
      let engine = ActionEngine(
        configuration: setup.configuration, clock: clock, scope: setup.scoped ? scope : nil,
        strings: ActionStrings(language: "en"))
      engines.append(engine)
      gates.append(gate)
      reporters.append(nil)
      executing.append(0)
      arrivals.append(0)
      triggers.append(0)
      actionVersions.append(0)
      acceptedVersions.append([:])
      engine.updateCancellationTrigger(0)
      installAction(index)
      engine.onEvent = { [weak self] event in
        switch event {
        case .started(let run): self?.records.append(.started(button: index, run: run.rawValue))
        case .finished(let run, let outcome):
          let text: String =
            switch outcome {
            case .succeeded: "succeeded"
            case .failed: "failed"
            case .cancelled(let reason): "cancelled(\(reason))"
            }
          self?.records.append(.finished(button: index, run: run.rawValue, outcome: text))
          if let self, let target = armed.removeValue(forKey: index) {
            let version = actionVersions[target]
            let result = engines[target].tap()
            handlerTaps[index, default: []].append(result)
            noteTap(target, result, acceptedWith: version)
          }
        }
      }
    }
  }

  /// Hands button `index` a new action of the current version.
  func installAction(_ index: Int) {
    let gate = gates[index]
    let version = actionVersions[index]
    engines[index].action = AsyncAction(reportingProgress: { [weak self] reporter in
      self?.arrived(index, run: reporter.runID, version: version)
      self?.reporters[index] = reporter
      self?.executing[index] += 1
      self?.arrivals[index] += 1
      defer { self?.executing[index] -= 1 }
      try await gate.pass()
    })
  }

  /// Notes the action version a tap's run must run, then replaces the action.
  ///
  /// - Parameters:
  ///   - index: The button tapped.
  ///   - result: What became of the tap.
  ///   - version: The version current when the tap was made. An event handler called during the
  ///     tap (a run that ends as the tap restarts it) may have replaced it since.
  func noteTap(_ index: Int, _ result: TapResult, acceptedWith version: Int) {
    if case .started(let run) = result { acceptedVersions[index][run.rawValue] = version }
    actionVersions[index] += 1
    installAction(index)
  }

  func arrived(_ index: Int, run: RunID, version: Int) {
    if let accepted = acceptedVersions[index][run.rawValue], accepted != version {
      versionProblems.append(
        "b\(index) run #\(run.rawValue) ran action version \(version), its tap was accepted with \(accepted)")
    }
  }

  /// Runs a scenario; returns what went wrong, or `nil`.
  static func check(_ scenario: Scenario) async -> String? {
    let rig = Rig(scenario)
    for (number, step) in scenario.steps.enumerated() {
      if let problem = await rig.perform(step) { return "step \(number + 1) (\(step)): \(problem)" }
    }
    if let problem = await rig.drain() { return "draining: \(problem)" }
    return nil
  }

  /// The shortest sequence, found by removing steps, that still fails.
  static func shrink(_ scenario: Scenario) async -> Scenario {
    var current = scenario
    var chunk = max(1, current.steps.count / 2)
    while chunk >= 1 {
      var start = 0
      var removedAny = false
      while start < current.steps.count {
        var candidate = current
        candidate.steps.removeSubrange(start..<min(start + chunk, candidate.steps.count))
        if await check(candidate) != nil {
          current = candidate
          removedAny = true
        } else {
          start += chunk
        }
      }
      if chunk == 1 && !removedAny { break }
      chunk = chunk == 1 ? 1 : chunk / 2
      if chunk == 1 && !removedAny && current.steps.count <= 1 { break }
    }
    return current
  }

  func perform(_ step: Scenario.Step) async -> String? {
    switch step {
    case .tap(let b):
      let version = actionVersions[b]
      let real = engines[b].tap()
      noteTap(b, real, acceptedWith: version)
      let expected = model.tap(b)
      if real != expected { return "tap gave \(real), the model \(expected)" }
    case .complete(let b, let completion):
      let waiting = gates[b].waiting > 0
      if waiting != model.isExecuting(b) {
        return "an action waits: \(waiting), the model: \(model.isExecuting(b))"
      }
      if waiting {
        switch completion {
        case .returns: gates[b].release()
        case .throwsError: gates[b].release(throwing: RandomError())
        case .throwsCancellation: gates[b].release(throwing: CancellationError())
        }
      }
      model.complete(b, completion)
    case .advance(let duration):
      let target = clock.now.advanced(by: duration)
      await settle()
      while let next = clock.deadlines.first, next <= target {
        clock.advance(to: next)
        await settle()
      }
      clock.advance(to: target)
      model.advance(to: target.offset)
    case .cancel(let b):
      engines[b].cancel()
      model.cancel(b, .explicit)
    case .disappear(let b):
      engines[b].disappear()
      model.disappear(b)
    case .appear(let b):
      engines[b].appear()
      model.appear(b)
    case .trigger(let b):
      triggers[b] += 1
      engines[b].updateCancellationTrigger(triggers[b])
      model.cancel(b, .trigger)
    case .armHandler(let b, let target):
      armed[b] = target
      model.armed[b] = target
    case .progress(let b, let value):
      if model.isExecuting(b) { reporters[b]?.report(value) }
      model.reportProgress(b, value)
    }
    model.settle()
    await settle()
    return compare()
  }

  /// Waits until every task of every engine is parked: asleep on the clock, waiting at a gate,
  /// or ended. Only then has the engine done everything the last step set off.
  func settle() async {
    var spins = 0
    var stableRounds = 0
    while stableRounds < 2 {
      let live = engines.reduce(0) { $0 + $1.liveTaskCount }
      let parked = clock.sleeperCount + gates.reduce(0) { $0 + $1.waiting }
      stableRounds = live == parked ? stableRounds + 1 : 0
      await Task.yield()
      spins += 1
      precondition(spins < 10_000_000, "the engines never settled")
    }
  }

  func compare() -> String? {
    if let problem = versionProblems.first { return problem }
    // Each button's events in order. Between buttons, events at one instant have no order.
    for b in engines.indices {
      let real = records.filter { $0.button == b }
      let expected = model.records.filter { $0.button == b }
      if real != expected { return "b\(b) events differ\n engine: \(real)\n model:  \(expected)" }
    }
    if handlerTaps != model.handlerTaps {
      return "taps from event handlers differ\n engine: \(handlerTaps)\n model:  \(model.handlerTaps)"
    }
    var scoped = 0
    for b in engines.indices {
      let engine = engines[b]
      if engine.phase.kind != model.phase(b) {
        return "b\(b) phase \(engine.phase.kind), the model \(model.phase(b))"
      }
      if engine.isBusy != model.isBusy(b) {
        return "b\(b) busy \(engine.isBusy), the model \(model.isBusy(b))"
      }
      if engine.isDisabled != model.isDisabled(b) {
        return "b\(b) disabled \(engine.isDisabled), the model \(model.isDisabled(b))"
      }
      if engine.isSpinnerVisible != model.isSpinnerVisible(b) {
        return
          "b\(b) spinner \(engine.isSpinnerVisible), the model \(model.isSpinnerVisible(b)) at \(clock.now)"
      }
      if engine.spinnerShowCount != model.buttons[b].spinnerShowings {
        return
          "b\(b) spinner shown \(engine.spinnerShowCount) times, the model \(model.buttons[b].spinnerShowings)"
      }
      if engine.progress != model.progress(b) {
        return
          "b\(b) progress \(String(describing: engine.progress)), the model \(String(describing: model.progress(b)))"
      }
      if engine.failureCount != model.buttons[b].failures {
        return "b\(b) failure count \(engine.failureCount), the model \(model.buttons[b].failures)"
      }
      if engine.lastFinishedRun != model.lastFinishedRun(b) {
        return
          "b\(b) last finished run \(String(describing: engine.lastFinishedRun)), the model \(String(describing: model.lastFinishedRun(b)))"
      }
      if executing[b] > 1 { return "b\(b) runs \(executing[b]) actions at once" }
      if (gates[b].waiting > 0) != model.isExecuting(b) {
        return "b\(b) action waiting differs from the model"
      }
      if arrivals[b] != model.buttons[b].actionsStarted {
        return "b\(b) \(arrivals[b]) actions ran for \(model.buttons[b].actionsStarted) accepted starts"
      }
      if model.buttons[b].scoped { scoped += executing[b] }
    }
    if scoped > 1 { return "\(scoped) actions of one scope run at once" }
    return nil
  }

  /// Ends everything: every button back on screen, every action returns, time runs out.
  func drain() async -> String? {
    for b in engines.indices where !model.buttons[b].onScreen {
      if let problem = await perform(.appear(b)) { return problem }
    }
    for _ in 0..<20 {
      for b in engines.indices where model.isExecuting(b) {
        if let problem = await perform(.complete(b, .returns)) { return problem }
      }
      if let problem = await perform(.advance(.seconds(5))) { return problem }
      if engines.indices.allSatisfy({ !model.isBusy($0) && model.phase($0) == .idle }) { break }
    }
    for (b, engine) in engines.enumerated() {
      if engine.phase.kind != .idle || engine.isBusy { return "b\(b) is not idle at the end" }
      if engine.scheduledTimerCount != 0 { return "b\(b) has timers left" }
      await engine.waitUntilAllTasksEnd()
    }
    if clock.sleeperCount != 0 { return "\(clock.sleeperCount) sleepers left" }
    if scope.isBusy { return "the scope is still held" }
    // Every run started once and finished once; every failure was reported once.
    var finished: Set<String> = []
    for case .finished(let b, let run, _) in records where !finished.insert("\(b)#\(run)").inserted {
      return "b\(b) run #\(run) finished twice"
    }
    let started = records.filter { if case .started = $0 { true } else { false } }.count
    if started != finished.count { return "\(started) runs started, \(finished.count) finished" }
    return nil
  }
}

struct RandomError: Error {}

/// A small, fast, seedable generator (Steele, Lea and Flood's SplitMix64).
struct SplitMix64: RandomNumberGenerator {
  private var state: UInt64

  init(seed: UInt64) { state = seed }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
