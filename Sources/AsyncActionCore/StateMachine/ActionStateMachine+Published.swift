// What a UI reads from the state machine: the published state, decided by the machine's state
// alone, and the current run.

extension ActionStateMachine {
  /// Everything a UI draws, decided by the machine's state: the one read of the machine's
  /// outcome that the engine publishes, and that tests assert on.
  struct Published {
    /// The phase the button is in.
    var phase: ActionPhase
    /// Whether the button should look disabled: busy with a run whose policy is
    /// ``ActionTapPolicy/disableWhileBusy``.
    var isDisabled: Bool
    /// Whether the spinner (or the progress ring) shows: busy, and past the show-delay.
    var isSpinnerVisible: Bool
    /// The progress the run's action reported, while busy.
    var progress: Double?
    /// The run whose outcome a feedback phase holds, if any.
    var feedbackRun: ActionRunID?
    /// Whether a tap now cancels the run: busy under ``ActionTapPolicy/cancelWhileBusy``, the action
    /// executing, and nothing has cancelled it yet.
    var tapCancels = false

    /// Whether a run is in progress: exactly the running phase.
    var isBusy: Bool { phase.kind == .running }
  }

  /// What a UI draws now.
  var published: Published {
    switch state {
    case .idle:
      Published(phase: .idle, isDisabled: false, isSpinnerVisible: false, progress: nil, feedbackRun: nil)
    case .busy(let run):
      Published(
        phase: .running, isDisabled: run.configuration.policy == .disableWhileBusy,
        isSpinnerVisible: run.spinner != .pending, progress: run.progress, feedbackRun: nil,
        tapCancels: Self.tapCancels(run))
    case .holdingSuccess(let hold):
      Published(
        phase: .running, isDisabled: hold.configuration.policy == .disableWhileBusy,
        isSpinnerVisible: hold.isSpinnerVisible, progress: hold.progress, feedbackRun: nil)
    case .holdingFeedback(let id, .failed(let error)):
      Published(
        phase: .failed(error), isDisabled: false, isSpinnerVisible: false, progress: nil, feedbackRun: id)
    case .holdingFeedback(let id, _):
      Published(phase: .succeeded, isDisabled: false, isSpinnerVisible: false, progress: nil, feedbackRun: id)
    }
  }

  /// Whether a tap on `run` cancels it.
  static func tapCancels(_ run: Run) -> Bool {
    guard run.configuration.policy == .cancelWhileBusy, run.cancellation == nil,
      case .executing = run.action
    else { return false }
    return true
  }

  /// The run in progress, if any.
  var currentRun: ActionRunID? {
    if case .busy(let run) = state { return run.id }
    return nil
  }

  /// Whether the action of the current run is executing (started and not returned).
  var isActionExecuting: Bool {
    if case .busy(let run) = state, case .executing = run.action { return true }
    return false
  }
}
