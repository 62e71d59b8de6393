// The event handlers are typed as SwiftUI's `onChange(of:initial:_:)` action is: neither
// `@Sendable` nor isolated by their type. A view that takes its callbacks as plain closures, as
// SwiftUI views do, passes them on to both alike. With `@MainActor @Sendable` handlers, passing
// `onSaved` below does not compile ("converting non-Sendable function value … may introduce data
// races").

import AsyncActionButton
import SwiftUI

/// A model that is not `Sendable`, as many apps' view models are.
final class SaveLog {
  var lines: [String] = []
}

/// A row that reports to its parent through plain closures.
struct SaveRow: View {
  let log: SaveLog
  let onSaved: () -> Void
  let onFailed: (any Error) -> Void
  let onEvent: (ActionEvent) -> Void
  @State private var events = 0

  var body: some View {
    AsyncActionButton("Save") {}
      .onAsyncActionSuccess(onSaved)
      .onAsyncActionFailure(onFailed)
      .onAsyncActionEvent(onEvent)
      .onAsyncActionEvent { event in
        log.lines.append("\(event.kind)")
        events += 1
      }
      .onAsyncActionStart { run in log.lines.append("started \(run)") }
      .onAsyncActionCancel { reason in log.lines.append("cancelled \(reason)") }
      // The same closure SwiftUI's own modifier takes.
      .onChange(of: events, initial: false, onSaved)
  }
}

struct SaveRowParent: View {
  let log = SaveLog()
  @State private var saved = false

  var body: some View {
    SaveRow(
      log: log, onSaved: { saved = true }, onFailed: { log.lines.append("failed: \($0)") },
      onEvent: { log.lines.append("\($0.kind)") })
  }
}
