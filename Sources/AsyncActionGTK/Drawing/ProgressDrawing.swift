#if GTK
  @_spi(Shell) import AsyncActionCore
  internal import CAsyncActionGtk

  /// Paints the progress ring, the progress bar and the stop glyph with cairo, in the label's CSS
  /// colour, at the sizes the core gives in whole pixels (`LookGeometry.pixels(lineHeight:scale:)`):
  /// the ring centred in its area, the glyph centred in the ring or the spinner.
  @MainActor
  enum ProgressDrawing {
    /// The determinate ring: a faint full circle (at `trackOpacity`), and the filled arc clockwise
    /// from 12 o'clock with the core's line cap; with `stopGlyph`, the stop glyph inside it.
    static func drawRing(
      _ cairo: OpaquePointer, in widget: UnsafeMutablePointer<GtkWidget>, width: Int32, height: Int32,
      fraction: Double, stopGlyph: Bool, sizes: LookSizes, trackOpacity: Double
    ) {
      let color = Self.color(of: widget)
      if stopGlyph { fillSquare(cairo, color, side: sizes.stopGlyphSide, width: width, height: height) }
      let (centerX, centerY) = (Double(width) / 2, Double(height) / 2)
      cairo_set_line_width(cairo, sizes.ringStroke)
      cairo_set_line_cap(cairo, lineCap(sizes.lineCap))
      setSource(cairo, color, opacity: trackOpacity)
      cairo_arc(cairo, centerX, centerY, sizes.ringRadius, 0, 2 * .pi)
      cairo_stroke(cairo)
      guard fraction > 0 else { return }
      setSource(cairo, color, opacity: 1)
      // Clockwise from 12 o'clock in both directions, unless the core says the ring mirrors.
      if LookGeometry.ringMirrorsRightToLeft && gtk_widget_get_direction(widget) == GTK_TEXT_DIR_RTL {
        cairo_arc_negative(
          cairo, centerX, centerY, sizes.ringRadius, .pi - LookGeometry.ringStartAngle,
          .pi - LookGeometry.ringEndAngle(fraction))
      } else {
        cairo_arc(
          cairo, centerX, centerY, sizes.ringRadius, LookGeometry.ringStartAngle,
          LookGeometry.ringEndAngle(fraction))
      }
      cairo_stroke(cairo)
    }

    /// The stop glyph alone, over the toolkit's spinner: the core's share of the spinner's own
    /// diameter (`LookGeometry.stopGlyphSide(inDiameter:scale:)`).
    static func drawStopGlyph(
      _ cairo: OpaquePointer, in widget: UnsafeMutablePointer<GtkWidget>, width: Int32, height: Int32,
      geometry: LookGeometry
    ) {
      let side = geometry.stopGlyphSide(
        inDiameter: Int(min(width, height)), scale: Int(gtk_widget_get_scale_factor(widget)))
      fillSquare(cairo, color(of: widget), side: side, width: width, height: height)
    }

    /// A filled square of `side`, centred in an area `width` by `height`.
    private static func fillSquare(
      _ cairo: OpaquePointer, _ color: GdkRGBA, side: Double, width: Int32, height: Int32
    ) {
      setSource(cairo, color, opacity: 1)
      cairo_rectangle(cairo, (Double(width) - side) / 2, (Double(height) - side) / 2, side, side)
      cairo_fill(cairo)
    }

    /// The bar under the label: a faint track (at `trackOpacity`), filled from the leading edge.
    static func drawBar(
      _ cairo: OpaquePointer, in widget: UnsafeMutablePointer<GtkWidget>, width: Int32, height: Int32,
      fraction: Double, trackOpacity: Double
    ) {
      let color = Self.color(of: widget)
      setSource(cairo, color, opacity: trackOpacity)
      cairo_rectangle(cairo, 0, 0, Double(width), Double(height))
      cairo_fill(cairo)
      guard fraction > 0 else { return }
      let fill = LookGeometry.barFill(
        fraction, width: Double(width), rightToLeft: gtk_widget_get_direction(widget) == GTK_TEXT_DIR_RTL)
      setSource(cairo, color, opacity: 1)
      cairo_rectangle(cairo, fill.minX, 0, fill.width, Double(height))
      cairo_fill(cairo)
    }

    /// Cairo's line cap for the core's.
    static func lineCap(_ cap: LookGeometry.LineCap) -> cairo_line_cap_t {
      switch cap {
      case .round: CAIRO_LINE_CAP_ROUND
      }
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
#endif
