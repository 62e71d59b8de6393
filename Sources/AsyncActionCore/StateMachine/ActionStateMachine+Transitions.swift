// How a run starts and ends: the transitions the machine's inputs share. A run's ending is
// recorded (its event, the failure counts, the last run) in one place, `end`.

extension ActionStateMachine {
  mutating func startRun(inheriting spinner: SpinnerStatus?, effects: inout Effects) -> ActionRunID {
    lastRunNumber += 1
    let id = ActionRunID(lastRunNumber)
    let configuration = configuration
    effects.append(.startAction(id))
    let status: SpinnerStatus
    if let spinner {
      // Its timers keep running for the new run.
      status = spinner
    } else if configuration.timing.showDelay > .zero {
      status = .pending
      effects.append(.startTimer(.showDelay, configuration.timing.showDelay))
    } else if configuration.timing.minimumVisible > .zero {
      status = .holding
      effects.append(.startTimer(.minimumVisible, configuration.timing.minimumVisible))
    } else {
      status = .shown
    }
    if let timeout = configuration.timeout {
      effects.append(.startTimer(.timeout, timeout.duration))
    }
    effects.append(.report(.started(id)))
    state = .busy(Run(id: id, configuration: configuration, action: .executing, spinner: status))
    return id
  }

  /// Reports that run `id` ended with `outcome`, and counts it: the one place a run's ending is
  /// recorded, so the failure counts and the last run change exactly with the run's
  /// ``ActionEvent/Kind/finished(_:_:)`` event.
  mutating func end(_ id: ActionRunID, _ outcome: ActionOutcome, effects: inout Effects) {
    effects.append(.report(.finished(id, outcome)))
    published.drawn.lastRun = ActionFinishedRun(run: id, outcome: outcome.kind)
    published.lastOutcome = outcome
    switch outcome {
    case .failed:
      published.drawn.failureCount += 1
      published.drawn.consecutiveFailureCount += 1
    case .succeeded:
      published.drawn.consecutiveFailureCount = 0
    case .cancelled:
      break
    }
  }

  func cancellationEffects(of run: Run) -> Effects {
    run.configuration.timeout == nil
      ? [.cancelAction(run.id)] : [.cancelAction(run.id), .cancelTimer(.timeout)]
  }

  /// Ends a hold before its time: the button is idle, and gives its scope back.
  mutating func endHold(_ hold: Hold) -> Effects {
    state = .idle
    return hold.configuration.successHold?.maximum == nil
      ? [.releaseScope] : [.cancelTimer(.successHold), .releaseScope]
  }

  /// Ends `run`: gives the scope back, reports the outcome, and holds feedback if asked to. A
  /// success on screen under a ``ActionConfiguration/successHold`` reports its outcome and holds
  /// the busy look instead, keeping the scope.
  mutating func finish(_ run: Run, _ outcome: ActionOutcome, effects: inout Effects) {
    if case .succeeded = outcome, let successHold = run.configuration.successHold, isOnScreen {
      end(run.id, outcome, effects: &effects)
      state = .holdingSuccess(
        Hold(
          id: run.id, configuration: run.configuration, isSpinnerVisible: run.spinner != .pending,
          progress: run.progress))
      if let maximum = successHold.maximum { effects.append(.startTimer(.successHold, maximum)) }
      return
    }
    effects.append(.releaseScope)
    end(run.id, outcome, effects: &effects)
    let hold: Duration? =
      switch outcome {
      case .succeeded: run.configuration.feedback.success
      case .failed: run.configuration.feedback.failure
      case .cancelled: nil
      }
    if let hold, isOnScreen {
      state = .holdingFeedback(run.id, outcome.kind)
      effects.append(.startTimer(.feedback, hold))
    } else {
      state = .idle
    }
  }
}
