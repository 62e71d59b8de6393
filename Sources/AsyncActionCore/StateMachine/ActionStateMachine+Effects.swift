// What the state machine asks its owner to do: the effects a transition returns, and the timers
// they start and cancel.

extension ActionStateMachine {
  /// The timers the machine asks for.
  enum TimerKind: Int, CaseIterable, Sendable {
    case showDelay, minimumVisible, timeout, feedback, fullRing, successHold
  }

  /// What the owner has to do after a transition.
  enum Effect: Sendable {
    case startAction(ActionRunID)
    case cancelAction(ActionRunID)
    case startTimer(TimerKind, Duration)
    case cancelTimer(TimerKind)
    case acquireScope
    case releaseScope
    case report(ActionEvent.Kind)
  }
}
