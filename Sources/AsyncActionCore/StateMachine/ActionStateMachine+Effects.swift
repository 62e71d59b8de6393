// What the state machine asks its owner to do: the effects a transition returns, the timers
// they start and cancel, and what a tap asks for.

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
    case releaseScope
    case report(ActionEvent.Kind)
  }

  /// What a tap asks of the owner: each case is one thing a tap can do, with the effects it
  /// needs and nothing else.
  enum TapAction {
    /// Nothing: the tap is ignored, for this reason.
    case ignore(ActionIgnoredTapReason)
    /// Start run `run`: take the button's scope first, at once, when `takesScope` (a run from
    /// idle or from a feedback phase; a restart keeps the scope of the run it replaces), then
    /// perform `effects` in order.
    case start(ActionRunID, takesScope: Bool, effects: [Effect])
    /// Cancel the run (``ActionTapPolicy/cancelWhileBusy``): perform `effects`.
    case cancel([Effect])
    /// Schedule a restart (``ActionTapPolicy/cancelAndRestart``): perform `effects`, which cancel the
    /// run unless something cancelled it already.
    case scheduleRestart([Effect])

    /// What the tap did, as the engine reports it.
    var result: ActionTapResult {
      switch self {
      case .ignore(let reason): .ignored(reason)
      case .start(let run, _, _): .started(run)
      case .cancel: .cancelRequested
      case .scheduleRestart: .restartScheduled
      }
    }
  }
}
