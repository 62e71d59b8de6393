// How long things take: the spinner's show-delay and minimum, the feedback phases, the
// timeout. Each takes its durations as given and clamps or refuses one out of range, with an
// `ActionConfigurationWarning` naming it.

/// When the spinner appears and how long it stays.
///
/// A run shows no spinner during ``showDelay``, so an action that finishes quickly never
/// flashes one. Once shown, the spinner stays at least ``minimumVisible``, so it never flickers.
/// The button counts as busy, and ignores taps, until the spinner is gone.
///
/// ```swift
/// let relaxed = ActionSpinnerTiming(showDelay: .milliseconds(250), minimumVisible: .milliseconds(600))
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
  ///
  /// A negative duration is taken as zero, one longer than 100 days as 100 days, each with an
  /// ``ActionConfigurationWarning`` naming the parameter.
  public init(showDelay: Duration, minimumVisible: Duration) {
    self.showDelay =
      DurationCheck.resolve(showDelay, parameter: "ActionSpinnerTiming.showDelay", allowZero: true)
      ?? Self.standard.showDelay
    self.minimumVisible =
      DurationCheck.resolve(minimumVisible, parameter: "ActionSpinnerTiming.minimumVisible", allowZero: true)
      ?? Self.standard.minimumVisible
  }

  /// Creates a timing from two durations in seconds.
  ///
  /// - Parameters:
  ///   - showDelay: Seconds a run goes without a spinner.
  ///   - minimumVisible: Seconds a shown spinner stays at least.
  ///
  /// A negative value is taken as zero, one longer than 100 days (or infinite) as 100 days, and
  /// NaN as the ``standard`` value, each with an ``ActionConfigurationWarning`` naming the parameter.
  public init(showDelay: Double, minimumVisible: Double) {
    self.showDelay =
      DurationCheck.resolve(seconds: showDelay, parameter: "ActionSpinnerTiming.showDelay", allowZero: true)
      ?? Self.standard.showDelay
    self.minimumVisible =
      DurationCheck.resolve(
        seconds: minimumVisible, parameter: "ActionSpinnerTiming.minimumVisible", allowZero: true)
      ?? Self.standard.minimumVisible
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
/// engine.configuration.feedback = ActionFeedbackTiming(success: .seconds(1), failure: .seconds(2))
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
  ///
  /// A zero or negative duration is refused, and the phase is not held (as for `nil`); one
  /// longer than 100 days is taken as 100 days; each with an ``ActionConfigurationWarning``
  /// naming the parameter.
  public init(success: Duration?, failure: Duration?) {
    self.success = success.flatMap {
      DurationCheck.resolve($0, parameter: "ActionFeedbackTiming.success", allowZero: false)
    }
    self.failure = failure.flatMap {
      DurationCheck.resolve($0, parameter: "ActionFeedbackTiming.failure", allowZero: false)
    }
  }

  /// Creates a feedback timing from durations in seconds.
  ///
  /// - Parameters:
  ///   - success: Seconds to hold the success phase; `nil` for none.
  ///   - failure: Seconds to hold the failure phase; `nil` for none.
  ///
  /// A zero, negative or NaN value is refused, and the phase is not held (as for `nil`); one
  /// longer than 100 days (or infinite) is taken as 100 days; each with an
  /// ``ActionConfigurationWarning`` naming the parameter.
  public init(success: Double?, failure: Double?) {
    self.success = success.flatMap {
      DurationCheck.resolve(seconds: $0, parameter: "ActionFeedbackTiming.success", allowZero: false)
    }
    self.failure = failure.flatMap {
      DurationCheck.resolve(seconds: $0, parameter: "ActionFeedbackTiming.failure", allowZero: false)
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
/// engine.configuration.timeout = ActionTimeout(.seconds(30))
/// ```
///
/// Its initializers are failable: a timeout that cannot be (zero, negative, NaN) gives `nil`, which
/// is what every place that takes a timeout reads as "no timeout".
public struct ActionTimeout: Hashable, Sendable {
  /// The time an action may run.
  public let duration: Duration

  /// Creates a timeout.
  ///
  /// A zero or negative duration is refused (`nil`: no timeout); one longer than 100 days is
  /// taken as 100 days; each with an ``ActionConfigurationWarning`` naming
  /// `ActionTimeout.duration`.
  ///
  /// - Parameter duration: The time an action may run.
  public init?(_ duration: Duration) {
    guard
      let duration = DurationCheck.resolve(duration, parameter: "ActionTimeout.duration", allowZero: false)
    else { return nil }
    self.duration = duration
  }

  /// Creates a timeout from a duration in seconds.
  ///
  /// A zero, negative or NaN value is refused (`nil`: no timeout); one longer than 100 days (or
  /// infinite) is taken as 100 days; each with an ``ActionConfigurationWarning`` naming
  /// `ActionTimeout.duration`.
  ///
  /// - Parameter seconds: The seconds an action may run.
  public init?(seconds: Double) {
    guard
      let duration = DurationCheck.resolve(
        seconds: seconds, parameter: "ActionTimeout.duration", allowZero: false)
    else { return nil }
    self.duration = duration
  }
}
