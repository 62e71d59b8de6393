// One file, over 400 lines, because it is one idea: the state machine whole. Its state is
// `private`, which Swift scopes to a file, so the inputs, the transitions they share and the
// publishing that reads the state sit together, and the compiler holds the owner to what the
// machine exposes: the inputs with their typed actions, `published`, and `configuration`.
// In order: the state, the inputs, each input's action, the effects, what is published, and the
// transitions the inputs share.

/// The decision logic of one button, as a value type.
///
/// Each input is a mutating method. One that can ask something of the owner returns a typed
/// action of its own (``TapAction``, ``ActionReturnedAction``, ``TimerFiredAction``,
/// ``CancelAction``, ``DisappearAction``, ``ReportProgressAction``), whose cases name what that
/// input can ask: start or cancel the action's task, start or cancel a timer, take or give back
/// the scope, report an event, carried as the ordered ``Effects`` to perform. The others
/// (``appear()``, ``setConfiguration(_:)``, ``setReportsIgnoredTaps(_:)``) ask nothing. The machine
/// never touches a task, a clock or a UI, so every rule can be tested with plain function calls.
/// ``ActionEngine`` owns a machine and performs its actions.
///
/// The machine's state is private: the owner reads ``published``, brought up to date by every
/// input, and ``configuration``, the one value it hands in and reads back. Nothing else.
///
/// Timers are identified by kind: at most one timer of each kind exists at a time, and the owner
/// reports a timer as fired only if it has not cancelled it since.
struct ActionStateMachine {
  // MARK: State

  /// A run's state is boxed (`indirect`): an idle machine, which most buttons are most of the
  /// time, holds one reference rather than a run with its configuration.
  private enum State {
    case idle
    indirect case busy(Run)
    /// A run succeeded and holds its busy look (``ActionConfiguration/successHold``).
    indirect case holdingSuccess(Hold)
    /// A run ended and its feedback phase shows. A failed run's error is kept once, in
    /// ``Published/drawn``'s last run: a feedback phase always holds the run that ended last.
    case holdingFeedback(ActionEvent.RunID, ActionOutcome.Kind)
  }

  /// The run in progress: its configuration, where its action and its spinner are, and why it is
  /// cancelled.
  private struct Run {
    let id: ActionEvent.RunID
    let configuration: ActionConfiguration
    var action: ActionStatus
    var busyIndicator: BusyIndicatorStatus
    var cancellation: ActionOutcome.CancellationReason?
    var restartRequested = false
    var progress: Double?
    /// Whether the run holds its filled ring: its action succeeded while the ring showed, and the
    /// full-ring timer runs.
    var isHoldingFullRing = false
  }

  /// A run that succeeded and holds its busy look (``ActionConfiguration/successHold``): what it
  /// showed when it succeeded, frozen until the hold ends.
  private struct Hold {
    let id: ActionEvent.RunID
    let configuration: ActionConfiguration
    let isBusyIndicatorVisible: Bool
    let progress: Double?
  }

  private enum ActionStatus {
    /// The action's task has been started and has not returned.
    case executing
    /// The action returned with this outcome; the run waits for the spinner's minimum time, or
    /// holds its filled ring.
    case returned(ActionOutcome)
  }

  private enum BusyIndicatorStatus: Equatable {
    /// The show-delay timer runs; no spinner yet.
    case pending
    /// The spinner is visible and the minimum-visible timer runs.
    case holding
    /// The spinner is visible and has been for its minimum time.
    case shown
  }

  /// Where the button is: set only by the machine's inputs and transitions.
  private var state: State = .idle
  private var isOnScreen = true
  /// Whether the owner reports ignored taps (it has a listener): carried in
  /// ``Published/ignoredTap``.
  private var reportsIgnoredTaps = false
  /// The number of the last run started: set only by ``startRun(inheriting:effects:)``.
  private var lastRunNumber: UInt64 = 0

  /// What the owner reads, brought up to date at the end of every input: the machine's read
  /// path. Set only by the machine's inputs and transitions.
  private(set) var published = Published()
  /// The configuration the next run starts with. Readable because it is the owner's own value,
  /// handed in with ``setConfiguration(_:)`` and read back as it was (``ActionEngine``'s
  /// `configuration` returns it): the machine keeps the one copy because a run it starts on its
  /// own, the restart that ``actionReturned(_:result:)`` starts, takes the configuration current
  /// then. It tells nothing of the machine's state.
  private(set) var configuration: ActionConfiguration

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
        let id = startRun(inheriting: run.busyIndicator, effects: &effects)
        return .start(id, takesScope: false, effects: effects)
      }
    }
  }

  /// The action of run `id` returned, or threw.
  mutating func actionReturned(
    _ id: ActionEvent.RunID, result: Result<Void, any Error>
  ) -> ActionReturnedAction {
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
      _ = startRun(inheriting: run.busyIndicator, effects: &effects)
      return .restart(effects)
    }
    if run.busyIndicator != .pending, isOnScreen, run.progress != nil, case .succeeded = outcome {
      // A ring that showed fills, whatever reported its progress, and is held full long enough
      // to be seen: a ring that vanishes short of full reads as failure.
      run.progress = 1
      run.isHoldingFullRing = true
      run.action = .returned(outcome)
      state = .busy(run)
      effects.append(.startTimer(.fullRing, AsyncAction.fullProgressHold))
      return .holdFullRing(effects)
    }
    switch run.busyIndicator {
    case .holding where isOnScreen:
      run.action = .returned(outcome)
      state = .busy(run)
      return .waitForMinimum(effects)
    case .holding:
      // Off screen nobody sees the spinner: no minimum to wait out.
      effects.append(.cancelTimer(.minimumVisible))
      finish(run, outcome, effects: &effects)
      return .endRun(effects)
    case .pending:
      effects.append(.cancelTimer(.showDelay))
      finish(run, outcome, effects: &effects)
      return .endRun(effects)
    case .shown:
      finish(run, outcome, effects: &effects)
      return .endRun(effects)
    }
  }

  /// A timer that the machine asked for, and that was not cancelled since, fired.
  mutating func timerFired(_ kind: TimerKind) -> TimerFiredAction {
    defer { publish() }
    switch (kind, state) {
    case (.showDelay, .busy(var run)) where run.busyIndicator == .pending:
      var effects = Effects()
      if run.configuration.timing.minimumVisible > .zero {
        run.busyIndicator = .holding
        effects.append(.startTimer(.minimumVisible, run.configuration.timing.minimumVisible))
      } else {
        run.busyIndicator = .shown
      }
      state = .busy(run)
      return .showBusyIndicator(effects)

    case (.minimumVisible, .busy(var run)) where run.busyIndicator == .holding:
      run.busyIndicator = .shown
      if case .returned(let outcome) = run.action, !run.isHoldingFullRing {
        var effects = Effects()
        finish(run, outcome, effects: &effects)
        return .endRun(effects)
      }
      state = .busy(run)
      return .keepBusyIndicator

    case (.fullRing, .busy(var run)) where run.isHoldingFullRing:
      run.isHoldingFullRing = false
      if case .returned(let outcome) = run.action, run.busyIndicator == .shown {
        var effects = Effects()
        finish(run, outcome, effects: &effects)
        return .endRun(effects)
      }
      state = .busy(run)
      return .keepBusyIndicator

    case (.timeout, .busy(var run)) where run.cancellation == nil:
      guard case .executing = run.action else { break }
      run.cancellation = .timeout
      run.restartRequested = false
      state = .busy(run)
      return .cancelRun([.cancelAction(run.id)])

    case (.feedback, .holdingFeedback):
      state = .idle
      return .endFeedback

    case (.successHold, .holdingSuccess(let hold)):
      var effects: Effects = [.releaseScope]
      if let duration = hold.configuration.feedback.success {
        state = .holdingFeedback(hold.id, .succeeded)
        effects.append(.startTimer(.feedback, duration))
      } else {
        state = .idle
      }
      return .endHold(effects)

    default:
      break
    }
    preconditionFailure("Internal inconsistency: the \(kind) timer fired, but the state is \(state)")
  }

  /// The app asked to cancel: an explicit cancel, or a changed trigger value.
  mutating func cancel(_ reason: ActionOutcome.CancellationReason) -> CancelAction {
    defer { publish() }
    switch state {
    case .idle:
      return .none
    case .holdingFeedback:
      state = .idle
      return .endFeedback([.cancelTimer(.feedback)])
    case .holdingSuccess(let hold):
      return .endHold(endHold(hold))
    case .busy(var run):
      guard case .executing = run.action else {
        // The action has already returned; only the spinner's minimum time is left. There is
        // nothing to cancel, and the outcome stands.
        return .none
      }
      if run.restartRequested && run.cancellation == .restart {
        // The run is no longer cancelled to make way for a restart, but for this reason.
        run.cancellation = reason
      }
      run.restartRequested = false
      guard run.cancellation == nil else {
        state = .busy(run)
        return .none
      }
      run.cancellation = reason
      state = .busy(run)
      return .cancelRun(cancellationEffects(of: run))
    }
  }

  /// The button left the screen.
  mutating func disappear() -> DisappearAction {
    defer { publish() }
    isOnScreen = false
    switch state {
    case .idle:
      return .none
    case .holdingFeedback:
      state = .idle
      return .endFeedback([.cancelTimer(.feedback)])
    case .holdingSuccess(let hold):
      return .endHold(endHold(hold))
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
        if run.busyIndicator == .holding { effects.append(.cancelTimer(.minimumVisible)) }
        if run.isHoldingFullRing { effects.append(.cancelTimer(.fullRing)) }
        finish(run, outcome, effects: &effects)
        return .endRun(effects)
      }
      guard run.configuration.lifetime == .cancelledOnLeave, run.cancellation == nil else { return .none }
      run.cancellation = .left
      state = .busy(run)
      return .cancelRun(run.id, cancellationEffects(of: run))
    }
  }

  /// The button is on screen (again). It asks nothing of the owner: ``published`` says what
  /// changed.
  mutating func appear() {
    isOnScreen = true
    // The spinner is seen again: a UI restarts its turn.
    if published.drawn.isBusyIndicatorVisible { published.drawn.busyIndicatorShowCount &+= 1 }
    publish()
  }

  /// The action of run `id` reported determinate progress.
  ///
  /// - Returns: What the owner shows. Reports from a run that is over, and NaN, are dropped;
  ///   other values are clamped to `0...1`. Only ``Published/progress`` changes: this input does
  ///   not publish the rest.
  mutating func reportProgress(_ fraction: Double, for id: ActionEvent.RunID) -> ReportProgressAction {
    guard case .busy(var run) = state, run.id == id, case .executing = run.action,
      !fraction.isNaN
    else { return .drop }
    let clamped = min(max(fraction, 0), 1)
    guard run.progress != clamped else { return .drop }
    run.progress = clamped
    state = .busy(run)
    published.progress = clamped
    return .show(clamped)
  }

  /// The app handed in a configuration: it applies from the next run that starts. It asks nothing
  /// of the owner and publishes nothing: nothing drawn changes.
  mutating func setConfiguration(_ configuration: ActionConfiguration) {
    self.configuration = configuration
  }

  /// The owner gained or lost its listener for ignored taps: ``Published/ignoredTap`` says
  /// whether it reports them. It asks nothing of the owner.
  mutating func setReportsIgnoredTaps(_ reports: Bool) {
    reportsIgnoredTaps = reports
    publish()
  }
}

// MARK: - Actions, one per input

extension ActionStateMachine {
  /// What ``tap(scopeIsFree:)`` asks of the owner: each case is one thing a tap can do, with the
  /// effects it needs and nothing else.
  enum TapAction {
    /// Nothing: the tap is ignored, for this reason.
    case ignore(ActionTapResult.IgnoredReason)
    /// Start run `run`: take the button's scope first, at once, when `takesScope` (a run from
    /// idle or from a feedback phase; a restart keeps the scope of the run it replaces), then
    /// perform `effects` in order.
    case start(ActionEvent.RunID, takesScope: Bool, effects: Effects)
    /// Cancel the run (``ActionConfiguration/TapPolicy/cancelWhileBusy``): perform `effects`.
    case cancel(Effects)
    /// Schedule a restart (``ActionConfiguration/TapPolicy/cancelAndRestart``): perform `effects`, which cancel the
    /// run unless something cancelled it already.
    case scheduleRestart(Effects)

    /// What the tap did: decided here, with the case, and returned by ``ActionEngine/tap()`` as
    /// it is.
    var result: ActionTapResult {
      switch self {
      case .ignore(let reason): .ignored(reason)
      case .start(let run, _, _): .started(run)
      case .cancel: .cancelRequested
      case .scheduleRestart: .restartScheduled
      }
    }
  }

  /// What ``actionReturned(_:result:)`` asks of the owner: perform the effects of the case, in
  /// order.
  enum ActionReturnedAction {
    /// The run ended: its scope given back (or kept by a hold after success), its outcome
    /// reported, a feedback phase started if asked for.
    case endRun(Effects)
    /// The run ended and the restart scheduled under ``ActionConfiguration/TapPolicy/cancelAndRestart`` starts,
    /// with the action current now.
    case restart(Effects)
    /// The run succeeded with its ring showing: the ring fills and is held full for a moment.
    case holdFullRing(Effects)
    /// The spinner stays for the rest of its minimum visible time; the run ends when it is over.
    case waitForMinimum(Effects)
  }

  /// What ``timerFired(_:)`` asks of the owner.
  enum TimerFiredAction {
    /// The show-delay is over: the spinner shows, for its minimum time if the effects start it.
    case showBusyIndicator(Effects)
    /// The spinner's minimum time or the full ring's hold is over, and with it the run.
    case endRun(Effects)
    /// The spinner's minimum time or the full ring's hold is over, but the run goes on (its
    /// action executes, or the other of the two still holds): nothing to perform.
    case keepBusyIndicator
    /// The run timed out: its action is cancelled.
    case cancelRun(Effects)
    /// The feedback phase is over: the button is idle, and nothing is left to perform.
    case endFeedback
    /// The hold after success reached its maximum: the scope is given back, and a success
    /// feedback phase starts if asked for.
    case endHold(Effects)
  }

  /// What ``cancel(_:)`` asks of the owner.
  enum CancelAction {
    /// Nothing to cancel: the button is idle, the run's action has returned (the outcome
    /// stands), or something cancelled it already.
    case none
    /// The feedback phase ends: its timer is cancelled.
    case endFeedback(Effects)
    /// The hold after success ends: the scope is given back.
    case endHold(Effects)
    /// The run's action is cancelled; the run ends when it returns.
    case cancelRun(Effects)
  }

  /// What ``disappear()`` asks of the owner.
  enum DisappearAction {
    /// Nothing to perform: the button is idle, or its run goes on
    /// (``ActionConfiguration/Lifetime/outlivesButton``, or something cancelled it already).
    case none
    /// The feedback phase ends: its timer is cancelled.
    case endFeedback(Effects)
    /// The hold after success ends: the scope is given back.
    case endHold(Effects)
    /// The run, whose action had returned, ends without waiting for its spinner.
    case endRun(Effects)
    /// Run `run`'s action is cancelled (``ActionConfiguration/Lifetime/cancelledOnLeave``); the run ends when
    /// it returns.
    case cancelRun(ActionEvent.RunID, Effects)
  }

  /// What ``reportProgress(_:for:)`` asks of the owner.
  enum ReportProgressAction: Equatable {
    /// Nothing: the report is stale, NaN or no change.
    case drop
    /// Show this progress, clamped to `0...1`: ``Published/progress`` holds it.
    case show(Double)
  }
}

// MARK: - Effects

// What the actions carry: the effects a transition returns, in order, and the timers they start
// and cancel.

extension ActionStateMachine {
  /// The timers the machine asks for.
  enum TimerKind: Int, CaseIterable, Sendable {
    case showDelay, minimumVisible, timeout, feedback, fullRing, successHold
  }

  /// What the owner has to do after a transition.
  enum Effect: Sendable {
    case startAction(ActionEvent.RunID)
    case cancelAction(ActionEvent.RunID)
    case startTimer(TimerKind, Duration)
    case cancelTimer(TimerKind)
    case releaseScope
    case report(ActionEvent.Kind)
  }

  /// The effects of one transition, in order, kept inline: a transition has at most
  /// ``capacity`` of them (a run's start up to six, its end up to four), so a list of them
  /// allocates nothing, on the tap and run ending paths alike.
  ///
  /// The slots hold plain values only, so that a list is copied and destroyed as plain memory
  /// (an action carrying one, and the engine reading it, pay no per-slot retain, release or
  /// switch). The one payload that is not plain, a finished run's outcome with its error, is
  /// kept once beside them: a transition ends at most one run. The slots past ``endIndex`` hold
  /// a filler.
  struct Effects: RandomAccessCollection, ExpressibleByArrayLiteral {
    /// The most effects one transition returns.
    static let capacity = 6

    /// An ``Effect`` as a slot holds it: a finished run's report without its outcome.
    private enum Slot {
      case startAction(ActionEvent.RunID)
      case cancelAction(ActionEvent.RunID)
      case startTimer(TimerKind, Duration)
      case cancelTimer(TimerKind)
      case releaseScope
      case reportStarted(ActionEvent.RunID)
      case reportIgnored(ActionTapResult.IgnoredReason)
      case reportFinished(ActionEvent.RunID)
    }

    private var slots: (Slot, Slot, Slot, Slot, Slot, Slot) = (
      .releaseScope, .releaseScope, .releaseScope, .releaseScope, .releaseScope, .releaseScope
    )
    /// The outcome of the run whose ``Slot/reportFinished(_:)`` a slot holds, if one does.
    private var finishedOutcome: ActionOutcome?
    private(set) var endIndex = 0

    /// No effects.
    init() {}

    /// The effects given, in order.
    init(arrayLiteral effects: Effect...) {
      for effect in effects { append(effect) }
    }

    var startIndex: Int { 0 }

    subscript(position: Int) -> Effect {
      precondition(position >= 0 && position < endIndex, "Effect index out of range")
      let slot =
        switch position {
        case 0: slots.0
        case 1: slots.1
        case 2: slots.2
        case 3: slots.3
        case 4: slots.4
        default: slots.5
        }
      switch slot {
      case .startAction(let id): return .startAction(id)
      case .cancelAction(let id): return .cancelAction(id)
      case .startTimer(let kind, let duration): return .startTimer(kind, duration)
      case .cancelTimer(let kind): return .cancelTimer(kind)
      case .releaseScope: return .releaseScope
      case .reportStarted(let id): return .report(.started(id))
      case .reportIgnored(let reason): return .report(.ignored(reason))
      case .reportFinished(let id):
        guard let finishedOutcome else { preconditionFailure("A finished run's report without its outcome") }
        return .report(.finished(id, finishedOutcome))
      }
    }

    /// Adds `effect` after the others.
    ///
    /// Inlined: each transition appends effects of cases it names, so at each call the switch
    /// over the effect folds away and only the store into the next slot is left.
    @inline(__always)
    mutating func append(_ effect: Effect) {
      let slot: Slot
      switch effect {
      case .startAction(let id): slot = .startAction(id)
      case .cancelAction(let id): slot = .cancelAction(id)
      case .startTimer(let kind, let duration): slot = .startTimer(kind, duration)
      case .cancelTimer(let kind): slot = .cancelTimer(kind)
      case .releaseScope: slot = .releaseScope
      case .report(.started(let id)): slot = .reportStarted(id)
      case .report(.ignored(let reason)): slot = .reportIgnored(reason)
      case .report(.finished(let id, let outcome)):
        precondition(finishedOutcome == nil, "A transition ends at most one run")
        finishedOutcome = outcome
        slot = .reportFinished(id)
      }
      switch endIndex {
      case 0: slots.0 = slot
      case 1: slots.1 = slot
      case 2: slots.2 = slot
      case 3: slots.3 = slot
      case 4: slots.4 = slot
      case 5: slots.5 = slot
      default: preconditionFailure("A transition returns at most \(Self.capacity) effects")
      }
      endIndex += 1
    }
  }
}

// MARK: - What the owner reads

// One `published` value, decided by the machine's state and the runs that ended, and kept up to
// date by every input.

extension ActionStateMachine {
  /// Everything the owner reads from the machine, in one value: what a UI draws, and the few
  /// facts the owner needs to perform effects (which run's action executes, whether the button
  /// is on screen, whether a tap now would be ignored). With ``configuration``, the machine's only
  /// read path.
  struct Published {
    /// The phase the button is in: a failed phase carries the error of the run that ended last.
    var phase: ActionEngine.Phase { ActionEngine.Phase(drawn.phaseKind, lastOutcome: lastOutcome) }

    /// What a UI draws, but the progress.
    var drawn = Drawn()
    /// How the run that ended last ended (``Drawn/lastRun``), with its error if it failed: kept
    /// apart from ``drawn``, which holds plain values only and copies as plain memory.
    var lastOutcome: ActionOutcome?
    /// The progress the run's action reported, while busy.
    var progress: Double?
    /// Why a tap now would be ignored while the button is on screen and busy, and whether the
    /// owner reports it; `nil` when a tap would do something (or the button is idle or off
    /// screen, which ``tap(scopeIsFree:)`` decides). One value, so that the owner's fast path
    /// reads both at once.
    var ignoredTap: IgnoredTap?
    /// The run whose action executes (started and not returned), if any.
    var executingRun: ActionEvent.RunID?
    /// Whether the button is on screen: since the machine was made or its last ``appear()``,
    /// and not since it left.
    var isOnScreen = true
  }

  /// Everything a UI draws but the progress, which changes many times a run: the engine keeps it
  /// as one observable value, so that a transition that changes several of these (a run that
  /// ends hides its spinner, goes idle and counts a failure) tells an observer once.
  struct Drawn {
    /// The phase the button is in, without its error: a feedback phase always holds the run that
    /// ended last, so a failed phase's error is that of ``Published/lastOutcome``, kept once.
    var phaseKind: ActionEngine.Phase.Kind = .idle
    /// Whether the button should look disabled: busy with a run whose policy is
    /// ``ActionConfiguration/TapPolicy/disableWhileBusy``.
    var isDisabled = false
    /// Whether the spinner (or the progress ring) shows: busy, and past the show-delay.
    var isBusyIndicatorVisible = false
    /// Whether a tap now cancels the run: busy under ``ActionConfiguration/TapPolicy/cancelWhileBusy``, the action
    /// executing, and nothing has cancelled it yet.
    var tapCancels = false
    /// Raised whenever the spinner starts being seen: it appears, or its button comes back on
    /// screen while it shows.
    var busyIndicatorShowCount = 0
    /// How many runs have failed, raised as each failed run ends.
    var failureCount = 0
    /// How many runs in a row have failed: raised with ``failureCount``, set back to 0 by a
    /// successful run, left as it is by a cancelled one.
    var consecutiveFailureCount = 0
    /// The run that ended last, and how, without the error (``Published/lastOutcome`` has it).
    var lastRun: ActionEngine.FinishedRun?

    /// Whether a run is in progress: exactly the running phase.
    var isBusy: Bool { phaseKind == .busy }

    /// Whether an observer of `other` would see a change in this value. Errors are not
    /// compared: a failed phase and a run's ending differ by their runs (a feedback phase holds
    /// the last run, so two feedback phases differ exactly when their last runs do).
    func differs(from other: Drawn) -> Bool {
      phaseKind != other.phaseKind || isDisabled != other.isDisabled
        || isBusyIndicatorVisible != other.isBusyIndicatorVisible || tapCancels != other.tapCancels
        || busyIndicatorShowCount != other.busyIndicatorShowCount || failureCount != other.failureCount
        || consecutiveFailureCount != other.consecutiveFailureCount
        || lastRun?.run != other.lastRun?.run
    }
  }

  /// A tap the machine ignores while the button is on screen and busy: why, and whether the owner
  /// reports it (``setReportsIgnoredTaps(_:)``).
  struct IgnoredTap: Equatable {
    let reason: ActionTapResult.IgnoredReason
    let isReported: Bool
  }

  /// Brings ``published`` up to date with the machine's state, in place: the counts and the last
  /// run stay as the inputs recorded them, and the spinner's show count rises if it just
  /// appeared. Every input ends with it.
  private mutating func publish() {
    let wasBusyIndicatorVisible = published.drawn.isBusyIndicatorVisible
    var isDisabled = false
    var isBusyIndicatorVisible = false
    var tapCancels = false
    var progress: Double?
    var executingRun: ActionEvent.RunID?
    switch state {
    case .idle:
      published.drawn.phaseKind = .idle
    case .busy(let run):
      published.drawn.phaseKind = .busy
      isDisabled = run.configuration.policy == .disableWhileBusy
      isBusyIndicatorVisible = run.busyIndicator != .pending
      tapCancels = Self.tapCancels(run)
      progress = run.progress
      if case .executing = run.action { executingRun = run.id }
    case .holdingSuccess(let hold):
      published.drawn.phaseKind = .busy
      isDisabled = hold.configuration.policy == .disableWhileBusy
      isBusyIndicatorVisible = hold.isBusyIndicatorVisible
      progress = hold.progress
    case .holdingFeedback(_, let outcome):
      published.drawn.phaseKind = outcome == .failed ? .failed : .succeeded
    }
    published.drawn.isDisabled = isDisabled
    published.drawn.isBusyIndicatorVisible = isBusyIndicatorVisible
    published.drawn.tapCancels = tapCancels
    if isBusyIndicatorVisible && !wasBusyIndicatorVisible { published.drawn.busyIndicatorShowCount &+= 1 }
    published.progress = progress
    published.executingRun = executingRun
    published.isOnScreen = isOnScreen
    published.ignoredTap = ignoredTapWhileBusy.map { IgnoredTap(reason: $0, isReported: reportsIgnoredTaps) }
  }

  /// Why a tap now would be ignored while the button is on screen and busy, or `nil` when a tap
  /// would do something: always what ``tap(scopeIsFree:)`` would decide.
  private var ignoredTapWhileBusy: ActionTapResult.IgnoredReason? {
    guard isOnScreen else { return nil }
    switch state {
    case .busy(let run):
      switch run.configuration.policy {
      case .ignoreWhileBusy, .disableWhileBusy: return .busy
      case .cancelAndRestart: return nil
      case .cancelWhileBusy: return Self.tapCancels(run) ? nil : .busy
      }
    case .holdingSuccess:
      return .holdingSuccess
    case .idle, .holdingFeedback:
      return nil
    }
  }

  /// Whether a tap on `run` cancels it.
  private static func tapCancels(_ run: Run) -> Bool {
    guard run.configuration.policy == .cancelWhileBusy, run.cancellation == nil,
      case .executing = run.action
    else { return false }
    return true
  }
}

// MARK: - Transitions

// How a run starts and ends: the transitions the machine's inputs share. A run's ending is
// recorded (its event, the failure counts, the last run) in one place, `end`.

extension ActionStateMachine {
  private mutating func startRun(
    inheriting busyIndicator: BusyIndicatorStatus?, effects: inout Effects
  ) -> ActionEvent.RunID {
    lastRunNumber += 1
    let id = ActionEvent.RunID(lastRunNumber)
    let configuration = configuration
    effects.append(.startAction(id))
    let status: BusyIndicatorStatus
    if let busyIndicator {
      // Its timers keep running for the new run.
      status = busyIndicator
    } else if configuration.timing.showDelay > .zero {
      status = .pending
      effects.append(.startTimer(.showDelay, configuration.timing.showDelay))
    } else if configuration.timing.minimumVisible > .zero {
      status = .holding
      effects.append(.startTimer(.minimumVisible, configuration.timing.minimumVisible))
    } else {
      status = .shown
    }
    if let timeout = configuration.timeout {
      effects.append(.startTimer(.timeout, timeout.duration))
    }
    effects.append(.report(.started(id)))
    state = .busy(Run(id: id, configuration: configuration, action: .executing, busyIndicator: status))
    return id
  }

  /// Reports that run `id` ended with `outcome`, and counts it: the one place a run's ending is
  /// recorded, so the failure counts and the last run change exactly with the run's
  /// ``ActionEvent/Kind/finished(_:_:)`` event.
  private mutating func end(_ id: ActionEvent.RunID, _ outcome: ActionOutcome, effects: inout Effects) {
    effects.append(.report(.finished(id, outcome)))
    published.drawn.lastRun = ActionEngine.FinishedRun(run: id, outcome: outcome.kind)
    published.lastOutcome = outcome
    switch outcome {
    case .failed:
      published.drawn.failureCount += 1
      published.drawn.consecutiveFailureCount += 1
    case .succeeded:
      published.drawn.consecutiveFailureCount = 0
    case .cancelled:
      break
    }
  }

  private func cancellationEffects(of run: Run) -> Effects {
    run.configuration.timeout == nil
      ? [.cancelAction(run.id)] : [.cancelAction(run.id), .cancelTimer(.timeout)]
  }

  /// Ends a hold before its time: the button is idle, and gives its scope back.
  private mutating func endHold(_ hold: Hold) -> Effects {
    state = .idle
    return hold.configuration.successHold?.maximum == nil
      ? [.releaseScope] : [.cancelTimer(.successHold), .releaseScope]
  }

  /// Ends `run`: gives the scope back, reports the outcome, and holds feedback if asked to. A
  /// success on screen under a ``ActionConfiguration/successHold`` reports its outcome and holds
  /// the busy look instead, keeping the scope.
  private mutating func finish(_ run: Run, _ outcome: ActionOutcome, effects: inout Effects) {
    if case .succeeded = outcome, let successHold = run.configuration.successHold, isOnScreen {
      end(run.id, outcome, effects: &effects)
      state = .holdingSuccess(
        Hold(
          id: run.id, configuration: run.configuration, isBusyIndicatorVisible: run.busyIndicator != .pending,
          progress: run.progress))
      if let maximum = successHold.maximum { effects.append(.startTimer(.successHold, maximum)) }
      return
    }
    effects.append(.releaseScope)
    end(run.id, outcome, effects: &effects)
    let hold: Duration? =
      switch outcome {
      case .succeeded: run.configuration.feedback.success
      case .failed: run.configuration.feedback.failure
      case .cancelled: nil
      }
    if let hold, isOnScreen {
      state = .holdingFeedback(run.id, outcome.kind)
      effects.append(.startTimer(.feedback, hold))
    } else {
      state = .idle
    }
  }
}

extension ActionEngine.Phase {
  /// The phase of kind `kind`, a failed one carrying the error of `lastOutcome`: a feedback phase
  /// always holds the run that ended last.
  init(_ kind: Kind, lastOutcome: ActionOutcome?) {
    switch kind {
    case .idle: self = .idle
    case .busy: self = .busy
    case .succeeded: self = .succeeded
    case .failed:
      guard case .failed(let error) = lastOutcome else {
        preconditionFailure("Internal inconsistency: a failed phase, but the last run did not fail")
      }
      self = .failed(error)
    }
  }
}
