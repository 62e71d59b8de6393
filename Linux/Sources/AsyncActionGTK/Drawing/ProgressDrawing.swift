import CGtk

/// Draws the progress ring, the progress bar and the stop glyph with cairo, in the label's CSS
/// colour, where ``RingGeometry``, ``BarGeometry`` and ``StopGlyphGeometry`` put them.
@MainActor
enum ProgressDrawing {
  /// The determinate ring: a faint full circle, and the filled arc clockwise from 12 o'clock;
  /// with `stopGlyph`, the stop glyph inside it.
  static func drawRing(
    _ cairo: OpaquePointer, in widget: UnsafeMutablePointer<GtkWidget>, width: Int32, height: Int32,
    fraction: Double, stopGlyph: Bool
  ) {
    let color = Self.color(of: widget)
    if stopGlyph { fillStopGlyph(cairo, color, width: width, height: height) }
    let ring = RingGeometry(width: width, height: height, fraction: fraction)
    cairo_set_line_width(cairo, ring.lineWidth)
    setSource(cairo, color, opacity: RingGeometry.trackOpacity)
    cairo_arc(cairo, ring.centerX, ring.centerY, ring.radius, 0, 2 * .pi)
    cairo_stroke(cairo)
    guard fraction > 0 else { return }
    setSource(cairo, color, opacity: 1)
    cairo_arc(cairo, ring.centerX, ring.centerY, ring.radius, ring.startAngle, ring.endAngle)
    cairo_stroke(cairo)
  }

  /// The stop glyph alone, over the spinner.
  static func drawStopGlyph(
    _ cairo: OpaquePointer, in widget: UnsafeMutablePointer<GtkWidget>, width: Int32, height: Int32
  ) {
    fillStopGlyph(cairo, color(of: widget), width: width, height: height)
  }

  private static func fillStopGlyph(_ cairo: OpaquePointer, _ color: GdkRGBA, width: Int32, height: Int32) {
    let glyph = StopGlyphGeometry(width: width, height: height)
    setSource(cairo, color, opacity: 1)
    cairo_rectangle(cairo, glyph.x, glyph.y, glyph.side, glyph.side)
    cairo_fill(cairo)
  }

  /// The bar under the label: a faint track, filled from the leading edge.
  static func drawBar(
    _ cairo: OpaquePointer, in widget: UnsafeMutablePointer<GtkWidget>, width: Int32, height: Int32,
    fraction: Double
  ) {
    let color = Self.color(of: widget)
    setSource(cairo, color, opacity: BarGeometry.trackOpacity)
    cairo_rectangle(cairo, 0, 0, Double(width), Double(height))
    cairo_fill(cairo)
    guard fraction > 0 else { return }
    let bar = BarGeometry(
      width: width, fraction: fraction, rightToLeft: gtk_widget_get_direction(widget) == GTK_TEXT_DIR_RTL)
    setSource(cairo, color, opacity: 1)
    cairo_rectangle(cairo, bar.filledX, 0, bar.filledWidth, Double(height))
    cairo_fill(cairo)
  }

  /// The widget's CSS colour: the label's, which the ring and the bar inherit.
  private static func color(of widget: UnsafeMutablePointer<GtkWidget>) -> GdkRGBA {
    var color = GdkRGBA()
    gtk_style_context_get_color(gtk_widget_get_style_context(widget), &color)
    return color
  }

  private static func setSource(_ cairo: OpaquePointer, _ color: GdkRGBA, opacity: Double) {
    cairo_set_source_rgba(
      cairo, Double(color.red), Double(color.green), Double(color.blue), Double(color.alpha) * opacity)
  }
}
