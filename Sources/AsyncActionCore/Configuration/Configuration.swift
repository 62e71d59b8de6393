/// Everything that shapes a button's runs. Every value in it is in range: each value type
/// clamps or refuses a value out of range when it is made (``ActionConfiguration/Warning``).
///
/// A run reads the configuration when it starts; changes apply to the runs that start later.
///
/// ```swift
/// var configuration = ActionConfiguration()
/// configuration.policy = .cancelAndRestart
/// configuration.timeout = ActionConfiguration.Timeout(.seconds(20))
/// ```
public struct ActionConfiguration: Hashable, Sendable {
  /// When the spinner appears and how long it stays. Default: ``ActionConfiguration/BusyIndicatorTiming/standard``.
  public var timing: ActionConfiguration.BusyIndicatorTiming
  /// What a tap does while busy. Default: ``ActionConfiguration/TapPolicy/ignoreWhileBusy``.
  public var policy: ActionConfiguration.TapPolicy
  /// Whether leaving the screen cancels the run. Default: ``ActionConfiguration/Lifetime/cancelledOnLeave``.
  public var lifetime: ActionConfiguration.Lifetime
  /// How long success and failure are held. Default: ``ActionConfiguration/FeedbackTiming/none``.
  public var feedback: ActionConfiguration.FeedbackTiming
  /// When the engine cancels a long action. Default: `nil`, no timeout.
  public var timeout: ActionConfiguration.Timeout?
  /// Whether the button stays busy after a successful run, and for how long. Default: `nil`, no
  /// hold: the label comes back as soon as the run ends.
  public var successHold: ActionConfiguration.SuccessHold?

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
    timing: ActionConfiguration.BusyIndicatorTiming = .standard,
    policy: ActionConfiguration.TapPolicy = .ignoreWhileBusy,
    lifetime: ActionConfiguration.Lifetime = .cancelledOnLeave,
    feedback: ActionConfiguration.FeedbackTiming = .none,
    timeout: ActionConfiguration.Timeout? = nil,
    successHold: ActionConfiguration.SuccessHold? = nil
  ) {
    self.timing = timing
    self.policy = policy
    self.lifetime = lifetime
    self.feedback = feedback
    self.timeout = timeout
    self.successHold = successHold
  }
}
