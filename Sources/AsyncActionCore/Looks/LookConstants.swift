/// The numbers every look is drawn with, in one place: periods, opacities, amplitudes, durations
/// and proportions. Each shell takes them from here, in the unit its toolkit wants (a `Duration`,
/// seconds as a `Double`, points or logical pixels), and holds no literal of its own.
///
/// ```swift
/// label.opacity(busy ? LookConstants.pulseLowestOpacity : 1)
///   .animation(.easeInOut(duration: LookConstants.pulseHalfPeriodSeconds).repeatForever(), value: busy)
/// ```
@_spi(Shell) public enum LookConstants {
  // MARK: Crossfade

  /// How long the label and an indicator take to crossfade, and an indicator beside the label to
  /// slide in or out: 150 ms, short enough that a button answers a tap at once, long enough that
  /// the change reads as one motion rather than a flash.
  public static let crossfade: Duration = .milliseconds(150)
  /// ``crossfade`` in seconds.
  public static var crossfadeSeconds: Double { seconds(crossfade) }

  // MARK: Pulse and dim

  /// One full breath of the ``ActionLooks/Busy/pulse`` look, from full opacity to
  /// ``pulseLowestOpacity`` and back: 2 s. Slow enough to read as waiting rather than as an
  /// alarm, and far from the three flashes a second that the accessibility guidelines warn of.
  public static let pulsePeriod: Duration = .seconds(2)
  /// Half of ``pulsePeriod``, one way, in seconds: what an autoreversing or alternating animation
  /// takes as its duration.
  public static var pulseHalfPeriodSeconds: Double { seconds(pulsePeriod) / 2 }
  /// The lowest opacity of the pulse: 0.35, a change of brightness everyone sees while the label
  /// stays legible at the bottom of the breath. ``LookOpacities/increasedContrast`` raises it.
  public static let pulseLowestOpacity = 0.35
  /// The opacity of a dimmed label (``TitleVisibility/dimmed``), which stands for the pulse and
  /// the busy symbol effect with reduced motion: 0.55, near the breath's average brightness and
  /// so as busy-looking, and easier to read than the breath's lowest point, because it lasts.
  /// ``LookOpacities/increasedContrast`` raises it.
  public static let dimOpacity = 0.55

  // MARK: Shake

  /// The horizontal offsets the ``FailureCue/shake`` passes through, in points (SwiftUI) or
  /// logical pixels (GTK), evenly spaced in time over ``shakeDuration``, from rest back to rest:
  /// three swings that die down, so the shake reads as "no" and ends still.
  public static let shakeOffsets: [Double] = [0, -8, 8, -6, 6, -3, 3, 0]
  /// How long the shake lasts: 0.4 s, about 57 ms a step, each step a few frames long at 60 Hz so
  /// that no swing is skipped, and the whole over before the eye has moved on.
  public static let shakeDuration: Duration = .milliseconds(400)
  /// ``shakeDuration`` in seconds.
  public static var shakeDurationSeconds: Double { seconds(shakeDuration) }
  /// How long each step between two of the ``shakeOffsets`` takes, in seconds.
  public static var shakeStepSeconds: Double { shakeDurationSeconds / Double(shakeOffsets.count - 1) }

  // MARK: Ring, spinner and bar

  /// The ring's outer diameter relative to the height of one line of the label's text: 0.8, so
  /// the ring sits inside the line with a little air above and below, and grows with the font.
  public static let ringDiameterToLineHeight = 0.8
  /// The ring's stroke width relative to its outer diameter: one eighth, a line as heavy as the
  /// strokes of a regular-weight label at the same size.
  public static let ringStrokeToDiameter = 0.125
  /// The side of the stop glyph, the square centred in the ring while a tap cancels
  /// (``LookAppearance/showsStopGlyph``), relative to the ring's outer diameter: the square that
  /// fits inside the ring's hole with one stroke width of space all round,
  /// (1 − 4 × ``ringStrokeToDiameter``) / √2, about 0.354, so it never touches the ring.
  public static var stopGlyphToDiameter: Double { (1 - 4 * ringStrokeToDiameter) / 2.0.squareRoot() }
  /// The opacity of the unfilled track of the progress ring and of the bar: 0.3, present enough
  /// to show the length still to go, faint enough not to read as filled.
  /// ``LookOpacities/increasedContrast`` raises it.
  public static let trackOpacity = 0.3
  /// The arc of a drawn spinner, as a fraction of a turn: 0.75, an open ring whose gap shows the
  /// turning. A shell that uses its toolkit's own spinner (GTK's `GtkSpinner`) ignores it.
  public static let spinnerArc = 0.75
  /// One turn of a drawn spinner: 0.8 s.
  public static let spinnerTurn: Duration = .milliseconds(800)
  /// ``spinnerTurn`` in seconds.
  public static var spinnerTurnSeconds: Double { seconds(spinnerTurn) }
  /// The thickness of the ``ActionLooks/Progress/bar`` relative to the height of one line of the label's
  /// text: 3/16, 3 pixels under the 16-pixel line of an 11-point label, visible at 1× where a
  /// 2-pixel line blurs into a hairline, and still thin enough not to read as a second control.
  public static let barThicknessToLineHeight = 3.0 / 16
  /// How far the bar's bottom edge lies below the label's bottom edge, relative to the line
  /// height: the bar's own thickness, so that the bar runs just under the label, in the button's
  /// padding, and never covers the label's descenders.
  public static let barOffsetToLineHeight = barThicknessToLineHeight
  /// The gap between the label and an indicator beside it (``ActionLooks/Busy/leading`` and
  /// ``ActionLooks/Busy/trailing``), relative to the height of one line of the label's text: 3/8, 6
  /// pixels beside the 16-pixel line of an 11-point label, so the gap grows with the font as the
  /// indicator does.
  public static let indicatorGapToLineHeight = 6.0 / 16

  // MARK: Progress

  /// How long the ring and the bar take to move to a new fraction, linearly (``ProgressMotion``):
  /// 100 ms. The percent text changes at once. An estimated progress steps as often
  /// (`AsyncAction.init(estimatedDuration:_:)`), so its ring moves on without a stop from one
  /// step to the next, on the toolkit's frame clock rather than on the engine's ten steps a
  /// second; a reported progress moves as smoothly between reports that come at least as far
  /// apart, and never lags a report by more than this.
  public static let progressStep: Duration = .milliseconds(100)
  /// ``progressStep`` in seconds.
  public static var progressStepSeconds: Double { seconds(progressStep) }

  /// A duration in seconds.
  static func seconds(_ duration: Duration) -> Double {
    let (seconds, attoseconds) = duration.components
    return Double(seconds) + Double(attoseconds) / 1e18
  }
}

/// The opacities a look is drawn with, for one contrast setting: the progress track's, the
/// pulse's lowest and a dimmed label's. ``LookAppearance/opacities`` carries the ones to draw
/// with, chosen by ``ActionLooks/appearance(of:titles:reduceMotion:increasedContrast:supportsSymbolEffects:locale:)``
/// from whether the user asked for more contrast.
///
/// ```swift
/// LookOpacities.standard.dimmed          // 0.55
/// LookOpacities.increasedContrast.dimmed  // 0.75
/// ```
@_spi(Shell) public struct LookOpacities: Hashable, Sendable {
  /// The unfilled track of the ring and of the bar.
  public var track: Double
  /// The lowest opacity of the pulse's breath.
  public var pulseLowest: Double
  /// A dimmed label (``TitleVisibility/dimmed``).
  public var dimmed: Double

  /// The opacities of ``LookConstants``: ``LookConstants/trackOpacity``,
  /// ``LookConstants/pulseLowestOpacity`` and ``LookConstants/dimOpacity``.
  public static let standard = LookOpacities(
    track: LookConstants.trackOpacity, pulseLowest: LookConstants.pulseLowestOpacity,
    dimmed: LookConstants.dimOpacity)

  /// The opacities with increased contrast (Increase Contrast on Apple platforms, a high-contrast
  /// theme in GTK): each part stands further from the background.
  /// - The track at 0.5: a track at 0.3 of a grey label falls under the 3:1 that non-text
  ///   elements need against a light background; at 0.5 the filled part (at 1) still reads as
  ///   filled beside it, at twice its strength.
  /// - The pulse's lowest at 0.6 and a dimmed label at 0.75: black text at 0.55 on white is about
  ///   4.7:1, white text at 0.55 on a tinted button falls under 4.5:1; at 0.75 a dimmed label
  ///   keeps about 10:1 on white and stays readable on a tinted button, while it still looks
  ///   dimmer than the idle label, and the breath still changes in a way everyone sees.
  public static let increasedContrast = LookOpacities(track: 0.5, pulseLowest: 0.6, dimmed: 0.75)

  /// The opacities for a contrast setting.
  ///
  /// - Parameter increasedContrast: Whether the user asked for more contrast.
  /// - Returns: ``increasedContrast`` or ``standard``.
  public static func forContrast(increased increasedContrast: Bool) -> LookOpacities {
    increasedContrast ? .increasedContrast : .standard
  }
}
