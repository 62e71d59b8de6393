import AsyncActionButton
import SwiftUI

// Screens for what only a device can show: the spinner's colour set on the button, its size
// under a large control and a title font, buttons in a long list scrolled away and back, and a
// navigation push over a busy button. Ordinary views, outside the `#Preview` macros, so that the
// Linux type-check covers them.

/// A colour set on the button: the label and the spinner are red. And an indicator of its own
/// colour, beside a label in the button style's colour.
struct RedLabelDemo: View {
  var body: some View {
    VStack(spacing: 20) {
      AsyncActionButton {
        try await Task.sleep(for: .seconds(2))
      } label: {
        Text("Delete Draft")
      }
      .foregroundStyle(Color.red)
      AsyncActionButton {
        try await Task.sleep(for: .seconds(2))
      } label: {
        Label("Discard", systemImage: "trash")
      }
      .buttonStyle(.bordered)
      .asyncActionStyle(.trailing)
      .asyncActionIndicatorStyle(Color.red)
    }
    .padding()
  }
}

/// The spinner's size follows the label: a large control and a title font.
struct LargeControlDemo: View {
  var body: some View {
    VStack(spacing: 20) {
      largeControl(
        AsyncActionButton("Save Changes") { try await Task.sleep(for: .seconds(2)) }
          .buttonStyle(.borderedProminent))
      AsyncActionButton("Sync", systemImage: "arrow.triangle.2.circlepath") {
        try await Task.sleep(for: .seconds(2))
      }
      .font(.title)
    }
    .padding()
  }

  /// `.controlSize(.large)`, where the platform has it: the tvOS SDK marks `controlSize(_:)`
  /// unavailable.
  @ViewBuilder private func largeControl(_ button: some View) -> some View {
    #if os(tvOS)
      button
    #else
      button.controlSize(.large)
    #endif
  }
}

/// Fifty rows with a button each. Scroll a busy row away and back: under the default lifetime its
/// run is cancelled when the row leaves; the rows marked "keeps going" outlive it, and their
/// spinner turns again when the row comes back.
struct ListOfButtonsDemo: View {
  var body: some View {
    List {
      ForEach(0..<50) { row in
        if row.isMultiple(of: 2) {
          AsyncActionButton("Save row \(row)") { try await Task.sleep(for: .seconds(5)) }
        } else {
          AsyncActionButton("Save row \(row), keeps going") {
            try await Task.sleep(for: .seconds(5))
          }
          .asyncActionLifetime(.outlivesButton)
        }
      }
    }
  }
}

/// A busy button under a navigation push: the default cancels when the pushed screen covers it;
/// the second keeps going, and its spinner turns again on the way back.
struct NavigationPushDemo: View {
  var body: some View {
    NavigationStack {
      VStack(spacing: 20) {
        AsyncActionButton("Refresh") { try await Task.sleep(for: .seconds(5)) }
        AsyncActionButton("Upload, keeps going") { try await Task.sleep(for: .seconds(5)) }
          .asyncActionLifetime(.outlivesButton)
        NavigationLink("Open Details") {
          Text("Details")
        }
      }
      .padding()
    }
  }
}
