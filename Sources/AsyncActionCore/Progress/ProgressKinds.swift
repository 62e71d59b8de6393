public import Foundation

// Progress kinds besides the reported one: a progress estimated on the engine's clock, and
// Foundation's `Progress`, observed where Foundation has key-value observation (Apple platforms)
// and polled where it has not (Linux). Both reach the UIs through the engine's one `progress`
// state, so each UI draws them as it draws reported progress.

extension AsyncAction {
  /// Creates an action whose progress is estimated from how long it usually takes.
  ///
  /// The ring advances on the engine's clock along an easing curve towards 95 %: about 90 % at
  /// `estimatedDuration`, never 100 % while the action runs. The engine steps it every 100 ms
  /// (`LookConstants.progressStep`; every thousandth of the estimate for one over 100 s, at most
  /// every second), and the UIs move the ring linearly over each step, so it turns on without a
  /// stop at ten main-actor updates a second. When the action returns
  /// successfully the ring fills to 100 % and is held full for ``fullProgressHold`` if it is on
  /// screen, as for every progress kind, so it is seen full before the label returns.
  ///
  /// ```swift
  /// let export = AsyncAction(estimatedDuration: .seconds(3)) {
  ///   try await exporter.export(document)
  /// }
  /// ```
  ///
  /// A zero or negative `estimatedDuration` is refused: the action runs without an estimate,
  /// with the spinner, as ``init(_:)`` runs it. One longer than 100 days is taken as 100 days.
  /// Both come with an ``ActionConfiguration/Warning`` naming `AsyncAction.estimatedDuration`.
  ///
  /// - Parameters:
  ///   - estimatedDuration: How long the action usually takes.
  ///   - body: The work.
  public init(
    estimatedDuration: Duration,
    _ body: @escaping @MainActor @Sendable () async throws -> Void
  ) {
    guard
      let duration = DurationCheck.resolve(
        estimatedDuration, parameter: "AsyncAction.estimatedDuration", allowZero: false)
    else {
      self.init(body)
      return
    }
    self.init(reportingProgress: { reporter in
      guard let engine = reporter.engineReference else { return try await body() }
      try await engine.runEstimating(duration, run: reporter.runID, body)
    })
  }

  /// Creates an action that reports its progress through a Foundation `Progress`, which the
  /// button follows.
  ///
  /// Each run gets a new, indeterminate `Progress` (its `totalUnitCount` is 0): the button shows
  /// the spinner until the action gives it a total, then a ring that follows `fractionCompleted`.
  /// When the action returns successfully, the ring fills and is held full as for an estimated
  /// progress.
  ///
  /// On Apple platforms the engine observes the progress (key-value observation of
  /// `fractionCompleted` and `isIndeterminate`) while the action runs, and reads it at most once
  /// a frame (a sixtieth of a second), however often the work updates it: a progress
  /// that does not change costs nothing, and one that changes thousands of times a second costs
  /// 60 updates. On Linux, where swift-corelibs-foundation has no key-value observation, the
  /// engine reads it every ``progressPollingInterval`` instead. Either way the reading stops when
  /// the run ends, and a run ends when its button leaves the screen (unless it outlives it).
  ///
  /// When the engine cancels the run (for any ``ActionOutcome/CancellationReason``), it calls `cancel()` on the
  /// progress as it cancels the action's task, so work that watches `isCancelled` or has a
  /// `cancellationHandler` stops too, children included.
  ///
  /// Attach the progress of other work as a child:
  ///
  /// ```swift
  /// let download = AsyncAction(followingProgress: { progress in
  ///   progress.totalUnitCount = 100
  ///   let child = Progress(totalUnitCount: Int64(files.count))
  ///   progress.addChild(child, withPendingUnitCount: 100)
  ///   for file in files {
  ///     try await store.download(file)
  ///     child.completedUnitCount += 1
  ///   }
  /// })
  /// ```
  ///
  /// - Parameter body: The work; it updates the `Progress` it is given.
  public init(followingProgress body: @escaping @MainActor @Sendable (Progress) async throws -> Void) {
    self.init(reportingProgress: { reporter in
      let progress = Progress(totalUnitCount: 0)
      guard let engine = reporter.engineReference else { return try await body(progress) }
      try await engine.runFollowing(progress, run: reporter.runID) { try await body(progress) }
    })
  }

  /// How long the ring of a successful run stays full on screen before the label returns, for
  /// every progress kind: longer than the crossfade, so it is seen.
  @_spi(Shell) public static let fullProgressHold = Duration.milliseconds(250)

  /// How often the engine reads a followed `Progress` where Foundation has no key-value
  /// observation (Linux): 20 times a second.
  @_spi(Shell) public static let progressPollingInterval = Duration.milliseconds(50)

  /// The shortest time between two readings of an observed `Progress` (Apple platforms): one
  /// frame at 60 Hz. Changes within it are read once, at its end.
  static let progressCoalescingInterval = Duration.nanoseconds(16_666_667)
}

/// A `Progress` kept on the main actor.
@MainActor
final class FollowedProgress {
  let progress: Progress

  init(_ progress: Progress) { self.progress = progress }

  /// Cancels the progress, and with it its children.
  func cancel() { progress.cancel() }
}

/// The curve an estimated progress follows.
enum ProgressEstimate {
  /// The value the curve approaches and never reaches.
  static let ceiling = 0.95
  /// How fast it approaches: at the estimated duration the curve is at `1 - e^-3` (95 %) of
  /// ``ceiling``, about 90 %.
  static let steepness = 3.0

  /// The fraction shown `elapsed` into a run estimated to take `estimate`: an ease-out curve,
  /// `0.95 × (1 − e^(−3·elapsed/estimate))`.
  static func fraction(after elapsed: Duration, of estimate: Duration) -> Double {
    let ratio = seconds(elapsed) / seconds(estimate)
    return ceiling * (1 - exp(-steepness * ratio))
  }

  /// The time between two steps of the ring: ``LookConstants/progressStep`` (100 ms), over which
  /// the UIs move the ring linearly; for an estimate over 100 s, a thousandth of it (each step
  /// then moves the ring by less than 0.3 % of a turn), at most one second.
  static func interval(for estimate: Duration) -> Duration {
    min(max(estimate / 1000, LookConstants.progressStep), .seconds(1))
  }

  /// After three estimates the curve is within 0.05 % of its ceiling: the ring stops stepping.
  static func lastStep(for estimate: Duration) -> Duration { estimate * 3 }

  static func seconds(_ duration: Duration) -> Double {
    let (seconds, attoseconds) = duration.components
    return Double(seconds) + Double(attoseconds) / 1e18
  }
}

extension ActionEngine {
  /// Runs `body` for run `run` while a ticker reports the estimated progress on the clock.
  func runEstimating(
    _ estimate: Duration, run: ActionEvent.RunID, _ body: @MainActor () async throws -> Void
  ) async throws {
    let interval = ProgressEstimate.interval(for: estimate)
    let last = ProgressEstimate.lastStep(for: estimate)
    reportProgress(0, for: run)
    try await whileRunning(body) { [clock] in
      let sleep = Self.sleeper(on: clock)
      var elapsed = Duration.zero
      while elapsed < last {
        elapsed += interval
        do { try await sleep(elapsed) } catch { return }
        self.reportProgress(ProgressEstimate.fraction(after: elapsed, of: estimate), for: run)
      }
    }
  }

  /// Runs `body` for run `run` while `progress.fractionCompleted` is reported: observed and
  /// read at most once a frame on Apple platforms, polled on the clock on Linux.
  func runFollowing(
    _ progress: Progress, run: ActionEvent.RunID, _ body: @MainActor () async throws -> Void
  ) async throws {
    // The progress stays on the main actor, in a main-actor object, so that the reading's
    // closure captures nothing that must be `Sendable` (Foundation does not promise `Progress` is
    // on every platform).
    let followed = FollowedProgress(progress)
    followedProgress = (run, followed)
    defer { if followedProgress?.run == run { followedProgress = nil } }
    let read = { @MainActor [weak self] in
      guard let self, !followed.progress.isIndeterminate else { return }
      self.reportProgress(followed.progress.fractionCompleted, for: run)
    }
    read()
    // `ASYNC_ACTION_KVO_STUB`: `scripts/check-swiftui` type-checks this branch on Linux against
    // Apple's declarations of key-value observation (`Stubs/KeyValueObserving`).
    #if canImport(Darwin) || ASYNC_ACTION_KVO_STUB
      let observation = ProgressObservation(progress)
      defer { observation.invalidate() }
      let changes = observation.changes
      try await whileRunning(body) { [clock] in
        // Opened here, as a statement of its own: an existential clock is not opened for a
        // generic parameter within a single-expression closure.
        let clock: any Clock<Duration> = clock
        await Self.coalescing(changes, on: clock, every: AsyncAction.progressCoalescingInterval, read)
      }
    #else
      try await whileRunning(body) { [clock] in
        let sleep = Self.sleeper(on: clock)
        var elapsed = Duration.zero
        while true {
          elapsed += AsyncAction.progressPollingInterval
          do { try await sleep(elapsed) } catch { return }
          read()
        }
      }
    #endif
  }

  /// Calls `deliver` for the changes `changes` signals, at most once every `interval` on `clock`:
  /// at once for a change after a quiet time, and once at the end of an interval for every
  /// change within it, the last included. `changes` must buffer its newest element alone
  /// (`.bufferingNewest(1)`), which is what folds the changes of one interval into one. Returns
  /// when the stream finishes or the task is cancelled.
  static func coalescing<C: Clock>(
    _ changes: AsyncStream<Void>, on clock: C, every interval: Duration,
    _ deliver: @MainActor () -> Void
  ) async where C.Duration == Duration {
    for await _ in changes {
      deliver()
      do { try await clock.sleep(until: clock.now.advanced(by: interval), tolerance: nil) } catch { return }
    }
  }

  /// Runs `body` with `companion` as a child task, which is cancelled and awaited when `body`
  /// returns or throws: no task outlives the action.
  private func whileRunning(
    _ body: @MainActor () async throws -> Void,
    companion: @escaping @MainActor @Sendable () async -> Void
  ) async throws {
    try await withThrowingTaskGroup(of: Void.self) { group in
      group.addTask { await companion() }
      try await body()
      group.cancelAll()
    }
  }

  /// A function that sleeps on `clock` until a given time after now: the ticks of one ticker
  /// keep their distance from its start, whatever each wake-up costs.
  private static func sleeper<C: Clock>(
    on clock: C
  ) -> @Sendable (Duration) async throws -> Void where C.Duration == Duration {
    let start = clock.now
    return { offset in try await clock.sleep(until: start.advanced(by: offset), tolerance: nil) }
  }
}
