import AsyncActionGTK
import CGtk

/// The trace's `size` lines: while any button is busy, samples every button on the tab shown
/// every 20 ms, and writes the samples that say something: a busy button, a button in the 240 ms
/// after its run (the crossfade or slide that ends a run is over by then), a changed size.
@MainActor
final class SizeSampler {
  private let contents: WindowContents
  private let trace: TraceOutput
  private var source: guint = 0
  private var lastSizes: [String: (width: Int, height: Int)] = [:]
  /// Samples still to write after a button's run: twelve (240 ms) when it ends.
  private var idleSamplesToWrite: [String: Int] = [:]

  init(contents: WindowContents, trace: TraceOutput) {
    self.contents = contents
    self.trace = trace
  }

  /// Starts sampling unless it runs already; with the trace off, does nothing.
  ///
  /// The first sample comes 20 ms later, not now: the widget draws a new state one main-loop
  /// turn after the engine publishes it.
  func start() {
    guard trace.isEnabled, source == 0 else { return }
    let this = Unmanaged.passUnretained(self).toOpaque()
    // Unretained: ``stop()`` removes the source before the sampler goes (the window calls it when
    // it is destroyed), and ``sample()`` removes it when nothing is busy.
    source = g_timeout_add(
      20,
      { this in
        MainActor.assumeIsolated {
          Unmanaged<SizeSampler>.fromOpaque(this!).takeUnretainedValue().sample() ? 1 : 0
        }
      }, this)
  }

  /// Stops sampling.
  func stop() {
    guard source != 0 else { return }
    g_source_remove(source)
    source = 0
  }

  /// Writes one round of samples; returns whether to sample again.
  private func sample() -> Bool {
    var anyBusy = idleSamplesToWrite.values.contains { $0 > 0 }
    for (id, button) in contents.sampled {
      let busy = button.isBusyForSampling
      anyBusy = anyBusy || busy
      // A button on a tab not shown has no allocation to report.
      guard let widget = button.gtkWidget, gtk_widget_get_mapped(widget) != 0 else { continue }
      let size = button.allocatedSize
      let idleAfterRun = idleSamplesToWrite[id, default: 0]
      if busy || idleAfterRun > 0 || lastSizes[id].map({ $0 != size }) ?? true {
        trace.write(
          .size(
            TraceSizeSample(
              button: id, width: size.width, height: size.height, isBusy: busy,
              isBusyIndicatorVisible: button.isBusyIndicatorVisibleForSampling,
              isAccessibleBusy: button.isAccessibleBusy,
              isSensitive: button.isSensitive, isAccessibleDisabled: button.isAccessibleDisabled,
              placement: button.tracedPlacement)))
      }
      idleSamplesToWrite[id] = busy ? 12 : max(0, idleAfterRun - 1)
      lastSizes[id] = size
    }
    if !anyBusy { source = 0 }
    return anyBusy
  }
}
