// What the owner reads from the state machine: one `published` value, decided by the machine's
// state and the runs that ended, and kept up to date by every input.

extension ActionStateMachine {
  /// Everything the owner reads from the machine, in one value: what a UI draws, and the few
  /// facts the owner needs to perform effects (which run's action executes, whether the button
  /// is on screen, whether a tap now would be ignored). The machine's only read path.
  struct Published {
    /// What a UI draws, but the progress.
    var drawn = Drawn()
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
    /// The phase the button is in.
    var phase: ActionPhase = .idle
    /// The run whose outcome a feedback phase holds, if any: a failed phase carries its error,
    /// so two failed phases differ exactly when their runs do.
    var feedbackRun: ActionRunID?
    /// Whether the button should look disabled: busy with a run whose policy is
    /// ``ActionTapPolicy/disableWhileBusy``.
    var isDisabled = false
    /// Whether the spinner (or the progress ring) shows: busy, and past the show-delay.
    var isSpinnerVisible = false
    /// Raised whenever the spinner starts being seen: it appears, or its button comes back on
    /// screen while it shows.
    var spinnerShowCount = 0
    /// How many runs have failed, raised as each failed run ends.
    var failureCount = 0
    /// How many runs in a row have failed: raised with ``failureCount``, set back to 0 by a
    /// successful run, left as it is by a cancelled one.
    var consecutiveFailureCount = 0
    /// Whether a tap now cancels the run: busy under ``ActionTapPolicy/cancelWhileBusy``, the action
    /// executing, and nothing has cancelled it yet.
    var tapCancels = false
    /// The run that ended last, and how.
    var lastRun: Ending?

    /// Whether a run is in progress: exactly the busy phase.
    var isBusy: Bool { phase.kind == .busy }

    /// Whether an observer of `other` would see a change in this value. Errors are not
    /// compared: a failed phase and a run's ending differ by their runs.
    func differs(from other: Drawn) -> Bool {
      phase.kind != other.phase.kind || feedbackRun != other.feedbackRun
        || isDisabled != other.isDisabled || isSpinnerVisible != other.isSpinnerVisible
        || spinnerShowCount != other.spinnerShowCount || failureCount != other.failureCount
        || consecutiveFailureCount != other.consecutiveFailureCount || tapCancels != other.tapCancels
        || lastRun?.finished != other.lastRun?.finished
    }
  }

  /// A run that ended, and how. A reference, made once per ending: the machine and the engine
  /// each hold the last one in a word, rather than a run and an outcome with its error.
  final class Ending: Sendable {
    let finished: ActionFinishedRun
    let outcome: ActionOutcome

    init(_ run: ActionRunID, _ outcome: ActionOutcome) {
      finished = ActionFinishedRun(run: run, outcome: outcome.kind)
      self.outcome = outcome
    }
  }

  /// A tap the machine ignores while the button is on screen and busy: why, and whether the owner
  /// reports it (``reportsIgnoredTaps``).
  struct IgnoredTap: Equatable {
    let reason: ActionIgnoredTapReason
    let isReported: Bool
  }

  /// ``published`` brought up to date with the machine's state: the counts and the last run
  /// stay as the inputs recorded them, and the spinner's show count rises if it just appeared.
  func updated(_ published: Published) -> Published {
    var next = published
    var drawn = published.drawn
    drawn.isDisabled = false
    drawn.isSpinnerVisible = false
    drawn.feedbackRun = nil
    drawn.tapCancels = false
    next.progress = nil
    next.executingRun = nil
    switch state {
    case .idle:
      drawn.phase = .idle
    case .busy(let run):
      drawn.phase = .busy
      drawn.isDisabled = run.configuration.policy == .disableWhileBusy
      drawn.isSpinnerVisible = run.spinner != .pending
      drawn.tapCancels = Self.tapCancels(run)
      next.progress = run.progress
      if case .executing = run.action { next.executingRun = run.id }
    case .holdingSuccess(let hold):
      drawn.phase = .busy
      drawn.isDisabled = hold.configuration.policy == .disableWhileBusy
      drawn.isSpinnerVisible = hold.isSpinnerVisible
      next.progress = hold.progress
    case .holdingFeedback(let id, .failed(let error)):
      drawn.phase = .failed(error)
      drawn.feedbackRun = id
    case .holdingFeedback(let id, _):
      drawn.phase = .succeeded
      drawn.feedbackRun = id
    }
    if drawn.isSpinnerVisible && !published.drawn.isSpinnerVisible { drawn.spinnerShowCount &+= 1 }
    next.drawn = drawn
    next.isOnScreen = isOnScreen
    next.ignoredTap = ignoredTapWhileBusy.map { IgnoredTap(reason: $0, isReported: reportsIgnoredTaps) }
    return next
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
