@_spi(Shell) import AsyncActionCore

// What a UI would read off the reference model's state: the phase, busy, the spinner, progress,
// the failure counts and the last finished run of each button, as the engine publishes them.

extension ReferenceModel {
  func phase(_ index: Int) -> ActionEngine.Phase.Kind {
    let button = buttons[index]
    if isBusy(index) { return .busy }
    return button.feedback?.kind ?? .idle
  }

  /// Busy: a run, or a hold after success.
  func isBusy(_ index: Int) -> Bool { buttons[index].run != nil || buttons[index].hold != nil }

  /// A busy button looks disabled only under the policy that asks for it.
  func isDisabled(_ index: Int) -> Bool {
    isBusy(index) && buttons[index].configuration.policy == .disableWhileBusy
  }

  func isBusyIndicatorVisible(_ index: Int) -> Bool {
    buttons[index].run?.shownAt != nil || buttons[index].hold?.spinnerShown == true
  }

  func progress(_ index: Int) -> Double? { buttons[index].run?.progress ?? buttons[index].hold?.progress }

  /// A tap cancels only under the policy that asks for it, while the action executes and nothing
  /// has cancelled it yet.
  func tapCancels(_ index: Int) -> Bool {
    guard let run = buttons[index].run, buttons[index].configuration.policy == .cancelWhileBusy else {
      return false
    }
    return run.executing && run.cancellation == nil
  }

  /// Whether a scoped button is busy: the scope's `isBusy`.
  var isScopeBusy: Bool { buttons.indices.contains { buttons[$0].scoped && isBusy($0) } }

  func lastFinishedRun(_ index: Int) -> ActionEngine.FinishedRun? {
    buttons[index].lastFinished.map { finished in
      let kind: ActionOutcome.Kind =
        finished.outcome == "succeeded" ? .succeeded : finished.outcome == "failed" ? .failed : .cancelled
      return ActionEngine.FinishedRun(run: ActionEvent.RunID(finished.run), outcome: kind)
    }
  }

  /// How many runs of the button failed (the engine's `failureCount`): read off its events, not
  /// counted as runs end, so the model states the rule apart from the machine's counters.
  func failures(_ index: Int) -> Int { endings(index).filter { $0 == "failed" }.count }

  /// How many runs of the button failed in a row (the engine's `consecutiveFailureCount`): its
  /// failed endings since its last success, a cancelled run counting neither way.
  func consecutiveFailures(_ index: Int) -> Int {
    endings(index).reversed().prefix { $0 != "succeeded" }.filter { $0 == "failed" }.count
  }

  /// How each run of the button ended, in order.
  fileprivate func endings(_ index: Int) -> [String] {
    records.compactMap { record in
      if case .finished(index, _, let outcome) = record { outcome } else { nil }
    }
  }

  /// Whether the action of the button's run waits to be completed.
  func isExecuting(_ index: Int) -> Bool { buttons[index].run?.executing == true }
}
