import Foundation
import Testing

@_spi(Shell) @testable import AsyncActionCore

/// `ActionPresentation.lookInputs`: what a look reads of a presentation. Two presentations with
/// the same inputs draw the same under every look, whatever else differs; a change of an input
/// changes what some look draws.
@Suite struct LookInputsTests {
  static let allLooks: [ActionLooks] = ActionLooks.Busy.allCases.flatMap { busy in
    ActionLooks.Progress.allCases.map { ActionLooks(busy: busy, progress: $0) }
  }
  static let titleChoices: [ActionTitles] = [
    .none, ActionTitles(busy: "Saving…"), ActionTitles(retry: "Try Again"),
  ]
  static let indicators: [ActionEngine.Indicator?] = [nil, .spinner, .progress(0.4), .succeeded, .failed]

  /// Every presentation of the grid: each input, and each field that is not one, varied.
  static var presentations: [ActionPresentation] {
    indicators.flatMap { indicator in
      [false, true].flatMap { spinnerVisible in
        [0, 2].flatMap { consecutive in
          [false, true].flatMap { tapCancels in
            [(0, 0), (3, 5)].map { shows, failures in
              ActionPresentation(
                indicator: indicator, phase: indicator == nil ? .idle : .busy, isBusy: indicator != nil,
                isBusyIndicatorVisible: spinnerVisible, busyIndicatorShowCount: shows,
                failureCount: max(failures, consecutive), consecutiveFailureCount: consecutive,
                tapCancels: tapCancels)
            }
          }
        }
      }
    }
  }

  static func appearance(
    _ looks: ActionLooks, _ titles: ActionTitles, _ presentation: ActionPresentation
  ) -> LookAppearance {
    looks.appearance(
      of: presentation, titles: titles, reduceMotion: false, supportsSymbolEffects: false,
      locale: Locale(identifier: "en"))
  }

  @Test func presentationsWithTheSameInputsDrawTheSame() {
    let grouped = Dictionary(grouping: Self.presentations, by: \.lookInputs)
    #expect(grouped.count < Self.presentations.count, "the grid varies fields that are not inputs")
    for (_, group) in grouped {
      for looks in Self.allLooks {
        for titles in Self.titleChoices {
          let drawn = Set(group.map { Self.appearance(looks, titles, $0) })
          #expect(drawn.count == 1, "\(looks), \(titles): \(group)")
        }
      }
    }
  }

  @Test func everyInputChangesWhatSomeLookDraws() {
    let base = ActionPresentation(
      indicator: .spinner, phase: .busy, isBusy: true, isBusyIndicatorVisible: true)
    var changed: [String: ActionPresentation] = [:]
    changed["indicator"] = ActionPresentation(
      indicator: .progress(0.4), phase: .busy, isBusy: true, isBusyIndicatorVisible: true)
    changed["isBusyIndicatorVisible"] = ActionPresentation(
      indicator: .spinner, phase: .busy, isBusy: true, isBusyIndicatorVisible: false)
    changed["showsRetry"] = ActionPresentation(
      indicator: .spinner, phase: .busy, isBusy: true, isBusyIndicatorVisible: true, failureCount: 1,
      consecutiveFailureCount: 1)
    changed["tapCancels"] = ActionPresentation(
      indicator: .spinner, phase: .busy, isBusy: true, isBusyIndicatorVisible: true, tapCancels: true)
    for (input, presentation) in changed {
      #expect(presentation.lookInputs != base.lookInputs, "\(input)")
      let differs = Self.allLooks.contains { looks in
        Self.titleChoices.contains {
          Self.appearance(looks, $0, presentation) != Self.appearance(looks, $0, base)
        }
      }
      #expect(differs, "no look draws a change of \(input)")
    }
  }
}
