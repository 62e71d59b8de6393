public import Foundation

/// A configuration value that the engine refuses, with the parameter it concerns.
///
/// Every duration the engine accepts is validated when its value type is made, so an invalid
/// configuration never reaches a running button:
///
/// ```swift
/// do {
///   let timing = try ActionSpinnerTiming(showDelay: .milliseconds(-50), minimumVisible: .zero)
/// } catch {
///   print(error)
///   // ActionSpinnerTiming.showDelay is -0.05 seconds; it must be zero or more.
/// }
/// ```
///
/// Every way of printing the error gives that sentence: `print(error)`, `"\(error)"`,
/// `String(describing: error)`, and `error.localizedDescription`, also as an `any Error`.
public struct ActionConfigurationError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The parameter that holds the refused value, spelled as in the API, for example
  /// `"ActionSpinnerTiming.showDelay"`.
  public let parameter: String
  /// The refused value, as text.
  public let value: String
  /// What the parameter requires.
  public let requirement: String

  /// A sentence naming the parameter, the refused value and what the parameter requires.
  public var description: String { "\(parameter) is \(value); it must be \(requirement)." }
}

extension ActionConfigurationError: LocalizedError {
  /// The same sentence as ``description``, so that `localizedDescription` names the parameter
  /// too. It is English: a message for the developer who configured the button, not for the
  /// app's user.
  public var errorDescription: String? { description }
}

/// The largest duration the engine accepts anywhere: 100 days.
///
/// Bigger values are almost certainly a unit mistake (milliseconds passed as seconds), and a
/// limit keeps every deadline far from `Duration`'s overflow.
let maximumDuration = Duration.seconds(100 * 24 * 60 * 60)

enum DurationCheck {
  /// Validates a duration given as `Duration`.
  static func validate(
    _ duration: Duration, parameter: String, allowZero: Bool
  ) throws(ActionConfigurationError) -> Duration {
    if duration < .zero || (!allowZero && duration == .zero) {
      throw ActionConfigurationError(
        parameter: parameter, value: describe(duration),
        requirement: allowZero ? "zero or more" : "more than zero")
    }
    if duration > maximumDuration {
      throw ActionConfigurationError(
        parameter: parameter, value: describe(duration), requirement: "at most 100 days")
    }
    return duration
  }

  /// Validates a duration given in seconds, which may also be NaN or infinite.
  static func validate(
    seconds: Double, parameter: String, allowZero: Bool
  ) throws(ActionConfigurationError) -> Duration {
    guard seconds.isFinite else {
      throw ActionConfigurationError(
        parameter: parameter, value: "\(seconds) seconds",
        requirement: "a finite number of seconds")
    }
    if seconds < 0 || (!allowZero && seconds == 0) {
      throw ActionConfigurationError(
        parameter: parameter, value: "\(seconds) seconds",
        requirement: allowZero ? "zero or more" : "more than zero")
    }
    if seconds > Double(maximumDuration.components.seconds) {
      throw ActionConfigurationError(
        parameter: parameter, value: "\(seconds) seconds", requirement: "at most 100 days")
    }
    let duration = Duration.seconds(seconds)
    if !allowZero && duration == .zero {
      // Less than an attosecond rounds to zero.
      throw ActionConfigurationError(
        parameter: parameter, value: "\(seconds) seconds", requirement: "more than zero")
    }
    return duration
  }

  static func describe(_ duration: Duration) -> String {
    let (seconds, attoseconds) = duration.components
    return "\(Double(seconds) + Double(attoseconds) / 1e18) seconds"
  }
}

/// When the spinner appears and how long it stays.
///
/// A run shows no spinner during ``showDelay``, so an action that finishes quickly never
/// flashes one. Once shown, the spinner stays at least ``minimumVisible``, so it never flickers.
/// The button counts as busy, and ignores taps, until the spinner is gone.
///
/// ```swift
/// let relaxed = try ActionSpinnerTiming(showDelay: .milliseconds(250), minimumVisible: .milliseconds(600))
/// engine.configuration.timing = relaxed
/// ```
public struct ActionSpinnerTiming: Hashable, Sendable {
  /// How long a run goes without a spinner before one appears.
  public let showDelay: Duration
  /// How long a spinner, once shown, stays at least.
  public let minimumVisible: Duration

  /// Creates a timing from two durations.
  ///
  /// - Parameters:
  ///   - showDelay: How long a run goes without a spinner. Zero shows it at once.
  ///   - minimumVisible: How long a shown spinner stays at least. Zero hides it as soon as the
  ///     action returns.
  /// - Throws: ``ActionConfigurationError`` naming the parameter if a duration is negative or longer
  ///   than 100 days.
  public init(showDelay: Duration, minimumVisible: Duration) throws(ActionConfigurationError) {
    self.showDelay = try DurationCheck.validate(
      showDelay, parameter: "ActionSpinnerTiming.showDelay", allowZero: true)
    self.minimumVisible = try DurationCheck.validate(
      minimumVisible, parameter: "ActionSpinnerTiming.minimumVisible", allowZero: true)
  }

  /// Creates a timing from two durations in seconds.
  ///
  /// - Parameters:
  ///   - showDelay: Seconds a run goes without a spinner.
  ///   - minimumVisible: Seconds a shown spinner stays at least.
  /// - Throws: ``ActionConfigurationError`` naming the parameter if a value is negative, NaN,
  ///   infinite or longer than 100 days.
  public init(showDelay: Double, minimumVisible: Double) throws(ActionConfigurationError) {
    self.showDelay = try DurationCheck.validate(
      seconds: showDelay, parameter: "ActionSpinnerTiming.showDelay", allowZero: true)
    self.minimumVisible = try DurationCheck.validate(
      seconds: minimumVisible, parameter: "ActionSpinnerTiming.minimumVisible", allowZero: true)
  }

  private init(unchecked showDelay: Duration, _ minimumVisible: Duration) {
    self.showDelay = showDelay
    self.minimumVisible = minimumVisible
  }

  /// The default: the spinner appears after 100 ms and stays at least 400 ms.
  ///
  /// 100 ms is the longest response that still reads as instant, so faster actions show no
  /// spinner at all. 400 ms covers the 150 ms crossfade in, a visible moment of spinning, and the
  /// crossfade out; anything shorter reads as a flash.
  public static let standard = ActionSpinnerTiming(unchecked: .milliseconds(100), .milliseconds(400))

  /// The spinner appears at once and goes as soon as the action returns, like a plain
  /// `Button { Task { … } }` that toggles a loading flag around the action.
  public static let immediate = ActionSpinnerTiming(unchecked: .zero, .zero)
}

/// How long the button holds the success or failure phase after a run, so a UI can show a check
/// mark, a shake or play a haptic before the button is idle again.
///
/// ```swift
/// engine.configuration.feedback = try ActionFeedbackTiming(success: .seconds(1), failure: .seconds(2))
/// ```
public struct ActionFeedbackTiming: Hashable, Sendable {
  /// How long ``ActionPhase/succeeded`` is held, or `nil` to go straight back to ``ActionPhase/idle``.
  public let success: Duration?
  /// How long ``ActionPhase/failed(_:)`` is held, or `nil` to go straight back to ``ActionPhase/idle``.
  public let failure: Duration?

  /// Creates a feedback timing.
  ///
  /// - Parameters:
  ///   - success: How long to hold the success phase; `nil` for none.
  ///   - failure: How long to hold the failure phase; `nil` for none.
  /// - Throws: ``ActionConfigurationError`` naming the parameter if a duration is zero, negative or
  ///   longer than 100 days (use `nil` for no feedback).
  public init(success: Duration?, failure: Duration?) throws(ActionConfigurationError) {
    self.success = try success.map { (value) throws(ActionConfigurationError) in
      try DurationCheck.validate(value, parameter: "ActionFeedbackTiming.success", allowZero: false)
    }
    self.failure = try failure.map { (value) throws(ActionConfigurationError) in
      try DurationCheck.validate(value, parameter: "ActionFeedbackTiming.failure", allowZero: false)
    }
  }

  /// Creates a feedback timing from durations in seconds.
  ///
  /// - Parameters:
  ///   - success: Seconds to hold the success phase; `nil` for none.
  ///   - failure: Seconds to hold the failure phase; `nil` for none.
  /// - Throws: ``ActionConfigurationError`` naming the parameter if a value is zero, negative, NaN,
  ///   infinite or longer than 100 days.
  public init(success: Double?, failure: Double?) throws(ActionConfigurationError) {
    self.success = try success.map { (value) throws(ActionConfigurationError) in
      try DurationCheck.validate(seconds: value, parameter: "ActionFeedbackTiming.success", allowZero: false)
    }
    self.failure = try failure.map { (value) throws(ActionConfigurationError) in
      try DurationCheck.validate(seconds: value, parameter: "ActionFeedbackTiming.failure", allowZero: false)
    }
  }

  private init() {
    success = nil
    failure = nil
  }

  /// No feedback phases: the button is idle as soon as a run ends.
  public static let none = ActionFeedbackTiming()
}

/// How long an action may run before the engine cancels it.
///
/// A run that reaches its timeout ends ``ActionOutcome/cancelled(_:)`` with
/// ``ActionCancellationReason/timeout``, once the action returns.
///
/// ```swift
/// engine.configuration.timeout = try ActionTimeout(.seconds(30))
/// ```
public struct ActionTimeout: Hashable, Sendable {
  /// The time an action may run.
  public let duration: Duration

  /// Creates a timeout.
  ///
  /// - Parameter duration: The time an action may run.
  /// - Throws: ``ActionConfigurationError`` naming `ActionTimeout.duration` if it is zero, negative or
  ///   longer than 100 days.
  public init(_ duration: Duration) throws(ActionConfigurationError) {
    self.duration = try DurationCheck.validate(
      duration, parameter: "ActionTimeout.duration", allowZero: false)
  }

  /// Creates a timeout from a duration in seconds.
  ///
  /// - Parameter seconds: The seconds an action may run.
  /// - Throws: ``ActionConfigurationError`` naming `ActionTimeout.duration` if it is zero, negative,
  ///   NaN, infinite or longer than 100 days.
  public init(seconds: Double) throws(ActionConfigurationError) {
    self.duration = try DurationCheck.validate(
      seconds: seconds, parameter: "ActionTimeout.duration", allowZero: false)
  }
}

/// What a tap does while the button is busy.
public enum ActionTapPolicy: Hashable, Sendable {
  /// Taps while busy are ignored, and the button keeps looking enabled. They cost nothing: no
  /// allocation, no task. The default.
  case ignoreWhileBusy
  /// Taps while busy are ignored, and the button also looks and reports itself disabled
  /// (``ActionEngine/isDisabled``), like the plain `Button { Task { … } }` with
  /// `.disabled(isRunning)`, for design systems that expect a dimmed button while work runs.
  ///
  /// The engine ignores taps exactly as under ``ignoreWhileBusy``; only the look and the
  /// accessibility state differ. A disabled button cannot be focused on some platforms, so
  /// keyboard focus may move away while it runs.
  case disableWhileBusy
  /// A tap while busy cancels the current run; a new run starts with the latest action as soon
  /// as the cancelled action has returned, never while it is still executing.
  case cancelAndRestart
  /// A tap while busy cancels the current run with ``ActionCancellationReason/user``, as the App Store's
  /// download button does; no new run starts. A press from code and a keyboard activation are
  /// taps, and do the same.
  ///
  /// The rules:
  /// - A tap cancels only while the run's action executes and nothing has cancelled it yet:
  ///   exactly while ``ActionPresentation/tapCancels`` is `true`, which a UI shows with a stop
  ///   glyph inside the ring (``LookAppearance/showsStopGlyph``) and an accessibility label that
  ///   says what a tap does (``ActionStrings/cancel``). A tap at any other moment while busy — the
  ///   run is cancelled already and its action has yet to return, or the action has returned and
  ///   only the spinner finishes its minimum time — is ignored with ``ActionIgnoredTapReason/busy``.
  /// - During a feedback phase the button is not busy: a tap starts a new run, as under every
  ///   policy.
  /// - While the button holds its busy look after a success (``ActionConfiguration/successHold``)
  ///   there is no run to cancel: a tap is ignored with ``ActionIgnoredTapReason/holdingSuccess``.
  ///
  /// ```swift
  /// engine.configuration.policy = .cancelWhileBusy
  /// engine.tap()  // .started(run #1)
  /// engine.tap()  // .cancelRequested: run #1 ends cancelled(user) when its action returns
  /// ```
  case cancelWhileBusy
}

/// What happens to a run when its button leaves the screen.
public enum ActionLifetime: Hashable, Sendable {
  /// Leaving the screen cancels the run. The default.
  case cancelledOnLeave
  /// The run goes on after the button has left the screen, for buttons that vanish when tapped:
  /// alert and dialog buttons, menu items, swipe actions.
  case outlivesButton
}

/// Whether the button stays busy after a successful run, for a button whose success takes its
/// screen away: a sheet's Save that dismisses the sheet, a sign-in that replaces the screen.
///
/// Without a hold, the label comes back as soon as the run ends, and shows for the moment the
/// screen takes to close. With one, the button keeps what it shows at the end of the run — the
/// spinner, or the full ring, or the label when the action returned before the show-delay passed
/// (a success that quick shows no spinner, with or without a hold) — stays busy and ignores taps
/// (``ActionIgnoredTapReason/holdingSuccess``), until it leaves the screen, or until ``maximum`` has
/// passed if there is one. The label never comes back in between.
///
/// The rules:
/// - The hold starts where a successful run would otherwise end, on screen: after the spinner's
///   minimum visible time and the full ring's hold. The run's ``ActionEvent/Kind/finished(_:_:)``
///   event is reported then, with ``ActionOutcome/succeeded``, so an app can close its screen from
///   the event.
/// - During the hold the phase is ``ActionPhase/running``, ``ActionEngine/isBusy`` is `true`, and the
///   button keeps its ``ActionScope`` busy.
/// - The hold ends when the button leaves the screen, when ``maximum`` passes, or on
///   ``ActionEngine/cancel()`` or a changed cancellation trigger. Ended by ``maximum``, the success
///   feedback phase (``ActionFeedbackTiming/success``) follows if there is one; otherwise the button
///   is idle. Nothing is reported when a hold ends: the run has already finished.
/// - A run that fails or is cancelled holds nothing, nor does a run that ends off screen.
///
/// ```swift
/// engine.configuration.successHold = .untilLeave
/// engine.configuration.successHold = try ActionSuccessHold(maximum: .seconds(2))
/// ```
public struct ActionSuccessHold: Hashable, Sendable {
  /// The longest the hold lasts, or `nil` to hold until the button leaves the screen.
  public let maximum: Duration?

  private init(unchecked maximum: Duration?) {
    self.maximum = maximum
  }

  /// Holds the busy look until the button leaves the screen (or ``ActionEngine/cancel()``).
  public static let untilLeave = ActionSuccessHold(unchecked: nil)

  /// Holds the busy look until the button leaves the screen, or `maximum` has passed.
  ///
  /// - Parameter maximum: The longest the hold lasts, counted from the moment the run succeeded.
  /// - Throws: ``ActionConfigurationError`` naming `ActionSuccessHold.maximum` if it is zero, negative or
  ///   longer than 100 days.
  public init(maximum: Duration) throws(ActionConfigurationError) {
    self.maximum = try DurationCheck.validate(
      maximum, parameter: "ActionSuccessHold.maximum", allowZero: false)
  }

  /// Holds the busy look until the button leaves the screen, or `seconds` have passed.
  ///
  /// - Parameter seconds: The longest the hold lasts, in seconds.
  /// - Throws: ``ActionConfigurationError`` naming `ActionSuccessHold.maximum` if it is zero, negative, NaN,
  ///   infinite or longer than 100 days.
  public init(maximumSeconds seconds: Double) throws(ActionConfigurationError) {
    self.maximum = try DurationCheck.validate(
      seconds: seconds, parameter: "ActionSuccessHold.maximum", allowZero: false)
  }
}

/// Everything that shapes a button's runs. Every value in it has been validated.
///
/// A run reads the configuration when it starts; changes apply to the runs that start later.
///
/// ```swift
/// var configuration = ActionConfiguration()
/// configuration.policy = .cancelAndRestart
/// configuration.timeout = try ActionTimeout(.seconds(20))
/// ```
public struct ActionConfiguration: Hashable, Sendable {
  /// When the spinner appears and how long it stays. Default: ``ActionSpinnerTiming/standard``.
  public var timing: ActionSpinnerTiming
  /// What a tap does while busy. Default: ``ActionTapPolicy/ignoreWhileBusy``.
  public var policy: ActionTapPolicy
  /// Whether leaving the screen cancels the run. Default: ``ActionLifetime/cancelledOnLeave``.
  public var lifetime: ActionLifetime
  /// How long success and failure are held. Default: ``ActionFeedbackTiming/none``.
  public var feedback: ActionFeedbackTiming
  /// When the engine cancels a long action. Default: `nil`, no timeout.
  public var timeout: ActionTimeout?
  /// Whether the button stays busy after a successful run, and for how long. Default: `nil`, no
  /// hold: the label comes back as soon as the run ends.
  public var successHold: ActionSuccessHold?

  /// Creates a configuration.
  ///
  /// - Parameters:
  ///   - timing: When the spinner appears and how long it stays.
  ///   - policy: What a tap does while busy.
  ///   - lifetime: Whether leaving the screen cancels the run.
  ///   - feedback: How long success and failure are held.
  ///   - timeout: When the engine cancels a long action; `nil` for never.
  ///   - successHold: Whether the button stays busy after a successful run; `nil` for no hold.
  public init(
    timing: ActionSpinnerTiming = .standard,
    policy: ActionTapPolicy = .ignoreWhileBusy,
    lifetime: ActionLifetime = .cancelledOnLeave,
    feedback: ActionFeedbackTiming = .none,
    timeout: ActionTimeout? = nil,
    successHold: ActionSuccessHold? = nil
  ) {
    self.timing = timing
    self.policy = policy
    self.lifetime = lifetime
    self.feedback = feedback
    self.timeout = timeout
    self.successHold = successHold
  }
}
