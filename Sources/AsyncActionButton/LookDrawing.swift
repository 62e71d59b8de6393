@_spi(Shell) import AsyncActionCore
import Foundation

/// What the SwiftUI views draw for one `LookAppearance`: every opacity, period, proportion and
/// placement the views take, read from the core's table (`ActionLooks.appearance`) and its
/// `LookConstants`, and nothing decided here.
///
/// The views hold no number of their own: they read this value. It is a plain value, without
/// SwiftUI, so that a test can check it against the core's table for every look and phase.
struct LookDrawing: Equatable {
  /// What shows in place of the label or beside it.
  enum Indicator: Equatable {
    case spinner
    case ring(Double)
    case percent(String)
    case succeeded
    case failed
  }

  /// A title the label slot lays out: the button's own label, or one of its titles
  /// (`ActionTitles`), already localized.
  enum Title: Equatable {
    case label
    case busy(String)
    case retry(String)
  }

  /// Where the indicator goes.
  enum Placement: Equatable {
    case overlay
    case leading
    case trailing
  }

  /// The label's breathing: from full opacity down to `lowestOpacity` and back, each way in
  /// `halfPeriodSeconds`.
  struct Pulse: Equatable {
    var lowestOpacity: Double
    var halfPeriodSeconds: Double
  }

  /// The label's opacity while it does not breathe.
  var labelOpacity: Double
  /// The breathing, or `nil` for a still label.
  var pulse: Pulse?
  /// Whether the label's symbols play their indefinite symbol effect.
  var playsSymbolEffect: Bool
  /// The indicator, or `nil` for none.
  var indicator: Indicator?
  /// Where the indicator goes; `nil` exactly when there is none.
  var placement: Placement?
  /// The fraction the bar under the label shows, or `nil` for no bar.
  var bar: Double?
  /// The title that shows; the label's opacity, pulse and symbol effect apply to it.
  var title: Title
  /// Every title laid out, `title` among them: the label first, then the busy and retry titles
  /// the button has. All stay in layout, the others at opacity 0, so the label slot is as wide as
  /// the widest in every phase.
  var measuredTitles: [Title]
  /// Whether a stop glyph shows inside the spinner or the ring: a tap now cancels the run.
  var showsStopGlyph: Bool

  /// The drawing of `appearance`.
  init(_ appearance: LookAppearance) {
    labelOpacity = appearance.label.opacity
    switch appearance.labelAnimation {
    case .pulse:
      pulse = Pulse(
        lowestOpacity: LookConstants.pulseLowestOpacity,
        halfPeriodSeconds: LookConstants.pulseHalfPeriodSeconds)
      playsSymbolEffect = false
    case .symbolEffect:
      pulse = nil
      playsSymbolEffect = true
    case .none:
      pulse = nil
      playsSymbolEffect = false
    }
    indicator = appearance.indicator.map(Indicator.init)
    placement = appearance.indicatorPlacement.map(Placement.init)
    bar = appearance.bar
    title = Title(appearance.title)
    measuredTitles = appearance.measuredTitles.map(Title.init)
    showsStopGlyph = appearance.showsStopGlyph
  }

  /// The busy title laid out, if the button has one.
  var busyTitle: String? {
    for case .busy(let text) in measuredTitles { return text }
    return nil
  }

  /// The opacity of a laid-out title: 1 for the title that shows, 0 for the others.
  func titleOpacity(_ laidOut: Title) -> Double { laidOut == title ? 1 : 0 }

  /// The retry title laid out, if the button has one.
  var retryTitle: String? {
    for case .retry(let text) in measuredTitles { return text }
    return nil
  }

  /// The opacity the label breathes down to while busy, or stays at: the pulse's lowest
  /// opacity while it breathes, else `labelOpacity`.
  var busyLabelOpacity: Double { pulse?.lowestOpacity ?? labelOpacity }

  // MARK: Constants the views draw with

  /// How long the label and the indicator crossfade.
  static var crossfadeSeconds: Double { LookConstants.crossfadeSeconds }
  /// The gap between the label and an indicator beside it.
  static var indicatorGap: Double { LookConstants.indicatorGap }
  /// The thickness of the bar.
  static var barThickness: Double { LookConstants.barThickness }
  /// The opacity of the unfilled track of the ring and the bar.
  static var trackOpacity: Double { LookConstants.trackOpacity }
  /// The arc of the spinner, as a fraction of a turn.
  static var spinnerArc: Double { LookConstants.spinnerArc }
  /// One turn of the spinner, in seconds.
  static var spinnerTurnSeconds: Double { LookConstants.spinnerTurnSeconds }

  /// The ring's outer diameter and stroke width in a box one line of text high.
  ///
  /// - Parameter lineHeight: The height of one line of the label's font.
  /// - Returns: The diameter and the stroke width.
  static func ring(lineHeight: Double) -> (diameter: Double, lineWidth: Double) {
    let diameter = lineHeight * LookConstants.ringDiameterToLineHeight
    return (diameter, diameter * LookConstants.ringStrokeToDiameter)
  }

  /// The side of the stop glyph, a square centred in the ring
  /// (`LookConstants.stopGlyphToDiameter`).
  ///
  /// - Parameter lineHeight: The height of one line of the label's font.
  /// - Returns: The side of the square.
  static func stopGlyphSide(lineHeight: Double) -> Double {
    ring(lineHeight: lineHeight).diameter * LookConstants.stopGlyphToDiameter
  }

  /// The filled part of the bar, from the leading edge: its left edge and its width, in a bar
  /// `width` wide.
  ///
  /// - Parameters:
  ///   - fraction: The progress, from 0 to 1; values outside are clamped.
  ///   - width: The bar's width.
  ///   - rightToLeft: Whether the layout runs right to left, where the leading edge is the right.
  /// - Returns: The filled part's left edge and width.
  static func barFill(fraction: Double, width: Double, rightToLeft: Bool) -> (minX: Double, width: Double) {
    let filled = width * min(max(fraction.isNaN ? 0 : fraction, 0), 1)
    return (rightToLeft ? width - filled : 0, filled)
  }
}

extension LookDrawing.Indicator {
  init(_ indicator: LookIndicator) {
    switch indicator {
    case .spinner: self = .spinner
    case .ring(let fraction): self = .ring(fraction)
    case .percent(let text): self = .percent(text)
    case .succeeded: self = .succeeded
    case .failed: self = .failed
    }
  }
}

extension LookDrawing.Title {
  init(_ title: LookTitle) {
    switch title {
    case .label: self = .label
    case .busy(let text): self = .busy(text)
    case .retry(let text): self = .retry(text)
    }
  }
}

extension LookDrawing.Placement {
  init(_ placement: IndicatorPlacement) {
    switch placement {
    case .overlay: self = .overlay
    case .leading: self = .leading
    case .trailing: self = .trailing
    }
  }
}

/// What the SwiftUI views play when a run fails: the core's failure cue rule
/// (`ActionLooks.failureCue`) and the shake's offsets and timing from `LookConstants`.
struct FailureDrawing: Equatable {
  /// The offsets the shake passes through, from rest back to rest.
  static var shakeOffsets: [Double] { LookConstants.shakeOffsets }
  /// How long each step between two offsets takes, in seconds.
  static var shakeStepSeconds: Double { LookConstants.shakeStepSeconds }

  /// Whether the failure look plays its cue as the failure count goes from `previous` to
  /// `current`.
  ///
  /// - Parameters:
  ///   - look: The failure look.
  ///   - previous: The failure count the view drew last.
  ///   - current: The failure count now.
  ///   - reduceMotion: Whether the user asked for reduced motion.
  /// - Returns: Whether the cue plays now.
  static func plays(_ look: FailureLook, from previous: Int, to current: Int, reduceMotion: Bool) -> Bool {
    ActionLooks(failure: look).failureCue(from: previous, to: current, reduceMotion: reduceMotion) != nil
  }
}
