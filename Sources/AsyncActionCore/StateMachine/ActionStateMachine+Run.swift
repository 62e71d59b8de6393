// What the state machine keeps for the run in progress: its configuration, where its action and
// its spinner are, and why it is cancelled.

extension ActionStateMachine {
  struct Run {
    let id: ActionRunID
    let configuration: ActionConfiguration
    var action: ActionStatus
    var spinner: SpinnerStatus
    var cancellation: ActionCancellationReason?
    var restartRequested = false
    var progress: Double?
    /// Whether the run holds its filled ring: its action succeeded while the ring showed, and the
    /// full-ring timer runs.
    var isHoldingFullRing = false
  }

  /// A run that succeeded and holds its busy look (``ActionConfiguration/successHold``): what it
  /// showed when it succeeded, frozen until the hold ends.
  struct Hold {
    let id: ActionRunID
    let configuration: ActionConfiguration
    let isSpinnerVisible: Bool
    let progress: Double?
  }

  enum ActionStatus {
    /// The action's task has been started and has not returned.
    case executing
    /// The action returned with this outcome; the run waits for the spinner's minimum time, or
    /// holds its filled ring.
    case returned(ActionOutcome)
  }

  enum SpinnerStatus: Equatable {
    /// The show-delay timer runs; no spinner yet.
    case pending
    /// The spinner is visible and the minimum-visible timer runs.
    case holding
    /// The spinner is visible and has been for its minimum time.
    case shown
  }
}
