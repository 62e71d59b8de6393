// What an app asks of an engine besides taps and the screen — a press from code, a cancel, a
// cancellation trigger — and what the engine gives assistive technologies.

extension ActionEngine {
  /// Presses the button from code, as a tap on it would: what an ``ActionPressRegistry`` press
  /// and an error alert's Try Again (``ActionEvent/pressAgain()``) do.
  ///
  /// A press obeys every rule a tap obeys — busy, policy, scope, on screen — and also the UI's
  /// enabled state, which ``tap()`` leaves to the UI: a button whose UI is disabled
  /// (``isEnabled`` `false`) refuses it.
  ///
  /// ```swift
  /// engine.press()  // .tapped(.started(run #1))
  /// engine.press()  // .tapped(.ignored(.busy))
  /// ```
  ///
  /// - Returns: ``ActionPressResult/disabled`` when ``isEnabled`` is `false`, otherwise
  ///   ``ActionPressResult/tapped(_:)`` with what ``tap()`` returned.
  @discardableResult
  public func press() -> ActionPressResult {
    guard isEnabled else { return .disabled }
    return .tapped(tap())
  }

  /// Cancels the current run, if any, and ends a feedback phase or a hold after success.
  ///
  /// The action's task is cancelled; the run ends ``ActionOutcome/cancelled(_:)`` with
  /// ``ActionOutcome/CancellationReason/explicit`` when the action returns. A hold after success
  /// (``ActionConfiguration/successHold``) ends at once: its run has already succeeded.
  public func cancel() {
    apply(machine.cancel(.explicit))
  }

  /// Hands the engine the current value of a cancellation trigger. When a later call passes a
  /// different value, the current run is cancelled with ``ActionOutcome/CancellationReason/trigger``.
  ///
  /// ```swift
  /// engine.updateCancellationTrigger(searchQuery) // on every change of the query
  /// ```
  ///
  /// - Parameter value: The trigger's current value. A value of another type counts as a change,
  ///   and an Optional is a type of its own: `"1999"` then `Optional("1999")` cancels, and so do
  ///   `String?.none` then `Int?.none`. It need not be `Sendable`,
  ///   and its `Equatable` conformance may be main-actor isolated (an app's type under default
  ///   main-actor isolation): the engine keeps and compares it on the main actor.
  public func updateCancellationTrigger<Value: Equatable>(_ value: Value) {
    let trigger = CancellationTrigger(value)
    defer { cancellationTrigger = trigger }
    guard let previous = cancellationTrigger else { return }
    if previous != trigger {
      apply(machine.cancel(.trigger))
    }
  }

  // MARK: Accessibility

  /// The accessibility value a UI gives the button: "In progress" while busy, "In progress,
  /// 40%" while progress shows (in steps of ``PercentFormat/spokenStep``), "Done" or "Failed"
  /// during a feedback phase, `nil` when idle. Localized through ``strings``
  /// (``ActionPresentation/accessibilityValue(in:)``).
  ///
  /// Observable: reading it observes the progress too, so a view that reads it is re-evaluated on
  /// every progress report. A view that should not be reads it in a part of its own.
  public var accessibilityValue: String? {
    presentation.accessibilityValue(in: strings)
  }

  /// The announcement a UI can post when a run ends: "Done", "Failed" or "Cancelled".
  ///
  /// - Parameter outcome: How the run ended.
  /// - Returns: The localized announcement.
  public func announcement(for outcome: ActionOutcome) -> String {
    switch outcome {
    case .succeeded: strings.done
    case .failed: strings.failed
    case .cancelled: strings.cancelled
    }
  }
}
