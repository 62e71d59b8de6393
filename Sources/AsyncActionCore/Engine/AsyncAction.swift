/// The work a button runs when tapped.
///
/// An action runs on the main actor, may suspend, may throw, and may report determinate progress.
/// Cancellation is cooperative: when the engine cancels a run, the action's task is cancelled and
/// the action should return or throw soon after (`try Task.checkCancellation()`, or any
/// cancellation-aware `await`). Until it does, the button stays busy.
///
/// ```swift
/// let save = AsyncAction { try await profile.save() }
/// let upload = AsyncAction(reportingProgress: { progress in
///   for try await fraction in uploader.upload(file) { progress(fraction) }
/// })
/// ```
public struct AsyncAction: Sendable {
  /// The work, with or without a progress reporter: an action that reports no progress is handed
  /// no reporter.
  enum Body: Sendable {
    case plain(@MainActor @Sendable () async throws -> Void)
    case reportingProgress(@MainActor @Sendable (AsyncAction.ProgressReporter) async throws -> Void)
  }

  let body: Body

  /// Creates an action from a closure that may throw.
  ///
  /// - Parameter body: The work. A non-throwing closure works too.
  public init(_ body: @escaping @MainActor @Sendable () async throws -> Void) {
    self.body = .plain(body)
  }

  /// Creates an action that reports determinate progress while it runs.
  ///
  /// - Parameter body: The work; it calls its ``AsyncAction/ProgressReporter`` with fractions from 0 to 1.
  public init(
    reportingProgress body: @escaping @MainActor @Sendable (AsyncAction.ProgressReporter) async throws -> Void
  ) {
    self.body = .reportingProgress(body)
  }

  /// An action that does nothing and returns at once.
  public static let none = AsyncAction {}
}

extension AsyncAction {
  /// Hands determinate progress from a running action to its button, which then shows a progress
  /// ring instead of an indeterminate spinner.
  ///
  /// Values are clamped to `0...1`; NaN is dropped. A reporter outlives its run harmlessly: reports
  /// after the run's action has returned are dropped. When the action returns successfully, a ring
  /// that showed fills to 1 and is held full for ``AsyncAction/fullProgressHold``.
  public struct ProgressReporter: Sendable {
    private weak var engine: ActionEngine?
    /// The engine, for the other progress kinds (see ProgressKinds.swift).
    var engineReference: ActionEngine? { engine }
    /// The run this reporter belongs to.
    public let runID: ActionEvent.RunID

    init(engine: ActionEngine, runID: ActionEvent.RunID) {
      self.engine = engine
      self.runID = runID
    }

    /// Reports how much of the work is done.
    ///
    /// - Parameter fraction: From 0 (nothing done) to 1 (all done).
    @MainActor public func report(_ fraction: Double) {
      engine?.reportProgress(fraction, for: runID)
    }

    /// Reports how much of the work is done; the same as ``report(_:)``.
    ///
    /// - Parameter fraction: From 0 (nothing done) to 1 (all done).
    @MainActor public func callAsFunction(_ fraction: Double) {
      report(fraction)
    }
  }
}
