#if canImport(SwiftUI)
  @_spi(Shell) import AsyncActionCore
  import SwiftUI

  /// The indicator a `LookAppearance` names, painted in the foreground style in effect where the
  /// label sits (what the button's style, tint or role sets), or in the style of
  /// ``SwiftUI/View/asyncActionIndicatorStyle(_:)``. The label is never drawn again for paint.
  ///
  /// It fills the frame `IndicatorFrame` proposes, `LookSizes.ringDiameter` wide and one line of
  /// the font high: the spinner and the ring are that wide, and the success and failure marks (SF
  /// Symbols, resized) fit that width, whatever the font's own size for a symbol; the percent
  /// text keeps its own width.
  struct IndicatorView: View {
    let indicator: LookIndicator
    /// `ActionEngine.busyIndicatorShowCount`: a new value starts a new spinner, turning from the start.
    let showCount: Int
    /// Whether a stop glyph shows inside the spinner or the ring (`LookAppearance.showsStopGlyph`).
    var showsStopGlyph = false
    /// The ring's track opacity, for the user's contrast (`LookAppearance.opacities`).
    var opacities = LookOpacities.standard
    @Environment(\.asyncActionButton.indicatorStyle) private var style

    var body: some View {
      if let style {
        shapes.foregroundStyle(style)
      } else {
        shapes
      }
    }

    @ViewBuilder private var shapes: some View {
      switch indicator {
      case .spinner:
        ZStack {
          Spinner().id(showCount)
          if showsStopGlyph { StopGlyphShape() }
        }
      case .ring(let fraction):
        ZStack {
          RingShape(to: 1).opacity(opacities.track)
          RingShape(to: fraction)
          if showsStopGlyph { StopGlyphShape() }
        }
      case .percent(let text):
        Text(verbatim: text).monospacedDigit().fixedSize()
      case .succeeded:
        Self.mark("checkmark")
      case .failed:
        Self.mark("xmark")
      }
    }

    /// A mark: the symbol resized to fit the frame, the ring's diameter across.
    private static func mark(_ systemName: String) -> some View {
      Image(systemName: systemName).resizable().aspectRatio(contentMode: .fit)
    }
  }

  /// The indicator of a phase: the spinner or a mark as it is, and the ring or the percent text
  /// through `LiveIndicator`, which alone reads the latest progress fraction.
  struct IndicatorSlot: View {
    let indicator: LookIndicator
    let configuration: AsyncActionStyleConfiguration
    let look: ActionLooks.Busy
    /// What the look draws in this phase: the stop glyph and the opacities.
    let appearance: LookAppearance

    var body: some View {
      switch indicator {
      case .ring, .percent:
        LiveIndicator(configuration: configuration, look: look)
      case .spinner, .succeeded, .failed:
        IndicatorView(
          indicator: indicator, showCount: configuration.presentation.busyIndicatorShowCount,
          showsStopGlyph: appearance.showsStopGlyph, opacities: appearance.opacities)
      }
    }
  }

  /// The ring or the percent text with the latest progress fraction: the one view a progress
  /// report re-evaluates. The ring moves to each new fraction linearly over
  /// `LookConstants.progressStep`, the step of an estimated progress, so that it turns on without
  /// a stop between steps (the core's `ProgressMotion`, which GTK draws on its frame clock).
  private struct LiveIndicator: View {
    let configuration: AsyncActionStyleConfiguration
    let look: ActionLooks.Busy

    var body: some View {
      let appearance = configuration.liveAppearance(busy: look)
      if let indicator = appearance.indicator {
        IndicatorView(
          indicator: indicator, showCount: configuration.presentation.busyIndicatorShowCount,
          showsStopGlyph: appearance.showsStopGlyph, opacities: appearance.opacities
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
    let look: ActionLooks.Busy

    var body: some View {
      let appearance = configuration.liveAppearance(busy: look)
      if let bar = appearance.bar {
        BarView(fraction: bar, opacities: appearance.opacities)
          .animation(.linear(duration: LookConstants.progressStepSeconds), value: bar)
      }
    }
  }

  /// The room an indicator beside the label takes in the row: the indicator's box
  /// (`IndicatorBox`: the ring's diameter wide, as wide as the widest percent text under the
  /// percent look, and one line high) and the core's gap to the label
  /// (`IndicatorMetrics.gap`).
  ///
  /// The box exists for as long as the look puts a box on this side (the leading or the trailing
  /// look); what shows in it in a phase is what the appearance places on this side
  /// (`LookAppearance.indicatorPlacement`).
  ///
  /// The indicator slides in and out over `LookConstants.crossfade`, as GTK's revealer slides:
  /// its room grows from nothing to the box and the gap while the indicator fades in, and shrinks
  /// back while it fades out, so the row, and the button around it, changes width smoothly both
  /// ways and the idle label stays centred. The room is a `Layout` whose reveal is its animatable
  /// data: SwiftUI lays the row out again on every frame of the slide. While the indicator leaves,
  /// the box keeps drawing the last one the look showed.
  struct BesideBox: View {
    let configuration: AsyncActionStyleConfiguration
    let look: ActionLooks.Busy
    let appearance: LookAppearance
    /// Whether the box goes before the label (the leading look) or after it (the trailing look).
    let leading: Bool
    /// The indicator last shown, drawn while the box slides out.
    @State private var leaving: LookIndicator?

    /// The indicator the appearance puts on this box's side in this phase, if any.
    private var placed: LookIndicator? {
      appearance.indicatorPlacement == (leading ? .leading : .trailing) ? appearance.indicator : nil
    }

    var body: some View {
      let placed = placed
      SlidingRoom(reveal: placed != nil ? 1 : 0, leading: leading) {
        IndicatorBox(holdsPercent: configuration.progressLook == .percent) { content(placed) }
          .opacity(placed != nil ? 1 : 0)
      }
      // Drawn inside the room the slide has opened, never past the button's edge; above and
      // below, a mark that grows as it appears (the failure bounce) is not cut.
      .clipShape(SideClip())
      // With reduced motion the box appears and goes in place (`LookAppearance.slidesBeside`).
      .animation(
        appearance.slidesBeside ? .easeInOut(duration: LookConstants.crossfadeSeconds) : nil,
        value: placed != nil
      )
      .onChange(of: placed) {
        if let indicator = self.placed { leaving = indicator }
      }
    }

    @ViewBuilder private func content(_ placed: LookIndicator?) -> some View {
      if let placed {
        IndicatorSlot(indicator: placed, configuration: configuration, look: look, appearance: appearance)
      } else if let leaving {
        IndicatorView(
          indicator: leaving, showCount: configuration.presentation.busyIndicatorShowCount,
          opacities: appearance.opacities)
      }
    }
  }

  /// The bar under the label, in a box one line of the label's font high along the label's bottom
  /// edge: the core's thickness and offset for that line (`LookSizes.barTop(labelBottom:)`), the
  /// track at `LookAppearance.opacities`' track opacity, filled from the leading edge in both layout
  /// directions.
  struct BarView: View {
    let fraction: Double
    let opacities: LookOpacities
    @Environment(\.layoutDirection) private var layoutDirection
    @Environment(\.asyncActionButton.indicatorStyle) private var style

    var body: some View {
      let rightToLeft = layoutDirection == .rightToLeft
      let bar = ZStack {
        BarShape(fraction: 1, rightToLeft: rightToLeft).opacity(opacities.track)
        BarShape(fraction: fraction, rightToLeft: rightToLeft)
      }
      // One line of the font, measured by a hidden line of text, as wide as the label.
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
    @State private var isTurning = false

    var body: some View {
      RingShape(to: LookConstants.spinnerArc)
        .rotationEffect(.degrees(isTurning ? 360 : 0))
        .animation(
          .linear(duration: LookConstants.spinnerTurnSeconds).repeatForever(autoreverses: false),
          value: isTurning
        )
        .onAppear { isTurning = true }
    }
  }
#endif
