import CGtk

/// Runs a button's drawing of its title and accessible label once per main-loop turn in which
/// its state changed, with the state it has at the end of the turn.
///
/// The engine calls back once per change, and one event can change its state twice in a row: a
/// failed run ends its phase, then raises its consecutive failure count, which picks the retry
/// title; a successful retry ends its phase, then resets the count. Drawn at once, the title in
/// between would show for a moment — the label crossfading in between the busy title and the
/// retry title — and its accessible name change would be spoken. Drawn at the end of the turn —
/// a one-shot source at `G_PRIORITY_HIGH`, the main-actor bridge's priority, before any redraw
/// — only the last title shows, as in a SwiftUI update. The rest of the state (the page, the
/// BUSY state, the description, the sensitivity) is drawn at once: it has no state in between.
@MainActor
final class TurnDraw {
  private var source: guint = 0
  private let draw: @MainActor () -> Void

  /// - Parameter draw: Draws the button's current state; the owner captures itself weakly.
  init(_ draw: @escaping @MainActor () -> Void) {
    self.draw = draw
  }

  /// Draws at the end of this turn, once however often it is asked.
  func schedule() {
    guard source == 0 else { return }
    // Unretained: the owner keeps this object, and removes the source (``cancel()``) before
    // letting it go.
    source = g_idle_add_full(
      G_PRIORITY_HIGH,
      { this in
        MainActor.assumeIsolated {
          let turnDraw = Unmanaged<TurnDraw>.fromOpaque(this!).takeUnretainedValue()
          turnDraw.source = 0
          turnDraw.draw()
        }
        return 0  // G_SOURCE_REMOVE
      }, Unmanaged.passUnretained(self).toOpaque(), nil)
  }

  /// Drops a draw still to come.
  func cancel() {
    guard source != 0 else { return }
    g_source_remove(source)
    source = 0
  }

  isolated deinit {
    cancel()
  }
}
