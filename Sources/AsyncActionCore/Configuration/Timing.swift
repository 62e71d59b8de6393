// How long things take: the spinner's show-delay and minimum, the feedback phases, the
// timeout. Each validates its durations when it is made.

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
