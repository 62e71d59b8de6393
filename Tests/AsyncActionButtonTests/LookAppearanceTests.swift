import Foundation
import SwiftUI
import Testing

@testable import AsyncActionButton
@_spi(Shell) @testable import AsyncActionCore

/// The moments of a button's life a look draws, as the presentations the engine publishes.
enum DrawnPhase: String, CaseIterable, CustomTestStringConvertible {
  case idle, waitingOutShowDelay, spinner, progress, succeeded, failed
  /// Idle again after a failed run: the retry title's moment.
  case idleAfterFailure
  /// Busy under `ActionConfiguration.TapPolicy.cancelWhileBusy`, a tap cancelling: before the spinner, with it, and
  /// with progress.
  case waitingTapCancels, spinnerTapCancels, progressTapCancels

  var testDescription: String { rawValue }

  var presentation: ActionPresentation {
    switch self {
    case .idle: .idle
    case .waitingOutShowDelay:
      ActionPresentation(indicator: nil, phase: .busy, isBusy: true, isBusyIndicatorVisible: false)
    case .spinner:
      ActionPresentation(indicator: .spinner, phase: .busy, isBusy: true, isBusyIndicatorVisible: true)
    case .progress:
      ActionPresentation(indicator: .progress(0.29), phase: .busy, isBusy: true, isBusyIndicatorVisible: true)
    case .succeeded:
      ActionPresentation(
        indicator: .succeeded, phase: .succeeded, isBusy: false, isBusyIndicatorVisible: false)
    case .failed:
      ActionPresentation(
        indicator: .failed, phase: .failed, isBusy: false, isBusyIndicatorVisible: false, failureCount: 1,
        consecutiveFailureCount: 1)
    case .idleAfterFailure:
      ActionPresentation(
        indicator: nil, phase: .idle, isBusy: false, isBusyIndicatorVisible: false, failureCount: 1,
        consecutiveFailureCount: 1)
    case .waitingTapCancels:
      ActionPresentation(
        indicator: nil, phase: .busy, isBusy: true, isBusyIndicatorVisible: false, tapCancels: true)
    case .spinnerTapCancels:
      ActionPresentation(
        indicator: .spinner, phase: .busy, isBusy: true, isBusyIndicatorVisible: true, tapCancels: true)
    case .progressTapCancels:
      ActionPresentation(
        indicator: .progress(0.29), phase: .busy, isBusy: true, isBusyIndicatorVisible: true, tapCancels: true
      )
    }
  }
}

/// The titles a row's button has: none, a busy title, a retry title, or both.
enum DrawnTitles: String, CaseIterable, Sendable {
  case none, busy, retry, both

  var titles: ActionTitles {
    switch self {
    case .none: .none
    case .busy: ActionTitles(busy: "Saving…")
    case .retry: ActionTitles(retry: "Try Again")
    case .both: ActionTitles(busy: "Saving…", retry: "Save Again")
    }
  }
}

/// One row of the core's look table, as the SwiftUI shell receives it.
struct DrawnRow: CustomTestStringConvertible, Sendable {
  let busy: ActionLooks.Busy
  let progress: ActionLooks.Progress
  let phase: DrawnPhase
  let titles: DrawnTitles
  let reduceMotion: Bool

  var testDescription: String {
    "\(busy) \(progress) \(phase.rawValue) titles:\(titles.rawValue)\(reduceMotion ? " reduced" : "")"
  }

  static let all: [DrawnRow] = ActionLooks.Busy.allCases.flatMap { busy in
    ActionLooks.Progress.allCases.flatMap { progress in
      DrawnPhase.allCases.flatMap { phase in
        DrawnTitles.allCases.flatMap { titles in
          [false, true].map {
            DrawnRow(busy: busy, progress: progress, phase: phase, titles: titles, reduceMotion: $0)
          }
        }
      }
    }
  }
}

private let english = Locale(identifier: "en_US")

/// The shell draws what the core's table says: for every look in every phase, the appearance the
/// SwiftUI views read (through the style configuration the views build) is the core's, for a shell
/// with symbol effects, and the label's opacity is the core's.
@Suite struct LookAppearanceTests {
  @Test(arguments: DrawnRow.all)
  func theShellDrawsTheTablesRow(_ row: DrawnRow) {
    let titles = row.titles.titles
    let table = ActionLooks(busy: row.busy, progress: row.progress)
      .appearance(
        of: row.phase.presentation, titles: titles, reduceMotion: row.reduceMotion,
        supportsSymbolEffects: true,
        locale: english)
    let configuration = AsyncActionStyleConfiguration(
      label: EmptyView(), presentation: row.phase.presentation, progressLook: row.progress,
      titles: titles, reduceMotion: row.reduceMotion, locale: english)
    // What the row's built-in style draws.
    let appearance = configuration.appearance(busy: row.busy.builtInStyle.look)

    #expect(appearance == table)
    switch table.titleAnimation {
    case .pulse:
      #expect(AsyncActionStyleConfiguration.titleOpacity(appearance) == LookConstants.pulseLowestOpacity)
    case .none, .symbolEffect:
      #expect(
        AsyncActionStyleConfiguration.titleOpacity(appearance)
          == table.titleVisibility.opacity(with: .standard))
    }
    // The views put the indicator where the table places it; an indicator the table places beside
    // the label finds a box there, on the side the look builds one.
    #expect(table.indicatorPlacement == nil || row.busy.indicatorPlacement == table.indicatorPlacement)
    // The custom style's titled label shows the same title whatever the look.
    #expect(configuration.appearance(busy: .none).title == appearance.title)
  }

  /// With Increase Contrast the views draw the core's stronger opacities: the pulse's floor, the
  /// dim and the track.
  @Test(arguments: [ActionLooks.Busy.pulse, .symbolEffect, .overlay])
  func increasedContrastDrawsTheStrongerOpacities(busy: ActionLooks.Busy) {
    for reduceMotion in [false, true] {
      let configuration = AsyncActionStyleConfiguration(
        label: EmptyView(), presentation: DrawnPhase.spinner.presentation, progressLook: .ring,
        reduceMotion: reduceMotion, increasedContrast: true, locale: english)
      let appearance = configuration.appearance(busy: busy)
      #expect(appearance.opacities == .increasedContrast)
      let opacity = AsyncActionStyleConfiguration.titleOpacity(appearance)
      switch (busy, reduceMotion) {
      case (.pulse, false): #expect(opacity == 0.6)
      case (.pulse, true), (.symbolEffect, true): #expect(opacity == 0.75)
      case (.symbolEffect, false): #expect(opacity == 1)
      default: #expect(opacity == 0, "the overlay look hides the label under the spinner")
      }
    }
  }

  /// A few rows spelled out, so that the views cannot agree with a wrong table by accident.
  @Test func rowsSpelledOut() {
    func appearance(
      _ busy: ActionLooks.Busy, _ progress: ActionLooks.Progress, _ phase: DrawnPhase, reduced: Bool = false
    )
      -> LookAppearance
    {
      let style = progress
      return AsyncActionStyleConfiguration(
        label: EmptyView(), presentation: phase.presentation, progressLook: style, reduceMotion: reduced,
        locale: english
      ).appearance(busy: busy)
    }
    let overlaySpinner = appearance(.overlay, .ring, .spinner)
    #expect(AsyncActionStyleConfiguration.titleOpacity(overlaySpinner) == 0)
    #expect(overlaySpinner.indicator == .spinner)
    #expect(overlaySpinner.indicatorPlacement == .overlay)
    #expect(appearance(.trailing, .percent, .progress).indicator == .percent("29%"))
    #expect(appearance(.trailing, .percent, .progress).indicatorPlacement == .trailing)
    #expect(appearance(.leading, .ring, .failed).indicatorPlacement == .leading)
    #expect(AsyncActionStyleConfiguration.titleOpacity(appearance(.overlay, .bar, .progress)) == 1)
    #expect(appearance(.overlay, .bar, .progress).bar == 0.29)
    #expect(AsyncActionStyleConfiguration.titleOpacity(appearance(.pulse, .ring, .spinner)) == 0.35)
    #expect(appearance(.pulse, .ring, .spinner).titleAnimation == .pulse)
    #expect(
      AsyncActionStyleConfiguration.titleOpacity(appearance(.pulse, .ring, .spinner, reduced: true)) == 0.55)
    #expect(appearance(.pulse, .ring, .spinner, reduced: true).titleAnimation == .none)
    #expect(appearance(.symbolEffect, .ring, .spinner).titleAnimation == .symbolEffect, "SwiftUI plays it")
    #expect(appearance(.none, .ring, .spinner).indicator == nil)
    var waiting = appearance(.leading, .percent, .waitingOutShowDelay)
    #expect(waiting.slidesBeside, "an indicator beside the label slides")
    #expect(!appearance(.leading, .percent, .spinner, reduced: true).slidesBeside, "not with Reduce Motion")
    waiting.slidesBeside = false
    #expect(appearance(.overlay, .ring, .idle) == waiting)
  }

  /// Titles and the stop glyph spelled out.
  @Test func titlesAndTheStopGlyphSpelledOut() {
    func appearance(
      _ busy: ActionLooks.Busy, _ phase: DrawnPhase, _ titles: DrawnTitles,
      _ progress: ActionLooks.Progress = .ring
    )
      -> LookAppearance
    {
      let style = progress
      return AsyncActionStyleConfiguration(
        label: EmptyView(), presentation: phase.presentation, progressLook: style, titles: titles.titles,
        reduceMotion: false, locale: english
      ).appearance(busy: busy)
    }
    // "Saving…" in place of the spinner under the overlay look, beside it under the trailing one.
    let overlay = appearance(.overlay, .spinner, .busy)
    #expect(overlay.title == .busy("Saving…"))
    #expect(overlay.indicator == nil)
    #expect(AsyncActionStyleConfiguration.titleOpacity(overlay) == 1)
    #expect(overlay.measuredTitles == [.label, .busy("Saving…")])
    #expect(appearance(.trailing, .spinner, .busy).indicator == .spinner)
    #expect(appearance(.trailing, .spinner, .busy).title == .busy("Saving…"))
    // Not before the show-delay: the label, with the busy title laid out.
    #expect(appearance(.overlay, .waitingOutShowDelay, .busy).title == .label)
    // The retry title after a failure; the busy title wins while the spinner shows.
    #expect(appearance(.overlay, .idleAfterFailure, .both).title == .retry("Save Again"))
    #expect(appearance(.overlay, .idle, .both).title == .label)
    #expect(
      appearance(.overlay, .idle, .both).measuredTitles == [.label, .busy("Saving…"), .retry("Save Again")])
    // The stop glyph in the spinner and the ring, not in percent text nor without an indicator.
    #expect(appearance(.overlay, .spinnerTapCancels, .none).showsStopGlyph)
    #expect(appearance(.leading, .spinnerTapCancels, .none).showsStopGlyph)
    #expect(appearance(.overlay, .progressTapCancels, .none).showsStopGlyph)
    #expect(!appearance(.overlay, .progressTapCancels, .none, .percent).showsStopGlyph)
    #expect(!appearance(.pulse, .spinnerTapCancels, .none).showsStopGlyph)
    #expect(!appearance(.overlay, .waitingTapCancels, .none).showsStopGlyph)
    #expect(!appearance(.overlay, .spinner, .none).showsStopGlyph)
    // Under the overlay look a busy title replaces the spinner, and the glyph with it.
    #expect(!appearance(.overlay, .spinnerTapCancels, .busy).showsStopGlyph)
    // A style of your own gets the spinner from `indicatorView` whatever the titles.
    let custom = AsyncActionStyleConfiguration(
      label: EmptyView(), presentation: DrawnPhase.spinnerTapCancels.presentation, progressLook: .ring,
      titles: DrawnTitles.busy.titles, reduceMotion: false, locale: english)
    #expect(custom.appearance(busy: .overlay, titled: false).indicator == .spinner)
    #expect(custom.appearance(busy: .overlay, titled: false).showsStopGlyph)
    #expect(custom.appearance(busy: .none).title == .busy("Saving…"))
  }

  /// Every look of the core has its built-in style (`ActionLooks.Busy.builtInStyle` and its kin switch over
  /// every case, so a new look does not compile without one), and each style draws its own look.
  @Test func builtInStylesAreTheCoresLooks() {
    for look in ActionLooks.Busy.allCases { #expect(look.builtInStyle.look == look) }
    for look in ActionLooks.Failure.allCases { #expect(look.builtInStyle.look == look) }
    let busyStyles = Set(ActionLooks.Busy.allCases.map { "\(type(of: $0.builtInStyle))" })
    let failureStyles = Set(ActionLooks.Failure.allCases.map { "\(type(of: $0.builtInStyle))" })
    #expect(busyStyles.count == ActionLooks.Busy.allCases.count, "one style type a look: \(busyStyles)")
    #expect(
      failureStyles.count == ActionLooks.Failure.allCases.count, "one style type a look: \(failureStyles)")
    #expect(PulseAsyncActionStyle().look == .pulse)
    #expect(ShakeAsyncActionFailureStyle().look == .shake)
  }

  /// SwiftUI plays symbol effects: the core answers the symbol effect cue as it is.
  @Test func theShellPlaysSymbolEffects() {
    #expect(AsyncActionStyleConfiguration.supportsSymbolEffects)
    var tracker = FailureCueTracker()
    let looks = ActionLooks(failure: .symbolEffect)
    _ = tracker.cue(
      for: 0, looks: looks, reduceMotion: false,
      supportsSymbolEffects: AsyncActionStyleConfiguration.supportsSymbolEffects)
    #expect(
      tracker.cue(
        for: 1, looks: looks, reduceMotion: false,
        supportsSymbolEffects: AsyncActionStyleConfiguration.supportsSymbolEffects) == .symbolEffect)
  }
}
