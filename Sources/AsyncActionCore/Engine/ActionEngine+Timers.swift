// The engine's timers, one per kind, and the wait for every task the engine started.

extension ActionEngine {
  func startTimer(_ kind: ActionStateMachine.TimerKind, after duration: Duration) {
    stopTimer(kind)
    let generation = timers.nextGeneration()
    // The deadline is fixed now, on the main actor, not when the timer's task first runs.
    let sleep = Self.sleeper(on: clock, after: duration)
    liveTaskCount += 1
    let task = Task(priority: .userInitiated) { @MainActor in
      defer { self.taskEnded() }
      // A timer stopped before its task first runs ends here, without a sleep (`stopTimer`
      // cancels only a sleeping task).
      guard self.timers[kind]?.generation == generation else { return }
      self.timers[kind]?.isSleeping = true
      do {
        try await sleep()
      } catch {
        return  // Cancelled.
      }
      self.timerFired(kind, generation: generation)
    }
    timers[kind] = TimerSlots.Timer(generation: generation, task: task)
  }

  /// Stops a timer: cancels its task if it sleeps; a task that has not run yet sees its slot
  /// emptied and ends without sleeping.
  func stopTimer(_ kind: ActionStateMachine.TimerKind) {
    if let timer = timers[kind], timer.isSleeping { timer.task.cancel() }
    timers[kind] = nil
  }

  static func sleeper<C: Clock>(
    on clock: C, after duration: Duration
  ) -> @Sendable () async throws -> Void where C.Duration == Duration {
    let deadline = clock.now.advanced(by: duration)
    return { try await clock.sleep(until: deadline, tolerance: nil) }
  }

  func taskEnded() {
    liveTaskCount -= 1
    if liveTaskCount == 0 { resumeTaskWaiters() }
  }

  /// Suspends until every task the engine started has ended, or the waiting task is cancelled.
  /// For tests.
  func waitUntilAllTasksEnd() async {
    while liveTaskCount > 0 && !Task.isCancelled {
      await withTaskCancellationHandler {
        await withCheckedContinuation { taskWaiters.append($0) }
      } onCancel: {
        Task { @MainActor in self.resumeTaskWaiters() }
      }
    }
  }

  func resumeTaskWaiters() {
    // Nobody waits but in tests: the last task of every run ends here, and finds none.
    guard !taskWaiters.isEmpty else { return }
    let waiters = taskWaiters
    taskWaiters.removeAll()
    for waiter in waiters { waiter.resume() }
  }

  /// How many timers are scheduled and not cancelled. For tests.
  var scheduledTimerCount: Int { timers.count }
}

/// One slot per timer kind, so scheduling a timer allocates nothing beyond its task.
struct TimerSlots {
  /// A timer's task, its generation and whether it sleeps, in two words: the generation and the
  /// flag share one, so that a slot that is empty costs no more than a full one.
  struct Timer {
    let task: Task<Void, Never>
    /// The generation, shifted left by one, and the sleeping flag in the lowest bit.
    private var word: UInt64

    init(generation: UInt64, task: Task<Void, Never>) {
      self.task = task
      word = generation << 1
    }

    var generation: UInt64 { word >> 1 }

    /// Whether the task has started sleeping: only then does stopping it cancel it.
    var isSleeping: Bool {
      get { word & 1 == 1 }
      set { word = newValue ? word | 1 : word & ~1 }
    }
  }

  private var slots: (Timer?, Timer?, Timer?, Timer?, Timer?, Timer?) = (nil, nil, nil, nil, nil, nil)
  private var generation: UInt64 = 0

  mutating func nextGeneration() -> UInt64 {
    generation &+= 1
    return generation
  }

  subscript(kind: ActionStateMachine.TimerKind) -> Timer? {
    get {
      switch kind {
      case .showDelay: slots.0
      case .minimumVisible: slots.1
      case .timeout: slots.2
      case .feedback: slots.3
      case .fullRing: slots.4
      case .successHold: slots.5
      }
    }
    set {
      switch kind {
      case .showDelay: slots.0 = newValue
      case .minimumVisible: slots.1 = newValue
      case .timeout: slots.2 = newValue
      case .feedback: slots.3 = newValue
      case .fullRing: slots.4 = newValue
      case .successHold: slots.5 = newValue
      }
    }
  }

  var count: Int {
    ActionStateMachine.TimerKind.allCases.reduce(0) { $0 + (self[$1] == nil ? 0 : 1) }
  }
}
