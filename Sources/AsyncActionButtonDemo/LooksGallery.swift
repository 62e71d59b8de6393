import AsyncActionButton
import SwiftUI

/// Every look of the async action button, one row each: the busy looks, the failure looks, the
/// progress looks and a custom style. Separate from the Edit Profile screen; tap a button to see
/// its look (each action takes 2 s, so the spinner shows after its show-delay).
struct LooksGalleryDemo: View {
  var body: some View {
    VStack(spacing: 16) {
      BusyLooksDemo()
      FailureLooksDemo()
      ProgressLooksDemo()
      CustomLookDemo()
    }
    .buttonStyle(.bordered)
    .padding()
  }
}

/// The busy looks: overlay (the default), leading, trailing, pulse, symbol effects (variable colour,
/// pulse) and none.
struct BusyLooksDemo: View {
  var body: some View {
    VStack(spacing: 12) {
      Text(verbatim: "While busy")
      AsyncActionButton("Overlay") { await work() }
        .asyncActionStyle(.overlay)
      AsyncActionButton("Leading") { await work() }
        .asyncActionStyle(.leading)
      AsyncActionButton("Trailing") { await work() }
        .asyncActionStyle(.trailing)
      AsyncActionButton("Pulse") { await work() }
        .asyncActionStyle(.pulse)
      AsyncActionButton("Wi-Fi", systemImage: "wifi") { await work() }
        .asyncActionStyle(.symbolEffect)
      AsyncActionButton("Sync", systemImage: "arrow.triangle.2.circlepath") { await work() }
        .asyncActionStyle(.symbolEffect(.pulse))
      AsyncActionButton("None") { await work() }
        .asyncActionStyle(.none)
    }
  }

  private func work() async {
    try? await Task.sleep(for: .seconds(2))
  }
}

/// The failure looks: a shake, a symbol bounce, and none; all show the failure mark for 1.5 s.
/// Every run fails.
struct FailureLooksDemo: View {
  var body: some View {
    VStack(spacing: 12) {
      Text(verbatim: "When a run fails")
      AsyncActionButton("Shake") { try await failingWork() }
        .asyncActionFailureStyle(.shake)
      AsyncActionButton("Bounce", systemImage: "arrow.triangle.2.circlepath") { try await failingWork() }
        .asyncActionFailureStyle(.symbolEffect)
      AsyncActionButton("No Shake") { try await failingWork() }
        .asyncActionFailureStyle(.none)
    }
    .asyncActionOutcomeMarks(ActionConfiguration.FeedbackTiming(success: nil, failure: 1.5))
  }

  private func failingWork() async throws {
    try await Task.sleep(for: .seconds(1))
    throw GalleryError.offline
  }
}

/// The progress looks: the ring (the default), a thin bar under the label, and percent text.
struct ProgressLooksDemo: View {
  var body: some View {
    VStack(spacing: 12) {
      Text(verbatim: "With progress")
      AsyncActionButton("Ring") { progress in try await upload(progress) }
        .asyncActionProgressLook(.ring)
      AsyncActionButton("Bar") { progress in try await upload(progress) }
        .asyncActionProgressLook(.bar)
      AsyncActionButton("Percent") { progress in try await upload(progress) }
        .asyncActionProgressLook(.percent)
    }
  }

  private func upload(_ progress: AsyncAction.ProgressReporter) async throws {
    for step in 1...20 {
      try await Task.sleep(for: .milliseconds(100))
      progress(Double(step) / 20)
    }
  }
}

/// A style of the app's own: the label dims while the engine shows the spinner. It reads only
/// what the engine decided, so a fast action does not flash it.
struct CustomLookDemo: View {
  var body: some View {
    VStack(spacing: 12) {
      Text(verbatim: "A custom style")
      AsyncActionButton("Dim") {
        try? await Task.sleep(for: .seconds(2))
      }
      AsyncActionButton("Quick (never dims)") {
        try? await Task.sleep(for: .milliseconds(50))
      }
    }
    .asyncActionStyle(DimmingStyle())
  }
}

/// Dims the label and shows the engine's indicator beside it, only while the engine says the
/// spinner is visible.
struct DimmingStyle: AsyncActionStyle {
  func makeBody(configuration: Configuration) -> some View {
    HStack {
      configuration.label
        .opacity(configuration.isBusyIndicatorVisible ? 0.4 : 1)
      if configuration.isBusyIndicatorVisible {
        Text(verbatim: "00").hidden().overlay { configuration.indicatorView }
      }
    }
  }
}

private enum GalleryError: Error {
  case offline
}
