import Foundation
import SwiftUI
import Testing

@testable import AsyncActionButton
@testable import AsyncActionCore

/// The moments of a button's life a look draws, as the presentations the engine publishes.
enum DrawnPhase: String, CaseIterable, CustomTestStringConvertible {
  case idle, waitingOutShowDelay, spinner, progress, succeeded, failed

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
        indicator: .failed, phase: .failed, isBusy: false, isSpinnerVisible: false, failureCount: 1)
    }
  }
}

/// One row of the core's look table, as the SwiftUI shell receives it.
struct DrawnRow: CustomTestStringConvertible, Sendable {
  let busy: BusyLook
  let progress: ProgressLook
  let phase: DrawnPhase
  let reduceMotion: Bool

  var testDescription: String { "\(busy) \(progress) \(phase.rawValue)\(reduceMotion ? " reduced" : "")" }

  static let all: [DrawnRow] = BusyLook.allCases.flatMap { busy in
    ProgressLook.allCases.flatMap { progress in
      DrawnPhase.allCases.flatMap { phase in
        [false, true].map { DrawnRow(busy: busy, progress: progress, phase: phase, reduceMotion: $0) }
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
    let table = ActionLooks(busy: row.busy, progress: row.progress)
      .appearance(of: row.phase.presentation, reduceMotion: row.reduceMotion, locale: english)
    let style = AsyncActionProgressStyle.all.first { $0.look == row.progress }!
    let configuration = AsyncActionStyleConfiguration(
      label: EmptyView(), presentation: row.phase.presentation, progressStyle: style,
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
