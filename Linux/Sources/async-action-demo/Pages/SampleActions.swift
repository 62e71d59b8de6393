import AsyncActionCore
import Foundation

/// The work the demo's buttons run: timed sleeps standing in for network calls.
enum SampleActions {
  /// An action that reports its progress in `steps` steps of 100 ms.
  static func reportingProgress(steps: Int) -> AsyncAction {
    AsyncAction(reportingProgress: { progress in
      for step in 1...steps {
        try await Task.sleep(for: .milliseconds(100))
        progress(Double(step) / Double(steps))
      }
    })
  }

  /// Waits on the main queue for `duration`, whatever cancellation says: an action that does
  /// not check for cancellation.
  static func ignoringCancellation(for duration: Duration) async {
    let milliseconds = Int(
      duration.components.seconds * 1000 + duration.components.attoseconds / 1_000_000_000_000_000)
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
      DispatchQueue.main.asyncAfter(deadline: .now() + .milliseconds(milliseconds)) {
        continuation.resume()
      }
    }
  }
}

/// The error the demo's failing actions throw.
enum DemoError: Error, CustomStringConvertible {
  case serverUnreachable

  /// In English, for the trace (`outcome=failed(the server is unreachable)`).
  var description: String { "the server is unreachable" }

  /// The key of the message the status line shows, in the demo's language.
  var messageKey: String { "The server is unreachable" }
}
