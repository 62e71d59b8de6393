import AsyncActionButton
import SwiftUI

// The screens the previews show beside the Edit Profile demo. They are ordinary views, outside
// the `#Preview` macros, so that the Linux type-check covers them although it skips the macros.

/// A save that fails every other time: the failure mark, the error reported once, a haptic.
struct FailureDemo: View {
  @State private var attempts = 0
  @State private var message = ""

  var body: some View {
    VStack(spacing: 20) {
      AsyncActionButton("Save") {
        attempts += 1
        try await Task.sleep(for: .seconds(1))
        if attempts.isMultiple(of: 2) { throw DemoError.offline }
      }
      .buttonStyle(.borderedProminent)
      .asyncActionOutcomeMarks(ActionConfiguration.FeedbackTiming(success: 1, failure: 1.5))
      .onAsyncActionSuccess { message = "Saved" }
      .onAsyncActionFailure { error in message = "\(error)" }
      Text(message)
    }
    .padding()
  }
}

/// An upload that reports its progress: the spinner becomes a ring.
struct ProgressDemo: View {
  var body: some View {
    AsyncActionButton("Upload Photo", systemImage: "arrow.up.circle") { progress in
      for step in 1...20 {
        try await Task.sleep(for: .milliseconds(100))
        progress(Double(step) / 20)
      }
    }
    .buttonStyle(.bordered)
    .padding()
  }
}

/// Save and Delete in one scope: while one runs, taps on the other are ignored.
struct ScopeDemo: View {
  var body: some View {
    VStack(spacing: 20) {
      AsyncActionButton("Save") {
        try? await Task.sleep(for: .seconds(2))
      }
      AsyncActionButton("Delete", role: .destructive) {
        try await Task.sleep(for: .seconds(2))
      }
    }
    .buttonStyle(.bordered)
    .asyncActionScope()
    .padding()
  }
}

/// A sync that a Stop button cancels by changing the trigger value.
struct CancelTriggerDemo: View {
  @State private var stops = 0
  @State private var outcome = ""

  var body: some View {
    VStack(spacing: 20) {
      AsyncActionButton("Sync Everything", systemImage: "arrow.triangle.2.circlepath") {
        try await Task.sleep(for: .seconds(5))
      }
      .asyncActionCancellationTrigger(stops)
      .onAsyncActionEvent { event in outcome = "\(event)" }
      Button("Stop") { stops += 1 }
      Text(outcome)
    }
    .padding()
  }
}

private enum DemoError: Error, CustomStringConvertible {
  case offline

  var description: String { "The server could not be reached." }
}
