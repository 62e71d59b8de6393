import SwiftUI

/// The indicator a `LookDrawing` names, painted in the foreground style in effect where the
/// label sits (what the button's style, tint or role sets), or in the style of
/// ``SwiftUI/View/asyncActionIndicatorStyle(_:)``. The label is never drawn again for paint.
///
/// Sized from the font, not the label's frame: the indicator sits in a hidden line of text of
/// the label's font (one line, scaled with Dynamic Type and changed by `.font` and
/// `.controlSize` on the button), and the ring's proportions are the core's `LookConstants`.
struct IndicatorView: View {
  let indicator: LookDrawing.Indicator
  /// `ActionEngine.spinnerShowCount`: a new value starts a new spinner, turning from the start.
  let showCount: Int
  /// Whether a stop glyph shows inside the spinner or the ring (`LookDrawing.showsStopGlyph`).
  var showsStopGlyph = false
  @Environment(\.asyncActionButton.indicatorStyle) private var style

  var body: some View {
    if let style {
      content.foregroundStyle(style)
    } else {
      content
    }
  }

  @ViewBuilder private var content: some View {
    switch indicator {
    case .spinner:
      LineBox {
        ZStack {
          Spinner().id(showCount)
          if showsStopGlyph { StopGlyphShape() }
        }
      }
    case .ring(let fraction):
      LineBox {
        ZStack {
          RingShape(to: 1).opacity(LookDrawing.trackOpacity)
          RingShape(to: fraction)
          if showsStopGlyph { StopGlyphShape() }
        }
      }
    case .percent(let text):
      Text(verbatim: text).monospacedDigit()
    case .succeeded:
      LineBox { Image(systemName: "checkmark") }
    case .failed:
      LineBox { Image(systemName: "xmark") }
    }
  }
}

/// A box one line of the label's font high (a hidden digit), with `content` over it.
private struct LineBox<Content: View>: View {
  @ViewBuilder let content: Content

  var body: some View {
    Text(verbatim: "0").hidden().overlay { content }
  }
}

/// The indicator of a phase: the spinner or a mark as it is, and the ring or the percent text
/// through `LiveIndicator`, which alone reads the latest progress fraction.
struct IndicatorSlot: View {
  let indicator: LookDrawing.Indicator
  let configuration: AsyncActionStyleConfiguration
  let look: BusyLook
  /// Whether a stop glyph shows inside the spinner or the ring.
  let showsStopGlyph: Bool

  var body: some View {
    switch indicator {
    case .ring, .percent:
      LiveIndicator(configuration: configuration, look: look)
    case .spinner, .succeeded, .failed:
      IndicatorView(
        indicator: indicator, showCount: configuration.presentation.spinnerShowCount,
        showsStopGlyph: showsStopGlyph)
    }
  }
}

/// The ring or the percent text with the latest progress fraction: the one view a progress
/// report re-evaluates. The ring moves to each new fraction in the crossfade's time.
private struct LiveIndicator: View {
  let configuration: AsyncActionStyleConfiguration
  let look: BusyLook

  var body: some View {
    let drawing = configuration.liveDrawing(busy: look)
    if let indicator = drawing.indicator {
      IndicatorView(
        indicator: indicator, showCount: configuration.presentation.spinnerShowCount,
        showsStopGlyph: drawing.showsStopGlyph
      )
      .animation(.linear(duration: LookDrawing.crossfadeSeconds), value: indicator)
    }
  }
}

/// The bar with the latest progress fraction: the one view a progress report re-evaluates.
struct LiveBar: View {
  let configuration: AsyncActionStyleConfiguration
  let look: BusyLook

  var body: some View {
    if let bar = configuration.liveDrawing(busy: look).bar {
      BarView(fraction: bar).animation(.linear(duration: LookDrawing.crossfadeSeconds), value: bar)
    }
  }
}

/// The box an indicator beside the label takes: as wide as the widest thing it shows (the ring,
/// or "100%" for the percent look) and one line high, so the button grows by a fixed amount.
///
/// The box takes its place in the row at once, so that the label's layout never animates; the
/// indicator in it fades in over the crossfade from the moment the box appears.
struct BesideBox: View {
  let indicator: LookDrawing.Indicator
  let configuration: AsyncActionStyleConfiguration
  let look: BusyLook
  let showsStopGlyph: Bool
  @Environment(\.locale) private var locale
  @State private var isShown = false

  var body: some View {
    Text(verbatim: widest).monospacedDigit().hidden()
      .overlay {
        IndicatorSlot(
          indicator: indicator, configuration: configuration, look: look, showsStopGlyph: showsStopGlyph
        )
        .animation(.easeInOut(duration: LookDrawing.crossfadeSeconds)) { $0.opacity(isShown ? 1 : 0) }
      }
      .onAppear { isShown = true }
  }

  private var widest: String {
    if case .percent = indicator { return PercentFormat.string(1, locale: locale) }
    return "00"
  }
}

/// The bar under the label: `LookDrawing.barThickness` high on the shape itself, the track at
/// `LookDrawing.trackOpacity`, filled from the leading edge in both layout directions.
struct BarView: View {
  let fraction: Double
  @Environment(\.layoutDirection) private var layoutDirection
  @Environment(\.asyncActionButton.indicatorStyle) private var style

  var body: some View {
    let rightToLeft = layoutDirection == .rightToLeft
    let bar = ZStack {
      BarShape(fraction: 1, rightToLeft: rightToLeft).opacity(LookDrawing.trackOpacity)
      BarShape(fraction: fraction, rightToLeft: rightToLeft)
    }
    .frame(height: CGFloat(LookDrawing.barThickness))
    if let style {
      bar.foregroundStyle(style)
    } else {
      bar
    }
  }
}

/// An open ring that turns for as long as it is on screen, from the moment it appears.
///
/// The turn is one repeating animation of a rotation effect, which the renderer interpolates
/// without evaluating a body per frame. An animation does not survive its view leaving the
/// screen, so the parent gives the spinner a new identity whenever it is seen again.
private struct Spinner: View {
  @State private var isTurning = false

  var body: some View {
    RingShape(to: LookDrawing.spinnerArc)
      .rotationEffect(.degrees(isTurning ? 360 : 0))
      .animation(
        .linear(duration: LookDrawing.spinnerTurnSeconds).repeatForever(autoreverses: false),
        value: isTurning
      )
      .onAppear { isTurning = true }
  }
}

/// An arc of a ring centred in its frame, clockwise from the top to `end` (0 to 1 of a turn),
/// whose diameter and stroke follow the frame's height: one line of text
/// (`LookDrawing.ring(lineHeight:)`).
struct RingShape: Shape {
  let end: Double

  init(to end: Double) {
    self.end = min(max(end, 0), 1)
  }

  nonisolated func path(in rect: CGRect) -> Path {
    let ring = LookDrawing.ring(lineHeight: Double(rect.height))
    var arc = Path()
    arc.addArc(
      center: CGPoint(x: rect.midX, y: rect.midY), radius: CGFloat((ring.diameter - ring.lineWidth) / 2),
      startAngle: .degrees(-90), endAngle: .degrees(-90 + 360 * end), clockwise: false)
    return arc.strokedPath(StrokeStyle(lineWidth: CGFloat(ring.lineWidth), lineCap: .round))
  }
}

/// The stop glyph: a square centred in a frame one line of text high, inside the ring's hole with
/// a stroke width of space all round (`LookDrawing.stopGlyphSide(lineHeight:)`). It shows while a
/// tap cancels the run, and does not turn with the spinner.
struct StopGlyphShape: Shape {
  nonisolated func path(in rect: CGRect) -> Path {
    let side = CGFloat(LookDrawing.stopGlyphSide(lineHeight: Double(rect.height)))
    var square = Path()
    square.addRect(CGRect(x: rect.midX - side / 2, y: rect.midY - side / 2, width: side, height: side))
    return square
  }
}

/// The filled part of a bar, from the leading edge (`LookDrawing.barFill`).
struct BarShape: Shape {
  let fraction: Double
  let rightToLeft: Bool

  nonisolated func path(in rect: CGRect) -> Path {
    let fill = LookDrawing.barFill(fraction: fraction, width: Double(rect.width), rightToLeft: rightToLeft)
    var bar = Path()
    bar.addRect(
      CGRect(x: rect.minX + CGFloat(fill.minX), y: rect.minY, width: CGFloat(fill.width), height: rect.height)
    )
    return bar
  }
}
