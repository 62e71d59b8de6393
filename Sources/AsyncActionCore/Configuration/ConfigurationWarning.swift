import Foundation

// The warning a configuration value out of range gives, the one place warnings go, and the checks
// every duration goes through.

/// A configuration value out of range, what it must be, and what the engine uses instead.
///
/// Configuration values are taken as given, as SwiftUI's own modifiers take theirs: nothing
/// throws, nothing stops the program. A value out of range is clamped to the range, or refused
/// (the parameter keeps its default), and the engine reports a warning naming the parameter and
/// the value:
///
/// ```swift
/// let timing = ActionSpinnerTiming(showDelay: .milliseconds(-50), minimumVisible: .zero)
/// // AsyncActionButton: ActionSpinnerTiming.showDelay is -0.05 seconds; it must be zero or more.
/// // Using 0.0 seconds instead.
/// timing.showDelay  // .zero
/// ```
///
/// There is one form of each value, not a throwing one besides: a configuration is written in
/// code, where a throw could only be answered with `try!`, and a value read from the user is
/// checked where the app reads it. To turn warnings into failures — in a test, or in a debug
/// build — replace ``handler`` for a task.
public struct ActionConfigurationWarning: Hashable, Sendable, CustomStringConvertible {
  /// The parameter that holds the value, spelled as in the API, for example
  /// `"ActionSpinnerTiming.showDelay"`.
  public let parameter: String
  /// The value as given, as text.
  public let value: String
  /// What the parameter requires.
  public let requirement: String
  /// The value the engine uses instead, as text, or `nil` when the value is refused and the
  /// parameter keeps its default.
  public let replacement: String?

  /// A sentence naming the parameter, the value, what the parameter requires and what is used
  /// instead.
  public var description: String {
    let instead = replacement.map { "Using \($0) instead." } ?? "It is ignored."
    return "\(parameter) is \(value); it must be \(requirement). \(instead)"
  }

  /// Where the warnings of the current task go. By default ``printOnce(_:)``.
  ///
  /// Replace it for a task to collect warnings, or to stop a debug build on one:
  ///
  /// ```swift
  /// ActionConfigurationWarning.$handler.withValue({ warning in
  ///   assertionFailure(warning.description)
  /// }) {
  ///   configuration.timeout = ActionTimeout(seconds: typedSeconds)
  /// }
  /// ```
  @TaskLocal public static var handler: @Sendable (ActionConfigurationWarning) -> Void = printOnce

  /// Writes the warning to standard error, once per distinct message for the life of the
  /// process, as SwiftUI writes its runtime warnings: a value made in a view's `body` warns once,
  /// not at every update.
  ///
  /// - Parameter warning: The warning to write.
  public static func printOnce(_ warning: ActionConfigurationWarning) {
    let message = warning.description
    guard printedMessages.insert(message) else { return }
    FileHandle.standardError.write(Data("AsyncActionButton: \(message)\n".utf8))
  }

  static func report(
    _ parameter: String, value: String, requirement: String, replacement: String?
  ) {
    handler(
      ActionConfigurationWarning(
        parameter: parameter, value: value, requirement: requirement, replacement: replacement))
  }

  static let printedMessages = PrintedMessages()
}

/// The messages ``ActionConfigurationWarning/printOnce(_:)`` has written.
///
/// `@unchecked Sendable` is safe: the one stored set is read and written only while `lock` is
/// held, in `insert(_:)`.
final class PrintedMessages: @unchecked Sendable {
  private let lock = NSLock()
  private var messages: Set<String> = []

  /// Adds a message; `true` if it was not there yet.
  func insert(_ message: String) -> Bool {
    lock.lock()
    defer { lock.unlock() }
    return messages.insert(message).inserted
  }

  /// Whether the message has been added.
  func contains(_ message: String) -> Bool {
    lock.lock()
    defer { lock.unlock() }
    return messages.contains(message)
  }
}

/// The largest duration the engine accepts anywhere: 100 days.
///
/// Bigger values are almost certainly a unit mistake (milliseconds passed as seconds), and a
/// limit keeps every deadline far from `Duration`'s overflow.
let maximumDuration = Duration.seconds(100 * 24 * 60 * 60)

enum DurationCheck {
  /// A duration clamped to the engine's range, reporting a warning when it is not in it.
  ///
  /// Too long becomes 100 days. Negative becomes zero where zero is allowed; negative or zero
  /// where it is not is refused (`nil`).
  static func resolve(
    _ duration: Duration, parameter: String, allowZero: Bool
  ) -> Duration? {
    resolve(duration, value: describe(duration), parameter: parameter, allowZero: allowZero)
  }

  /// A duration given in seconds, which may also be NaN or infinite, resolved as
  /// ``resolve(_:parameter:allowZero:)`` does. NaN is refused.
  static func resolve(seconds: Double, parameter: String, allowZero: Bool) -> Duration? {
    let value = "\(seconds) seconds"
    if seconds.isNaN {
      report(parameter, value: value, requirement: "a number of seconds", replacement: nil)
      return nil
    }
    if seconds > Double(maximumDuration.components.seconds) {
      report(parameter, value: value, requirement: "at most 100 days", replacement: describe(maximumDuration))
      return maximumDuration
    }
    // Below -1 s only the sign matters, and `Duration.seconds` cannot take minus infinity.
    return resolve(.seconds(max(seconds, -1)), value: value, parameter: parameter, allowZero: allowZero)
  }

  private static func resolve(
    _ duration: Duration, value: String, parameter: String, allowZero: Bool
  ) -> Duration? {
    if duration > maximumDuration {
      report(parameter, value: value, requirement: "at most 100 days", replacement: describe(maximumDuration))
      return maximumDuration
    }
    if allowZero, duration < .zero {
      report(parameter, value: value, requirement: "zero or more", replacement: describe(.zero))
      return .zero
    }
    if !allowZero, duration <= .zero {
      report(parameter, value: value, requirement: "more than zero", replacement: nil)
      return nil
    }
    return duration
  }

  private static func report(_ parameter: String, value: String, requirement: String, replacement: String?) {
    ActionConfigurationWarning.report(
      parameter, value: value, requirement: requirement, replacement: replacement)
  }

  static func describe(_ duration: Duration) -> String {
    let (seconds, attoseconds) = duration.components
    return "\(Double(seconds) + Double(attoseconds) / 1e18) seconds"
  }
}
