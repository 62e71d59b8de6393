import Foundation
import SwiftUI
import Testing

@testable import AsyncActionButton
@_spi(Shell) @testable import AsyncActionCore

private let english = Locale(identifier: "en_US")

/// A button held by `asyncActionPreviewPhase(_:)` draws and says what a running button draws and
/// says in that phase, through the same style configuration, and holds nothing that could run.
@MainActor @Suite struct PreviewPhaseTests {
  nonisolated static let phases: [ActionPreviewPhase] = [.idle, .busy, .progress(0.4), .succeeded, .failed]

  /// What a held button's style draws with `look` and `progress`: the configuration its
  /// `IndicatorLabel` builds from the held presentation.
  private func held(
    _ phase: ActionPreviewPhase, _ look: ActionLooks.Busy = .overlay,
    _ progress: ActionLooks.Progress = .ring,
    titles: ActionTitles = .none, policy: ActionConfiguration.TapPolicy = .ignoreWhileBusy
  ) -> LookAppearance {
    let hold = PreviewHold(
      phase, configuration: ActionConfiguration(policy: policy), strings: ActionStrings(language: "en"))
    return AsyncActionStyleConfiguration(
      label: EmptyView(), presentation: hold.presentation, progressLook: progress,
      titles: titles,
      reduceMotion: false, locale: english
    ).liveAppearance(busy: look)
  }

  /// A running button's model takes the presentation its engine publishes in the phase (the core's
  /// `PreviewPhaseTests` check it is the engine's, moment for moment) and splits the fraction off;
  /// its style reads the fraction back from the model. The held button, with no model, draws
  /// every look and progress look alike, and says the same value.
  @Test(arguments: phases)
  func aHeldPhaseIsDrawnAsARunningButtonDrawsIt(_ phase: ActionPreviewPhase) {
    let model = ButtonModel(engine: ActionEngine(strings: ActionStrings(language: "en")))
    model.receive(ActionPresentation(previewing: phase))
    for look in ActionLooks.Busy.allCases {
      for progress in ActionLooks.Progress.allCases {
        let running = AsyncActionStyleConfiguration(
          label: EmptyView(), presentation: model.phasePresentation, live: model,
          progressLook: progress, reduceMotion: false, locale: english)
        #expect(held(phase, look, progress) == running.liveAppearance(busy: look), "\(look) \(progress)")
      }
    }
    let hold = PreviewHold(
      phase, configuration: ActionConfiguration(), strings: ActionStrings(language: "en"))
    #expect(hold.accessibilityValue == model.accessibilityValue)
  }

  /// The looks of each phase, spelled out.
  @Test func eachPhaseSpelledOut() {
    #expect(held(.idle).indicator == nil)
    #expect(AsyncActionStyleConfiguration.titleOpacity(held(.idle)) == 1)
    #expect(held(.busy).indicator == .spinner)
    #expect(AsyncActionStyleConfiguration.titleOpacity(held(.busy)) == 0, "the label is kept in layout")
    #expect(held(.busy, .trailing).indicatorPlacement == .trailing)
    #expect(held(.progress(0.4)).indicator == .ring(0.4))
    #expect(held(.progress(0.4), .overlay, .percent).indicator == .percent("40%"))
    #expect(held(.progress(0.4), .overlay, .bar).bar == 0.4)
    #expect(held(.succeeded).indicator == .succeeded)
    #expect(held(.failed).indicator == .failed)
    #expect(held(.busy, titles: ActionTitles(busy: "Saving…")).title == .busy("Saving…"))
    #expect(held(.failed, .trailing, titles: ActionTitles(retry: "Try Again")).title == .retry("Try Again"))
    // The tap policy is drawn as in a run: the stop glyph under `.cancelWhileBusy`.
    #expect(held(.progress(0.4), policy: .cancelWhileBusy).showsStopGlyph)
    #expect(!held(.progress(0.4)).showsStopGlyph)
  }

  /// Assistive technologies hear what the phase says, in the button's language, and what a tap
  /// would do in a run.
  @Test func aHeldButtonSaysWhatThePhaseSays() {
    let english = ActionStrings(language: "en")
    let value = { (phase: ActionPreviewPhase) in
      PreviewHold(phase, configuration: ActionConfiguration(), strings: english).accessibilityValue
    }
    #expect(value(.idle) == nil)
    #expect(value(.busy) == "In progress")
    #expect(value(.progress(0.4)) == "In progress, 40%")
    #expect(value(.succeeded) == "Done")
    #expect(value(.failed) == "Failed")
    let spanish = PreviewHold(
      .progress(0.42), configuration: ActionConfiguration(), strings: ActionStrings(language: "es"))
    #expect(spanish.accessibilityValue == "En curso, 40\u{A0}%")
    let cancelling = ActionConfiguration(policy: .cancelWhileBusy)
    #expect(
      PreviewHold(.busy, configuration: cancelling, strings: english).accessibilityHint == "Press to cancel")
    #expect(
      PreviewHold(.busy, configuration: ActionConfiguration(), strings: english).accessibilityHint == nil)
    let disabling = ActionConfiguration(policy: .disableWhileBusy)
    #expect(PreviewHold(.busy, configuration: disabling, strings: english).presentation.isDisabled)
  }

  /// A held button holds no action, no engine and no model: a tap, a keyboard activation or a
  /// press from code has nothing to run.
  @Test func aHeldButtonHoldsNothingThatRuns() {
    let button = HeldButton(
      role: nil, label: EmptyView(),
      hold: PreviewHold(.busy, configuration: ActionConfiguration(), strings: .current),
      settings: AsyncActionSettings(), strings: .current)
    let held = Mirror(reflecting: button).children.map { "\(type(of: $0.value))" }
    #expect(held.count == 5, "\(held)")
    for type in held {
      #expect(!type.contains("AsyncAction<") && type != "AsyncAction", "\(type)")
      #expect(!type.contains("ActionEngine") && !type.contains("ButtonModel"), "\(type)")
      #expect(!type.contains("->"), "a closure: \(type)")
    }
  }

  /// The phase is one of the button's settings: the same phase written again leaves them equal,
  /// another phase changes them.
  @Test func thePhaseIsASetting() {
    var busy = AsyncActionSettings()
    busy.previewPhase = .busy
    var again = AsyncActionSettings()
    again.previewPhase = .busy
    var progress = AsyncActionSettings()
    progress.previewPhase = .progress(0.4)
    #expect(AsyncActionSettings().previewPhase == nil, "buttons run unless a modifier holds them")
    #expect(busy == again)
    #expect(busy != progress)
    #expect(busy != AsyncActionSettings())
  }
}
