// The listeners of a button's events that a UI collects from its surroundings, called in order.

/// The listeners of a button's events, each interested in all events or in one kind of ending.
///
/// A UI collects listeners from its surroundings and hands the engine one function that calls
/// them all, in order:
///
/// ```swift
/// let listeners = ActionEventListeners.failed { error in alert = error }
///   + .succeeded { saves += 1 }
/// engine.onEvent = { listeners($0) }
/// ```
package struct ActionEventListeners {
  private var listeners: [(ActionEvent) -> Void] = []

  /// No listeners.
  package init() {}

  /// One listener for every event.
  ///
  /// - Parameter listener: Called with every ``ActionEvent``.
  package init(_ listener: @escaping (ActionEvent) -> Void) {
    listeners = [listener]
  }

  /// A listener for the start of every run.
  ///
  /// - Parameter handler: Called with the run that started.
  /// - Returns: The listener.
  package static func started(_ handler: @escaping (ActionEvent.RunID) -> Void) -> Self {
    Self { event in
      if case .started(let run) = event.kind { handler(run) }
    }
  }

  /// A listener for every ignored tap.
  ///
  /// - Parameter handler: Called with the reason the tap was ignored.
  /// - Returns: The listener.
  package static func ignored(
    _ handler: @escaping (ActionTapResult.IgnoredReason) -> Void
  ) -> Self {
    Self { event in
      if case .ignored(let reason) = event.kind { handler(reason) }
    }
  }

  /// A listener for every run that succeeds.
  ///
  /// - Parameter handler: Called when a run succeeded.
  /// - Returns: The listener.
  package static func succeeded(_ handler: @escaping () -> Void) -> Self {
    Self { event in
      if case .finished(_, .succeeded) = event.kind { handler() }
    }
  }

  /// A listener for every run that fails, called once per error.
  ///
  /// - Parameter handler: Called with the error the action threw.
  /// - Returns: The listener.
  package static func failed(_ handler: @escaping (any Error) -> Void) -> Self {
    Self { event in
      if case .finished(_, .failed(let error)) = event.kind { handler(error) }
    }
  }

  /// A listener for every run that is cancelled.
  ///
  /// - Parameter handler: Called with the reason the run was cancelled.
  /// - Returns: The listener.
  package static func cancelled(
    _ handler: @escaping (ActionOutcome.CancellationReason) -> Void
  ) -> Self {
    Self { event in
      if case .finished(_, .cancelled(let reason)) = event.kind { handler(reason) }
    }
  }

  /// Whether there are no listeners.
  package var isEmpty: Bool { listeners.isEmpty }

  /// The listeners of `lhs`, then those of `rhs`.
  ///
  /// - Parameters:
  ///   - lhs: The listeners called first.
  ///   - rhs: The listeners called next.
  /// - Returns: Both, in that order.
  package static func + (lhs: Self, rhs: Self) -> Self {
    var both = lhs
    both.listeners += rhs.listeners
    return both
  }

  /// Tells every listener about an event, in order.
  ///
  /// - Parameter event: What the engine reported.
  @MainActor package func callAsFunction(_ event: ActionEvent) {
    for listener in listeners { listener(event) }
  }
}
