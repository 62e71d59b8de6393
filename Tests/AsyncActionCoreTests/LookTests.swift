import AsyncActionTestSupport
import Foundation
import Testing

@_spi(Shell) @testable import AsyncActionCore

/// The moments of a button's life a look draws, each as the presentation the engine publishes.
enum LookPhase: String, CaseIterable, CustomTestStringConvertible {
  case idle, waitingOutShowDelay, spinner, progress, succeeded, failed, failedWithoutFeedback

  var testDescription: String { rawValue }

  var presentation: ActionPresentation {
    switch self {
    case .idle: .idle
    case .waitingOutShowDelay:
      ActionPresentation(indicator: nil, phase: .busy, isBusy: true, isBusyIndicatorVisible: false)
    case .spinner:
      ActionPresentation(indicator: .spinner, phase: .busy, isBusy: true, isBusyIndicatorVisible: true)
    case .progress:
      ActionPresentation(
        indicator: .progress(0.29), phase: .busy, isBusy: true, isBusyIndicatorVisible: true)
    case .succeeded:
      ActionPresentation(
        indicator: .succeeded, phase: .succeeded, isBusy: false, isBusyIndicatorVisible: false)
    case .failed:
      ActionPresentation(
        indicator: .failed, phase: .failed, isBusy: false, isBusyIndicatorVisible: false, failureCount: 1)
    case .failedWithoutFeedback:
      ActionPresentation(
        indicator: nil, phase: .idle, isBusy: false, isBusyIndicatorVisible: false, failureCount: 1)
    }
  }
}

/// One row of the look table: a busy and a progress look in a phase, and what they show, with
/// and without reduced motion.
struct LookRow: CustomTestStringConvertible, Sendable {
  let busy: ActionLooks.Busy
  let progress: ActionLooks.Progress
  let phase: LookPhase
  let expected: LookAppearance
  /// What shows with reduced motion, when it differs.
  let reducedMotion: LookAppearance?

  var testDescription: String { "\(busy) \(progress) \(phase.rawValue)" }
}

// Shorthands that keep each row of the table on one line.
private let visible = LookAppearance(titleVisibility: .visible)
private func hidden(_ indicator: LookIndicator) -> LookAppearance {
  LookAppearance(titleVisibility: .hidden, indicator: indicator, indicatorPlacement: .overlay)
}
private func beside(_ indicator: LookIndicator, _ placement: IndicatorPlacement) -> LookAppearance {
  LookAppearance(titleVisibility: .visible, indicator: indicator, indicatorPlacement: placement)
}
private func animated(_ animation: TitleAnimation, bar: Double? = nil) -> LookAppearance {
  LookAppearance(titleVisibility: .visible, titleAnimation: animation, bar: bar)
}
private func dimmed(bar: Double? = nil) -> LookAppearance {
  LookAppearance(titleVisibility: .dimmed, bar: bar)
}
private let barOnly = LookAppearance(titleVisibility: .visible, bar: 0.29)

private func row(
  _ busy: ActionLooks.Busy, _ progress: ActionLooks.Progress, _ phase: LookPhase, _ expected: LookAppearance,
  reducedMotion: LookAppearance? = nil
) -> LookRow {
  LookRow(busy: busy, progress: progress, phase: phase, expected: expected, reducedMotion: reducedMotion)
}

/// A row with the default progress look, the ring.
private func row(
  _ busy: ActionLooks.Busy, _ phase: LookPhase, _ expected: LookAppearance,
  reducedMotion: LookAppearance? = nil
) -> LookRow {
  row(busy, .ring, phase, expected, reducedMotion: reducedMotion)
}

/// Every busy look in every phase (with the ring), and every progress look while progress
/// shows: the table of the article "Looks".
let lookTable: [LookRow] = [
  row(.overlay, .idle, visible),
  row(.overlay, .waitingOutShowDelay, visible),
  row(.overlay, .spinner, hidden(.spinner)),
  row(.overlay, .progress, hidden(.ring(0.29))),
  row(.overlay, .succeeded, hidden(.succeeded)),
  row(.overlay, .failed, hidden(.failed)),
  row(.overlay, .failedWithoutFeedback, visible),

  row(.leading, .idle, visible),
  row(.leading, .waitingOutShowDelay, visible),
  row(.leading, .spinner, beside(.spinner, .leading)),
  row(.leading, .progress, beside(.ring(0.29), .leading)),
  row(.leading, .succeeded, beside(.succeeded, .leading)),
  row(.leading, .failed, beside(.failed, .leading)),
  row(.leading, .failedWithoutFeedback, visible),

  row(.trailing, .idle, visible),
  row(.trailing, .waitingOutShowDelay, visible),
  row(.trailing, .spinner, beside(.spinner, .trailing)),
  row(.trailing, .progress, beside(.ring(0.29), .trailing)),
  row(.trailing, .succeeded, beside(.succeeded, .trailing)),
  row(.trailing, .failed, beside(.failed, .trailing)),
  row(.trailing, .failedWithoutFeedback, visible),

  row(.pulse, .idle, visible),
  row(.pulse, .waitingOutShowDelay, visible),
  row(.pulse, .spinner, animated(.pulse), reducedMotion: dimmed()),
  row(.pulse, .progress, hidden(.ring(0.29))),
  row(.pulse, .succeeded, hidden(.succeeded)),
  row(.pulse, .failed, hidden(.failed)),
  row(.pulse, .failedWithoutFeedback, visible),

  row(.symbolEffect, .idle, visible),
  row(.symbolEffect, .waitingOutShowDelay, visible),
  row(.symbolEffect, .spinner, animated(.symbolEffect), reducedMotion: dimmed()),
  row(.symbolEffect, .progress, hidden(.ring(0.29))),
  row(.symbolEffect, .succeeded, hidden(.succeeded)),
  row(.symbolEffect, .failed, hidden(.failed)),
  row(.symbolEffect, .failedWithoutFeedback, visible),

  row(.none, .idle, visible),
  row(.none, .waitingOutShowDelay, visible),
  row(.none, .spinner, visible),
  row(.none, .progress, hidden(.ring(0.29))),
  row(.none, .succeeded, hidden(.succeeded)),
  row(.none, .failed, hidden(.failed)),
  row(.none, .failedWithoutFeedback, visible),

  row(.overlay, .bar, .progress, barOnly),
  row(.leading, .bar, .progress, barOnly),
  row(.trailing, .bar, .progress, barOnly),
  row(.pulse, .bar, .progress, animated(.pulse, bar: 0.29), reducedMotion: dimmed(bar: 0.29)),
  row(.symbolEffect, .bar, .progress, animated(.symbolEffect, bar: 0.29), reducedMotion: dimmed(bar: 0.29)),
  row(.none, .bar, .progress, barOnly),

  row(.overlay, .percent, .progress, hidden(.percent("29%"))),
  row(.leading, .percent, .progress, beside(.percent("29%"), .leading)),
  row(.trailing, .percent, .progress, beside(.percent("29%"), .trailing)),
  row(.pulse, .percent, .progress, hidden(.percent("29%"))),
  row(.symbolEffect, .percent, .progress, hidden(.percent("29%"))),
  row(.none, .percent, .progress, hidden(.percent("29%"))),
]

private let english = Locale(identifier: "en_US")

@Suite struct LookTableTests {
  @Test(arguments: lookTable, [false, true])
  func eachLookShowsWhatTheTableSays(row: LookRow, reduceMotion: Bool) {
    var expected = reduceMotion ? row.reducedMotion ?? row.expected : row.expected
    // Only an indicator beside the label slides, and not with reduced motion.
    expected.slidesBeside = (row.busy == .leading || row.busy == .trailing) && !reduceMotion
    // Without symbol effects, the symbol effect look pulses: the one fallback.
    var fallback = expected
    if fallback.titleAnimation == .symbolEffect { fallback.titleAnimation = .pulse }
    for failure in ActionLooks.Failure.allCases {
      let looks = ActionLooks(busy: row.busy, failure: failure, progress: row.progress)
      for (supportsSymbolEffects, expected) in [(true, expected), (false, fallback)] {
        #expect(
          looks.appearance(
            of: row.phase.presentation, reduceMotion: reduceMotion,
            supportsSymbolEffects: supportsSymbolEffects,
            locale: english) == expected, "failure look \(failure), symbol effects \(supportsSymbolEffects)")
      }
    }
  }

  @Test func theTableCoversEveryBusyLookInEveryPhaseAndEveryProgressLook() {
    let busyRows = Set(lookTable.filter { $0.progress == .ring }.map { "\($0.busy) \($0.phase)" })
    let allBusy = Set(
      ActionLooks.Busy.allCases.flatMap { busy in LookPhase.allCases.map { "\(busy) \($0)" } })
    #expect(busyRows == allBusy)
    for progress in ActionLooks.Progress.allCases {
      let looks = Set(lookTable.filter { $0.progress == progress && $0.phase == .progress }.map(\.busy))
      #expect(looks == Set(ActionLooks.Busy.allCases), "\(progress)")
    }
  }

  /// The invariants every shell relies on, over every combination of looks, phases and motion.
  @Test(arguments: ActionLooks.Busy.allCases, ActionLooks.Progress.allCases)
  func everyAppearanceIsConsistent(busy: ActionLooks.Busy, progress: ActionLooks.Progress) {
    for phase in LookPhase.allCases {
      for reduceMotion in [false, true] {
        let appearance = ActionLooks(busy: busy, progress: progress)
          .appearance(
            of: phase.presentation, reduceMotion: reduceMotion, supportsSymbolEffects: true, locale: english)
        let context = Comment(rawValue: "\(phase) reduceMotion=\(reduceMotion)")
        #expect((appearance.indicator == nil) == (appearance.indicatorPlacement == nil), context)
        #expect(
          (appearance.titleVisibility == .hidden) == (appearance.indicatorPlacement == .overlay), context)
        if appearance.indicator != nil {
          #expect(appearance.indicatorPlacement == busy.indicatorPlacement, context)
        }
        if appearance.titleAnimation != .none {
          #expect(appearance.titleVisibility == .visible && !reduceMotion, context)
        }
        if appearance.bar != nil { #expect(appearance.indicator == nil && progress == .bar, context) }
      }
    }
  }

  /// `respondsToReduceMotion` is true exactly for the looks that draw a phase or play a cue
  /// differently with reduced motion, over every phase and every combination of looks.
  @Test(arguments: ActionLooks.Busy.allCases, ActionLooks.Failure.allCases)
  func theLooksThatRespondToReducedMotionAreTheOnesThatDrawDifferently(
    busy: ActionLooks.Busy, failure: ActionLooks.Failure
  ) {
    for progress in ActionLooks.Progress.allCases {
      let looks = ActionLooks(busy: busy, failure: failure, progress: progress)
      let drawsDifferently =
        LookPhase.allCases.contains { phase in
          looks.appearance(
            of: phase.presentation, reduceMotion: false, supportsSymbolEffects: true, locale: english)
            != looks.appearance(
              of: phase.presentation, reduceMotion: true, supportsSymbolEffects: true, locale: english)
        }
        || looks.failureCue(from: 0, to: 1, reduceMotion: false, supportsSymbolEffects: true)
          != looks.failureCue(from: 0, to: 1, reduceMotion: true, supportsSymbolEffects: true)
      #expect(looks.respondsToReduceMotion == drawsDifferently, "progress look \(progress)")
    }
  }

  @Test func theStopGlyphFitsInsideTheRingsHoleWithAStrokeOfSpaceAllRound() {
    let stroke = LookConstants.ringStrokeToDiameter
    let side = LookConstants.stopGlyphToDiameter
    // The square's corners lie on a circle of diameter side × √2, one stroke inside the hole.
    let hole = 1 - 2 * stroke
    #expect(abs(side * 2.0.squareRoot() - (hole - 2 * stroke)) < 1e-12)
    #expect(side > 0.3 && side < 0.4, "a glyph that reads as a stop square: \(side)")
  }

  @Test func progressOutsideZeroToOneIsClamped() {
    let looks = ActionLooks(progress: .ring)
    for (value, drawn) in [(-0.5, 0.0), (Double.nan, 0), (1.5, 1), (0.5, 0.5)] {
      let presentation = ActionPresentation(
        indicator: .progress(value), phase: .busy, isBusy: true, isBusyIndicatorVisible: true)
      #expect(
        looks.appearance(of: presentation, reduceMotion: false, supportsSymbolEffects: true).indicator
          == .ring(drawn), "\(value)")
    }
  }
}

@Suite struct PercentFormatTests {
  @Test(arguments: [
    (0.0, "0%"), (0.005, "0%"), (0.29, "29%"), (0.5, "50%"), (0.999, "99%"), (0.99999999999, "99%"),
    (1.0, "100%"), (1.5, "100%"), (-0.25, "0%"), (Double.nan, "0%"), (-Double.infinity, "0%"),
  ])
  func englishPercentRoundsDownAndShows100OnlyWhenDone(fraction: Double, text: String) {
    #expect(PercentFormat.string(fraction, locale: english) == text)
  }

  /// What Foundation's locale data gives on this platform: French puts a no-break space (U+00A0)
  /// before the sign; Arabic without a region keeps Western digits between left-to-right marks
  /// (U+200E); Egyptian Arabic writes Arabic-Indic digits, the Arabic percent sign and an Arabic
  /// letter mark (U+061C).
  @Test(arguments: [
    ("fr_FR", 0.29, "29\u{A0}%"), ("fr_FR", 1.0, "100\u{A0}%"),
    ("ar", 0.29, "29\u{200E}%\u{200E}"), ("ar_EG", 0.29, "\u{662}\u{669}\u{66A}\u{61C}"),
  ])
  func otherLocalesWriteTheSameNumberTheirWay(identifier: String, fraction: Double, text: String) {
    #expect(PercentFormat.string(fraction, locale: Locale(identifier: identifier)) == text)
  }

  @Test func wholePercentIsTheOneRoundingRule() {
    #expect(PercentFormat.wholePercent(0.29) == 29)
    #expect(PercentFormat.wholePercent(0.57) == 57, "0.57 * 100 is 56.99999999999999")
    #expect(PercentFormat.wholePercent(0.999) == 99)
    #expect(PercentFormat.wholePercent(1) == 100)
    #expect((0...100).allSatisfy { PercentFormat.wholePercent(Double($0) / 100) == $0 })
  }
}

@MainActor
@Suite(.timeLimit(.minutes(1)))
struct FailureCountTests {
  @Test(arguments: [
    ActionConfiguration.FeedbackTiming.none,
    ActionConfiguration.FeedbackTiming(success: nil, failure: .seconds(1)),
  ])
  func theFailureCountChangesOncePerFailedRunAndReachesTheCallback(
    feedback: ActionConfiguration.FeedbackTiming
  ) async {
    let harness = Harness(.with(timing: .immediate, feedback: feedback))
    var seen: [Int] = []
    harness.engine.onPresentationChange = { seen.append($0.failureCount) }
    _ = await harness.tapAndWaitForAction()
    harness.gate.release(throwing: TestError())
    await harness.waitForOutcomes(1)
    #expect(harness.engine.failureCount == 1)
    #expect(seen.last == 1, "the callback hears the failure when the run ends")
    if feedback.failure != nil {
      #expect(harness.engine.presentation.indicator == .failed)
      await harness.clock.waitForSleepers(count: 1)
      harness.clock.advance(by: .seconds(1))
      await until { harness.engine.phase.kind == .idle }
    }
    _ = await harness.tapAndWaitForAction()
    harness.gate.release()
    await harness.waitForOutcomes(2)
    #expect(harness.engine.presentation.failureCount == 1, "a success is no failure")
    _ = await harness.tapAndWaitForAction()
    harness.gate.release(throwing: TestError())
    await harness.waitForOutcomes(3)
    #expect(harness.engine.presentation.failureCount == 2)
    #expect(Set(seen) == [0, 1, 2], "each count reaches the callback")
    if feedback.failure != nil {
      await harness.clock.waitForSleepers(count: 1)
      harness.clock.advance(by: .seconds(1))
      await until { harness.engine.phase.kind == .idle }
    }
    await harness.expectCleanEnd()
  }
}

@Suite struct LookConstantTests {
  @Test func constantsInEveryUnitAgree() {
    #expect(LookConstants.crossfade == .milliseconds(150))
    #expect(LookConstants.crossfadeSeconds == 0.15)
    #expect(LookConstants.pulseHalfPeriodSeconds == 1)
    #expect(LookConstants.shakeDurationSeconds == 0.4)
    #expect(abs(LookConstants.shakeStepSeconds * 7 - 0.4) < 1e-12)
    #expect(LookConstants.shakeOffsets.first == 0 && LookConstants.shakeOffsets.last == 0)
    #expect(LookConstants.spinnerTurnSeconds == 0.8)
    #expect(TitleVisibility.dimmed.opacity(with: .standard) == LookConstants.dimOpacity)
    #expect(LookConstants.pulseLowestOpacity < LookConstants.dimOpacity)
  }

  /// Increased contrast makes each opacity stronger, keeps the dim below the idle label and the
  /// pulse's floor below the dim, and keeps the filled part of a ring or bar at least twice its
  /// track.
  @Test func increasedContrastMakesEachOpacityStrongerAndKeepsTheirOrder() {
    let standard = LookOpacities.standard
    let more = LookOpacities.increasedContrast
    #expect(standard == LookOpacities(track: 0.3, pulseLowest: 0.35, dimmed: 0.55))
    #expect(more.track > standard.track && more.pulseLowest > standard.pulseLowest)
    #expect(more.dimmed > standard.dimmed)
    for opacities in [standard, more] {
      #expect(opacities.pulseLowest < opacities.dimmed && opacities.dimmed < 1, "\(opacities)")
      #expect(opacities.track * 2 <= 1, "the fill stands out from the track: \(opacities)")
    }
    #expect(LookOpacities.forContrast(increased: true) == more)
    #expect(LookOpacities.forContrast(increased: false) == standard)
  }
}

/// The two rows of the look table that follow the user's settings rather than the phase.
@Suite struct LookSettingsTests {
  /// Increased contrast changes the opacities an appearance carries and nothing else, for every
  /// look in every phase.
  @Test(arguments: ActionLooks.Busy.allCases, ActionLooks.Progress.allCases)
  func increasedContrastChangesTheOpacitiesAlone(busy: ActionLooks.Busy, progress: ActionLooks.Progress) {
    let looks = ActionLooks(busy: busy, progress: progress)
    for phase in LookPhase.allCases {
      for reduceMotion in [false, true] {
        let standard = looks.appearance(
          of: phase.presentation, reduceMotion: reduceMotion, supportsSymbolEffects: true, locale: english)
        var more = looks.appearance(
          of: phase.presentation, reduceMotion: reduceMotion, increasedContrast: true,
          supportsSymbolEffects: true, locale: english)
        let context = Comment(rawValue: "\(phase) reduceMotion=\(reduceMotion)")
        #expect(standard.opacities == .standard, context)
        #expect(more.opacities == .increasedContrast, context)
        if more.titleVisibility == .dimmed { #expect(more.titleOpacity == 0.75, context) }
        more.opacities = .standard
        #expect(more == standard, context)
      }
    }
  }

  /// An indicator beside the label slides unless the user asked for reduced motion; one in place
  /// of the label never slides.
  @Test(arguments: ActionLooks.Busy.allCases)
  func onlyAnIndicatorBesideTheLabelSlidesAndNotWithReducedMotion(busy: ActionLooks.Busy) {
    let looks = ActionLooks(busy: busy)
    for phase in LookPhase.allCases {
      for reduceMotion in [false, true] {
        let appearance = looks.appearance(
          of: phase.presentation, reduceMotion: reduceMotion, supportsSymbolEffects: false, locale: english)
        let beside = busy == .leading || busy == .trailing
        #expect(appearance.slidesBeside == (beside && !reduceMotion), "\(phase) reduceMotion=\(reduceMotion)")
      }
    }
  }
}
