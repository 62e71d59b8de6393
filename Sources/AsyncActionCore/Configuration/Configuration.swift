/// Everything that shapes a button's runs. Every value in it is in range: each value type
/// clamps or refuses a value out of range when it is made (``ActionConfigurationWarning``).
///
/// A run reads the configuration when it starts; changes apply to the runs that start later.
///
/// ```swift
/// var configuration = ActionConfiguration()
/// configuration.policy = .cancelAndRestart
/// configuration.timeout = ActionTimeout(.seconds(20))
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
