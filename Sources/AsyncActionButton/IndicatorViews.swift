@_spi(Shell) import AsyncActionCore
import SwiftUI

/// The indicator a `LookAppearance` names, painted in the foreground style in effect where the
/// label sits (what the button's style, tint or role sets), or in the style of
/// ``SwiftUI/View/asyncActionIndicatorStyle(_:)``. The label is never drawn again for paint.
///
/// Sized from the font, not the label's frame: the indicator sits in a hidden line of text of
/// the label's font (one line, scaled with Dynamic Type and changed by `.font` and
/// `.controlSize` on the button), and its sizes are the core's `LookGeometry` for that line.
struct IndicatorView: View {
  let indicator: LookIndicator
  /// `ActionEngine.spinnerShowCount`: a new value starts a new spinner, turning from the start.
  let showCount: Int
  /// Whether a stop glyph shows inside the spinner or the ring (`LookAppearance.showsStopGlyph`).
  var showsStopGlyph = false
  /// The sizes the parts are drawn with (`LookAppearance.geometry`).
  var geometry = LookGeometry.standard
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
          Spinner(geometry: geometry).id(showCount)
          if showsStopGlyph { StopGlyphShape(geometry: geometry) }
        }
      }
    case .ring(let fraction):
      LineBox {
        ZStack {
          RingShape(to: 1, geometry: geometry).opacity(LookConstants.trackOpacity)
          RingShape(to: fraction, geometry: geometry)
          if showsStopGlyph { StopGlyphShape(geometry: geometry) }
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
  let indicator: LookIndicator
  let configuration: AsyncActionStyleConfiguration
  let look: BusyLook
  /// What the look draws in this phase: the stop glyph and the geometry.
  let appearance: LookAppearance

  var body: some View {
    switch indicator {
    case .ring, .percent:
      LiveIndicator(configuration: configuration, look: look)
    case .spinner, .succeeded, .failed:
      IndicatorView(
        indicator: indicator, showCount: configuration.presentation.spinnerShowCount,
        showsStopGlyph: appearance.showsStopGlyph, geometry: appearance.geometry)
    }
  }
}

/// The ring or the percent text with the latest progress fraction: the one view a progress
/// report re-evaluates. The ring moves to each new fraction in the crossfade's time.
private struct LiveIndicator: View {
  let configuration: AsyncActionStyleConfiguration
  let look: BusyLook

  var body: some View {
    let appearance = configuration.liveAppearance(busy: look)
    if let indicator = appearance.indicator {
      IndicatorView(
        indicator: indicator, showCount: configuration.presentation.spinnerShowCount,
        showsStopGlyph: appearance.showsStopGlyph, geometry: appearance.geometry
      )
      .animation(.linear(duration: LookConstants.crossfadeSeconds), value: indicator)
    }
  }
}

/// The bar with the latest progress fraction: the one view a progress report re-evaluates.
struct LiveBar: View {
  let configuration: AsyncActionStyleConfiguration
  let look: BusyLook

  var body: some View {
    let appearance = configuration.liveAppearance(busy: look)
    if let bar = appearance.bar {
      BarView(fraction: bar, geometry: appearance.geometry)
        .animation(.linear(duration: LookConstants.crossfadeSeconds), value: bar)
    }
  }
}

/// The box an indicator beside the label takes: as wide as the widest thing it shows (the ring,
/// or "100%" for the percent look) and one line high, so the button grows by a fixed amount.
///
/// The box takes its place in the row at once, so that the label's layout never animates; the
/// indicator in it fades in over the crossfade from the moment the box appears.
struct BesideBox: View {
  let indicator: LookIndicator
  let configuration: AsyncActionStyleConfiguration
  let look: BusyLook
  let appearance: LookAppearance
  @Environment(\.locale) private var locale
  @State private var isShown = false

  var body: some View {
    Text(verbatim: widest).monospacedDigit().hidden()
      .overlay {
        IndicatorSlot(indicator: indicator, configuration: configuration, look: look, appearance: appearance)
          .animation(.easeInOut(duration: LookConstants.crossfadeSeconds)) { $0.opacity(isShown ? 1 : 0) }
      }
      .onAppear { isShown = true }
  }

  private var widest: String {
    if case .percent = indicator { return PercentFormat.string(1, locale: locale) }
    return "00"
  }
}

/// The bar under the label, in a box one line of the label's font high along the label's bottom
/// edge: the core's thickness and offset for that line (`LookSizes.barTop(labelBottom:)`), the
/// track at `LookConstants.trackOpacity`, filled from the leading edge in both layout directions.
struct BarView: View {
  let fraction: Double
  let geometry: LookGeometry
  @Environment(\.layoutDirection) private var layoutDirection
  @Environment(\.asyncActionButton.indicatorStyle) private var style

  var body: some View {
    let rightToLeft = layoutDirection == .rightToLeft
    let bar = ZStack {
      BarShape(fraction: 1, rightToLeft: rightToLeft, geometry: geometry).opacity(LookConstants.trackOpacity)
      BarShape(fraction: fraction, rightToLeft: rightToLeft, geometry: geometry)
    }
    let line = Text(verbatim: "0").hidden().frame(maxWidth: .infinity).overlay { bar }
    if let style {
      line.foregroundStyle(style)
    } else {
      line
    }
  }
}

/// An open ring that turns for as long as it is on screen, from the moment it appears.
///
/// The turn is one repeating animation of a rotation effect, which the renderer interpolates
/// without evaluating a body per frame. An animation does not survive its view leaving the
/// screen, so the parent gives the spinner a new identity whenever it is seen again.
private struct Spinner: View {
  let geometry: LookGeometry
  @State private var isTurning = false

  var body: some View {
    RingShape(to: LookConstants.spinnerArc, geometry: geometry)
      .rotationEffect(.degrees(isTurning ? 360 : 0))
      .animation(
        .linear(duration: LookConstants.spinnerTurnSeconds).repeatForever(autoreverses: false),
        value: isTurning
      )
      .onAppear { isTurning = true }
  }
}

/// An arc of a ring centred in its frame, clockwise from 12 o'clock to `end` (0 to 1 of a turn),
/// at the core's sizes for a line as high as the frame (`LookGeometry.points(lineHeight:)`).
///
/// `end` is the shape's `animatableData`: under an animation SwiftUI draws the arc at every end
/// between two progress reports, so the ring sweeps to a new fraction rather than jumping.
struct RingShape: Shape {
  var end: Double
  let geometry: LookGeometry

  init(to end: Double, geometry: LookGeometry) {
    self.end = end
    self.geometry = geometry
  }

  /// The arc's end, interpolated between two reports.
  var animatableData: Double {
    get { end }
    set { end = newValue }
  }

  nonisolated func path(in rect: CGRect) -> Path {
    let sizes = geometry.points(lineHeight: Double(rect.height))
    var arc = Path()
    arc.addArc(
      center: CGPoint(x: rect.midX, y: rect.midY), radius: CGFloat(sizes.ringRadius),
      startAngle: .radians(LookGeometry.ringStartAngle), endAngle: .radians(LookGeometry.ringEndAngle(end)),
      clockwise: false)
    let cap: CGLineCap =
      switch sizes.lineCap {
      case .round: .round
      case .butt: .butt
      }
    return arc.strokedPath(StrokeStyle(lineWidth: CGFloat(sizes.ringStroke), lineCap: cap))
  }
}

/// The stop glyph: a square of the core's side for a line as high as the frame, centred in it.
/// It shows while a tap cancels the run, and does not turn with the spinner.
struct StopGlyphShape: Shape {
  let geometry: LookGeometry

  nonisolated func path(in rect: CGRect) -> Path {
    let side = CGFloat(geometry.points(lineHeight: Double(rect.height)).stopGlyphSide)
    var square = Path()
    square.addRect(CGRect(x: rect.midX - side / 2, y: rect.midY - side / 2, width: side, height: side))
    return square
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
  let geometry: LookGeometry

  /// The filled fraction, interpolated between two reports.
  var animatableData: Double {
    get { fraction }
    set { fraction = newValue }
  }

  nonisolated func path(in rect: CGRect) -> Path {
    let sizes = geometry.points(lineHeight: Double(rect.height))
    let fill = LookGeometry.barFill(fraction, width: Double(rect.width), rightToLeft: rightToLeft)
    var bar = Path()
    bar.addRect(
      CGRect(
        x: rect.minX + CGFloat(fill.minX), y: CGFloat(sizes.barTop(labelBottom: Double(rect.maxY))),
        width: CGFloat(fill.width), height: CGFloat(sizes.barThickness)))
    return bar
  }
}
