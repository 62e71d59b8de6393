#if canImport(SwiftUI)
  @_spi(Shell) import AsyncActionCore
  import SwiftUI

  // The drawn parts of an indicator: the ring (and the spinner's arc), the stop glyph, the bar and
  // the clip of the room beside the label. Each draws at the core's sizes for a line as high as its
  // frame (`IndicatorMetrics`), which `IndicatorFrame` and `BarView` make one line of the label's
  // font high.

  /// An arc of a ring centred in its frame, clockwise from 12 o'clock to `end` (0 to 1 of a turn),
  /// at the core's sizes for a line as high as the frame (`IndicatorMetrics.sizes(in:)`): in the
  /// frame `IndicatorFrame` gives it, the ring is exactly the frame's width across.
  ///
  /// `end` is the shape's `animatableData`: under an animation SwiftUI draws the arc at every end
  /// between two progress reports, so the ring sweeps to a new fraction rather than jumping.
  struct RingShape: Shape {
    var end: Double

    init(to end: Double) {
      self.end = end
    }

    /// The arc's end, interpolated between two reports.
    var animatableData: Double {
      get { end }
      set { end = newValue }
    }

    /// Clockwise in both layout directions, as the core says (`LookGeometry.ringMirrorsRightToLeft`):
    /// not left to SwiftUI's default, which mirrors a shape when deploying to iOS 17 and later.
    nonisolated var layoutDirectionBehavior: LayoutDirectionBehavior {
      LookGeometry.ringMirrorsRightToLeft ? .mirrors : .fixed
    }

    nonisolated func path(in rect: CGRect) -> Path {
      let sizes = IndicatorMetrics.sizes(in: rect)
      var arc = Path()
      arc.addArc(
        center: CGPoint(x: rect.midX, y: rect.midY), radius: CGFloat(sizes.ringRadius),
        startAngle: .radians(LookGeometry.ringStartAngle), endAngle: .radians(LookGeometry.ringEndAngle(end)),
        clockwise: false)
      let cap: CGLineCap =
        switch sizes.lineCap {
        case .round: .round
        }
      return arc.strokedPath(StrokeStyle(lineWidth: CGFloat(sizes.ringStroke), lineCap: cap))
    }
  }

  /// The stop glyph: a square of the core's side for a line as high as the frame, centred in it.
  /// It shows while a tap cancels the run, and does not turn with the spinner.
  struct StopGlyphShape: Shape {
    /// A square centred in its frame, the same in both layout directions, drawn with the ring.
    nonisolated var layoutDirectionBehavior: LayoutDirectionBehavior {
      LookGeometry.ringMirrorsRightToLeft ? .mirrors : .fixed
    }

    nonisolated func path(in rect: CGRect) -> Path {
      var square = Path()
      square.addRect(Self.square(in: rect))
      return square
    }

    /// The square the glyph fills in `rect`: the core's side for a line as high as `rect`, centred.
    nonisolated static func square(in rect: CGRect) -> CGRect {
      let side = CGFloat(IndicatorMetrics.sizes(in: rect).stopGlyphSide)
      return CGRect(x: rect.midX - side / 2, y: rect.midY - side / 2, width: side, height: side)
    }
  }

  /// The filled part of a bar, from the leading edge (`LookGeometry.barFill`), at the core's
  /// thickness and offset under a line as high as the frame, whose bottom edge is the label's.
  ///
  /// `fraction` is the shape's `animatableData`: under an animation the fill grows through every
  /// width between two progress reports rather than jumping.
  struct BarShape: Shape {
    var fraction: Double
    let rightToLeft: Bool

    /// The filled fraction, interpolated between two reports.
    var animatableData: Double {
      get { fraction }
      set { fraction = newValue }
    }

    /// Fixed: the path already runs from the leading edge in a right-to-left layout
    /// (`LookGeometry.barFill`), and SwiftUI's default would mirror it back to the left.
    nonisolated var layoutDirectionBehavior: LayoutDirectionBehavior { .fixed }

    nonisolated func path(in rect: CGRect) -> Path {
      var bar = Path()
      bar.addRect(Self.filled(fraction, in: rect, rightToLeft: rightToLeft))
      return bar
    }

    /// The rectangle the bar fills for `fraction` under a line as high as `rect`.
    nonisolated static func filled(_ fraction: Double, in rect: CGRect, rightToLeft: Bool) -> CGRect {
      let sizes = IndicatorMetrics.sizes(in: rect)
      let fill = LookGeometry.barFill(fraction, width: Double(rect.width), rightToLeft: rightToLeft)
      return CGRect(
        x: rect.minX + CGFloat(fill.minX), y: CGFloat(sizes.barTop(labelBottom: Double(rect.maxY))),
        width: CGFloat(fill.width), height: CGFloat(sizes.barThickness))
    }
  }

  /// The room's own width, and three times its height: clips what slides past the room's sides,
  /// never what grows above or below its line.
  struct SideClip: Shape {
    /// Fixed: the clip is symmetrical, and its sides are the room's in either direction.
    nonisolated var layoutDirectionBehavior: LayoutDirectionBehavior { .fixed }

    nonisolated func path(in rect: CGRect) -> Path {
      var clip = Path()
      clip.addRect(
        CGRect(x: rect.minX, y: rect.minY - rect.height, width: rect.width, height: rect.height * 3))
      return clip
    }
  }
#endif
