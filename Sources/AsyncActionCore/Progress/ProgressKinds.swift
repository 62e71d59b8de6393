public import Foundation

// Progress kinds besides the reported one: a progress estimated on the engine's clock, and
// Foundation's `Progress` followed by polling. Both reach the UIs through the engine's one
// `progress` state, so each UI draws them as it draws reported progress.

extension AsyncAction {
  /// Creates an action whose progress is estimated from how long it usually takes.
  ///
  /// The ring advances on the engine's clock along an easing curve towards 95 %: about 90 % at
  /// `estimatedDuration`, never 100 % while the action runs. When the action returns
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
  /// Both come with an ``ActionConfigurationWarning`` naming `AsyncAction.estimatedDuration`.
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
  /// The engine reads the progress every ``progressPollingInterval`` on its clock while the
  /// action runs: polling works the same on every platform, Linux included, where
  /// swift-corelibs-foundation has no key-value observing. When the action returns
  /// successfully, the ring fills and is held full as for an estimated progress.
  ///
  /// When the engine cancels the run (for any ``ActionCancellationReason``), it calls `cancel()` on the
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
  public static let fullProgressHold = Duration.milliseconds(250)

  /// How often the engine reads a followed `Progress`.
  public static let progressPollingInterval = Duration.milliseconds(50)
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

  /// The time between two steps of the ring: a hundredth of the estimate, at least a sixtieth of
  /// a second and at most one second.
  static func interval(for estimate: Duration) -> Duration {
    min(max(estimate / 100, .milliseconds(16)), .seconds(1))
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
    _ estimate: Duration, run: ActionRunID, _ body: @MainActor () async throws -> Void
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

  /// Runs `body` for run `run` while a poller reports `progress.fractionCompleted` on the clock.
  func runFollowing(
    _ progress: Progress, run: ActionRunID, _ body: @MainActor () async throws -> Void
  ) async throws {
    // The progress stays on the main actor, in a main-actor object, so that the poller's
    // closure captures nothing that must be `Sendable` (Foundation does not promise `Progress` is
    // on every platform).
    let followed = FollowedProgress(progress)
    followedProgress = (run, followed)
    defer { if followedProgress?.run == run { followedProgress = nil } }
    let poll = { @MainActor [weak self] in
      guard let self, !followed.progress.isIndeterminate else { return }
      self.reportProgress(followed.progress.fractionCompleted, for: run)
    }
    poll()
    try await whileRunning(body) { [clock] in
      let sleep = Self.sleeper(on: clock)
      var elapsed = Duration.zero
      while true {
        elapsed += AsyncAction.progressPollingInterval
        do { try await sleep(elapsed) } catch { return }
        poll()
      }
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
