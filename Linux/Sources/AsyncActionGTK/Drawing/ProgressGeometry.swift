@_spi(Shell) import AsyncActionCore

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

/// The stop glyph inside the spinner or the progress ring while a click cancels the run: a filled
/// square, in the indicator's own coordinates.
///
/// Its size follows from the ring's proportions (`LookConstants.ringStrokeToDiameter`), not from
/// a size of its own: the largest square that fits inside the ring's inner edge with half a
/// stroke's width of clearance all round, in whole pixels so that its edges are sharp. In the
/// 16-pixel spinner it is 6 pixels wide.
///
/// ```swift
/// let glyph = StopGlyphGeometry(width: 16, height: 16)
/// (glyph.x, glyph.side)  // (5, 6): centred
/// ```
struct StopGlyphGeometry: Hashable, Sendable {
  /// The square's top-left corner.
  var x: Double
  var y: Double
  /// The square's side, in whole logical pixels; at least 2.
  var side: Double

  init(width: Int32, height: Int32) {
    let ring = RingGeometry(width: width, height: height, fraction: 0)
    // The inner edge of the stroke, less half a stroke's width of clearance; the square's
    // corners touch that circle.
    let clearRadius = ring.radius - ring.lineWidth
    var side = (clearRadius * 2.squareRoot()).rounded(.down)
    // Centred on a whole pixel: the square's side has the parity of the area's.
    if Int(side) % 2 != Int(min(width, height)) % 2 { side -= 1 }
    self.side = max(side, 2)
    x = (Double(width) - self.side) / 2
    y = (Double(height) - self.side) / 2
  }
}
