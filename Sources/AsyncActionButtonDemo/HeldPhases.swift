import AsyncActionButton
import SwiftUI

// The looks held in each phase with `asyncActionPreviewPhase(_:)`, for the previews in
// Previews.swift: plain views, so that the Linux type-check covers them although it skips the
// `#Preview` macros. Nothing here runs: a held button makes no engine.

/// Every phase a button can be held in, one row each: the default look (the indicator in place
/// of the label) and the trailing look with percent text, side by side.
struct HeldPhasesDemo: View {
  var body: some View {
    VStack(spacing: 12) {
      HeldPhaseRow(phase: .idle)
      HeldPhaseRow(phase: .busy)
      HeldPhaseRow(phase: .progress(0.4))
      HeldPhaseRow(phase: .succeeded)
      HeldPhaseRow(phase: .failed)
    }
    .padding()
  }
}

/// The held phases right to left: the two buttons change places, the trailing look's indicator
/// goes to the left of its label, and the ring still fills clockwise.
struct HeldPhasesRightToLeftDemo: View {
  var body: some View {
    HeldPhasesDemo()
      .environment(\.layoutDirection, .rightToLeft)
  }
}

/// The held phases at the largest Dynamic Type size: the spinner, the ring and the marks are one
/// line of the label's font high, so they grow with the text.
struct HeldPhasesLargestTextDemo: View {
  var body: some View {
    HeldPhasesDemo()
      .dynamicTypeSize(.accessibility5)
  }
}

/// One phase held: its name, and two buttons held in it.
struct HeldPhaseRow: View {
  let phase: ActionPreviewPhase

  var body: some View {
    VStack(spacing: 4) {
      Text(verbatim: caption)
      HStack(spacing: 12) {
        AsyncActionButton("Save Changes") { await neverRuns() }
          .buttonStyle(.borderedProminent)
        AsyncActionButton("Upload", systemImage: "arrow.up") { await neverRuns() }
          .buttonStyle(.bordered)
          .asyncActionStyle(.trailing)
          .asyncActionProgressLook(.percent)
      }
      .asyncActionPreviewPhase(phase)
    }
  }

  private var caption: String {
    switch phase {
    case .idle: "Idle"
    case .busy: "Busy"
    case .progress(let fraction): "Progress, \(Int(fraction * 100))%"
    case .succeeded: "Succeeded"
    case .failed: "Failed"
    }
  }

  /// The buttons' action: held, they never call it.
  private func neverRuns() async {}
}
