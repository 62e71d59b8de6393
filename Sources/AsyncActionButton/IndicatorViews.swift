#if canImport(SwiftUI)
  @_spi(Shell) import AsyncActionCore
  import SwiftUI

  /// The indicator a `LookAppearance` names, painted in the foreground style in effect where the
  /// label sits (what the button's style, tint or role sets), or in the style of
  /// ``SwiftUI/View/asyncActionIndicatorStyle(_:)``. The label is never drawn again for paint.
  ///
  /// Sized from the font, not the label's frame: the indicator sits in a hidden line of text of
  /// the font around the label (one line, scaled with Dynamic Type and changed by `.font` and
  /// `.controlSize` on the button), or of ``SwiftUI/View/asyncActionIndicatorFont(_:)``'s font, and
  /// its sizes are the core's `LookGeometry` for that line.
  struct IndicatorView: View {
    let indicator: LookIndicator
    /// `ActionEngine.spinnerShowCount`: a new value starts a new spinner, turning from the start.
    let showCount: Int
    /// Whether a stop glyph shows inside the spinner or the ring (`LookAppearance.showsStopGlyph`).
    var showsStopGlyph = false
    /// The sizes the parts are drawn with (`LookGeometry.standard`).
    var geometry = LookGeometry.standard
    /// The ring's track opacity, for the user's contrast (`LookAppearance.opacities`).
    var opacities = LookOpacities.standard
    @Environment(\.asyncActionButton.indicatorStyle) private var style

    var body: some View {
      if let style {
        content.foregroundStyle(style)
      } else {
        content
      }
    }

    private var content: some View {
      shapes.indicatorFont()
    }

    @ViewBuilder private var shapes: some View {
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
            RingShape(to: 1, geometry: geometry).opacity(opacities.track)
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

  extension View {
    /// This view in ``SwiftUI/View/asyncActionIndicatorFont(_:)``'s font, if one is set: the font
    /// of the hidden lines that size an indicator.
    func indicatorFont() -> some View {
      IndicatorFontLine(content: self)
    }
  }

  /// `content` in the font of ``SwiftUI/View/asyncActionIndicatorFont(_:)``, or in the font around
  /// the label when none is set.
  private struct IndicatorFontLine<Content: View>: View {
    let content: Content
    @Environment(\.asyncActionButton.indicatorFont) private var font

    var body: some View {
      if let font {
        content.font(font)
      } else {
        content
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
          showsStopGlyph: appearance.showsStopGlyph, geometry: .standard,
          opacities: appearance.opacities)
      }
    }
  }

  /// The ring or the percent text with the latest progress fraction: the one view a progress
  /// report re-evaluates. The ring moves to each new fraction linearly over
  /// `LookConstants.progressStep`, the step of an estimated progress, so that it turns on without
  /// a stop between steps (the core's `ProgressMotion`, which GTK draws on its frame clock).
  private struct LiveIndicator: View {
    let configuration: AsyncActionStyleConfiguration
    let look: BusyLook

    var body: some View {
      let appearance = configuration.liveAppearance(busy: look)
      if let indicator = appearance.indicator {
        IndicatorView(
          indicator: indicator, showCount: configuration.presentation.spinnerShowCount,
          showsStopGlyph: appearance.showsStopGlyph, geometry: .standard,
          opacities: appearance.opacities
        )
        // The ring moves; the percent text changes at once, as GTK's does.
        .animation(
          Self.moves(indicator) ? .linear(duration: LookConstants.progressStepSeconds) : nil, value: indicator
        )
      }
    }
  }

  extension LiveIndicator {
    /// Whether `indicator` moves to a new fraction (the ring) rather than changing at once.
    static func moves(_ indicator: LookIndicator) -> Bool {
      if case .ring = indicator { true } else { false }
    }
  }

  /// The bar with the latest progress fraction: the one view a progress report re-evaluates.
  struct LiveBar: View {
    let configuration: AsyncActionStyleConfiguration
    let look: BusyLook

    var body: some View {
      let appearance = configuration.liveAppearance(busy: look)
      if let bar = appearance.bar {
        BarView(fraction: bar, geometry: .standard, opacities: appearance.opacities)
          .animation(.linear(duration: LookConstants.progressStepSeconds), value: bar)
      }
    }
  }

  /// The room an indicator beside the label takes in the row: the indicator's box (as wide as the
  /// widest thing the look shows, the ring or "100%" for the percent look, and one line high) and the
  /// core's gap to the label (`LookGeometry.indicatorGap` of the line height).
  ///
  /// The indicator slides in and out over `LookConstants.crossfade`, as GTK's revealer slides:
  /// its room grows from nothing to the box and the gap while the indicator fades in, and shrinks
  /// back while it fades out, so the row, and the button around it, changes width smoothly both
  /// ways and the idle label stays centred. The room is a `Layout` whose reveal is its animatable
  /// data: SwiftUI lays the row out again on every frame of the slide. While the indicator leaves,
  /// the box keeps drawing the last one the look showed.
  struct BesideBox: View {
    let configuration: AsyncActionStyleConfiguration
    let look: BusyLook
    let appearance: LookAppearance
    /// Whether the box goes before the label (the leading look) or after it (the trailing look).
    let leading: Bool
    @Environment(\.locale) private var locale
    /// The indicator last shown, drawn while the box slides out.
    @State private var leaving: LookIndicator?

    var body: some View {
      let shown = appearance.indicator != nil
      SlidingRoom(reveal: shown ? 1 : 0, leading: leading) {
        Text(verbatim: widest).monospacedDigit().indicatorFont().hidden()
          .overlay { content }
          .opacity(shown ? 1 : 0)
      }
      // Drawn inside the room the slide has opened, never past the button's edge; above and
      // below, a mark that grows as it appears (the failure bounce) is not cut.
      .clipShape(SideClip())
      // With reduced motion the box appears and goes in place (`LookAppearance.slidesBeside`).
      .animation(
        appearance.slidesBeside ? .easeInOut(duration: LookConstants.crossfadeSeconds) : nil, value: shown
      )
      .onChange(of: appearance.indicator) {
        if let indicator = appearance.indicator { leaving = indicator }
      }
    }

    @ViewBuilder private var content: some View {
      if let indicator = appearance.indicator {
        IndicatorSlot(indicator: indicator, configuration: configuration, look: look, appearance: appearance)
      } else if let leaving {
        IndicatorView(
          indicator: leaving, showCount: configuration.presentation.spinnerShowCount,
          geometry: .standard, opacities: appearance.opacities)
      }
    }

    /// The widest thing the look shows beside the label in any phase, so that the box keeps one
    /// width from the spinner to the percent text to the mark.
    private var widest: String {
      configuration.progressStyle.look == .percent ? PercentFormat.string(1, locale: locale) : "00"
    }
  }

  /// The room beside the label, `reveal` (0 to 1) of the box's width and the gap: the box sits
  /// against the label, with the gap between them, and comes out from beside it as the room grows.
  struct SlidingRoom: Layout {
    /// 0 while no indicator shows, 1 while one does; between the two during the slide.
    var reveal: Double
    /// Whether the room goes before the label, so that the gap is at its trailing end.
    let leading: Bool

    /// The reveal, interpolated over the slide.
    var animatableData: Double {
      get { reveal }
      set { reveal = newValue }
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
      guard let box = subviews.first?.sizeThatFits(.unspecified) else { return .zero }
      return CGSize(
        width: (box.width + gap(lineHeight: box.height)) * CGFloat(reveal), height: box.height)
    }

    /// The core's gap beside the label for the box's height, which is one line of the label's text.
    private func gap(lineHeight: CGFloat) -> CGFloat {
      CGFloat(LookGeometry.standard.points(lineHeight: Double(lineHeight)).indicatorGap)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
      guard let box = subviews.first else { return }
      let size = box.sizeThatFits(.unspecified)
      let gap = gap(lineHeight: size.height) * CGFloat(reveal)
      let x = leading ? bounds.maxX - gap - size.width : bounds.minX + gap
      box.place(
        at: CGPoint(x: x, y: bounds.minY), proposal: ProposedViewSize(width: size.width, height: size.height))
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

  /// The bar under the label, in a box one line of the label's font high along the label's bottom
  /// edge: the core's thickness and offset for that line (`LookSizes.barTop(labelBottom:)`), the
  /// track at `LookAppearance.opacities`' track opacity, filled from the leading edge in both layout
  /// directions.
  struct BarView: View {
    let fraction: Double
    let geometry: LookGeometry
    let opacities: LookOpacities
    @Environment(\.layoutDirection) private var layoutDirection
    @Environment(\.asyncActionButton.indicatorStyle) private var style

    var body: some View {
      let rightToLeft = layoutDirection == .rightToLeft
      let bar = ZStack {
        BarShape(fraction: 1, rightToLeft: rightToLeft, geometry: geometry).opacity(opacities.track)
        BarShape(fraction: fraction, rightToLeft: rightToLeft, geometry: geometry)
      }
      let line = Text(verbatim: "0").indicatorFont().hidden().frame(maxWidth: .infinity).overlay { bar }
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

    /// Clockwise in both layout directions, as the core says (`LookGeometry.ringMirrorsRightToLeft`):
    /// not left to SwiftUI's default, which mirrors a shape when deploying to iOS 17 and later.
    nonisolated var layoutDirectionBehavior: LayoutDirectionBehavior {
      LookGeometry.ringMirrorsRightToLeft ? .mirrors : .fixed
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
        }
      return arc.strokedPath(StrokeStyle(lineWidth: CGFloat(sizes.ringStroke), lineCap: cap))
    }
  }

  /// The stop glyph: a square of the core's side for a line as high as the frame, centred in it.
  /// It shows while a tap cancels the run, and does not turn with the spinner.
  struct StopGlyphShape: Shape {
    let geometry: LookGeometry

    /// A square centred in its frame, the same in both layout directions, drawn with the ring.
    nonisolated var layoutDirectionBehavior: LayoutDirectionBehavior {
      LookGeometry.ringMirrorsRightToLeft ? .mirrors : .fixed
    }

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

    /// Fixed: the path already runs from the leading edge in a right-to-left layout
    /// (`LookGeometry.barFill`), and SwiftUI's default would mirror it back to the left.
    nonisolated var layoutDirectionBehavior: LayoutDirectionBehavior { .fixed }

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
#endif
