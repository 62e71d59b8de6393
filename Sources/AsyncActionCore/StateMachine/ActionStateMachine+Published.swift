// What the owner reads from the state machine: one `published` value, decided by the machine's
// state and the runs that ended, and kept up to date by every input.

extension ActionStateMachine {
  /// Everything the owner reads from the machine, in one value: what a UI draws, and the few
  /// facts the owner needs to perform effects (which run's action executes, whether the button
  /// is on screen, whether a tap now would be ignored). The machine's one read path besides
  /// ``ActionStateMachine/configuration``, which the owner sets and reads back.
  struct Published {
    /// The phase the button is in: a failed phase carries the error of the run that ended last.
    var phase: ActionPhase { ActionPhase(drawn.phaseKind, lastOutcome: lastOutcome) }

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
    var executingRun: ActionRunID?
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
    var phaseKind: ActionPhase.Kind = .idle
    /// Whether the button should look disabled: busy with a run whose policy is
    /// ``ActionTapPolicy/disableWhileBusy``.
    var isDisabled = false
    /// Whether the spinner (or the progress ring) shows: busy, and past the show-delay.
    var isSpinnerVisible = false
    /// Whether a tap now cancels the run: busy under ``ActionTapPolicy/cancelWhileBusy``, the action
    /// executing, and nothing has cancelled it yet.
    var tapCancels = false
    /// Raised whenever the spinner starts being seen: it appears, or its button comes back on
    /// screen while it shows.
    var spinnerShowCount = 0
    /// How many runs have failed, raised as each failed run ends.
    var failureCount = 0
    /// How many runs in a row have failed: raised with ``failureCount``, set back to 0 by a
    /// successful run, left as it is by a cancelled one.
    var consecutiveFailureCount = 0
    /// The run that ended last, and how, without the error (``Published/lastOutcome`` has it).
    var lastRun: ActionFinishedRun?

    /// Whether a run is in progress: exactly the running phase.
    var isBusy: Bool { phaseKind == .busy }

    /// Whether an observer of `other` would see a change in this value. Errors are not
    /// compared: a failed phase and a run's ending differ by their runs (a feedback phase holds
    /// the last run, so two feedback phases differ exactly when their last runs do).
    func differs(from other: Drawn) -> Bool {
      phaseKind != other.phaseKind || isDisabled != other.isDisabled
        || isSpinnerVisible != other.isSpinnerVisible || tapCancels != other.tapCancels
        || spinnerShowCount != other.spinnerShowCount || failureCount != other.failureCount
        || consecutiveFailureCount != other.consecutiveFailureCount
        || lastRun?.run != other.lastRun?.run
    }
  }

  /// A tap the machine ignores while the button is on screen and busy: why, and whether the owner
  /// reports it (``reportsIgnoredTaps``).
  struct IgnoredTap: Equatable {
    let reason: ActionIgnoredTapReason
    let isReported: Bool
  }

  /// Brings ``published`` up to date with the machine's state, in place: the counts and the last
  /// run stay as the inputs recorded them, and the spinner's show count rises if it just
  /// appeared. Every input ends with it.
  mutating func publish() {
    let wasSpinnerVisible = published.drawn.isSpinnerVisible
    var isDisabled = false
    var isSpinnerVisible = false
    var tapCancels = false
    var progress: Double?
    var executingRun: ActionRunID?
    switch state {
    case .idle:
      published.drawn.phaseKind = .idle
    case .busy(let run):
      published.drawn.phaseKind = .busy
      isDisabled = run.configuration.policy == .disableWhileBusy
      isSpinnerVisible = run.spinner != .pending
      tapCancels = Self.tapCancels(run)
      progress = run.progress
      if case .executing = run.action { executingRun = run.id }
    case .holdingSuccess(let hold):
      published.drawn.phaseKind = .busy
      isDisabled = hold.configuration.policy == .disableWhileBusy
      isSpinnerVisible = hold.isSpinnerVisible
      progress = hold.progress
    case .holdingFeedback(_, let outcome):
      published.drawn.phaseKind = outcome == .failed ? .failed : .succeeded
    }
    published.drawn.isDisabled = isDisabled
    published.drawn.isSpinnerVisible = isSpinnerVisible
    published.drawn.tapCancels = tapCancels
    if isSpinnerVisible && !wasSpinnerVisible { published.drawn.spinnerShowCount &+= 1 }
    published.progress = progress
    published.executingRun = executingRun
    published.isOnScreen = isOnScreen
    published.ignoredTap = ignoredTapWhileBusy.map { IgnoredTap(reason: $0, isReported: reportsIgnoredTaps) }
  }

  /// Why a tap now would be ignored while the button is on screen and busy, or `nil` when a tap
  /// would do something: always what ``tap(scopeIsFree:)`` would decide.
  private var ignoredTapWhileBusy: ActionIgnoredTapReason? {
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
  static func tapCancels(_ run: Run) -> Bool {
    guard run.configuration.policy == .cancelWhileBusy, run.cancellation == nil,
      case .executing = run.action
    else { return false }
    return true
  }
}

extension ActionPhase {
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
