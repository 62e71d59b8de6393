@_spi(Shell) import AsyncActionCore
import AsyncActionGTK
import CGtk
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

  /// Runs `work`, writing a `cancel` trace line if the run is cancelled while `work` runs, and a
  /// `returned` line when `work` returns or throws. The `cancel` line says whether the button
  /// `id` was on screen then: a button that leaves the screen is cancelled after it is unmapped,
  /// by its timeout or trigger while it shows. The engine handles the return right after the
  /// `returned` line, in the same turn.
  ///
  /// - Parameters:
  ///   - id: The button whose action this is.
  ///   - contents: The window's contents, where the button is found; held weakly by the action.
  ///   - trace: Where the lines go.
  ///   - work: The action's work.
  @MainActor
  static func tracingCancellationAndReturn(
    of id: String, in contents: WindowContents?, trace: TraceOutput, _ work: () async throws -> Void
  ) async rethrows {
    defer { trace.write(.returned(button: id)) }
    try await withTaskCancellationHandler(operation: work) {
      // The engine cancels a run's task on the main actor, and a task cancelled before its
      // action began runs this as the action begins, also on the main actor.
      MainActor.assumeIsolated {
        let isMapped = contents?.button(id)?.gtkWidget.map { gtk_widget_get_mapped($0) != 0 } ?? false
        trace.write(.cancel(button: id, isMapped: isMapped))
      }
    }
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

/// The error the demo's failing actions throw: the server cannot be reached. Its
/// `LocalizedError` texts are in the demo's language, as the status line and the failure banner
/// show them; its description is in English, for the trace.
struct DemoError: LocalizedError, CustomStringConvertible {
  let errorDescription: String?
  let failureReason: String?
  let recoverySuggestion: String?

  /// The server is unreachable, told in the language of `strings`.
  static func serverUnreachable(_ strings: DemoStrings) -> DemoError {
    DemoError(
      errorDescription: strings("The server is unreachable"),
      failureReason: strings("The connection timed out."),
      recoverySuggestion: strings("Check your connection, then try again."))
  }

  /// In English, for the trace (`outcome=failed(the server is unreachable)`).
  var description: String { "the server is unreachable" }
}
