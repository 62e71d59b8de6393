import AsyncActionCore

/// Where the progress ring's arcs go in a drawing area, in its own coordinates, in the core's
/// proportions (`LookConstants.ringStrokeToDiameter`).
///
/// A value with no cairo in it: `ProgressDrawing` strokes what it says in the label's colour.
///
/// ```swift
/// let ring = RingGeometry(width: 16, height: 16, fraction: 0.25)
/// ring.endAngle - ring.startAngle  // a quarter turn, clockwise from 12 o'clock
/// ```
struct RingGeometry: Hashable, Sendable {
  /// The opacity of the track, the full circle under the filled arc, as a share of the colour's.
  static var trackOpacity: Double { LookConstants.trackOpacity }

  /// The ring's diameter for a label line of `lineHeight` logical pixels, in whole pixels.
  static func diameter(lineHeight: Int32) -> Int32 {
    Int32((Double(lineHeight) * LookConstants.ringDiameterToLineHeight).rounded())
  }

  var centerX: Double
  var centerY: Double
  /// The stroke's width, in logical pixels.
  var lineWidth: Double
  /// The radius of the stroke's middle: the stroke stays inside the area.
  var radius: Double
  /// Where the filled arc starts: 12 o'clock.
  var startAngle: Double { -.pi / 2 }
  /// Where the filled arc ends, clockwise; equal to ``startAngle`` at 0.
  var endAngle: Double

  init(width: Int32, height: Int32, fraction: Double) {
    centerX = Double(width) / 2
    centerY = Double(height) / 2
    let diameter = Double(min(width, height))
    lineWidth = diameter * LookConstants.ringStrokeToDiameter
    radius = (diameter - lineWidth) / 2
    endAngle = -.pi / 2 + 2 * .pi * min(max(fraction, 0), 1)
  }
}

/// The filled part of the progress bar under the label, in the bar's own coordinates.
///
/// ```swift
/// BarGeometry(width: 100, fraction: 0.3, rightToLeft: true).filledX  // 70: from the right
/// ```
struct BarGeometry: Hashable, Sendable {
  /// The bar's thickness, in logical pixels.
  static var thickness: Int32 { Int32(LookConstants.barThickness) }
  /// How far below the content's bottom edge the bar is drawn, into the button's padding.
  static let offset = 3
  /// The opacity of the track, the whole bar under the filled part, as a share of the colour's.
  static var trackOpacity: Double { LookConstants.trackOpacity }

  /// Where the filled part starts: the leading edge, the right in right-to-left languages.
  var filledX: Double
  var filledWidth: Double

  init(width: Int32, fraction: Double, rightToLeft: Bool) {
    filledWidth = Double(width) * min(max(fraction, 0), 1)
    filledX = rightToLeft ? Double(width) - filledWidth : 0
  }
}
