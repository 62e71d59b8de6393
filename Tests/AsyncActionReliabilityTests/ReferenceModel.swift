@_spi(Shell) import AsyncActionCore

/// A reference model of the engine's rules (those stated in ``ActionEngine``'s documentation and in
/// the core's DocC articles), written apart from the engine and in another style: the engine
/// decides with timers that fire; the model keeps instants and deadlines, and reads "is the
/// spinner visible" off the clock.
///
/// It models the buttons of one test: each with its configuration, its run, its feedback phase,
/// and whether its action cooperates with cancellation (a cooperative action returns as soon as it
/// is cancelled).
///
/// The state, the inputs and the rules are here; what a UI would read off the state is in
/// `ReferenceModel+Reads.swift`. One file, over 400 lines: every input changes the same buttons'
/// state, and each rule is checked against the engine's documentation beside the others.
struct ReferenceModel {
  enum Completion: Hashable, CaseIterable { case returns, throwsError, throwsCancellation }

  enum Record: Hashable, CustomStringConvertible {
    case started(button: Int, run: UInt64)
    case ignored(button: Int, reason: ActionTapResult.IgnoredReason)
    case finished(button: Int, run: UInt64, outcome: String)

    var button: Int {
      switch self {
      case .started(let button, _), .ignored(let button, _), .finished(let button, _, _): button
      }
    }

    var description: String {
      switch self {
      case .started(let button, let run): "b\(button) started #\(run)"
      case .ignored(let button, let reason): "b\(button) ignored \(reason)"
      case .finished(let button, let run, let outcome): "b\(button) finished #\(run) \(outcome)"
      }
    }
  }

  /// A run that succeeded and holds its busy look: what it showed, and until when at most.
  struct Hold {
    let run: UInt64
    let spinnerShown: Bool
    let progress: Double?
    let until: Duration?
  }

  struct Run {
    let id: UInt64
    /// When the spinner's show delay began: the start of the first run of a restart chain.
    let chainStart: Duration
    /// When this run's action started: its timeout counts from here.
    let actionStart: Duration
    var shownAt: Duration?
    var executing = true
    var returned: String?
    var cancellation: ActionOutcome.CancellationReason?
    var restart = false
    var progress: Double?
    /// Until when a succeeded run holds its filled ring.
    var fullUntil: Duration?
  }

  struct Button {
    let configuration: ActionConfiguration
    let cooperative: Bool
    let scoped: Bool
    var onScreen = true
    var lastRun: UInt64 = 0
    var run: Run?
    var feedback: (kind: ActionEngine.Phase.Kind, until: Duration)?
    var hold: Hold?
    /// Whether the button's UI is enabled (the engine's `isEnabled`): a press from code is
    /// refused when it is not.
    var enabled = true
    var actionsStarted = 0
    /// How many times the spinner started being seen: it appeared, or the button appeared while
    /// it showed (the engine's `busyIndicatorShowCount`).
    var spinnerShowings = 0
    /// The last run that finished, and how (the engine's `lastFinishedRun`).
    var lastFinished: (run: UInt64, outcome: String)?
  }

  private(set) var now: Duration = .zero
  private(set) var buttons: [Button]
  private(set) var records: [Record] = []
  /// Event handlers armed to tap a button (the value) when a button (the key) next finishes a run.
  var armed: [Int: Int] = [:]
  /// What those taps gave, by the button whose handler made them.
  private(set) var handlerTaps: [Int: [ActionTapResult]] = [:]
  /// Every change of the scoped buttons' shared scope, in order: `true` when one of them became
  /// busy, `false` when it was idle again.
  private(set) var scopeChanges: [Bool] = []
  /// What a busy listener of the scope does, once, when the scope next changes.
  enum ScopeListenerAction: Hashable {
    /// It taps this button.
    case tap(Int)
    /// It makes this button leave the screen.
    case leave(Int)
  }
  /// The scope's listener armed to act at the scope's next change.
  var armedScopeListener: ScopeListenerAction?
  /// What the taps of that listener gave, in order.
  private(set) var scopeListenerTaps: [ActionTapResult] = []
  /// Cooperative actions that were cancelled and have yet to throw: as in a real task, that
  /// happens after the step that cancelled them, not inside it.
  private var pendingEnds: [Int] = []

  /// Lets every cancelled cooperative action throw; call after every input.
  mutating func settle() {
    while !pendingEnds.isEmpty {
      let index = pendingEnds.removeFirst()
      if isExecuting(index) { actionEnded(index, .throwsCancellation) }
    }
  }

  init(buttons: [(ActionConfiguration, cooperative: Bool, scoped: Bool)]) {
    self.buttons = buttons.map { Button(configuration: $0.0, cooperative: $0.cooperative, scoped: $0.scoped) }
  }

  // MARK: Inputs

  /// A press from code: refused when the button's UI is disabled, otherwise a tap.
  mutating func press(_ index: Int) -> ActionPressResult {
    guard buttons[index].enabled else { return .disabled }
    return .tapped(tap(index))
  }

  mutating func tap(_ index: Int) -> ActionTapResult {
    let result = decideTap(index)
    if case .ignored(let reason) = result { records.append(.ignored(button: index, reason: reason)) }
    return result
  }

  private mutating func decideTap(_ index: Int) -> ActionTapResult {
    guard buttons[index].onScreen else { return .ignored(.offScreen) }
    if buttons[index].hold != nil { return .ignored(.holdingSuccess) }
    guard var run = buttons[index].run else {
      let scopeBusy = buttons.indices.contains {
        $0 != index && buttons[$0].scoped && buttons[index].scoped && isBusy($0)
      }
      if scopeBusy { return .ignored(.scopeBusy) }
      buttons[index].feedback = nil
      let id = startRun(index, chainStart: now, shownAt: nil)
      // The scope's listeners hear of it once the run has started.
      if buttons[index].scoped { scopeChanged(to: true) }
      return .started(id)
    }
    switch buttons[index].configuration.policy {
    case .ignoreWhileBusy, .disableWhileBusy:
      return .ignored(.busy)
    case .cancelWhileBusy:
      guard tapCancels(index) else { return .ignored(.busy) }
      run.cancellation = .user
      buttons[index].run = run
      if buttons[index].cooperative { pendingEnds.append(index) }
      return .cancelRequested
    case .cancelAndRestart:
      break
    }
    if let outcome = run.returned {
      // Only the spinner's minimum was left: the next run starts now and keeps the spinner.
      let id = startRun(index, chainStart: run.chainStart, shownAt: run.shownAt, announce: false)
      finished(index, run: run.id, outcome: outcome)
      records.append(.started(button: index, run: id.rawValue))
      return .started(id)
    }
    if run.restart { return .ignored(.restartAlreadyScheduled) }
    run.restart = true
    if run.cancellation == nil { run.cancellation = .restart }
    buttons[index].run = run
    if buttons[index].cooperative { pendingEnds.append(index) }
    return .restartScheduled
  }

  mutating func cancel(_ index: Int, _ reason: ActionOutcome.CancellationReason) {
    if buttons[index].hold != nil {
      endHold(index)
      return
    }
    guard var run = buttons[index].run else {
      buttons[index].feedback = nil
      return
    }
    guard run.executing else { return }
    if run.restart && run.cancellation == .restart { run.cancellation = reason }
    run.restart = false
    let newlyCancelled = run.cancellation == nil
    if newlyCancelled { run.cancellation = reason }
    buttons[index].run = run
    if newlyCancelled && buttons[index].cooperative { pendingEnds.append(index) }
  }

  mutating func disappear(_ index: Int) {
    buttons[index].onScreen = false
    buttons[index].feedback = nil
    if buttons[index].hold != nil { endHold(index) }
    guard var run = buttons[index].run else { return }
    if run.restart && run.cancellation == .restart
      && buttons[index].configuration.lifetime == .cancelledOnLeave
    {
      run.cancellation = .left
    }
    run.restart = false
    buttons[index].run = run
    if let outcome = run.returned {
      finish(index, outcome)
      return
    }
    if buttons[index].configuration.lifetime == .cancelledOnLeave, run.cancellation == nil {
      cancel(index, .left)
    }
  }

  mutating func setEnabled(_ index: Int, _ enabled: Bool) {
    buttons[index].enabled = enabled
  }

  mutating func appear(_ index: Int) {
    buttons[index].onScreen = true
    if isBusyIndicatorVisible(index) { buttons[index].spinnerShowings += 1 }
  }

  mutating func reportProgress(_ index: Int, _ fraction: Double) {
    guard var run = buttons[index].run, run.executing, !fraction.isNaN else { return }
    run.progress = min(max(fraction, 0), 1)
    buttons[index].run = run
  }

  /// The action of the button's run returns or throws.
  mutating func complete(_ index: Int, _ completion: Completion) {
    guard isExecuting(index) else { return }
    actionEnded(index, completion)
  }

  /// Moves time to `target`, handling every deadline on the way in order.
  mutating func advance(to target: Duration) {
    while let (deadline, index) = nextDeadline(), deadline <= target {
      now = deadline
      fire(index)
      settle()
    }
    now = target
  }

  // MARK: Rules

  private mutating func startRun(
    _ index: Int, chainStart: Duration, shownAt: Duration?, announce: Bool = true
  ) -> ActionEvent.RunID {
    buttons[index].lastRun += 1
    let id = buttons[index].lastRun
    let timing = buttons[index].configuration.timing
    var run = Run(id: id, chainStart: chainStart, actionStart: now)
    run.shownAt = shownAt ?? (timing.showDelay == .zero ? now : nil)
    if shownAt == nil, run.shownAt != nil { buttons[index].spinnerShowings += 1 }
    buttons[index].run = run
    buttons[index].actionsStarted += 1
    if announce { records.append(.started(button: index, run: id)) }
    return ActionEvent.RunID(id)
  }

  private mutating func actionEnded(_ index: Int, _ completion: Completion) {
    guard var run = buttons[index].run else { return }
    let outcome: String =
      if let reason = run.cancellation {
        "cancelled(\(reason))"
      } else {
        switch completion {
        case .returns: "succeeded"
        case .throwsError: "failed"
        case .throwsCancellation: "cancelled(action)"
        }
      }
    run.executing = false
    if run.restart {
      let id = startRun(index, chainStart: run.chainStart, shownAt: run.shownAt, announce: false)
      finished(index, run: run.id, outcome: outcome)
      records.append(.started(button: index, run: id.rawValue))
      return
    }
    // A seen spinner stays for its minimum time; a seen ring of a run that succeeded fills and
    // stays full for the full-ring hold, whatever kind of progress it showed.
    if let shownAt = run.shownAt, buttons[index].onScreen {
      var until = shownAt + buttons[index].configuration.timing.minimumVisible
      if outcome == "succeeded", run.progress != nil {
        run.progress = 1
        run.fullUntil = now + AsyncAction.fullProgressHold
        until = max(until, now + AsyncAction.fullProgressHold)
      }
      if now < until {
        run.returned = outcome
        buttons[index].run = run
        return
      }
    }
    buttons[index].run = run
    finish(index, outcome)
  }

  private mutating func finish(_ index: Int, _ outcome: String) {
    guard let run = buttons[index].run else { return }
    buttons[index].run = nil
    if outcome == "succeeded", let hold = buttons[index].configuration.successHold, buttons[index].onScreen {
      // The button stays busy, showing what it showed, and keeps the scope.
      buttons[index].hold = Hold(
        run: run.id, spinnerShown: run.shownAt != nil, progress: run.progress,
        until: hold.maximum.map { now + $0 })
      finished(index, run: run.id, outcome: outcome)
      return
    }
    let feedback = buttons[index].configuration.feedback
    let hold: (ActionEngine.Phase.Kind, Duration?) =
      outcome == "succeeded"
      ? (.succeeded, feedback.success) : outcome == "failed" ? (.failed, feedback.failure) : (.idle, nil)
    if let duration = hold.1, buttons[index].onScreen {
      buttons[index].feedback = (hold.0, now + duration)
    }
    // The scope is given back before the run's end is reported: its listener acts first. A
    // run it starts on this button is reported after this one's end.
    finished(index, run: run.id, outcome: outcome, releasingScope: buttons[index].scoped)
  }

  /// Records a run's end, once the button's new state is in place, and lets an armed handler tap.
  private mutating func finished(_ index: Int, run: UInt64, outcome: String, releasingScope: Bool = false) {
    var startedMeanwhile: [Record] = []
    if releasingScope {
      // The scope is given back before the end is reported, so its listener acts first: a tap
      // it ignores is reported at once, but a run it starts on this button is reported after
      // this one's end and what its handler does then, as the engine queues a run's events
      // behind the effects it is performing.
      let before = records.count
      scopeChanged(to: false)
      let meanwhile = records[before...]
      let startsHere: (Record) -> Bool = { if case .started(index, _) = $0 { true } else { false } }
      startedMeanwhile = meanwhile.filter(startsHere)
      records.replaceSubrange(before..., with: meanwhile.filter { !startsHere($0) })
    }
    records.append(.finished(button: index, run: run, outcome: outcome))
    buttons[index].lastFinished = (run, outcome)
    if let target = armed.removeValue(forKey: index) {
      let result = tap(target)
      handlerTaps[index, default: []].append(result)
    }
    records.append(contentsOf: startedMeanwhile)
  }

  /// Ends a hold: the button is idle, or shows its success feedback when the hold ran its time.
  private mutating func endHold(_ index: Int, ranItsTime: Bool = false) {
    buttons[index].hold = nil
    if ranItsTime, let duration = buttons[index].configuration.feedback.success {
      buttons[index].feedback = (.succeeded, now + duration)
    }
    if buttons[index].scoped { scopeChanged(to: false) }
  }

  /// The scope changed: recorded, and told to the armed listener, which acts once.
  private mutating func scopeChanged(to isBusy: Bool) {
    scopeChanges.append(isBusy)
    guard let action = armedScopeListener else { return }
    armedScopeListener = nil
    switch action {
    case .tap(let target): scopeListenerTaps.append(tap(target))
    case .leave(let target): disappear(target)
    }
  }

  private func deadlines(of index: Int) -> [Duration] {
    let button = buttons[index]
    if let hold = button.hold { return hold.until.map { [$0] } ?? [] }
    let timing = button.configuration.timing
    guard let run = button.run else { return button.feedback.map { [$0.until] } ?? [] }
    var result: [Duration] = []
    if run.shownAt == nil { result.append(run.chainStart + timing.showDelay) }
    if let shownAt = run.shownAt, run.returned != nil {
      result.append(max(shownAt + timing.minimumVisible, run.fullUntil ?? .zero))
    }
    if run.executing, run.cancellation == nil, let timeout = button.configuration.timeout {
      result.append(run.actionStart + timeout.duration)
    }
    return result
  }

  private func nextDeadline() -> (Duration, Int)? {
    buttons.indices.flatMap { index in deadlines(of: index).map { ($0, index) } }.min { $0.0 < $1.0 }
  }

  private mutating func fire(_ index: Int) {
    if let hold = buttons[index].hold {
      if let until = hold.until, until <= now { endHold(index, ranItsTime: true) }
      return
    }
    let timing = buttons[index].configuration.timing
    guard var run = buttons[index].run else {
      if let feedback = buttons[index].feedback, feedback.until <= now { buttons[index].feedback = nil }
      return
    }
    if run.shownAt == nil, run.chainStart + timing.showDelay <= now {
      run.shownAt = now
      buttons[index].run = run
      buttons[index].spinnerShowings += 1
    }
    if let shownAt = run.shownAt, let outcome = run.returned,
      max(shownAt + timing.minimumVisible, run.fullUntil ?? .zero) <= now
    {
      finish(index, outcome)
      return
    }
    if run.executing, run.cancellation == nil, let timeout = buttons[index].configuration.timeout,
      run.actionStart + timeout.duration <= now
    {
      run.cancellation = .timeout
      run.restart = false
      buttons[index].run = run
      if buttons[index].cooperative { pendingEnds.append(index) }
    }
  }
}
