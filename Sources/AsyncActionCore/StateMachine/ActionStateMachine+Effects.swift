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

    /// Whether this effect cancels run `run`'s action.
    func cancelsAction(_ run: ActionRunID) -> Bool {
      if case .cancelAction(let id) = self { id == run } else { false }
    }
  }

  /// What a tap asks of the owner: each case is one thing a tap can do, with the effects it
  /// needs and nothing else.
  enum TapAction {
    /// Nothing: the tap is ignored, for this reason.
    case ignore(ActionIgnoredTapReason)
    /// Start run `run`: take the button's scope first, at once, when `takesScope` (a run from
    /// idle or from a feedback phase; a restart keeps the scope of the run it replaces), then
    /// perform `effects` in order.
    case start(ActionRunID, takesScope: Bool, effects: Effects)
    /// Cancel the run (``ActionTapPolicy/cancelWhileBusy``): perform `effects`.
    case cancel(Effects)
    /// Schedule a restart (``ActionTapPolicy/cancelAndRestart``): perform `effects`, which cancel the
    /// run unless something cancelled it already.
    case scheduleRestart(Effects)

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

  /// The effects of one transition, in order, kept inline: a transition has at most
  /// ``capacity`` of them (a run's start up to six, its end up to four), so a list of them
  /// allocates nothing, on the tap and run ending paths alike. The slots past ``endIndex`` hold
  /// a payload-free filler, so that copying the list retains only what it holds.
  struct Effects: RandomAccessCollection, ExpressibleByArrayLiteral {
    /// The most effects one transition returns.
    static let capacity = 6

    private var first = Effect.releaseScope
    private var second = Effect.releaseScope
    private var third = Effect.releaseScope
    private var fourth = Effect.releaseScope
    private var fifth = Effect.releaseScope
    private var sixth = Effect.releaseScope
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
      switch position {
      case 0: return first
      case 1: return second
      case 2: return third
      case 3: return fourth
      case 4: return fifth
      default: return sixth
      }
    }

    /// Adds `effect` after the others.
    mutating func append(_ effect: Effect) {
      switch endIndex {
      case 0: first = effect
      case 1: second = effect
      case 2: third = effect
      case 3: fourth = effect
      case 4: fifth = effect
      case 5: sixth = effect
      default: preconditionFailure("A transition returns at most \(Self.capacity) effects")
      }
      endIndex += 1
    }
  }
}
