// How long things take: the spinner's show-delay and minimum, the feedback phases, the
// timeout. Each takes its durations as given and clamps or refuses one out of range, with an
// `ActionConfiguration.Warning` naming it.

extension ActionConfiguration {
  /// When the spinner appears and how long it stays.
  ///
  /// A run shows no spinner during ``showDelay``, so an action that finishes quickly never
  /// flashes one. Once shown, the spinner stays at least ``minimumVisible``, so it never flickers.
  /// The button counts as busy, and ignores taps, until the spinner is gone.
  ///
  /// ```swift
  /// let relaxed = ActionConfiguration.BusyIndicatorTiming(showDelay: .milliseconds(250), minimumVisible: .milliseconds(600))
  /// engine.configuration.timing = relaxed
  /// ```
  public struct BusyIndicatorTiming: Hashable, Sendable {
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
    /// ``ActionConfiguration/Warning`` naming the parameter.
    public init(showDelay: Duration, minimumVisible: Duration) {
      self.showDelay =
        DurationCheck.resolve(
          showDelay, parameter: "ActionConfiguration.BusyIndicatorTiming.showDelay", allowZero: true)
        ?? Self.standard.showDelay
      self.minimumVisible =
        DurationCheck.resolve(
          minimumVisible, parameter: "ActionConfiguration.BusyIndicatorTiming.minimumVisible", allowZero: true
        )
        ?? Self.standard.minimumVisible
    }

    /// Creates a timing from two durations in seconds.
    ///
    /// - Parameters:
    ///   - showDelay: Seconds a run goes without a spinner.
    ///   - minimumVisible: Seconds a shown spinner stays at least.
    ///
    /// A negative value is taken as zero, one longer than 100 days (or infinite) as 100 days, and
    /// NaN as the ``standard`` value, each with an ``ActionConfiguration/Warning`` naming the parameter.
    public init(showDelay: Double, minimumVisible: Double) {
      self.showDelay =
        DurationCheck.resolve(
          seconds: showDelay, parameter: "ActionConfiguration.BusyIndicatorTiming.showDelay", allowZero: true)
        ?? Self.standard.showDelay
      self.minimumVisible =
        DurationCheck.resolve(
          seconds: minimumVisible, parameter: "ActionConfiguration.BusyIndicatorTiming.minimumVisible",
          allowZero: true)
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
    public static let standard = Self(unchecked: .milliseconds(100), .milliseconds(400))

    /// The spinner appears at once and goes as soon as the action returns, like a plain
    /// `Button { Task { … } }` that toggles a loading flag around the action.
    public static let immediate = ActionConfiguration.BusyIndicatorTiming(unchecked: .zero, .zero)
  }
}

extension ActionConfiguration {
  /// How long the button holds the success or failure phase after a run, so a UI can show a check
  /// mark, a shake or play a haptic before the button is idle again.
  ///
  /// ```swift
  /// engine.configuration.feedback = ActionConfiguration.FeedbackTiming(success: .seconds(1), failure: .seconds(2))
  /// ```
  public struct FeedbackTiming: Hashable, Sendable {
    /// How long ``ActionEngine/Phase/succeeded`` is held, or `nil` to go straight back to ``ActionEngine/Phase/idle``.
    public let success: Duration?
    /// How long ``ActionEngine/Phase/failed(_:)`` is held, or `nil` to go straight back to ``ActionEngine/Phase/idle``.
    public let failure: Duration?

    /// Creates a feedback timing.
    ///
    /// - Parameters:
    ///   - success: How long to hold the success phase; `nil` for none.
    ///   - failure: How long to hold the failure phase; `nil` for none.
    ///
    /// A zero or negative duration is refused, and the phase is not held (as for `nil`); one
    /// longer than 100 days is taken as 100 days; each with an ``ActionConfiguration/Warning``
    /// naming the parameter.
    public init(success: Duration?, failure: Duration?) {
      self.success = success.flatMap {
        DurationCheck.resolve($0, parameter: "ActionConfiguration.FeedbackTiming.success", allowZero: false)
      }
      self.failure = failure.flatMap {
        DurationCheck.resolve($0, parameter: "ActionConfiguration.FeedbackTiming.failure", allowZero: false)
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
    /// ``ActionConfiguration/Warning`` naming the parameter.
    public init(success: Double?, failure: Double?) {
      self.success = success.flatMap {
        DurationCheck.resolve(
          seconds: $0, parameter: "ActionConfiguration.FeedbackTiming.success", allowZero: false)
      }
      self.failure = failure.flatMap {
        DurationCheck.resolve(
          seconds: $0, parameter: "ActionConfiguration.FeedbackTiming.failure", allowZero: false)
      }
    }

    private init() {
      success = nil
      failure = nil
    }

    /// No feedback phases: the button is idle as soon as a run ends.
    public static let none = ActionConfiguration.FeedbackTiming()
  }
}

extension ActionConfiguration {
  /// How long an action may run before the engine cancels it.
  ///
  /// A run that reaches its timeout ends ``ActionOutcome/cancelled(_:)`` with
  /// ``ActionOutcome/CancellationReason/timeout``, once the action returns.
  ///
  /// ```swift
  /// engine.configuration.timeout = ActionConfiguration.Timeout(.seconds(30))
  /// ```
  ///
  /// Its initializers are failable: a timeout that cannot be (zero, negative, NaN) gives `nil`, which
  /// is what every place that takes a timeout reads as "no timeout".
  public struct Timeout: Hashable, Sendable {
    /// The time an action may run.
    public let duration: Duration

    /// Creates a timeout.
    ///
    /// A zero or negative duration is refused (`nil`: no timeout); one longer than 100 days is
    /// taken as 100 days; each with an ``ActionConfiguration/Warning`` naming
    /// `ActionConfiguration.Timeout.duration`.
    ///
    /// - Parameter duration: The time an action may run.
    public init?(_ duration: Duration) {
      guard
        let duration = DurationCheck.resolve(
          duration, parameter: "ActionConfiguration.Timeout.duration", allowZero: false)
      else { return nil }
      self.duration = duration
    }

    /// Creates a timeout from a duration in seconds.
    ///
    /// A zero, negative or NaN value is refused (`nil`: no timeout); one longer than 100 days (or
    /// infinite) is taken as 100 days; each with an ``ActionConfiguration/Warning`` naming
    /// `ActionConfiguration.Timeout.duration`.
    ///
    /// - Parameter seconds: The seconds an action may run.
    public init?(seconds: Double) {
      guard
        let duration = DurationCheck.resolve(
          seconds: seconds, parameter: "ActionConfiguration.Timeout.duration", allowZero: false)
      else { return nil }
      self.duration = duration
    }
  }
}
