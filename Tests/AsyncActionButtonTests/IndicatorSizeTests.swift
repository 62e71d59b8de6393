import Foundation
import SwiftUI
import Testing

@testable import AsyncActionButton
@_spi(Shell) @testable import AsyncActionCore

/// The sizes the SwiftUI view draws its indicators at are the core's proportions of one line of
/// the label's font, at every line height (Dynamic Type, `.font`, `.controlSize`): the spinner,
/// the ring, the success and failure marks, the stop glyph, the gap beside the label and the bar.
/// Each expectation restates the proportion from `LookConstants`, not from the view's own code,
/// and reads the size from the functions the view's layout and shapes call.
@Suite struct IndicatorSizeTests {
  /// Line heights from a small footnote to the largest accessibility size, fractional ones too.
  static let lineHeights: [CGFloat] = [13, 16, 20.5, 22, 41.75, 64]

  private static func close(_ a: CGFloat, _ b: Double) -> Bool { abs(Double(a) - b) < 1e-9 }
  private static func close(_ a: Double, _ b: Double) -> Bool { abs(a - b) < 1e-9 }

  /// The ring's box, what the spinner, the ring, the stop glyph and the marks are drawn in and
  /// what holds them over the label or beside it: the ring's diameter wide, one line high, at the
  /// centre of the box.
  @Test(arguments: lineHeights)
  func theIndicatorsFrameIsTheRingsDiameterWideAndOneLineHigh(lineHeight: CGFloat) {
    let diameter = Double(lineHeight) * LookConstants.ringDiameterToLineHeight
    // What `IndicatorFrame` reads from a probe one line high.
    let layout = IndicatorFrame(holdsPercent: false).layout(probe: CGSize(width: 7, height: lineHeight))
    #expect(Self.close(layout.box.width, diameter), "the box is \(layout.box.width) wide at \(lineHeight)")
    #expect(layout.box.height == lineHeight)
    #expect(Self.close(layout.metrics.indicatorSize.width, diameter))
    #expect(layout.metrics.indicatorSize.height == lineHeight)
    // The probe's own width (one digit of the font) plays no part outside the percent look.
    #expect(
      IndicatorFrame(holdsPercent: false).layout(probe: CGSize(width: 70, height: lineHeight)) == layout)
    let box = CGRect(x: 10, y: 20, width: 100, height: lineHeight)
    let frame = layout.metrics.indicatorFrame(in: box)
    #expect(Self.close(frame.width, diameter))
    #expect(Self.close(frame.midX, 60) && Self.close(frame.midY, 20 + Double(lineHeight) / 2))
  }

  /// Under the percent look the box is as wide as the widest percent text (the probe writes
  /// `PercentFormat.string(1, locale:)`), and never narrower than the ring.
  @Test(arguments: lineHeights)
  func underThePercentLookTheBoxIsAsWideAsTheWidestPercentText(lineHeight: CGFloat) {
    let diameter = Double(lineHeight) * LookConstants.ringDiameterToLineHeight
    let wide = IndicatorFrame(holdsPercent: true).layout(
      probe: CGSize(width: lineHeight * 2.3, height: lineHeight))
    #expect(Self.close(wide.box.width, Double(lineHeight) * 2.3))
    #expect(
      Self.close(wide.metrics.indicatorSize.width, diameter), "the spinner and marks keep the ring's width")
    let narrow = IndicatorFrame(holdsPercent: true).layout(probe: CGSize(width: 1, height: lineHeight))
    #expect(Self.close(narrow.box.width, diameter))
  }

  /// The ring and the spinner, drawn in that frame: the core's diameter across, its stroke, and
  /// the stop glyph's side inside it.
  @Test(arguments: lineHeights)
  func theRingTheSpinnerAndTheStopGlyphAreTheCoresProportions(lineHeight: CGFloat) {
    let diameter = Double(lineHeight) * LookConstants.ringDiameterToLineHeight
    let frame = IndicatorMetrics(lineHeight: lineHeight).indicatorFrame(
      in: CGRect(x: 0, y: 0, width: 50, height: lineHeight))
    let sizes = IndicatorMetrics.sizes(in: frame)
    #expect(Self.close(sizes.ringDiameter, diameter))
    #expect(Self.close(CGFloat(sizes.ringDiameter), Double(frame.width)), "the ring fills the frame's width")
    #expect(Self.close(sizes.ringStroke, diameter * LookConstants.ringStrokeToDiameter))
    #expect(Self.close(sizes.ringRadius, (diameter - diameter * LookConstants.ringStrokeToDiameter) / 2))
    let glyph = StopGlyphShape.square(in: frame)
    #expect(Self.close(glyph.width, diameter * LookConstants.stopGlyphToDiameter))
    #expect(glyph.width == glyph.height)
    #expect(Self.close(glyph.midX, Double(frame.midX)) && Self.close(glyph.midY, Double(frame.midY)))
  }

  /// Beside the label the room is the box and the core's gap, both of the line height.
  @Test(arguments: lineHeights)
  func theGapBesideTheLabelIsTheCoresProportion(lineHeight: CGFloat) {
    let diameter = Double(lineHeight) * LookConstants.ringDiameterToLineHeight
    let gap = Double(lineHeight) * LookConstants.indicatorGapToLineHeight
    let box = IndicatorFrame(holdsPercent: false).layout(probe: CGSize(width: 7, height: lineHeight)).box
    #expect(Self.close(SlidingRoom.gap(box: box), gap))
    let open = SlidingRoom(reveal: 1, leading: true).size(box: box)
    #expect(Self.close(open.width, diameter + gap))
    #expect(open.height == lineHeight)
    #expect(Self.close(SlidingRoom(reveal: 0.5, leading: false).size(box: box).width, (diameter + gap) / 2))
    #expect(SlidingRoom(reveal: 0, leading: true).size(box: box).width == 0)
  }

  /// The bar: the core's thickness, and its offset under the label's bottom edge.
  @Test(arguments: lineHeights)
  func theBarIsTheCoresThicknessAndOffset(lineHeight: CGFloat) {
    let line = CGRect(x: 0, y: 5, width: 120, height: lineHeight)
    let bar = BarShape.filled(0.25, in: line, rightToLeft: false)
    let thickness = Double(lineHeight) * LookConstants.barThicknessToLineHeight
    let offset = Double(lineHeight) * LookConstants.barOffsetToLineHeight
    #expect(Self.close(bar.height, thickness))
    #expect(Self.close(bar.maxY, Double(line.maxY) + offset))
    #expect(Self.close(bar.width, 30))
  }

  /// One font change resizes every part in proportion: twice the line, twice each size.
  @Test func aLargerFontScalesEverySizeTogether() {
    let small = IndicatorMetrics(lineHeight: 17)
    let large = IndicatorMetrics(lineHeight: 34)
    #expect(Self.close(large.indicatorSize.width, 2 * Double(small.indicatorSize.width)))
    #expect(Self.close(large.gap, 2 * Double(small.gap)))
    #expect(Self.close(large.sizes.stopGlyphSide, 2 * small.sizes.stopGlyphSide))
    #expect(Self.close(large.sizes.barThickness, 2 * small.sizes.barThickness))
  }
}
