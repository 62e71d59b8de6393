// Key-value observation of a followed `Progress`, where Foundation has it (Apple platforms).
//
// swift-corelibs-foundation has no key-value observation, so a Linux build never compiles this
// file. `scripts/check-swiftui` type-checks it there, with the whole module and the branch of
// `runFollowing` that uses it, in Swift 6 mode, against `Stubs/KeyValueObserving`, the
// declarations copied from Apple's documentation (`-D ASYNC_ACTION_KVO_STUB`).

#if canImport(Darwin) || ASYNC_ACTION_KVO_STUB
  import Foundation

  /// The changes of a `Progress`'s `fractionCompleted` and `isIndeterminate`, as a stream that
  /// keeps only the newest change: read once for any number of changes since the last reading.
  ///
  /// Key-value observation calls its handler on the thread that changed the progress, so the
  /// handler only signals; the engine reads the progress on the main actor. ``invalidate()``
  /// stops the observation and finishes the stream; the engine calls it when the run ends.
  final class ProgressObservation {
    /// A signal for each change, the newest kept alone.
    let changes: AsyncStream<Void>
    private let continuation: AsyncStream<Void>.Continuation
    private var observations: [NSKeyValueObservation]

    /// Starts observing `progress`.
    init(_ progress: Progress) {
      let (changes, continuation) = AsyncStream.makeStream(
        of: Void.self, bufferingPolicy: .bufferingNewest(1))
      self.changes = changes
      self.continuation = continuation
      observations = [
        progress.observe(\.fractionCompleted) { _, _ in continuation.yield() },
        progress.observe(\.isIndeterminate) { _, _ in continuation.yield() },
      ]
    }

    /// Stops observing, and finishes ``changes``.
    func invalidate() {
      for observation in observations { observation.invalidate() }
      observations = []
      continuation.finish()
    }
  }
#endif
