import AsyncActionTestSupport

@_spi(Shell) @testable import AsyncActionCore

/// Real engines on one manual clock, each with a gate for its actions, beside the model.
@MainActor
final class Rig {
  let clock = ManualClock()
  let scope = ActionScope()
  var engines: [ActionEngine] = []
  var gates: [ActionGate] = []
  var reporters: [AsyncAction.ProgressReporter?] = []
  var executing: [Int] = []
  var arrivals: [Int] = []
  var records: [ReferenceModel.Record] = []
  var triggers: [Int] = []
  var armed: [Int: Int] = [:]
  var handlerTaps: [Int: [ActionTapResult]] = [:]
  /// Each button's last event, for a Try Again (`pressAgain()`).
  var lastEvents: [ActionEvent?] = []
  /// Each button's presentation as `onPresentationChange` last told it.
  var told: [ActionPresentation] = []
  /// What the scope's busy listener heard, in order.
  var scopeHeard: [Bool] = []
  /// What the scope's busy listener does at the scope's next change, once, and what its taps
  /// gave.
  var armedScopeListener: ReferenceModel.ScopeListenerAction?
  var scopeListenerTaps: [ActionTapResult] = []
  /// When an action last returned or threw.
  var lastCompletion: ManualClock.Instant?
  /// Each button's action is replaced after every tap by a new version, so that a run shows which
  /// action it took: the one current when its tap was accepted (restarts take the latest).
  var actionVersions: [Int] = []
  /// The action version each run started by a tap must run, per button, by run number.
  var acceptedVersions: [[UInt64: Int]] = []
  var problems: [String] = []
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
      lastEvents.append(nil)
      told.append(engine.presentation)
      engine.onPresentationChange = { [weak self] in self?.told[index] = $0 }
      executing.append(0)
      arrivals.append(0)
      triggers.append(0)
      actionVersions.append(0)
      acceptedVersions.append([:])
      engine.updateCancellationTrigger(0)
      installAction(index)
      engine.claimIdentifier("b\(index)", in: nil)
      engine.onEvent = { [weak self] event in
        self?.lastEvents[index] = event
        if event.identifier != "b\(index)" {
          self?.problems.append(
            "b\(index) reported an event as \(String(describing: event.identifier))")
        }
        switch event.kind {
        case .started(let run): self?.records.append(.started(button: index, run: run.rawValue))
        case .ignored(let reason): self?.records.append(.ignored(button: index, reason: reason))
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

  /// Listens to the scope, and keeps what it hears.
  func listenToScope() {
    _ = scope.addBusyListener { [weak self] isBusy in
      guard let self else { return }
      scopeHeard.append(isBusy)
      guard let action = armedScopeListener else { return }
      armedScopeListener = nil
      switch action {
      case .tap(let target):
        let version = actionVersions[target]
        let result = engines[target].tap()
        scopeListenerTaps.append(result)
        noteTap(target, result, acceptedWith: version)
      case .leave(let target):
        engines[target].disappear()
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
  func noteTap(_ index: Int, _ result: ActionTapResult, acceptedWith version: Int) {
    if case .started(let run) = result { acceptedVersions[index][run.rawValue] = version }
    actionVersions[index] += 1
    installAction(index)
  }

  func arrived(_ index: Int, run: ActionEvent.RunID, version: Int) {
    if let accepted = acceptedVersions[index][run.rawValue], accepted != version {
      problems.append(
        "b\(index) run #\(run.rawValue) ran action version \(version), its tap was accepted with \(accepted)")
    }
  }

  /// Runs a scenario; returns what went wrong, or `nil`.
  static func check(_ scenario: Scenario) async -> String? {
    let rig = Rig(scenario)
    rig.listenToScope()
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
      // Two actions that return at one instant could both hold a full ring until one later
      // instant, and two timers due together fire in no set order: each return is a
      // nanosecond after the one before.
      if lastCompletion == clock.now { await advance(by: .nanoseconds(1)) }
      lastCompletion = clock.now
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
      await advance(by: duration)
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
    case .press(let b):
      let version = actionVersions[b]
      let real = engines[b].press()
      if case .tapped(let result) = real { noteTap(b, result, acceptedWith: version) }
      let expected = model.press(b)
      if real != expected { return "press gave \(real), the model \(expected)" }
    case .pressAgain(let b):
      // A button that has reported nothing yet has no event to press again from.
      guard let event = lastEvents[b] else { break }
      let version = actionVersions[b]
      let real = event.pressAgain()
      if case .tapped(let result) = real { noteTap(b, result, acceptedWith: version) }
      let expected = model.press(b)
      if real != expected { return "Try Again gave \(real), the model \(expected)" }
    case .setEnabled(let b, let enabled):
      engines[b].isEnabled = enabled
      model.setEnabled(b, enabled)
    case .armScopeListener(let action):
      armedScopeListener = action
      model.armedScopeListener = action
    case .progress(let b, let value):
      if model.isExecuting(b) { reporters[b]?.report(value) }
      model.reportProgress(b, value)
    }
    model.settle()
    await settle()
    return compare()
  }

  /// Moves the clock and the model on by `duration`, through every deadline on the way.
  func advance(by duration: Duration) async {
    let target = clock.now.advanced(by: duration)
    await settle()
    while let next = clock.deadlines.first, next <= target {
      clock.advance(to: next)
      await settle()
    }
    clock.advance(to: target)
    model.advance(to: target.offset)
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
    if let problem = problems.first { return problem }
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
      if engine.isBusyIndicatorVisible != model.isBusyIndicatorVisible(b) {
        return
          "b\(b) spinner \(engine.isBusyIndicatorVisible), the model \(model.isBusyIndicatorVisible(b)) at \(clock.now)"
      }
      if engine.busyIndicatorShowCount != model.buttons[b].spinnerShowings {
        return
          "b\(b) spinner shown \(engine.busyIndicatorShowCount) times, the model \(model.buttons[b].spinnerShowings)"
      }
      if engine.progress != model.progress(b) {
        return
          "b\(b) progress \(String(describing: engine.progress)), the model \(String(describing: model.progress(b)))"
      }
      if engine.failureCount != model.failures(b) {
        return "b\(b) failure count \(engine.failureCount), the model \(model.failures(b))"
      }
      if engine.consecutiveFailureCount != model.consecutiveFailures(b) {
        return
          "b\(b) consecutive failures \(engine.consecutiveFailureCount), the model \(model.consecutiveFailures(b))"
      }
      if engine.tapCancels != model.tapCancels(b) {
        return "b\(b) tap cancels \(engine.tapCancels), the model \(model.tapCancels(b))"
      }
      if told[b] != engine.presentation {
        return "b\(b) presentation \(engine.presentation), last told \(String(describing: told[b]))"
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
    if scope.isBusy != model.isScopeBusy {
      return "scope busy \(scope.isBusy), the model \(model.isScopeBusy)"
    }
    if scopeListenerTaps != model.scopeListenerTaps {
      return
        "taps from the scope's listener differ\n engine: \(scopeListenerTaps)\n model:  \(model.scopeListenerTaps)"
    }
    if scopeHeard != model.scopeChanges {
      return "the scope's listener heard \(scopeHeard), the model changed \(model.scopeChanges)"
    }
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
      // A hold until the button leaves ends only when it leaves.
      for b in engines.indices where model.buttons[b].hold != nil {
        if let problem = await perform(.disappear(b)) { return problem }
        if let problem = await perform(.appear(b)) { return problem }
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
