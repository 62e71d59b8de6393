import Foundation

#if canImport(os)
  import os
#endif

// The warning a configuration value out of range gives, the one place warnings go, and the checks
// every duration goes through.

extension ActionConfiguration {
  /// A configuration value out of range, what it must be, and what the engine uses instead; or a
  /// button whose configuration looks wrong for what it does (``Kind-swift.enum``).
  ///
  /// Configuration values are taken as given, as SwiftUI's own modifiers take theirs: nothing
  /// throws, nothing stops the program. A value out of range is clamped to the range, or refused
  /// (the parameter keeps its default), and the engine reports a warning naming the parameter and
  /// the value:
  ///
  /// ```swift
  /// let timing = ActionConfiguration.BusyIndicatorTiming(showDelay: .milliseconds(-50), minimumVisible: .zero)
  /// // AsyncActionButton: ActionConfiguration.BusyIndicatorTiming.showDelay is -0.05 seconds; it must be zero or more.
  /// // Using 0.0 seconds instead.
  /// timing.showDelay  // .zero
  /// ```
  ///
  /// There is one form of each value, not a throwing one besides: a configuration is written in
  /// code, where a throw could only be answered with `try!`, and a value read from the user is
  /// checked where the app reads it.
  ///
  /// Warnings go to ``defaultHandler``, which writes them where the platform's developers look
  /// (``log(_:)``): the unified log on Apple platforms, as a fault that Xcode's console and
  /// Console.app show; standard error on Linux. To turn warnings into failures in a debug build, set
  /// ``defaultHandler`` once, where the app starts; in a test, replace ``handler`` for a task.
  ///
  /// The same channel carries one warning about what a button did: a run cancelled because its
  /// button left the screen within a second of the tap that started it
  /// (``Kind-swift.enum/leftRightAfterTap(button:)``), which is how a tap that closes its own sheet,
  /// menu or alert looks under the default lifetime.
  public struct Warning: Hashable, Sendable, CustomStringConvertible {
    /// What a warning is about.
    public enum Kind: Hashable, Sendable {
      /// A configuration value out of range: ``ActionConfiguration/Warning/parameter`` names it.
      case valueOutOfRange
      /// A run cancelled because its button left the screen within
      /// ``ActionConfiguration/Warning/leaveAfterTapWindow`` of the tap that started it, under
      /// ``ActionConfiguration/Lifetime/cancelledOnLeave``: the tap most likely closed the view the button is in
      /// (a sheet's Save that dismisses, a button in a menu, a context menu, a confirmation dialog
      /// or an alert), and the action was cancelled with it. Told once per button. `button` names
      /// the button: its identifier for presses, or its title where the UI knows it as text.
      case leftRightAfterTap(button: String)
    }

    /// How soon after the tap that started a run a leave counts as the tap closing the button's own
    /// view: one second.
    ///
    /// The closing animations of a sheet, a menu, a context menu, a confirmation dialog and an alert
    /// take 0.2 to 0.5 s before the button leaves the screen; a person who taps a button and then
    /// leaves the screen on purpose reads the screen first and taps again, which takes longer than
    /// a second. So a leave within a second is the tap's own doing.
    public static let leaveAfterTapWindow = Duration.seconds(1)

    /// What the warning is about: a value out of range, or a button's run cancelled right after
    /// its tap.
    public let kind: Kind
    /// The parameter that holds the value, spelled as in the API, for example
    /// `"ActionConfiguration.BusyIndicatorTiming.showDelay"`.
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
      switch kind {
      case .valueOutOfRange:
        let instead = replacement.map { "Using \($0) instead." } ?? "It is ignored."
        return "\(parameter) is \(value); it must be \(requirement). \(instead)"
      case .leftRightAfterTap(let button):
        return
          "\(button) left the screen within a second of the tap that started its run, which was cancelled: "
          + "the tap most likely closed the view the button is in (a sheet, a menu, a confirmation dialog, "
          + "an alert). If its action must finish, give the button .asyncActionLifetime(.outlivesButton) "
          + "(ActionConfiguration.lifetime = .outlivesButton). Told once per button."
      }
    }

    /// Where the warnings of the current task go. By default ``defaultHandler``.
    ///
    /// Replace it for a task to collect the warnings of what it does, as a test does:
    ///
    /// ```swift
    /// ActionConfiguration.Warning.$handler.withValue({ warning in
    ///   Issue.record("\(warning)")
    /// }) {
    ///   configuration.timeout = ActionConfiguration.Timeout(seconds: typedSeconds)
    /// }
    /// ```
    ///
    /// SwiftUI makes values in `body` and in modifiers, in no task of the app's: to act on every
    /// warning of an app, set ``defaultHandler``.
    @TaskLocal public static var handler: @Sendable (ActionConfiguration.Warning) -> Void = { warning in
      defaultHandler(warning)
    }

    /// Where every warning goes that no task's ``handler`` takes: by default ``log(_:)``. Set it
    /// once, where the app starts, to stop a debug build on a warning:
    ///
    /// ```swift
    /// #if DEBUG
    ///   ActionConfiguration.Warning.defaultHandler = { warning in
    ///     ActionConfiguration.Warning.log(warning)
    ///     assertionFailure(warning.description)
    ///   }
    /// #endif
    /// ```
    public static var defaultHandler: @Sendable (ActionConfiguration.Warning) -> Void {
      get { defaultHandlerStore.value }
      set { defaultHandlerStore.value = newValue }
    }

    /// Writes the warning where the platform's developers look, once per distinct message for the
    /// life of the process, as SwiftUI writes its runtime warnings: on Apple platforms to the
    /// unified log, as a fault of the subsystem `AsyncActionButton` (Xcode's console and
    /// Console.app show it); on Linux to standard error (``printOnce(_:)``).
    ///
    /// - Parameter warning: The warning to write.
    public static func log(_ warning: ActionConfiguration.Warning) {
      #if canImport(os)
        let message = warning.description
        guard loggedMessages.insert(message) else { return }
        // Made here, once per distinct message: no static of a type whose sendability differs
        // between SDKs.
        Logger(subsystem: "AsyncActionButton", category: "configuration").fault(
          "\(message, privacy: .public)")
      #else
        printOnce(warning)
      #endif
    }

    /// Writes the warning to standard error, once per distinct message for the life of the
    /// process, as SwiftUI writes its runtime warnings: a value made in a view's `body` warns once,
    /// not at every update.
    ///
    /// - Parameter warning: The warning to write.
    public static func printOnce(_ warning: ActionConfiguration.Warning) {
      let message = warning.description
      guard printedMessages.insert(message) else { return }
      FileHandle.standardError.write(Data("AsyncActionButton: \(message)\n".utf8))
    }

    static func report(
      _ parameter: String, value: String, requirement: String, replacement: String?
    ) {
      handler(
        ActionConfiguration.Warning(
          kind: .valueOutOfRange, parameter: parameter, value: value, requirement: requirement,
          replacement: replacement))
    }

    /// Tells the handler that `button`'s run was cancelled by a leave right after its tap.
    static func reportLeftRightAfterTap(button: String) {
      handler(
        ActionConfiguration.Warning(
          kind: .leftRightAfterTap(button: button), parameter: "ActionConfiguration.lifetime",
          value: "cancelledOnLeave", requirement: "outlivesButton for a button whose tap closes its own view",
          replacement: nil))
    }

    static let printedMessages = PrintedMessages()
    /// The messages ``log(_:)`` has written to the unified log: apart from ``printedMessages``, so
    /// that a handler that logs and prints does both.
    static let loggedMessages = PrintedMessages()
    static let defaultHandlerStore = HandlerStore(log)
  }
}

/// The process's ``ActionConfiguration/Warning/defaultHandler``.
///
/// `@unchecked Sendable` is safe: the one stored closure is read and written only while `lock` is
/// held, and the closure itself is `@Sendable`.
final class HandlerStore: @unchecked Sendable {
  private let lock = NSLock()
  private var handler: @Sendable (ActionConfiguration.Warning) -> Void

  init(_ handler: @escaping @Sendable (ActionConfiguration.Warning) -> Void) {
    self.handler = handler
  }

  /// The handler: read and replaced under the lock.
  var value: @Sendable (ActionConfiguration.Warning) -> Void {
    get {
      lock.lock()
      defer { lock.unlock() }
      return handler
    }
    set {
      lock.lock()
      defer { lock.unlock() }
      handler = newValue
    }
  }
}

/// The messages ``ActionConfiguration/Warning/printOnce(_:)`` has written.
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
    ActionConfiguration.Warning.report(
      parameter, value: value, requirement: requirement, replacement: replacement)
  }

  static func describe(_ duration: Duration) -> String {
    let (seconds, attoseconds) = duration.components
    return "\(Double(seconds) + Double(attoseconds) / 1e18) seconds"
  }
}
