/// Identifies one run of a button's action. Runs of one engine are numbered from 1.
///
/// Only the engine makes run identifiers: an app receives them (``TapResult/started(_:)``,
/// ``ActionEvent``) and compares them.
public struct RunID: Hashable, Comparable, Sendable, CustomStringConvertible {
  /// The run's number.
  public let rawValue: UInt64

  /// Creates a run identifier. The engine numbers runs; tests name them.
  ///
  /// - Parameter rawValue: The run's number.
  package init(_ rawValue: UInt64) { self.rawValue = rawValue }

  /// Orders runs by the time they started.
  public static func < (lhs: RunID, rhs: RunID) -> Bool { lhs.rawValue < rhs.rawValue }

  /// `run #N`.
  public var description: String { "run #\(rawValue)" }
}

/// Why a run was cancelled.
public enum CancellationReason: Hashable, Sendable {
  /// The app called ``ActionEngine/cancel()``.
  case explicit
  /// The button left the screen while its lifetime was ``RunLifetime/cancelledOnLeave``.
  case left
  /// The cancellation trigger value changed.
  case trigger
  /// The run reached its ``ActionTimeout``.
  case timeout
  /// A tap under ``TapPolicy/cancelAndRestart`` replaced the run.
  case restart
  /// The action threw `CancellationError` although the engine had not asked it to stop, for
  /// example because a task it awaited was cancelled elsewhere.
  case action
}

/// How a run ended.
///
/// Cancellation is never failure: an action that ends after cancellation was requested — by
/// returning or by throwing anything — ends ``cancelled(_:)``.
public enum RunOutcome: Sendable {
  /// The action returned without being asked to stop.
  case succeeded
  /// The action threw an error that is not a cancellation.
  case failed(any Error)
  /// The run was cancelled, for the reason given.
  case cancelled(CancellationReason)

  /// The outcome without its payload, for comparisons.
  public var kind: Kind {
    switch self {
    case .succeeded: .succeeded
    case .failed: .failed
    case .cancelled: .cancelled
    }
  }

  /// The kinds of outcome.
  public enum Kind: Hashable, Sendable {
    /// See ``RunOutcome/succeeded``.
    case succeeded
    /// See ``RunOutcome/failed(_:)``.
    case failed
    /// See ``RunOutcome/cancelled(_:)``.
    case cancelled
  }

  /// Classifies how an action ended.
  static func classify(_ result: Result<Void, any Error>, cancellation: CancellationReason?) -> RunOutcome {
    if let cancellation { return .cancelled(cancellation) }
    switch result {
    case .success: return .succeeded
    case .failure(let error) where error is CancellationError: return .cancelled(.action)
    case .failure(let error): return .failed(error)
    }
  }
}

/// What a UI shows: the phase a button is in.
///
/// `idle → running → (succeeded | failed) → idle`. ``succeeded`` and ``failed(_:)`` are held only
/// when ``FeedbackTiming`` asks for them; a cancelled run goes straight back to ``idle``.
public enum Phase: Sendable {
  /// Nothing runs; a tap starts a run.
  case idle
  /// A run is in progress: the action executes, or has returned while the spinner finishes its
  /// minimum visible time. Taps are handled by the ``TapPolicy``.
  case running
  /// The last run succeeded; held for ``FeedbackTiming/success``.
  case succeeded
  /// The last run failed; held for ``FeedbackTiming/failure``.
  case failed(any Error)

  /// The phase without its payload, for comparisons and `onChange`.
  public var kind: Kind {
    switch self {
    case .idle: .idle
    case .running: .running
    case .succeeded: .succeeded
    case .failed: .failed
    }
  }

  /// The kinds of phase.
  public enum Kind: Hashable, Sendable {
    /// See ``Phase/idle``.
    case idle
    /// See ``Phase/running``.
    case running
    /// See ``Phase/succeeded``.
    case succeeded
    /// See ``Phase/failed(_:)``.
    case failed
  }
}

/// What the engine tells its listener. Every run reports ``started(_:)`` once and
/// ``finished(_:_:)`` once.
public enum ActionEvent: Sendable {
  /// A run started: its action is about to execute.
  case started(RunID)
  /// A run ended, with its outcome. A thrown error reaches the listener here, exactly once.
  case finished(RunID, RunOutcome)
}

/// What became of a tap.
public enum TapResult: Hashable, Sendable {
  /// The tap started a run.
  case started(RunID)
  /// Under ``TapPolicy/cancelAndRestart``: the current run was cancelled and a new one starts
  /// as soon as its action returns.
  case restartScheduled
  /// The tap did nothing, for the reason given.
  case ignored(IgnoredTapReason)
}

/// Why a tap did nothing.
public enum IgnoredTapReason: Hashable, Sendable {
  /// The button is busy and its policy is ``TapPolicy/ignoreWhileBusy`` or
  /// ``TapPolicy/disableWhileBusy``.
  case busy
  /// A restart is already scheduled; the new run will use the latest action.
  case restartAlreadyScheduled
  /// Another button of the same ``ActionScope`` is busy.
  case scopeBusy
  /// The button is not on screen.
  case offScreen
}

extension CancellationReason: CustomStringConvertible {
  /// The reason's name, for logs.
  public var description: String {
    switch self {
    case .explicit: "explicit"
    case .left: "left"
    case .trigger: "trigger"
    case .timeout: "timeout"
    case .restart: "restart"
    case .action: "action"
    }
  }
}

extension RunOutcome: CustomStringConvertible {
  /// `succeeded`, `failed(<error>)` or `cancelled(<reason>)`, for logs.
  public var description: String {
    switch self {
    case .succeeded: "succeeded"
    case .failed(let error): "failed(\(error))"
    case .cancelled(let reason): "cancelled(\(reason))"
    }
  }
}

extension IgnoredTapReason: CustomStringConvertible {
  /// The reason's name, for logs.
  public var description: String {
    switch self {
    case .busy: "busy"
    case .restartAlreadyScheduled: "restartAlreadyScheduled"
    case .scopeBusy: "scopeBusy"
    case .offScreen: "offScreen"
    }
  }
}

extension TapResult: CustomStringConvertible {
  /// `started(run #N)`, `restartScheduled` or `ignored(<reason>)`, for logs.
  public var description: String {
    switch self {
    case .started(let run): "started(\(run))"
    case .restartScheduled: "restartScheduled"
    case .ignored(let reason): "ignored(\(reason))"
    }
  }
}
