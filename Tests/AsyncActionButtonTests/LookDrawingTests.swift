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
  /// Busy under `ActionTapPolicy.cancelWhileBusy`, a tap cancelling: before the spinner, with it, and
  /// with progress.
  case waitingTapCancels, spinnerTapCancels, progressTapCancels

  var testDescription: String { rawValue }

  var presentation: ActionPresentation {
    switch self {
    case .idle: .idle
    case .waitingOutShowDelay:
      ActionPresentation(indicator: nil, phase: .running, isBusy: true, isSpinnerVisible: false)
    case .spinner:
      ActionPresentation(indicator: .spinner, phase: .running, isBusy: true, isSpinnerVisible: true)
    case .progress:
      ActionPresentation(indicator: .progress(0.29), phase: .running, isBusy: true, isSpinnerVisible: true)
    case .succeeded:
      ActionPresentation(indicator: .succeeded, phase: .succeeded, isBusy: false, isSpinnerVisible: false)
    case .failed:
      ActionPresentation(
        indicator: .failed, phase: .failed, isBusy: false, isSpinnerVisible: false, failureCount: 1,
        consecutiveFailureCount: 1)
    case .idleAfterFailure:
      ActionPresentation(
        indicator: nil, phase: .idle, isBusy: false, isSpinnerVisible: false, failureCount: 1,
        consecutiveFailureCount: 1)
    case .waitingTapCancels:
      ActionPresentation(
        indicator: nil, phase: .running, isBusy: true, isSpinnerVisible: false, tapCancels: true)
    case .spinnerTapCancels:
      ActionPresentation(
        indicator: .spinner, phase: .running, isBusy: true, isSpinnerVisible: true, tapCancels: true)
    case .progressTapCancels:
      ActionPresentation(
        indicator: .progress(0.29), phase: .running, isBusy: true, isSpinnerVisible: true, tapCancels: true)
    }
  }
}

/// The titles a row's button has: none, a busy title, a retry title, or both.
enum DrawnTitles: String, CaseIterable, Sendable {
  case none, busy, retry, both

  var titles: ActionTitles {
    switch self {
    case .none: .none
    case .busy: try! ActionTitles(busy: "Saving…")
    case .retry: try! ActionTitles(retry: "Try Again")
    case .both: try! ActionTitles(busy: "Saving…", retry: "Save Again")
    }
  }
}

/// One row of the core's look table, as the SwiftUI shell receives it.
struct DrawnRow: CustomTestStringConvertible, Sendable {
  let busy: BusyLook
  let progress: ProgressLook
  let phase: DrawnPhase
  let titles: DrawnTitles
  let reduceMotion: Bool

  var testDescription: String {
    "\(busy) \(progress) \(phase.rawValue) titles:\(titles.rawValue)\(reduceMotion ? " reduced" : "")"
  }

  static let all: [DrawnRow] = BusyLook.allCases.flatMap { busy in
    ProgressLook.allCases.flatMap { progress in
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

/// The shell draws what the core's table says: for every look in every phase, the values the
/// SwiftUI views draw with (`LookDrawing`, through the style configuration the views build) are
/// the table's, in the units SwiftUI takes, and the constants are the core's.
@Suite struct LookDrawingTests {
  @Test(arguments: DrawnRow.all)
  func theShellDrawsTheTablesRow(_ row: DrawnRow) {
    let titles = row.titles.titles
    let table = ActionLooks(busy: row.busy, progress: row.progress)
      .appearance(of: row.phase.presentation, titles: titles, reduceMotion: row.reduceMotion, locale: english)
    let style = AsyncActionProgressStyle.all.first { $0.look == row.progress }!
    let configuration = AsyncActionStyleConfiguration(
      label: EmptyView(), presentation: row.phase.presentation, progressStyle: style, titles: titles,
      reduceMotion: row.reduceMotion, locale: english)
    let drawing = configuration.drawing(busy: row.busy)

    #expect(drawing.labelOpacity == table.label.opacity)
    switch table.labelAnimation {
    case .none:
      #expect(drawing.pulse == nil)
      #expect(!drawing.playsSymbolEffect)
      #expect(drawing.busyLabelOpacity == table.label.opacity)
    case .pulse:
      #expect(
        drawing.pulse
          == LookDrawing.Pulse(
            lowestOpacity: LookConstants.pulseLowestOpacity,
            halfPeriodSeconds: LookConstants.pulseHalfPeriodSeconds))
      #expect(!drawing.playsSymbolEffect)
      #expect(drawing.busyLabelOpacity == LookConstants.pulseLowestOpacity)
    case .symbolEffect:
      #expect(drawing.pulse == nil)
      #expect(drawing.playsSymbolEffect)
    }
    switch table.indicator {
    case nil: #expect(drawing.indicator == nil)
    case .spinner: #expect(drawing.indicator == .spinner)
    case .ring(let fraction): #expect(drawing.indicator == .ring(fraction))
    case .percent(let text): #expect(drawing.indicator == .percent(text))
    case .succeeded: #expect(drawing.indicator == .succeeded)
    case .failed: #expect(drawing.indicator == .failed)
    }
    switch table.indicatorPlacement {
    case nil: #expect(drawing.placement == nil)
    case .overlay: #expect(drawing.placement == .overlay)
    case .leading: #expect(drawing.placement == .leading)
    case .trailing: #expect(drawing.placement == .trailing)
    }
    #expect(drawing.bar == table.bar)
    // Where the views put the indicator is where the table does.
    #expect(table.indicatorPlacement == nil || row.busy.indicatorPlacement == table.indicatorPlacement)
    // The title that shows, every title laid out, in the table's order, and the stop glyph.
    #expect(drawing.title == LookDrawing.Title(table.title))
    #expect(drawing.measuredTitles == table.measuredTitles.map(LookDrawing.Title.init))
    #expect(drawing.showsStopGlyph == table.showsStopGlyph)
    // The views lay out the label and each title the table measures, and show only its title.
    #expect(drawing.busyTitle == titles.busy)
    #expect(drawing.retryTitle == titles.retry)
    #expect(
      drawing.measuredTitles.map(drawing.titleOpacity)
        == table.measuredTitles.map { $0 == table.title ? 1 : 0 })
    // The custom style's titled label shows the same title whatever the look.
    #expect(configuration.drawing(busy: .none).title == drawing.title)
  }

  /// A few rows spelled out, so that the mapping cannot agree with a wrong table by accident.
  @Test func rowsSpelledOut() {
    func drawing(
      _ busy: BusyLook, _ progress: ProgressLook, _ phase: DrawnPhase, reduced: Bool = false
    )
      -> LookDrawing
    {
      let style = AsyncActionProgressStyle.all.first { $0.look == progress }!
      return AsyncActionStyleConfiguration(
        label: EmptyView(), presentation: phase.presentation, progressStyle: style, reduceMotion: reduced,
        locale: english
      ).drawing(busy: busy)
    }
    let overlaySpinner = drawing(.overlay, .ring, .spinner)
    #expect(overlaySpinner.labelOpacity == 0)
    #expect(overlaySpinner.indicator == .spinner)
    #expect(overlaySpinner.placement == .overlay)
    #expect(drawing(.trailing, .percent, .progress).indicator == .percent("29%"))
    #expect(drawing(.trailing, .percent, .progress).placement == .trailing)
    #expect(drawing(.leading, .ring, .failed).placement == .leading)
    #expect(drawing(.overlay, .bar, .progress).labelOpacity == 1)
    #expect(drawing(.overlay, .bar, .progress).bar == 0.29)
    #expect(drawing(.pulse, .ring, .spinner).pulse?.lowestOpacity == 0.35)
    #expect(drawing(.pulse, .ring, .spinner).pulse?.halfPeriodSeconds == 1)
    #expect(drawing(.pulse, .ring, .spinner, reduced: true).labelOpacity == 0.55)
    #expect(drawing(.pulse, .ring, .spinner, reduced: true).pulse == nil)
    #expect(drawing(.none, .ring, .spinner).indicator == nil)
    #expect(drawing(.overlay, .ring, .idle) == drawing(.leading, .percent, .waitingOutShowDelay))
  }

  /// Titles and the stop glyph spelled out.
  @Test func titlesAndTheStopGlyphSpelledOut() {
    func drawing(
      _ busy: BusyLook, _ phase: DrawnPhase, _ titles: DrawnTitles, _ progress: ProgressLook = .ring
    )
      -> LookDrawing
    {
      let style = AsyncActionProgressStyle.all.first { $0.look == progress }!
      return AsyncActionStyleConfiguration(
        label: EmptyView(), presentation: phase.presentation, progressStyle: style, titles: titles.titles,
        reduceMotion: false, locale: english
      ).drawing(busy: busy)
    }
    // "Saving…" in place of the spinner under the overlay look, beside it under the trailing one.
    let overlay = drawing(.overlay, .spinner, .busy)
    #expect(overlay.title == .busy("Saving…"))
    #expect(overlay.indicator == nil)
    #expect(overlay.labelOpacity == 1)
    #expect(overlay.measuredTitles == [.label, .busy("Saving…")])
    #expect(drawing(.trailing, .spinner, .busy).indicator == .spinner)
    #expect(drawing(.trailing, .spinner, .busy).title == .busy("Saving…"))
    // Not before the show-delay: the label, with the busy title laid out.
    #expect(drawing(.overlay, .waitingOutShowDelay, .busy).title == .label)
    #expect(drawing(.overlay, .waitingOutShowDelay, .busy).titleOpacity(.busy("Saving…")) == 0)
    // The retry title after a failure; the busy title wins while the spinner shows.
    #expect(drawing(.overlay, .idleAfterFailure, .both).title == .retry("Save Again"))
    #expect(drawing(.overlay, .idle, .both).title == .label)
    #expect(
      drawing(.overlay, .idle, .both).measuredTitles == [.label, .busy("Saving…"), .retry("Save Again")])
    // The stop glyph in the spinner and the ring, not in percent text nor without an indicator.
    #expect(drawing(.overlay, .spinnerTapCancels, .none).showsStopGlyph)
    #expect(drawing(.leading, .spinnerTapCancels, .none).showsStopGlyph)
    #expect(drawing(.overlay, .progressTapCancels, .none).showsStopGlyph)
    #expect(!drawing(.overlay, .progressTapCancels, .none, .percent).showsStopGlyph)
    #expect(!drawing(.pulse, .spinnerTapCancels, .none).showsStopGlyph)
    #expect(!drawing(.overlay, .waitingTapCancels, .none).showsStopGlyph)
    #expect(!drawing(.overlay, .spinner, .none).showsStopGlyph)
    // Under the overlay look a busy title replaces the spinner, and the glyph with it.
    #expect(!drawing(.overlay, .spinnerTapCancels, .busy).showsStopGlyph)
    // A style of your own gets the spinner from `indicatorView` whatever the titles.
    let custom = AsyncActionStyleConfiguration(
      label: EmptyView(), presentation: DrawnPhase.spinnerTapCancels.presentation, progressStyle: .ring,
      titles: DrawnTitles.busy.titles, reduceMotion: false, locale: english)
    #expect(custom.drawing(busy: .overlay, titled: false).indicator == .spinner)
    #expect(custom.drawing(busy: .overlay, titled: false).showsStopGlyph)
    #expect(custom.drawing(busy: .none).title == .busy("Saving…"))
  }

  /// The stop glyph sits inside the ring's hole with a stroke width of space all round.
  @Test func theStopGlyphFitsInsideTheRing() {
    for lineHeight in [10.0, 17, 20, 44] {
      let ring = LookDrawing.ring(lineHeight: lineHeight)
      let side = LookDrawing.stopGlyphSide(lineHeight: lineHeight)
      let hole = ring.diameter - 2 * ring.lineWidth
      // The square's corners stay one stroke width inside the hole.
      #expect(abs(side * 2.0.squareRoot() - (hole - 2 * ring.lineWidth)) < 1e-9)
      #expect(side > 0)
    }
    #expect(abs(LookDrawing.stopGlyphSide(lineHeight: 20) - 8 / 2.0.squareRoot()) < 1e-9)
  }

  @Test func builtInStylesAreTheCoresLooks() {
    #expect(OverlayAsyncActionStyle().look == .overlay)
    #expect(LeadingAsyncActionStyle().look == .leading)
    #expect(TrailingAsyncActionStyle().look == .trailing)
    #expect(PulseAsyncActionStyle().look == .pulse)
    #expect(SymbolEffectAsyncActionStyle().look == .symbolEffect)
    #expect(NoAsyncActionStyle().look == .none)
    #expect(AsyncActionProgressStyle.ring.look == .ring)
    #expect(AsyncActionProgressStyle.bar.look == .bar)
    #expect(AsyncActionProgressStyle.percent.look == .percent)
    #expect(ShakeAsyncActionFailureStyle().look == .shake)
    #expect(SymbolEffectAsyncActionFailureStyle().look == .symbolEffect)
    #expect(NoAsyncActionFailureStyle().look == .none)
  }

  @Test(arguments: FailureLook.allCases)
  func theFailureCueIsTheCoresRule(_ look: FailureLook) {
    for previous in 0...2 {
      for current in 0...3 {
        for reduceMotion in [false, true] {
          let core = ActionLooks(failure: look)
            .failureCue(from: previous, to: current, reduceMotion: reduceMotion)
          #expect(
            FailureDrawing.plays(look, from: previous, to: current, reduceMotion: reduceMotion)
              == (core != nil))
        }
      }
    }
    #expect(!FailureDrawing.plays(look, from: 1, to: 1, reduceMotion: false), "no new failure, no cue")
  }

  @Test func theConstantsAreTheCores() {
    #expect(LookDrawing.crossfadeSeconds == 0.15)
    #expect(LookDrawing.barThickness == LookConstants.barThickness)
    #expect(LookDrawing.trackOpacity == LookConstants.trackOpacity)
    #expect(LookDrawing.spinnerArc == LookConstants.spinnerArc)
    #expect(LookDrawing.spinnerTurnSeconds == LookConstants.spinnerTurnSeconds)
    #expect(LookDrawing.indicatorGap == LookConstants.indicatorGap)
    #expect(FailureDrawing.shakeOffsets == LookConstants.shakeOffsets)
    #expect(FailureDrawing.shakeStepSeconds == LookConstants.shakeStepSeconds)
    let ring = LookDrawing.ring(lineHeight: 20)
    #expect(ring.diameter == 20 * LookConstants.ringDiameterToLineHeight)
    #expect(ring.lineWidth == ring.diameter * LookConstants.ringStrokeToDiameter)
  }

  @Test func theBarFillsFromTheLeadingEdgeInBothDirections() {
    #expect(LookDrawing.barFill(fraction: 0.25, width: 100, rightToLeft: false) == (0, 25))
    #expect(LookDrawing.barFill(fraction: 0.25, width: 100, rightToLeft: true) == (75, 25))
    #expect(LookDrawing.barFill(fraction: 1.5, width: 100, rightToLeft: true) == (0, 100))
    #expect(LookDrawing.barFill(fraction: .nan, width: 100, rightToLeft: false) == (0, 0))
  }
}

extension AsyncActionProgressStyle {
  static let all: [Self] = [.ring, .bar, .percent]
}
