// Every look: the built-in busy styles, failure styles and progress styles, by static member and
// by type, and custom styles that can read only what the engine decided.

import AsyncActionButton
import SwiftUI

@MainActor struct EveryBuiltInLook: View {
  var body: some View {
    VStack {
      AsyncActionButton("Overlay") {}.asyncActionStyle(.overlay)
      AsyncActionButton("Leading") {}.asyncActionStyle(.leading)
      AsyncActionButton("Trailing") {}.asyncActionStyle(.trailing)
      AsyncActionButton("Pulse") {}.asyncActionStyle(.pulse)
      AsyncActionButton("Wi-Fi", systemImage: "wifi") {}.asyncActionStyle(.symbolEffect)
      AsyncActionButton("None") {}.asyncActionStyle(.none)
      AsyncActionButton("Overlay") {}.asyncActionStyle(OverlayAsyncActionStyle())
      AsyncActionButton("Leading") {}.asyncActionStyle(LeadingAsyncActionStyle())
      AsyncActionButton("Trailing") {}.asyncActionStyle(TrailingAsyncActionStyle())
      AsyncActionButton("Pulse") {}.asyncActionStyle(PulseAsyncActionStyle())
      AsyncActionButton("Wi-Fi", systemImage: "wifi") {}.asyncActionStyle(SymbolEffectAsyncActionStyle())
      AsyncActionButton("Sync", systemImage: "arrow.triangle.2.circlepath") {}
        .asyncActionStyle(.symbolEffect(.pulse))
      AsyncActionButton("Sync", systemImage: "arrow.triangle.2.circlepath") {}
        .asyncActionStyle(SymbolEffectAsyncActionStyle(.variableColor))
      AsyncActionButton("None") {}.asyncActionStyle(NoAsyncActionStyle())
    }
    // A whole screen takes one look; the innermost wins.
    .asyncActionStyle(.pulse)
  }
}

@MainActor struct EveryFailureLook: View {
  var body: some View {
    VStack {
      AsyncActionButton("Shake") { throw CancellationError() }.asyncActionFailureStyle(.shake)
      AsyncActionButton("Still") { throw CancellationError() }.asyncActionFailureStyle(.none)
      AsyncActionButton("Shake") {}.asyncActionFailureStyle(ShakeAsyncActionFailureStyle())
      AsyncActionButton("Still") {}.asyncActionFailureStyle(NoAsyncActionFailureStyle())
      AsyncActionButton("Flash") {}.asyncActionFailureStyle(FlashOnFailure())
      AsyncActionButton("Sync", systemImage: "arrow.clockwise") {}.asyncActionFailureStyle(.symbolEffect)
      AsyncActionButton("Sync", systemImage: "arrow.clockwise") {}
        .asyncActionFailureStyle(.symbolEffect(.pulse))
      AsyncActionButton("Sync", systemImage: "arrow.clockwise") {}
        .asyncActionFailureStyle(SymbolEffectAsyncActionFailureStyle())
    }
    .asyncActionOutcomeMarks(ActionConfiguration.FeedbackTiming(success: nil, failure: 1))
  }
}

@MainActor struct EveryProgressLook: View {
  var body: some View {
    VStack {
      AsyncActionButton("Ring") { progress in progress(0.5) }.asyncActionProgressLook(.ring)
      AsyncActionButton("Bar") { progress in progress(0.5) }.asyncActionProgressLook(.bar)
      AsyncActionButton("Percent") { progress in progress(0.5) }.asyncActionProgressLook(.percent)
      // Progress looks combine with the placement looks.
      AsyncActionButton("Upload") { progress in progress(0.5) }
        .asyncActionProgressLook(.bar)
        .asyncActionStyle(.trailing)
    }
  }
}

/// A custom look that can only read what the engine decided and timed: the spinner's visibility
/// (after the show-delay, for at least the minimum time), the indicator and the progress. (No
/// `isBusy` or phase: see Mistakes/WrongStyleConfigurationMember.swift.)
struct EngineTimedStyle: AsyncActionStyle {
  func makeBody(configuration: Configuration) -> some View {
    let visible: Bool = configuration.isBusyIndicatorVisible
    let indicator: ActionEngine.Indicator? = configuration.indicator
    let progress: Double? = configuration.progress
    let progressLook: ActionLooks.Progress = configuration.progressLook
    _ = (progress, progressLook)
    return HStack {
      configuration.label.opacity(visible ? 0.4 : 1)
      if indicator != nil { configuration.indicatorView }
    }
  }
}

/// A custom failure look: a one-shot change keyed on the engine's failure count.
struct FlashOnFailure: AsyncActionFailureStyle {
  func makeBody(configuration: Configuration) -> some View {
    let failureCount: Int = configuration.failureCount
    let failing: Bool = configuration.isShowingFailure
    return configuration.content
      .opacity(failing ? 0.6 : 1)
      .animation(.easeInOut(duration: 0.2), value: failureCount)
  }
}

@MainActor struct CustomLooks: View {
  var body: some View {
    AsyncActionButton("Save") {}
      .asyncActionStyle(EngineTimedStyle())
      .asyncActionFailureStyle(FlashOnFailure())
    Button("Sign In") {}
      .buttonStyle(.loading(true))
      .asyncActionStyle(EngineTimedStyle())
    Text("Sign In").asyncActionLoading(true).asyncActionStyle(.pulse)
  }
}
