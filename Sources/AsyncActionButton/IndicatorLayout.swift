#if canImport(SwiftUI)
  @_spi(Shell) import AsyncActionCore
  import SwiftUI

  // How an indicator is sized and laid out: from one line of the label's font, measured by a hidden
  // line of text, at the core's sizes for that line (`LookGeometry.standard`).

  /// The sizes an indicator is laid out and drawn at for one line of the label's font: the core's
  /// one geometry (`LookGeometry.standard`) at that line height, and the frames the views make of
  /// it. Every size the indicator views use comes from here; none is a number of their own.
  ///
  /// - The spinner, the ring, the stop glyph and the success and failure marks are drawn in a frame
  ///   `sizes.ringDiameter` wide and one line high (``indicatorSize``): the ring and the spinner
  ///   fill its width, the stop glyph is centred in it, a mark fits it.
  /// - The box that holds them (over the label, or beside it) is that frame; under the percent look
  ///   it is as wide as the widest percent text as well (``boxSize(percentTextWidth:)``).
  /// - Beside the label, the gap is `sizes.indicatorGap`.
  struct IndicatorMetrics: Equatable {
    /// The height of one line of the label's font.
    let lineHeight: CGFloat
    /// The core's sizes for that line (`LookGeometry.points(lineHeight:)`).
    let sizes: LookSizes

    init(lineHeight: CGFloat) {
      self.lineHeight = lineHeight
      sizes = LookGeometry.standard.points(lineHeight: Double(lineHeight))
    }

    /// The core's sizes for a line as high as `rect`: what a shape draws at in its frame, which
    /// is one line high.
    static func sizes(in rect: CGRect) -> LookSizes { IndicatorMetrics(lineHeight: rect.height).sizes }

    /// The frame the spinner, the ring, the stop glyph and a mark are drawn in: the ring's diameter
    /// wide, one line high.
    var indicatorSize: CGSize { CGSize(width: CGFloat(sizes.ringDiameter), height: lineHeight) }

    /// The gap between the label and an indicator beside it.
    var gap: CGFloat { CGFloat(sizes.indicatorGap) }

    /// The box an indicator sits in: ``indicatorSize``, or, under the percent look, as wide as the
    /// widest percent text if that is wider, so that the box keeps one width from the spinner to
    /// the percent text to the mark.
    ///
    /// - Parameter percentTextWidth: The width of the widest percent text
    ///   (`PercentFormat.string(1, locale:)`) under the percent look; `nil` under the others.
    /// - Returns: The box's size.
    func boxSize(percentTextWidth: CGFloat?) -> CGSize {
      let indicator = indicatorSize
      return CGSize(width: max(indicator.width, percentTextWidth ?? 0), height: indicator.height)
    }

    /// Where an indicator goes in a box: ``indicatorSize``, centred.
    func indicatorFrame(in box: CGRect) -> CGRect {
      let size = indicatorSize
      return CGRect(
        x: box.midX - size.width / 2, y: box.midY - size.height / 2, width: size.width, height: size.height)
    }
  }

  /// Lays an indicator out at the core's sizes for one line of the label's font, measured, not
  /// guessed: the first subview is a hidden line of text in that font (the probe, which
  /// `IndicatorBox` makes), whose height is the line height of every layout pass, so that a new
  /// font (Dynamic Type, `.font`, `.controlSize`) resizes the indicator in the same pass as the
  /// label. The box is ``IndicatorMetrics/boxSize(percentTextWidth:)`` (the probe writes the widest
  /// percent text under the percent look); every other subview is proposed
  /// ``IndicatorMetrics/indicatorSize`` and centred in it.
  struct IndicatorFrame: Layout {
    /// Whether the box is as wide as the widest percent text too (the percent look), which the
    /// probe then writes.
    let holdsPercent: Bool

    /// The metrics for a probe of `probe`'s size, and the box they give.
    func layout(probe: CGSize) -> (metrics: IndicatorMetrics, box: CGSize) {
      let metrics = IndicatorMetrics(lineHeight: probe.height)
      return (metrics, metrics.boxSize(percentTextWidth: holdsPercent ? probe.width : nil))
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
      guard let probe = subviews.first else { return .zero }
      return layout(probe: probe.sizeThatFits(.unspecified)).box
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
      guard let probe = subviews.first else { return }
      let metrics = layout(probe: probe.sizeThatFits(.unspecified)).metrics
      let centre = CGPoint(x: bounds.midX, y: bounds.midY)
      probe.place(at: centre, anchor: .center, proposal: .unspecified)
      let frame = metrics.indicatorFrame(in: bounds)
      for indicator in subviews.dropFirst() {
        // Centred whatever size it takes: the percent text keeps its own width.
        indicator.place(
          at: centre, anchor: .center, proposal: ProposedViewSize(width: frame.width, height: frame.height))
      }
    }
  }

  /// `content` in a box one line of the label's font high (or of
  /// ``SwiftUI/View/asyncActionIndicatorFont(_:)``'s font), at the core's sizes for that line
  /// (`IndicatorFrame`).
  struct IndicatorBox<Content: View>: View {
    /// Whether the box is as wide as the widest percent text too: the percent look.
    let holdsPercent: Bool
    @ViewBuilder let content: Content
    @Environment(\.locale) private var locale

    var body: some View {
      IndicatorFrame(holdsPercent: holdsPercent) {
        // The probe: one line of the font, and the widest percent text under the percent look.
        Text(verbatim: holdsPercent ? PercentFormat.string(1, locale: locale) : "0").monospacedDigit()
          .hidden()
        content
      }
      .indicatorFont()
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

    /// The core's gap beside the label for the box's height, which is one line of the label's font.
    static func gap(box: CGSize) -> CGFloat { IndicatorMetrics(lineHeight: box.height).gap }

    /// The room's size for a box of `box`'s size: `reveal` of the box's width and the gap.
    func size(box: CGSize) -> CGSize {
      CGSize(width: (box.width + Self.gap(box: box)) * CGFloat(reveal), height: box.height)
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
      guard let box = subviews.first?.sizeThatFits(.unspecified) else { return .zero }
      return size(box: box)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
      guard let box = subviews.first else { return }
      let size = box.sizeThatFits(.unspecified)
      let gap = Self.gap(box: size) * CGFloat(reveal)
      let x = leading ? bounds.maxX - gap - size.width : bounds.minX + gap
      box.place(
        at: CGPoint(x: x, y: bounds.minY), proposal: ProposedViewSize(width: size.width, height: size.height))
    }
  }
#endif
