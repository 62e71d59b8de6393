import Foundation
import Testing

@_spi(Shell) @testable import AsyncActionCore

/// The rows of the look table for busy and retry titles and for the stop glyph: which title shows,
/// which titles are measured, and where the indicator goes.
struct TitleRow: CustomTestStringConvertible, Sendable {
  let label: String
  let busy: ActionLooks.Busy
  let progress: ActionLooks.Progress
  let titles: ActionTitles
  let presentation: ActionPresentation
  let expected: LookAppearance
  /// What shows with reduced motion, when it differs.
  let reducedMotion: LookAppearance?

  var testDescription: String { label }
}

private let saving = "Saving…"
private let tryAgain = "Try Again"
private let both = ActionTitles(busy: saving, retry: tryAgain)
private let busyOnly = ActionTitles(busy: saving)
private let retryOnly = ActionTitles(retry: tryAgain)
private let allMeasured: [LookTitle] = [.label, .busy(saving), .retry(tryAgain)]

// The presentations of the rows: the counts and the tap-cancels flag the titles and the glyph key
// off.
private let idle = ActionPresentation.idle
private let idleAfterFailure = ActionPresentation(
  indicator: nil, phase: .idle, isBusy: false, isBusyIndicatorVisible: false, failureCount: 1,
  consecutiveFailureCount: 1)
private let retryingBeforeTheSpinner = ActionPresentation(
  indicator: nil, phase: .busy, isBusy: true, isBusyIndicatorVisible: false, failureCount: 1,
  consecutiveFailureCount: 1)
private func spinner(failures: Int = 0, tapCancels: Bool = false) -> ActionPresentation {
  ActionPresentation(
    indicator: .spinner, phase: .busy, isBusy: true, isBusyIndicatorVisible: true, failureCount: failures,
    consecutiveFailureCount: failures, tapCancels: tapCancels)
}
private func progress(tapCancels: Bool = false) -> ActionPresentation {
  ActionPresentation(
    indicator: .progress(0.29), phase: .busy, isBusy: true, isBusyIndicatorVisible: true,
    tapCancels: tapCancels)
}
private let succeededAfterFailure = ActionPresentation(
  indicator: .succeeded, phase: .succeeded, isBusy: false, isBusyIndicatorVisible: false, failureCount: 1)
private let failed = ActionPresentation(
  indicator: .failed, phase: .failed, isBusy: false, isBusyIndicatorVisible: false, failureCount: 1,
  consecutiveFailureCount: 1)

private func look(
  _ label: TitleVisibility, _ title: LookTitle, animation: TitleAnimation = .none,
  indicator: LookIndicator? = nil,
  at placement: IndicatorPlacement? = nil, bar: Double? = nil, measured: [LookTitle] = allMeasured,
  stop: Bool = false
) -> LookAppearance {
  LookAppearance(
    titleVisibility: label, titleAnimation: animation, indicator: indicator, indicatorPlacement: placement,
    bar: bar,
    title: title, measuredTitles: measured, showsStopGlyph: stop)
}

private func row(
  _ label: String, _ busy: ActionLooks.Busy, _ progress: ActionLooks.Progress, titles: ActionTitles = both,
  _ presentation: ActionPresentation, _ expected: LookAppearance, reducedMotion: LookAppearance? = nil
) -> TitleRow {
  TitleRow(
    label: label, busy: busy, progress: progress, titles: titles, presentation: presentation,
    expected: expected, reducedMotion: reducedMotion)
}

/// A row with the default progress look, the ring.
private func row(
  _ label: String, _ busy: ActionLooks.Busy, titles: ActionTitles = both, _ presentation: ActionPresentation,
  _ expected: LookAppearance, reducedMotion: LookAppearance? = nil
) -> TitleRow {
  row(label, busy, .ring, titles: titles, presentation, expected, reducedMotion: reducedMotion)
}

let titleTable: [TitleRow] = [
  // Which title shows, under the overlay look.
  row("idle: the label", .overlay, idle, look(.visible, .label)),
  row("after a failure: the retry title", .overlay, idleAfterFailure, look(.visible, .retry(tryAgain))),
  row("retrying, before the spinner", .overlay, retryingBeforeTheSpinner, look(.visible, .retry(tryAgain))),
  row("spinner: the busy title stands for it", .overlay, spinner(), look(.visible, .busy(saving))),
  row(
    "spinner after a failure: busy title first", .overlay, spinner(failures: 1), look(.visible, .busy(saving))
  ),
  row(
    "spinner, no busy title", .overlay, titles: retryOnly, spinner(failures: 1),
    look(.hidden, .retry(tryAgain), indicator: .spinner, at: .overlay, measured: [.label, .retry(tryAgain)])),
  row(
    "ring: replaces the busy title", .overlay, progress(),
    look(.hidden, .busy(saving), indicator: .ring(0.29), at: .overlay)),
  row(
    "percent: replaces the busy title", .overlay, .percent, progress(),
    look(.hidden, .busy(saving), indicator: .percent("29%"), at: .overlay)),
  row("bar: under the busy title", .overlay, .bar, progress(), look(.visible, .busy(saving), bar: 0.29)),
  row(
    "failure mark over the retry title", .overlay, failed,
    look(.hidden, .retry(tryAgain), indicator: .failed, at: .overlay)),
  row(
    "success mark over the label", .overlay, succeededAfterFailure,
    look(.hidden, .label, indicator: .succeeded, at: .overlay)),
  row(
    "no retry title: the label after a failure", .overlay, titles: busyOnly, idleAfterFailure,
    look(.visible, .label, measured: [.label, .busy(saving)])),

  // The other busy looks with a busy title.
  row(
    "leading: the spinner beside the busy title", .leading, spinner(),
    look(.visible, .busy(saving), indicator: .spinner, at: .leading)),
  row(
    "trailing: the ring beside the busy title", .trailing, progress(),
    look(.visible, .busy(saving), indicator: .ring(0.29), at: .trailing)),
  row(
    "leading: the failure mark beside the retry title", .leading, failed,
    look(.visible, .retry(tryAgain), indicator: .failed, at: .leading)),
  row(
    "pulse: the busy title breathes", .pulse, spinner(), look(.visible, .busy(saving), animation: .pulse),
    reducedMotion: look(.dimmed, .busy(saving))),
  row(
    "symbol effect on the busy title", .symbolEffect, spinner(),
    look(.visible, .busy(saving), animation: .symbolEffect), reducedMotion: look(.dimmed, .busy(saving))),
  row("none: the busy title, still", .none, spinner(), look(.visible, .busy(saving))),

  // The stop glyph, while a tap cancels.
  row(
    "stop glyph in the spinner", .overlay, titles: .none, spinner(tapCancels: true),
    look(.hidden, .label, indicator: .spinner, at: .overlay, measured: [.label], stop: true)),
  row(
    "stop glyph in the ring", .overlay, titles: .none, progress(tapCancels: true),
    look(.hidden, .label, indicator: .ring(0.29), at: .overlay, measured: [.label], stop: true)),
  row(
    "stop glyph in a spinner beside the label", .trailing, titles: .none, spinner(tapCancels: true),
    look(.visible, .label, indicator: .spinner, at: .trailing, measured: [.label], stop: true)),
  row(
    "no glyph in percent text", .overlay, .percent, titles: .none, progress(tapCancels: true),
    look(.hidden, .label, indicator: .percent("29%"), at: .overlay, measured: [.label])),
  row(
    "no glyph without an indicator", .pulse, titles: .none, spinner(tapCancels: true),
    look(.visible, .label, animation: .pulse, measured: [.label]),
    reducedMotion: look(.dimmed, .label, measured: [.label])),
  row(
    "no glyph where the busy title stands for the spinner", .overlay, spinner(tapCancels: true),
    look(.visible, .busy(saving))),
  row(
    "no glyph while a tap does not cancel", .overlay, titles: .none, spinner(),
    look(.hidden, .label, indicator: .spinner, at: .overlay, measured: [.label])),
]

private let english = Locale(identifier: "en_US")

@Suite struct LookTitleTests {
  @Test(arguments: titleTable, [false, true])
  func eachTitleRowShowsWhatTheTableSays(row: TitleRow, reduceMotion: Bool) {
    var expected = reduceMotion ? row.reducedMotion ?? row.expected : row.expected
    // Only an indicator beside the label slides, and not with reduced motion.
    expected.slidesBeside = (row.busy == .leading || row.busy == .trailing) && !reduceMotion
    let looks = ActionLooks(busy: row.busy, progress: row.progress)
    #expect(
      looks.appearance(
        of: row.presentation, titles: row.titles, reduceMotion: reduceMotion, supportsSymbolEffects: true,
        locale: english)
        == expected)
  }

  /// Every title is measured in every phase, and the one shown is among them: the width is the
  /// widest title's, whatever shows.
  @Test(arguments: ActionLooks.Busy.allCases, ActionLooks.Progress.allCases)
  func theShownTitleIsAlwaysMeasuredAndTheMeasuredOnesNeverChange(
    busy: ActionLooks.Busy, progress: ActionLooks.Progress
  ) {
    let looks = ActionLooks(busy: busy, progress: progress)
    let presentations =
      LookPhase.allCases.map(\.presentation) + [
        idleAfterFailure, retryingBeforeTheSpinner, spinner(failures: 2, tapCancels: true),
        AsyncActionCoreTests.progress(tapCancels: true), failed, succeededAfterFailure,
      ]
    for titles in [ActionTitles.none, both, busyOnly, retryOnly] {
      var measured: Set<[LookTitle]> = []
      for presentation in presentations {
        for reduceMotion in [false, true] {
          let appearance = looks.appearance(
            of: presentation, titles: titles, reduceMotion: reduceMotion, supportsSymbolEffects: true)
          #expect(appearance.measuredTitles.contains(appearance.title))
          #expect(appearance.measuredTitles.first == .label)
          measured.insert(appearance.measuredTitles)
          if appearance.showsStopGlyph {
            #expect(presentation.tapCancels)
            #expect(appearance.indicator == .spinner || appearance.indicator == .ring(0.29))
          }
        }
      }
      #expect(measured.count == 1, "\(titles)")
    }
  }

  /// A busy title stands in place of the busy indicator exactly under the looks whose indicator,
  /// without a title, replaces the label: so a look that gains an indicator in the label's place
  /// decides, in `ActionLooks.Busy.busyTitleReplacesIndicator`, that its title stands for it.
  @Test(arguments: ActionLooks.Busy.allCases)
  func aBusyTitleReplacesTheIndicatorThatWouldReplaceTheLabel(busy: ActionLooks.Busy) {
    let looks = ActionLooks(busy: busy)
    for reduceMotion in [false, true] {
      let untitled = looks.appearance(
        of: spinner(), reduceMotion: reduceMotion, supportsSymbolEffects: true, locale: english)
      let titled = looks.appearance(
        of: spinner(), titles: busyOnly, reduceMotion: reduceMotion, supportsSymbolEffects: true,
        locale: english)
      let replacesLabel = untitled.indicator != nil && untitled.indicatorPlacement == .overlay
      #expect(busy.busyTitleReplacesIndicator == replacesLabel, "reduceMotion: \(reduceMotion)")
      #expect(titled.title == .busy(saving))
      #expect(titled.indicator == (busy.busyTitleReplacesIndicator ? nil : untitled.indicator))
      #expect(titled.titleVisibility != .hidden, "the busy title shows")
    }
    #expect(ActionLooks.Busy.allCases.filter(\.busyTitleReplacesIndicator) == [.overlay])
  }
}
