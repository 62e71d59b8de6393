@_spi(Shell) @testable import AsyncActionCore

/// A random test: the buttons and the steps.
struct Scenario: CustomStringConvertible {
  struct ButtonSetup {
    var configuration: ActionConfiguration
    var cooperative: Bool
    var scoped: Bool
  }

  enum Step: CustomStringConvertible {
    case tap(Int)
    case complete(Int, ReferenceModel.Completion)
    case advance(Duration)
    case cancel(Int)
    case disappear(Int)
    case appear(Int)
    case trigger(Int)
    case progress(Int, Double)
    /// An event handler of the first button taps the second when the first next ends a run.
    case armHandler(Int, Int)
    /// A press from code (`ActionEngine.press()`), refused while the button's UI is disabled.
    case press(Int)
    /// The Try Again of an error alert: the button's last event's `pressAgain()`.
    case pressAgain(Int)
    /// The button's UI becomes enabled or disabled (`ActionEngine.isEnabled`).
    case setEnabled(Int, Bool)
    /// A busy listener of the scope acts once, at the scope's next change: a tap, or a leave.
    case armScopeListener(ReferenceModel.ScopeListenerAction)

    var description: String {
      switch self {
      case .tap(let b): "tap b\(b)"
      case .complete(let b, let completion): "complete b\(b) \(completion)"
      case .advance(let duration): "advance \(duration)"
      case .cancel(let b): "cancel b\(b)"
      case .disappear(let b): "disappear b\(b)"
      case .appear(let b): "appear b\(b)"
      case .trigger(let b): "trigger b\(b)"
      case .progress(let b, let value): "progress b\(b) \(value)"
      case .armHandler(let b, let target): "arm b\(b)'s handler to tap b\(target)"
      case .press(let b): "press b\(b)"
      case .pressAgain(let b): "press b\(b) again from its last event"
      case .setEnabled(let b, let enabled): "b\(b) enabled \(enabled)"
      case .armScopeListener(.tap(let b)): "arm the scope's listener to tap b\(b)"
      case .armScopeListener(.leave(let b)): "arm the scope's listener to make b\(b) leave"
      }
    }
  }

  var seed: UInt64
  var buttons: [ButtonSetup]
  var steps: [Step]
  /// For the checker's own test: a timing the model uses instead of the engine's.
  var modelTimingOverride: ActionConfiguration.BusyIndicatorTiming?

  var description: String {
    let setups = buttons.enumerated().map { index, setup in
      let c = setup.configuration
      return
        "b\(index): timing \(c.timing.showDelay)/\(c.timing.minimumVisible), \(c.policy), \(c.lifetime), "
        + "feedback \(String(describing: c.feedback.success))/\(String(describing: c.feedback.failure)), "
        + "timeout \(String(describing: c.timeout?.duration)), "
        + "hold \(c.successHold.map { $0.maximum.map { "until leave or \($0)" } ?? "until leave" } ?? "none"), "
        + "cooperative \(setup.cooperative), scoped \(setup.scoped)"
    }
    return (setups + steps.map { "  \($0)" }).joined(separator: "\n")
  }

  static func random(seed: UInt64) -> Scenario {
    var random = SplitMix64(seed: seed)
    let timings = [
      ActionConfiguration.BusyIndicatorTiming.standard, .immediate,
      ActionConfiguration.BusyIndicatorTiming(showDelay: .zero, minimumVisible: .milliseconds(300)),
      ActionConfiguration.BusyIndicatorTiming(showDelay: .milliseconds(50), minimumVisible: .zero),
    ]
    let feedbacks = [
      ActionConfiguration.FeedbackTiming.none,
      ActionConfiguration.FeedbackTiming(success: .seconds(1), failure: nil),
      ActionConfiguration.FeedbackTiming(success: nil, failure: .milliseconds(500)),
      ActionConfiguration.FeedbackTiming(success: .milliseconds(200), failure: .milliseconds(200)),
    ]
    let timeouts: [ActionConfiguration.Timeout?] = [
      nil, nil, ActionConfiguration.Timeout(.milliseconds(250)), ActionConfiguration.Timeout(.seconds(2)),
    ]
    let holds: [ActionConfiguration.SuccessHold?] = [
      nil, nil, .untilLeave, ActionConfiguration.SuccessHold(maximum: .milliseconds(300)),
    ]
    let buttonCount = Int.random(in: 1...2, using: &random)
    let scoped = buttonCount == 2 && Bool.random(using: &random)
    // The second button's durations are 7 µs longer, so no deadline of one button ever falls
    // on a deadline of the other (steps are whole milliseconds). Simultaneous ends of two buttons
    // have no order, and an event handler that taps the other button would make one up.
    func nudged(_ duration: Duration, _ button: Int) -> Duration {
      button == 0 || duration == .zero ? duration : duration + .microseconds(7 * button)
    }
    let buttons = (0..<buttonCount).map { button in
      let timing = timings.randomElement(using: &random)!
      let feedback = feedbacks.randomElement(using: &random)!
      let timeout = timeouts.randomElement(using: &random)!
      let hold = holds.randomElement(using: &random)!
      return ButtonSetup(
        configuration: ActionConfiguration(
          timing: ActionConfiguration.BusyIndicatorTiming(
            showDelay: nudged(timing.showDelay, button), minimumVisible: nudged(timing.minimumVisible, button)
          ),
          policy: [.ignoreWhileBusy, .disableWhileBusy, .cancelAndRestart, .cancelWhileBusy].randomElement(
            using: &random)!,
          lifetime: Int.random(in: 0..<4, using: &random) == 0 ? .outlivesButton : .cancelledOnLeave,
          feedback: ActionConfiguration.FeedbackTiming(
            success: feedback.success.map { nudged($0, button) },
            failure: feedback.failure.map { nudged($0, button) }),
          timeout: timeout.flatMap { ActionConfiguration.Timeout(nudged($0.duration, button)) },
          successHold: hold.map { hold in
            hold.maximum.flatMap { ActionConfiguration.SuccessHold(maximum: nudged($0, button)) }
              ?? .untilLeave
          }),
        cooperative: Bool.random(using: &random),
        scoped: scoped)
    }
    let durations: [Duration] = [
      .milliseconds(1), .milliseconds(49), .milliseconds(50), .milliseconds(99), .milliseconds(100),
      .milliseconds(150), .milliseconds(250), .milliseconds(300), .milliseconds(400), .seconds(1),
      .seconds(3),
    ]
    let progressValues: [Double] = [0, 0.25, 0.5, 1, -1, 2, .nan]
    let length = Int.random(in: 5...30, using: &random)
    var steps: [Step] = []
    for _ in 0..<length {
      let button = Int.random(in: 0..<buttonCount, using: &random)
      let roll = Int.random(in: 0..<112, using: &random)
      let step: Step =
        switch roll {
        case 100..<103: .press(button)
        case 103..<106: .pressAgain(button)
        case 106..<108: .setEnabled(button, Bool.random(using: &random))
        case 108..<112:
          .armScopeListener(Bool.random(using: &random) ? .tap(button) : .leave(button))
        case 0..<25: .tap(button)
        case 25..<45: .complete(button, ReferenceModel.Completion.allCases.randomElement(using: &random)!)
        case 45..<70: .advance(durations.randomElement(using: &random)!)
        case 70..<75: .cancel(button)
        case 75..<81: .disappear(button)
        case 81..<88: .appear(button)
        case 88..<92: .trigger(button)
        case 92..<96: .armHandler(button, Int.random(in: 0..<buttonCount, using: &random))
        default: .progress(button, progressValues.randomElement(using: &random)!)
        }
      steps.append(step)
    }
    return Scenario(seed: seed, buttons: buttons, steps: steps)
  }
}
