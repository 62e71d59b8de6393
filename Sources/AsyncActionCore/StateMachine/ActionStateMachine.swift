/// The decision logic of one button, as a value type.
///
/// Each input is a mutating method that returns the effects the owner must perform — start or
/// cancel the action's task, start or cancel a timer, take or give back the scope, report an
/// event — in the order given. The machine never touches a task, a clock or a UI, so every rule
/// can be tested with plain function calls. ``ActionEngine`` owns a machine and performs its
/// effects.
///
/// Timers are identified by kind: at most one timer of each kind exists at a time, and the owner
/// reports a timer as fired only if it has not cancelled it since.
struct ActionStateMachine {
  /// A run's state is boxed (`indirect`): an idle machine, which most buttons are most of the
  /// time, holds one reference rather than a run with its configuration.
  enum State {
    case idle
    indirect case busy(Run)
    /// A run succeeded and holds its busy look (``ActionConfiguration/successHold``).
    indirect case holdingSuccess(Hold)
    /// A run ended and its feedback phase shows. A failed run's error is kept once, in
    /// ``Published/drawn``'s last run: a feedback phase always holds the run that ended last.
    case holdingFeedback(ActionRunID, ActionOutcome.Kind)
  }

  /// The configuration the next run starts with.
  var configuration: ActionConfiguration
  /// Where the button is: set only by the machine's inputs and transitions.
  var state: State = .idle
  private(set) var isOnScreen = true
  /// What the owner reads of the machine's state, brought up to date at the end of every input:
  /// its one read path besides ``configuration``, which the owner sets and reads back. Set only
  /// by the machine's inputs and transitions.
  var published = Published()
  /// Whether the owner reports ignored taps (it has a listener): carried in
  /// ``Published/ignoredTap``.
  var reportsIgnoredTaps = false {
    didSet { publish() }
  }
  /// The number of the last run started: set only by ``startRun(inheriting:effects:)``.
  var lastRunNumber: UInt64 = 0

  init(configuration: ActionConfiguration = ActionConfiguration()) {
    self.configuration = configuration
  }

  // MARK: Inputs

  /// A tap (click, key press) on the button.
  ///
  /// - Parameter scopeIsFree: Whether the button's scope, if any, lets a new run start.
  /// - Returns: What the tap asks of the owner. An ignored tap changes nothing.
  mutating func tap(scopeIsFree: Bool) -> TapAction {
    defer { publish() }
    guard isOnScreen else { return .ignore(.offScreen) }
    switch state {
    case .idle:
      guard scopeIsFree else { return .ignore(.scopeBusy) }
      var effects = Effects()
      let id = startRun(inheriting: nil, effects: &effects)
      return .start(id, takesScope: true, effects: effects)

    case .holdingFeedback:
      guard scopeIsFree else { return .ignore(.scopeBusy) }
      var effects: Effects = [.cancelTimer(.feedback)]
      let id = startRun(inheriting: nil, effects: &effects)
      return .start(id, takesScope: true, effects: effects)

    case .holdingSuccess:
      return .ignore(.holdingSuccess)

    case .busy(var run):
      switch run.configuration.policy {
      case .ignoreWhileBusy, .disableWhileBusy:
        return .ignore(.busy)
      case .cancelWhileBusy:
        guard Self.tapCancels(run) else { return .ignore(.busy) }
        run.cancellation = .user
        state = .busy(run)
        return .cancel(cancellationEffects(of: run))
      case .cancelAndRestart:
        break
      }
      switch run.action {
      case .executing:
        guard !run.restartRequested else { return .ignore(.restartAlreadyScheduled) }
        run.restartRequested = true
        var effects = Effects()
        if run.cancellation == nil {
          run.cancellation = .restart
          effects = cancellationEffects(of: run)
        }
        state = .busy(run)
        return .scheduleRestart(effects)

      case .returned(let outcome):
        // The old action is done; only its spinner was finishing. The new run takes the spinner
        // over as it is, so it does not blink; the old run's full ring is not the new run's.
        var effects = Effects()
        if run.isHoldingFullRing { effects.append(.cancelTimer(.fullRing)) }
        end(run.id, outcome, effects: &effects)
        let id = startRun(inheriting: run.spinner, effects: &effects)
        return .start(id, takesScope: false, effects: effects)
      }
    }
  }

  /// The action of run `id` returned, or threw.
  mutating func actionReturned(_ id: ActionRunID, result: Result<Void, any Error>) -> Effects {
    defer { publish() }
    guard case .busy(var run) = state, run.id == id, case .executing = run.action else {
      preconditionFailure("Internal inconsistency: \(id) returned, but the state is \(state)")
    }
    var effects = Effects()
    if run.configuration.timeout != nil, run.cancellation == nil {
      effects.append(.cancelTimer(.timeout))
    }
    let outcome = ActionOutcome.classify(result, cancellation: run.cancellation)
    if run.restartRequested {
      end(run.id, outcome, effects: &effects)
      _ = startRun(inheriting: run.spinner, effects: &effects)
      return effects
    }
    if run.spinner != .pending, isOnScreen, run.progress != nil, case .succeeded = outcome {
      // A ring that showed fills, whatever reported its progress, and is held full long enough
      // to be seen: a ring that vanishes short of full reads as failure.
      run.progress = 1
      run.isHoldingFullRing = true
      run.action = .returned(outcome)
      state = .busy(run)
      effects.append(.startTimer(.fullRing, AsyncAction.fullProgressHold))
      return effects
    }
    switch run.spinner {
    case .holding where isOnScreen:
      run.action = .returned(outcome)
      state = .busy(run)
      return effects
    case .holding:
      // Off screen nobody sees the spinner: no minimum to wait out.
      effects.append(.cancelTimer(.minimumVisible))
      finish(run, outcome, effects: &effects)
      return effects
    case .pending:
      effects.append(.cancelTimer(.showDelay))
      finish(run, outcome, effects: &effects)
      return effects
    case .shown:
      finish(run, outcome, effects: &effects)
      return effects
    }
  }

  /// A timer that the machine asked for, and that was not cancelled since, fired.
  mutating func timerFired(_ kind: TimerKind) -> Effects {
    defer { publish() }
    switch (kind, state) {
    case (.showDelay, .busy(var run)) where run.spinner == .pending:
      var effects = Effects()
      if run.configuration.timing.minimumVisible > .zero {
        run.spinner = .holding
        effects.append(.startTimer(.minimumVisible, run.configuration.timing.minimumVisible))
      } else {
        run.spinner = .shown
      }
      state = .busy(run)
      return effects

    case (.minimumVisible, .busy(var run)) where run.spinner == .holding:
      run.spinner = .shown
      if case .returned(let outcome) = run.action, !run.isHoldingFullRing {
        var effects = Effects()
        finish(run, outcome, effects: &effects)
        return effects
      }
      state = .busy(run)
      return []

    case (.fullRing, .busy(var run)) where run.isHoldingFullRing:
      run.isHoldingFullRing = false
      if case .returned(let outcome) = run.action, run.spinner == .shown {
        var effects = Effects()
        finish(run, outcome, effects: &effects)
        return effects
      }
      state = .busy(run)
      return []

    case (.timeout, .busy(var run)) where run.cancellation == nil:
      guard case .executing = run.action else { break }
      run.cancellation = .timeout
      run.restartRequested = false
      state = .busy(run)
      return [.cancelAction(run.id)]

    case (.feedback, .holdingFeedback):
      state = .idle
      return []

    case (.successHold, .holdingSuccess(let hold)):
      var effects: Effects = [.releaseScope]
      if let duration = hold.configuration.feedback.success {
        state = .holdingFeedback(hold.id, .succeeded)
        effects.append(.startTimer(.feedback, duration))
      } else {
        state = .idle
      }
      return effects

    default:
      break
    }
    preconditionFailure("Internal inconsistency: the \(kind) timer fired, but the state is \(state)")
  }

  /// The app asked to cancel: an explicit cancel, or a changed trigger value.
  mutating func cancel(_ reason: ActionCancellationReason) -> Effects {
    defer { publish() }
    switch state {
    case .idle:
      return []
    case .holdingFeedback:
      state = .idle
      return [.cancelTimer(.feedback)]
    case .holdingSuccess(let hold):
      return endHold(hold)
    case .busy(var run):
      guard case .executing = run.action else {
        // The action has already returned; only the spinner's minimum time is left. There is
        // nothing to cancel, and the outcome stands.
        return []
      }
      if run.restartRequested && run.cancellation == .restart {
        // The run is no longer cancelled to make way for a restart, but for this reason.
        run.cancellation = reason
      }
      run.restartRequested = false
      guard run.cancellation == nil else {
        state = .busy(run)
        return []
      }
      run.cancellation = reason
      state = .busy(run)
      return cancellationEffects(of: run)
    }
  }

  /// The button left the screen.
  mutating func disappear() -> Effects {
    defer { publish() }
    isOnScreen = false
    switch state {
    case .idle:
      return []
    case .holdingFeedback:
      state = .idle
      return [.cancelTimer(.feedback)]
    case .holdingSuccess(let hold):
      return endHold(hold)
    case .busy(var run):
      if run.restartRequested && run.cancellation == .restart
        && run.configuration.lifetime == .cancelledOnLeave
      {
        run.cancellation = .left
      }
      run.restartRequested = false
      state = .busy(run)
      if case .returned(let outcome) = run.action {
        // Nobody sees the spinner any more: end the run without waiting for its minimum time or
        // its full ring.
        var effects = Effects()
        if run.spinner == .holding { effects.append(.cancelTimer(.minimumVisible)) }
        if run.isHoldingFullRing { effects.append(.cancelTimer(.fullRing)) }
        finish(run, outcome, effects: &effects)
        return effects
      }
      guard run.configuration.lifetime == .cancelledOnLeave, run.cancellation == nil else { return [] }
      run.cancellation = .left
      state = .busy(run)
      return cancellationEffects(of: run)
    }
  }

  /// The button is on screen (again).
  mutating func appear() {
    isOnScreen = true
    // The spinner is seen again: a UI restarts its turn.
    if published.drawn.isSpinnerVisible { published.drawn.spinnerShowCount &+= 1 }
    publish()
  }

  /// The action of run `id` reported determinate progress.
  ///
  /// - Returns: Whether the progress changed. Reports from a run that is over, and NaN, are
  ///   dropped; other values are clamped to `0...1`.
  mutating func reportProgress(_ fraction: Double, for id: ActionRunID) -> Bool {
    guard case .busy(var run) = state, run.id == id, case .executing = run.action,
      !fraction.isNaN
    else { return false }
    let clamped = min(max(fraction, 0), 1)
    guard run.progress != clamped else { return false }
    run.progress = clamped
    state = .busy(run)
    published.progress = clamped
    return true
  }
}
