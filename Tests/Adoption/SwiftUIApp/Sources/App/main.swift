import AsyncActionCore

#if canImport(SwiftUI)
  import AsyncActionButton
  import SwiftUI
#endif

// The engine runs one action, as the view would on a tap; prints how it ended.
@MainActor func run() async -> ActionOutcome? {
  let engine = ActionEngine(action: AsyncAction { try await Task.sleep(for: .milliseconds(50)) })
  print("tapped: \(engine.tap())")
  while engine.isBusy { try? await Task.sleep(for: .milliseconds(10)) }
  return engine.lastOutcome
}

let outcome = await run()
print("finished: \(outcome.map { "\($0)" } ?? "nothing")")
