extension ActionEvent {
  /// Identifies one run of a button's action. Runs of one engine are numbered from 1.
  ///
  /// Only the engine makes run identifiers: an app receives them (``ActionTapResult/started(_:)``,
  /// ``ActionEvent``) and compares them.
  public struct RunID: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The run's number.
    public let rawValue: UInt64

    /// Creates a run identifier. The engine numbers runs; tests name them.
    ///
    /// - Parameter rawValue: The run's number.
    package init(_ rawValue: UInt64) { self.rawValue = rawValue }

    /// Orders runs by the time they started.
    public static func < (lhs: ActionEvent.RunID, rhs: ActionEvent.RunID) -> Bool {
      lhs.rawValue < rhs.rawValue
    }

    /// `run #N`.
    public var description: String { "run #\(rawValue)" }
  }
}

extension ActionOutcome {
  /// Why a run was cancelled.
  public enum CancellationReason: Hashable, Sendable {
    /// The app called ``ActionEngine/cancel()``.
    case explicit
    /// The button left the screen while its lifetime was ``ActionConfiguration/Lifetime/cancelledOnLeave``.
    case left
    /// The cancellation trigger value changed.
    case trigger
    /// The run reached its ``ActionConfiguration/Timeout``.
    case timeout
    /// A tap under ``ActionConfiguration/TapPolicy/cancelAndRestart`` replaced the run.
    case restart
    /// The action threw `CancellationError` although the engine had not asked it to stop, for
    /// example because a task it awaited was cancelled elsewhere.
    case action
    /// The user tapped the busy button (or pressed it from code, or activated it with the keyboard)
    /// under ``ActionConfiguration/TapPolicy/cancelWhileBusy``.
    case user
  }
}

/// How a run ended.
///
/// Cancellation is never failure: an action that ends after cancellation was requested — by
/// returning or by throwing anything — ends ``cancelled(_:)``.
public enum ActionOutcome: Sendable {
  /// The action returned without being asked to stop.
  case succeeded
  /// The action threw an error that is not a cancellation.
  case failed(any Error)
  /// The run was cancelled, for the reason given.
  case cancelled(ActionOutcome.CancellationReason)

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
    /// See ``ActionOutcome/succeeded``.
    case succeeded
    /// See ``ActionOutcome/failed(_:)``.
    case failed
    /// See ``ActionOutcome/cancelled(_:)``.
    case cancelled
  }

  /// Classifies how an action ended.
  static func classify(
    _ result: Result<Void, any Error>, cancellation: ActionOutcome.CancellationReason?
  ) -> ActionOutcome {
    if let cancellation { return .cancelled(cancellation) }
    switch result {
    case .success: return .succeeded
    case .failure(let error) where error is CancellationError: return .cancelled(.action)
    case .failure(let error): return .failed(error)
    }
  }
}

extension ActionEngine {
  /// What a UI shows: the phase a button is in.
  ///
  /// `idle → busy → (succeeded | failed) → idle`. ``succeeded`` and ``failed(_:)`` are held only
  /// when ``ActionConfiguration/FeedbackTiming`` asks for them; a cancelled run goes straight back to ``idle``.
  public enum Phase: Sendable {
    /// Nothing runs; a tap starts a run.
    case idle
    /// A run is in progress: the action executes, or has returned while the spinner finishes its
    /// minimum visible time (or the full ring is held). Taps are handled by the ``ActionConfiguration/TapPolicy``.
    /// Also the phase of a button that holds its busy look after a success
    /// (``ActionConfiguration/successHold``), which ignores taps.
    case busy
    /// The last run succeeded; held for ``ActionConfiguration/FeedbackTiming/success``.
    case succeeded
    /// The last run failed; held for ``ActionConfiguration/FeedbackTiming/failure``.
    case failed(any Error)

    /// The phase without its payload, for comparisons and `onChange`.
    public var kind: Kind {
      switch self {
      case .idle: .idle
      case .busy: .busy
      case .succeeded: .succeeded
      case .failed: .failed
      }
    }

    /// The kinds of phase.
    public enum Kind: Hashable, Sendable {
      /// See ``ActionEngine/Phase/idle``.
      case idle
      /// See ``ActionEngine/Phase/busy``.
      case busy
      /// See ``ActionEngine/Phase/succeeded``.
      case succeeded
      /// See ``ActionEngine/Phase/failed(_:)``.
      case failed
    }
  }
}

/// What the engine tells its listener: a run started, a tap was ignored, or a run finished, and
/// which button it came from.
///
/// Every run reports ``Kind/started(_:)`` once and ``Kind/finished(_:_:)`` once; every ignored
/// tap reports ``Kind/ignored(_:)``. A thrown error reaches the listener exactly once, in its
/// run's ``Kind/finished(_:_:)`` event.
///
/// ```swift
/// engine.onEvent = { [weak model] event in
///   switch event.kind {
///   case .started(let run): model?.log("\(event.identifier ?? "button") started \(run)")
///   case .ignored(let reason): model?.log("tap ignored: \(reason)")
///   case .finished(_, .failed(let error)): model?.present(error, retry: event)
///   case .finished: break
///   }
/// }
/// // Later, from the error alert's Try Again:
/// event.pressAgain()
/// ```
public struct ActionEvent: Sendable, CustomStringConvertible {
  /// What happened. Unlike ``ActionEngine/Phase/Kind`` and ``ActionOutcome/Kind``, it carries its payload: the
  /// run, the reason a tap was ignored, the outcome with its error.
  public enum Kind: Sendable {
    /// A run started: its action is about to execute.
    case started(ActionEvent.RunID)
    /// A tap (a click, a key press, a press from code) did nothing, for the reason given: the same
    /// reason ``ActionEngine/tap()`` returned.
    case ignored(ActionTapResult.IgnoredReason)
    /// A run ended, with its outcome. A thrown error reaches the listener here, exactly once.
    case finished(ActionEvent.RunID, ActionOutcome)
  }

  /// The identifier of the button the event came from, if it is a `String`: its
  /// ``ActionEngine/pressIdentifier`` when the event was reported, or `nil` when it has none. One
  /// handler for several buttons tells them apart by it.
  ///
  /// A button whose identifier is of another type, such as the app's enum of its buttons, has
  /// `nil` here: read it with ``identifier(as:)``. An identifier is never turned into text.
  public let identifier: String?
  /// What happened.
  public let kind: Kind
  /// The identifier of the button the event came from, of whatever type it is.
  private let key: ActionIdentifier?
  /// The engine the event came from, held weakly: an event kept for a Try Again does not keep
  /// its button alive. The engine's own reference, shared by every event it reports.
  private let engine: WeakEngineReference?

  /// Creates an event. Only engines report events; tests name them.
  ///
  /// - Parameters:
  ///   - kind: What happened.
  ///   - identifier: The identifier of the button it happened to.
  ///   - engine: The engine it came from, which ``pressAgain()`` presses.
  package init(_ kind: Kind, identifier: String? = nil, engine: ActionEngine? = nil) {
    self.init(kind, key: identifier.map(ActionIdentifier.string), engine: engine)
  }

  /// Creates an event, with the button's identifier of whatever type it is.
  ///
  /// - Parameters:
  ///   - kind: What happened.
  ///   - key: The identifier of the button it happened to.
  ///   - engine: The engine it came from, which ``pressAgain()`` presses.
  package init(_ kind: Kind, key: ActionIdentifier?, engine: ActionEngine?) {
    self.init(kind, key: key, engine: engine.map(WeakEngineReference.init))
  }

  /// Creates an event, with the engine's shared weak reference to itself.
  init(_ kind: Kind, key: ActionIdentifier?, engine: WeakEngineReference?) {
    self.kind = kind
    self.key = key
    identifier = key?.string
    self.engine = engine
  }

  /// The identifier of the button the event came from, if it is of type `ID`: how one handler
  /// tells apart buttons whose identifiers are of the app's own type.
  ///
  /// ```swift
  /// enum EditorButton: Hashable { case save, delete }
  ///
  /// switch (event.identifier(as: EditorButton.self), event.kind) {
  /// case (.save, .finished(_, .failed(let error))): log.saveFailed(error)
  /// case (.delete, .finished(_, .succeeded)): dismiss()
  /// default: break
  /// }
  /// ```
  ///
  /// On the main actor, where events are reported: the identifier's type need not be `Sendable`.
  ///
  /// - Parameter type: The type of the app's identifiers.
  /// - Returns: The button's identifier, or `nil` when it has none, or one of another type.
  @MainActor public func identifier<ID: Hashable>(as type: ID.Type) -> ID? {
    key?.value(as: type)
  }

  /// The run the event is about: `nil` for an ignored tap.
  public var run: ActionEvent.RunID? {
    switch kind {
    case .started(let run), .finished(let run, _): run
    case .ignored: nil
    }
  }

  /// How the run ended, for a ``Kind/finished(_:_:)`` event; otherwise `nil`.
  public var outcome: ActionOutcome? {
    if case .finished(_, let outcome) = kind { return outcome }
    return nil
  }

  /// Presses the button this event came from again, as a tap on it would: the Try Again of an
  /// error alert or banner.
  ///
  /// The press obeys every rule a tap obeys, and is refused exactly when a tap would be: it
  /// returns ``ActionPressResult/disabled`` when the button's UI is disabled
  /// (``ActionEngine/isEnabled``), and ``ActionPressResult/tapped(_:)`` with
  /// ``ActionTapResult/ignored(_:)`` when the button is busy, its scope is busy or it is off screen. A
  /// button that no longer exists is not pressed: ``ActionPressResult/notFound``.
  ///
  /// ```swift
  /// Button(strings.tryAgain) { failedEvent.pressAgain() }
  /// ```
  ///
  /// - Returns: What became of the press: ``ActionEngine/press()``.
  @MainActor @discardableResult
  public func pressAgain() -> ActionPressResult {
    engine?.engine?.press() ?? .notFound
  }

  /// `save: started(run #1)`, `ignored(busy)`, `finished(run #1, failed(<error>))`, for logs. The
  /// identifier is written as `String(describing:)` writes it: `save` for an enum's `.save` too.
  public var description: String {
    let what =
      switch kind {
      case .started(let run): "started(\(run))"
      case .ignored(let reason): "ignored(\(reason))"
      case .finished(let run, let outcome): "finished(\(run), \(outcome))"
      }
    return key.map { "\($0): \(what)" } ?? what
  }
}

/// What became of a tap.
public enum ActionTapResult: Hashable, Sendable {
  /// The tap started a run.
  case started(ActionEvent.RunID)
  /// Under ``ActionConfiguration/TapPolicy/cancelAndRestart``: the current run was cancelled and a new one starts
  /// as soon as its action returns.
  case restartScheduled
  /// Under ``ActionConfiguration/TapPolicy/cancelWhileBusy``: the current run was cancelled with
  /// ``ActionOutcome/CancellationReason/user``; it ends ``ActionOutcome/cancelled(_:)`` when its action returns.
  case cancelRequested
  /// The tap did nothing, for the reason given.
  case ignored(ActionTapResult.IgnoredReason)
}

extension ActionTapResult {
  /// Why a tap did nothing.
  public enum IgnoredReason: Hashable, Sendable {
    /// The button is busy and its policy is ``ActionConfiguration/TapPolicy/ignoreWhileBusy`` or
    /// ``ActionConfiguration/TapPolicy/disableWhileBusy``; or, under ``ActionConfiguration/TapPolicy/cancelWhileBusy``, its run can no longer
    /// be cancelled: it is cancelled already and waits for its action to return, or its action has
    /// returned and only its spinner is finishing.
    case busy
    /// A restart is already scheduled; the new run will use the latest action.
    case restartAlreadyScheduled
    /// Another button of the same ``ActionScope`` is busy.
    case scopeBusy
    /// The button is not on screen.
    case offScreen
    /// The button holds its busy look after a successful run (``ActionConfiguration/successHold``)
    /// until it leaves the screen or the hold's time passes.
    case holdingSuccess
  }
}

extension ActionOutcome.CancellationReason: CustomStringConvertible {
  /// The reason's name, for logs.
  public var description: String {
    switch self {
    case .explicit: "explicit"
    case .left: "left"
    case .trigger: "trigger"
    case .timeout: "timeout"
    case .restart: "restart"
    case .action: "action"
    case .user: "user"
    }
  }
}

extension ActionOutcome: CustomStringConvertible {
  /// `succeeded`, `failed(<error>)` or `cancelled(<reason>)`, for logs.
  public var description: String {
    switch self {
    case .succeeded: "succeeded"
    case .failed(let error): "failed(\(error))"
    case .cancelled(let reason): "cancelled(\(reason))"
    }
  }
}

extension ActionTapResult.IgnoredReason: CustomStringConvertible {
  /// The reason's name, for logs.
  public var description: String {
    switch self {
    case .busy: "busy"
    case .restartAlreadyScheduled: "restartAlreadyScheduled"
    case .scopeBusy: "scopeBusy"
    case .offScreen: "offScreen"
    case .holdingSuccess: "holdingSuccess"
    }
  }
}

extension ActionTapResult: CustomStringConvertible {
  /// `started(run #N)`, `restartScheduled`, `cancelRequested` or `ignored(<reason>)`, for logs.
  public var description: String {
    switch self {
    case .started(let run): "started(\(run))"
    case .restartScheduled: "restartScheduled"
    case .cancelRequested: "cancelRequested"
    case .ignored(let reason): "ignored(\(reason))"
    }
  }
}

extension ActionEngine {
  /// A run that finished: its id and how it ended, without the error. An equatable value that
  /// changes every time a run ends, also when two runs in a row end the same way; the counterpart
  /// of the ``ActionEvent/Kind/finished(_:_:)`` event.
  public struct FinishedRun: Hashable, Sendable {
    /// The run that ended.
    public let run: ActionEvent.RunID
    /// How it ended.
    public let outcome: ActionOutcome.Kind

    /// Creates a finished run. Only the engine reports runs as finished; tests name them.
    ///
    /// - Parameters:
    ///   - run: The run that ended.
    ///   - outcome: How it ended.
    package init(run: ActionEvent.RunID, outcome: ActionOutcome.Kind) {
      self.run = run
      self.outcome = outcome
    }
  }
}

/// An engine, held weakly, for the events it reports (``ActionEvent/pressAgain()``): the engine
/// makes one with its first event and hands the same to every event after it, so that an event
/// retains an object instead of forming and destroying a weak reference of its own.
@MainActor
final class WeakEngineReference {
  weak var engine: ActionEngine?

  nonisolated init(_ engine: ActionEngine) {
    self.engine = engine
  }
}
