extension ActionEngine {
  /// Counts the button as on screen for as long as the calling task runs; when the task is
  /// cancelled, tells the engine that the button left, and returns.
  ///
  /// A SwiftUI view calls it from its `task` modifier. SwiftUI cancels that task when the view
  /// disappears, so the view's own structured task decides when the button has left:
  ///
  /// ```swift
  /// Button(action: { engine.tap() }) { label }
  ///   .task { [engine] in await engine.stayOnScreenUntilCancelled() }
  /// ```
  ///
  /// The engine counts as on screen while at least one such call is suspended; when the last one
  /// returns, the engine does what ``disappear()`` does (under ``ActionConfiguration/Lifetime/cancelledOnLeave`` the
  /// run is cancelled with ``ActionOutcome/CancellationReason/left``). Overlapping calls are counted, so a view
  /// that leaves and comes straight back, whose new task starts before its old one has returned,
  /// does not lose its run to the old task.
  ///
  /// > Important: Mixing this with direct calls to ``appear()`` and ``disappear()`` on one engine
  /// > is not supported: use one or the other.
  public func stayOnScreenUntilCancelled() async {
    presenceCount += 1
    appear()
    await Self.suspendUntilCancelled()
    presenceCount -= 1
    if presenceCount == 0 { disappear() }
  }

  /// Suspends, without a timer or a wake-up, until the current task is cancelled.
  static func suspendUntilCancelled() async {
    let parking = Parking()
    await withTaskCancellationHandler {
      await withCheckedContinuation { continuation in
        // The check and the parking happen in one main-actor turn; the handler below resumes on
        // the main actor too, so it finds the continuation parked, or the check has seen the
        // cancellation and resumed already.
        if Task.isCancelled {
          continuation.resume()
        } else {
          parking.park(continuation)
        }
      }
    } onCancel: {
      Task { @MainActor in parking.resume() }
    }
  }
}

/// Holds the continuation of one suspended ``ActionEngine/stayOnScreenUntilCancelled()``.
@MainActor
private final class Parking {
  private var continuation: CheckedContinuation<Void, Never>?

  func park(_ continuation: CheckedContinuation<Void, Never>) {
    self.continuation = continuation
  }

  func resume() {
    continuation?.resume()
    continuation = nil
  }
}
