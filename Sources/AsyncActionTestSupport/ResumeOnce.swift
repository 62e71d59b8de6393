/// A continuation that is resumed at most once, by whichever comes first: the event it waits for,
/// or the cancellation of the waiting task.
///
/// Hand-shakes built on it end when a test's time limit cancels the test, so a broken engine
/// makes a test fail rather than hang.
///
/// ```swift
/// let once = ResumeOnce()
/// await withTaskCancellationHandler {
///   await withCheckedContinuation { once.install($0); registerCallback { once.resume() } }
/// } onCancel: {
///   once.resume()
/// }
/// ```
package final class ResumeOnce: Sendable {
  private struct State: Sendable {
    var continuation: CheckedContinuation<Void, Never>?
    var resumed = false
  }

  private let state = LockedState(State())

  /// Creates an empty hand-shake.
  package init() {}

  /// Hands over the continuation to resume; resumes it at once if ``resume()`` came first.
  ///
  /// - Parameter continuation: The waiting task's continuation.
  package func install(_ continuation: CheckedContinuation<Void, Never>) {
    let resumeNow = state.withLock { state -> Bool in
      if state.resumed { return true }
      state.continuation = continuation
      return false
    }
    if resumeNow { continuation.resume() }
  }

  /// Resumes the continuation, once; later calls do nothing.
  package func resume() {
    let continuation = state.withLock { state -> CheckedContinuation<Void, Never>? in
      guard !state.resumed else { return nil }
      state.resumed = true
      defer { state.continuation = nil }
      return state.continuation
    }
    continuation?.resume()
  }

  /// Waits until ``resume()`` is called or the task is cancelled.
  ///
  /// - Parameter register: Called once with this object before waiting, on no particular actor;
  ///   it arranges for ``resume()`` to be called.
  package static func wait(_ register: @Sendable (ResumeOnce) -> Void) async {
    let once = ResumeOnce()
    await withTaskCancellationHandler {
      await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
        once.install(continuation)
        register(once)
      }
    } onCancel: {
      once.resume()
    }
  }
}
