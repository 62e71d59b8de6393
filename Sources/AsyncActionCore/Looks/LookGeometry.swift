// The geometry every shell draws the ring, the spinner, the stop glyph and the bar with: one value,
// in proportions of the label's line height, and the rules that turn it into points or into whole
// pixels. A shell multiplies nothing of its own.

/// The sizes of a look's drawn parts, as proportions of the height of one line of the label's
/// text, so that they grow with the font: the ring, the spinner and the success and failure marks
/// (all ``ringDiameter`` across), the stroke and its ends, the stop glyph, the gap beside the
/// label, and the progress bar with its place under the label.
///
/// There is one geometry, ``standard``: every look in every phase draws with it. A shell that
/// lays out in points (SwiftUI) asks for ``points(lineHeight:)``; one that lays out in whole
/// pixels (GTK) asks for ``pixels(lineHeight:scale:)``, which rounds by the rules below, and
/// draws what it gets, again whenever the label's font changes.
///
/// ```swift
/// let sizes = LookGeometry.standard.pixels(lineHeight: 16, scale: 1)
/// sizes.ringDiameter  // 13
/// ```
@_spi(Shell) public struct LookGeometry: Hashable, Sendable {
  /// How the ends of an open arc (the spinner, a ring not yet full) are drawn.
  /// One case today, so that a shell draws the ends from the core and a new end style reaches
  /// both shells through their exhaustive switches.
  public enum LineCap: Hashable, Sendable, CaseIterable {
    /// A half disc past each end: the arc reads as one soft stroke.
    case round
  }

  /// The outer diameter of the ring and the spinner, and the side of the success and failure
  /// marks: ``LookConstants/ringDiameterToLineHeight``.
  public var ringDiameter: Double
  /// The ring's and the spinner's stroke width: ``LookConstants/ringStrokeToDiameter`` of the
  /// diameter.
  public var ringStroke: Double
  /// How the ends of the spinner's arc and of the ring's filled arc are drawn.
  public var lineCap: LineCap
  /// The stop glyph's side: ``LookConstants/stopGlyphToDiameter`` of the diameter.
  public var stopGlyphSide: Double
  /// The progress bar's thickness: ``LookConstants/barThicknessToLineHeight``.
  public var barThickness: Double
  /// How far the bar's bottom edge lies below the label's bottom edge:
  /// ``LookConstants/barOffsetToLineHeight``. With an offset equal to the thickness the bar's
  /// top edge touches the label's bottom edge, and the bar runs in the button's padding.
  public var barOffset: Double
  /// The gap between the label and an indicator beside it: ``LookConstants/indicatorGapToLineHeight``.
  public var indicatorGap: Double

  /// The geometry every look draws with.
  ///
  /// ```swift
  /// LookGeometry.standard.ringDiameter  // 0.8
  /// ```
  public static let standard = LookGeometry(
    ringDiameter: LookConstants.ringDiameterToLineHeight,
    ringStroke: LookConstants.ringDiameterToLineHeight * LookConstants.ringStrokeToDiameter,
    lineCap: .round,
    stopGlyphSide: LookConstants.ringDiameterToLineHeight * LookConstants.stopGlyphToDiameter,
    barThickness: LookConstants.barThicknessToLineHeight, barOffset: LookConstants.barOffsetToLineHeight,
    indicatorGap: LookConstants.indicatorGapToLineHeight)

  /// Where the filled arc of the ring starts, in radians: 12 o'clock, in a coordinate space
  /// whose y axis points down (SwiftUI's and cairo's). The arc runs clockwise on screen.
  public static let ringStartAngle = -Double.pi / 2

  /// Where the ring's filled arc ends for a fraction, in radians, clockwise from
  /// ``ringStartAngle``.
  ///
  /// ```swift
  /// LookGeometry.ringEndAngle(0.25)  // 0: a quarter turn from 12 o'clock
  /// ```
  ///
  /// - Parameter fraction: The progress, from 0 to 1; values outside are clamped, NaN is 0.
  /// - Returns: The angle.
  public static func ringEndAngle(_ fraction: Double) -> Double {
    ringStartAngle + 2 * .pi * ActionLooks.clamped(fraction)
  }

  /// Whether the ring (its filled arc, and the spinner's turn) runs the other way in a
  /// right-to-left layout: no. A ring reads as a clock face, which turns clockwise in every writing
  /// direction; only the bar, which runs along the text, follows the text's direction
  /// (``barFill(_:width:rightToLeft:)``). A shell draws each of them once, by these two rules: a
  /// SwiftUI shape that computes its own right-to-left path declares it `.fixed`, so SwiftUI does
  /// not mirror it a second time.
  ///
  /// ```swift
  /// LookGeometry.ringMirrorsRightToLeft  // false: clockwise from 12 o'clock in Arabic too
  /// ```
  public static let ringMirrorsRightToLeft = false

  /// The filled part of the bar, from the leading edge: its left edge and its width in a bar
  /// `width` wide.
  ///
  /// ```swift
  /// LookGeometry.barFill(0.3, width: 100, rightToLeft: true)  // (70, 30): from the right
  /// ```
  ///
  /// - Parameters:
  ///   - fraction: The progress, from 0 to 1; values outside are clamped, NaN is 0.
  ///   - width: The bar's width.
  ///   - rightToLeft: Whether the layout runs right to left, where the leading edge is the right.
  /// - Returns: The filled part's left edge and width.
  public static func barFill(
    _ fraction: Double, width: Double, rightToLeft: Bool
  ) -> (minX: Double, width: Double) {
    let filled = width * ActionLooks.clamped(fraction)
    return (rightToLeft ? width - filled : 0, filled)
  }

  /// The sizes for a line of `lineHeight` points, unrounded: for a shell that lays out in points
  /// and lets its renderer place them (SwiftUI).
  ///
  /// ```swift
  /// LookGeometry.standard.points(lineHeight: 20).ringDiameter  // 16
  /// ```
  ///
  /// - Parameter lineHeight: The height of one line of the label's font.
  /// - Returns: The sizes, in the unit of `lineHeight`.
  public func points(lineHeight: Double) -> LookSizes {
    LookSizes(
      ringDiameter: lineHeight * ringDiameter, ringStroke: lineHeight * ringStroke, lineCap: lineCap,
      stopGlyphSide: lineHeight * stopGlyphSide, barThickness: lineHeight * barThickness,
      barOffset: lineHeight * barOffset, indicatorGap: lineHeight * indicatorGap)
  }

  /// The sizes for a line of `lineHeight` logical pixels on a screen of `scale` device pixels to
  /// the logical pixel, snapped so that the edges fall on whole pixels (GTK).
  ///
  /// The rules:
  /// - The ring's diameter (the spinner's and the marks' too), the bar's thickness, its offset and
  ///   the gap beside the label are rounded to whole logical pixels (the diameter and the
  ///   thickness at least 1; a widget's size is a whole number of them).
  /// - The stroke keeps its share of the rounded diameter, unrounded: a circle's edge is
  ///   antialiased whatever its width.
  /// - The stop glyph's side is ``stopGlyphSide(inDiameter:scale:)`` of the rounded diameter.
  ///
  /// ```swift
  /// let sizes = LookGeometry.standard.pixels(lineHeight: 16, scale: 1)
  /// (sizes.ringDiameter, sizes.stopGlyphSide, sizes.barThickness, sizes.indicatorGap)  // (13, 5, 3, 6)
  /// ```
  ///
  /// - Parameters:
  ///   - lineHeight: The height of one line of the label's font, in logical pixels.
  ///   - scale: Device pixels per logical pixel (GTK's scale factor); 1 on a standard screen.
  /// - Returns: The sizes, in logical pixels.
  public func pixels(lineHeight: Int, scale: Int) -> LookSizes {
    let line = Double(lineHeight)
    let diameter = max((line * ringDiameter).rounded(), 1)
    return LookSizes(
      ringDiameter: diameter, ringStroke: diameter * ringStroke / ringDiameter, lineCap: lineCap,
      stopGlyphSide: stopGlyphSide(inDiameter: Int(diameter), scale: scale),
      barThickness: max((line * barThickness).rounded(), 1), barOffset: (line * barOffset).rounded(),
      indicatorGap: (line * indicatorGap).rounded())
  }

  /// The stop glyph's side inside a ring or spinner `diameter` logical pixels wide, in whole
  /// device pixels: the glyph's share of the diameter, rounded to the nearest whole number of
  /// device pixels of the diameter's parity, so that the square sits centred on whole pixels and
  /// its edges are sharp; at least 2 device pixels (1 in an odd diameter).
  ///
  /// ```swift
  /// LookGeometry.standard.stopGlyphSide(inDiameter: 16, scale: 1)  // 6
  /// ```
  ///
  /// - Parameters:
  ///   - diameter: The ring's or the spinner's diameter, in logical pixels.
  ///   - scale: Device pixels per logical pixel.
  /// - Returns: The side, in logical pixels.
  public func stopGlyphSide(inDiameter diameter: Int, scale: Int) -> Double {
    let scale = max(scale, 1)
    let devicePixels = diameter * scale
    let parity = devicePixels % 2
    let exact = Double(devicePixels) * stopGlyphSide / ringDiameter
    let side = 2 * Int(((exact - Double(parity)) / 2).rounded()) + parity
    return Double(max(side, 2 - parity)) / Double(scale)
  }
}

/// A look's sizes in one unit, for one line height: what ``LookGeometry/points(lineHeight:)`` and
/// ``LookGeometry/pixels(lineHeight:scale:)`` return.
///
/// ```swift
/// let sizes = LookGeometry.standard.points(lineHeight: 20)
/// sizes.ringRadius  // 7: the middle of the stroke
/// ```
@_spi(Shell) public struct LookSizes: Hashable, Sendable {
  /// The outer diameter of the ring and the spinner, and the side of the success and failure marks.
  public var ringDiameter: Double
  /// Their stroke width.
  public var ringStroke: Double
  /// How the ends of an open arc are drawn.
  public var lineCap: LookGeometry.LineCap
  /// The stop glyph's side.
  public var stopGlyphSide: Double
  /// The bar's thickness.
  public var barThickness: Double
  /// How far the bar's bottom edge lies below the label's bottom edge.
  public var barOffset: Double
  /// The gap between the label and an indicator beside it.
  public var indicatorGap: Double

  /// The radius of the stroke's middle: the stroke stays inside the diameter.
  public var ringRadius: Double { (ringDiameter - ringStroke) / 2 }

  /// Where the bar's top edge lies under a label whose bottom edge is at `labelBottom`, in a
  /// space whose y axis points down: ``barOffset`` lower than resting on the label's bottom edge.
  ///
  /// ```swift
  /// LookGeometry.standard.pixels(lineHeight: 16, scale: 1).barTop(labelBottom: 30)  // 30
  /// ```
  ///
  /// - Parameter labelBottom: The label's (or the content's) bottom edge.
  /// - Returns: The bar's top edge.
  public func barTop(labelBottom: Double) -> Double { labelBottom + barOffset - barThickness }
}
