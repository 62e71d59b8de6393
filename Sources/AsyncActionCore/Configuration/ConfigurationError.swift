public import Foundation

// The error a refused configuration value throws, and the checks every duration goes through.

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
