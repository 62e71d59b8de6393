// The engine's effects: performing what the state machine decided, and the tasks that run
// actions and report their end.

extension ActionEngine {
  // MARK: Reports from tasks

  func reportProgress(_ fraction: Double, for id: ActionEvent.RunID) {
    switch machine.reportProgress(fraction, for: id) {
    case .drop:
      break
    case .show(let shown):
      progress = shown
      notifyPresentationChange()
    }
  }

  /// Whether the current run's action is executing: started, and not returned.
  var isActionExecuting: Bool { machine.published.executingRun != nil }

  /// Whether the button is on screen: since its creation or its last ``appear()``, and not
  /// since left.
  var isOnScreen: Bool { machine.published.isOnScreen }

  /// Reports that the current run's action, which has no task (``startsActionTasks`` is
  /// `false`), returned successfully. Does nothing when no action is executing.
  func endExternalAction() {
    guard !startsActionTasks, let id = machine.published.executingRun else { return }
    apply(machine.actionReturned(id, result: .success(())))
  }

  func actionReturned(_ id: ActionEvent.RunID, result: Result<Void, any Error>) {
    actionTask = nil
    apply(machine.actionReturned(id, result: result))
  }

  func timerFired(_ kind: ActionStateMachine.TimerKind, generation: UInt64) {
    // A timer cancelled after it woke up, but before it reached the main actor, is stale.
    guard timers[kind]?.generation == generation else { return }
    timers[kind] = nil
    apply(machine.timerFired(kind))
  }

  // MARK: Performing the machine's actions

  /// Performs what the return of a run's action asks for: whatever the case, its effects, in order.
  func apply(_ action: ActionStateMachine.ActionReturnedAction) {
    switch action {
    case .endRun(let effects), .restart(let effects), .holdFullRing(let effects),
      .waitForMinimum(let effects):
      apply(effects)
    }
  }

  /// Performs what a timer's firing asks for: its effects, in order, or nothing but publishing.
  func apply(_ action: ActionStateMachine.TimerFiredAction) {
    switch action {
    case .showBusyIndicator(let effects), .endRun(let effects), .cancelRun(let effects),
      .endHold(let effects):
      apply(effects)
    case .keepBusyIndicator, .endFeedback:
      publishState()
    }
  }

  /// Performs what a cancel asks for: its effects, in order, or nothing but publishing.
  func apply(_ action: ActionStateMachine.CancelAction) {
    switch action {
    case .none:
      publishState()
    case .endFeedback(let effects), .endHold(let effects), .cancelRun(let effects):
      apply(effects)
    }
  }

  /// Publishes the machine's new state, then performs its effects in order.
  ///
  /// Effects produced while effects are being performed or the state is being published — an
  /// event handler, an observer or a presentation listener that taps, cancels or makes the button
  /// leave — are queued behind the current ones, so they run in the order the machine decided
  /// them: a run's start is performed before the cancel that a listener of its first drawing asks
  /// for.
  func apply(_ effects: ActionStateMachine.Effects) {
    guard !isPerformingEffects else {
      // The machine's state is published, a run's ending with it, in one change an observer
      // hears once, before any event reaches a handler.
      publishState()
      guard !effects.isEmpty else { return }
      // The queue is taken out, added to and put back: every access to it is then a plain load
      // or store, which needs no run-time exclusivity check, also on the common path below.
      var queue = pendingEffects
      pendingEffects = []
      queue.append(contentsOf: effects)
      pendingEffects = queue
      return
    }
    guard !effects.isEmpty else { return publishState() }
    isPerformingEffects = true
    publishState()
    // Only effects that arrive while these are published and performed are queued; they run
    // after these, in the order the machine decided them.
    // By index: the list is read where it lies, not copied into an iterator.
    for index in effects.indices { perform(effects[index]) }
    var index = 0
    while index < pendingEffects.count {
      perform(pendingEffects[index])
      index += 1
    }
    if index > 0 {
      var queue = pendingEffects
      pendingEffects = []
      queue.removeAll(keepingCapacity: true)
      pendingEffects = queue
    }
    isPerformingEffects = false
  }

  func perform(_ effect: ActionStateMachine.Effect) {
    switch effect {
    case .startAction(let id):
      startAction(id)
    case .cancelAction(let id):
      actionTask?.cancel()
      if let followed = followedProgress, followed.run == id { followed.progress.cancel() }
    case .startTimer(let kind, let duration):
      startTimer(kind, after: duration)
    case .cancelTimer(let kind):
      stopTimer(kind)
    case .releaseScope:
      // Let go of the scope before giving it back: a busy listener told of the release may tap
      // this button again, whose new run takes the scope and must keep it.
      let scope = heldScope
      heldScope = nil
      scope?.giveBack(for: ObjectIdentifier(self))
    case .report(let kind):
      onEvent?(ActionEvent(kind, key: stored.pressIdentifier, engine: weakReference))
    }
  }

  /// Tells ``onEvent`` about an ignored tap, at once: it changes no state, so it waits behind no
  /// effect.
  func reportIgnoredTap(_ reason: ActionTapResult.IgnoredReason) {
    onEvent?(ActionEvent(.ignored(reason), key: stored.pressIdentifier, engine: weakReference))
  }

  /// This engine, held weakly, for the events it reports: made with the first one, and shared.
  var weakReference: WeakEngineReference {
    if let reference = storedWeakReference { return reference }
    let reference = WeakEngineReference(self)
    storedWeakReference = reference
    return reference
  }

  func startAction(_ id: ActionEvent.RunID) {
    let accepted = acceptedTapAction
    acceptedTapAction = nil
    guard startsActionTasks else { return }
    // A restart scheduled by an earlier tap starts with the action current now.
    let body: AsyncAction.Body
    if let accepted, accepted.run == id { body = accepted.body } else { body = action.body }
    liveTaskCount += 1
    // The task holds the engine until the action returns: a run that outlives its button still
    // reports its outcome.
    actionTask = Task(priority: .userInitiated) { @MainActor in
      defer { self.taskEnded() }
      let result: Result<Void, any Error>
      do {
        switch body {
        case .plain(let action):
          try await action()
        case .reportingProgress(let action):
          try await action(AsyncAction.ProgressReporter(engine: self, runID: id))
        }
        result = .success(())
      } catch {
        result = .failure(error)
      }
      self.actionReturned(id, result: result)
    }
  }

}
