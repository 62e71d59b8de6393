// swift-format-ignore-file
// (Not formatted: each `// mistake` and `// fix` alternative must stay on one line.)
// Key-value observation calls its change handler on the thread that changed the value, and Apple
// declares the handler `@Sendable`: it cannot touch main-actor state, such as an engine's
// progress. The handler signals instead, and the main actor reads the progress (what
// `ProgressObservation` does).
// expect-error: main actor-isolated property 'fraction' can not be mutated from a Sendable closure

import Foundation

@MainActor final class Reporter {
  var fraction = 0.0
}

@MainActor func follow(_ progress: Progress, reporter: Reporter, signal: AsyncStream<Void>.Continuation) -> NSKeyValueObservation {
  progress.observe(\.fractionCompleted) { progress, _ in reporter.fraction = progress.fractionCompleted }  // mistake
  progress.observe(\.fractionCompleted) { _, _ in signal.yield() }  // fix
}
