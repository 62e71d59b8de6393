import Foundation
import Testing

@_spi(Shell) @testable import AsyncActionCore

/// The geometry every look draws with, spelled out: a change to any value fails here.
private let expectedGeometry = LookGeometry(
  ringDiameter: 0.8, ringStroke: 0.1, lineCap: .round, stopGlyphSide: 0.8 * 0.5 / 2.0.squareRoot(),
  barThickness: 0.1875, barOffset: 0.1875, indicatorGap: 0.375)

private let english = Locale(identifier: "en_US")

@Suite struct LookGeometryTests {
  @Test func theOneGeometryIsTheConstantsProportions() {
    let geometry = LookGeometry.standard
    #expect(abs(geometry.ringDiameter - expectedGeometry.ringDiameter) < 1e-12)
    #expect(abs(geometry.ringStroke - expectedGeometry.ringStroke) < 1e-12)
    #expect(geometry.lineCap == expectedGeometry.lineCap)
    #expect(abs(geometry.stopGlyphSide - expectedGeometry.stopGlyphSide) < 1e-12)
    #expect(geometry.barThickness == expectedGeometry.barThickness)
    #expect(geometry.barOffset == expectedGeometry.barOffset)
    #expect(geometry.indicatorGap == expectedGeometry.indicatorGap)
  }

  @Test func theStopGlyphFitsInsideTheRingsHoleWithAStrokeOfSpaceAllRound() {
    let geometry = LookGeometry.standard
    // The square's corners lie on a circle of diameter side × √2, one stroke inside the hole.
    let hole = geometry.ringDiameter - 2 * geometry.ringStroke
    #expect(abs(geometry.stopGlyphSide * 2.0.squareRoot() - (hole - 2 * geometry.ringStroke)) < 1e-12)
    let share = LookConstants.stopGlyphToDiameter
    #expect(share > 0.3 && share < 0.4, "a glyph that reads as a stop square: \(share)")
  }

  @Test func pointsAreTheProportionsTimesTheLineHeight() {
    let sizes = LookGeometry.standard.points(lineHeight: 20)
    #expect(abs(sizes.ringDiameter - 16) < 1e-12)
    #expect(abs(sizes.ringStroke - 2) < 1e-12)
    #expect(abs(sizes.ringRadius - 7) < 1e-12)
    #expect(abs(sizes.stopGlyphSide - 8 / 2.0.squareRoot()) < 1e-12)
    #expect(sizes.barThickness == 3.75)
    #expect(sizes.barOffset == 3.75)
    #expect(sizes.lineCap == .round)
  }

  /// Whole pixels: the 16-pixel line of an 11-point label gives a 13-pixel ring with a 5-pixel
  /// glyph and a 3-pixel bar 3 pixels down.
  @Test(arguments: [
    // line height, scale, diameter, stroke, glyph, bar thickness, bar offset
    (16, 1, 13.0, 1.625, 5.0, 3.0, 3.0), (17, 1, 14, 1.75, 4, 3, 3), (20, 1, 16, 2, 6, 4, 4),
    (30, 1, 24, 3, 8, 6, 6), (16, 2, 13, 1.625, 5, 3, 3), (5, 1, 4, 0.5, 2, 1, 1),
  ])
  func pixelsSnapToWholePixels(
    _ lineHeight: Int, _ scale: Int, _ diameter: Double, _ stroke: Double, _ glyph: Double,
    _ thickness: Double,
    _ offset: Double
  ) {
    let sizes = LookGeometry.standard.pixels(lineHeight: lineHeight, scale: scale)
    #expect(sizes.ringDiameter == diameter)
    #expect(abs(sizes.ringStroke - stroke) < 1e-12)
    #expect(sizes.stopGlyphSide == glyph)
    #expect(sizes.barThickness == thickness)
    #expect(sizes.barOffset == offset)
    #expect(sizes.barTop(labelBottom: 30) == 30 + offset - thickness)
    #expect(sizes.lineCap == .round)
    // The glyph's corners stay inside the ring's inner edge.
    #expect(sizes.stopGlyphSide / 2 * 2.0.squareRoot() < sizes.ringRadius - sizes.ringStroke / 2)
  }

  @Test(arguments: [
    (16, 1, 6.0), (13, 1, 5), (14, 1, 4), (24, 1, 8), (8, 1, 2), (3, 1, 1), (16, 2, 6), (15, 2, 5),
  ])
  func theGlyphOverASpinnerOfItsOwnSizeIsCentredOnWholePixels(_ diameter: Int, _ scale: Int, _ side: Double) {
    let glyph = LookGeometry.standard.stopGlyphSide(inDiameter: diameter, scale: scale)
    #expect(glyph == side)
    // The same parity as the diameter in device pixels: centred on a whole pixel.
    #expect(Int(glyph * Double(scale)) % 2 == diameter * scale % 2)
  }

  @Test func theRingFillsClockwiseFromTwelveOClock() {
    #expect(LookGeometry.ringStartAngle == -.pi / 2)
    #expect(LookGeometry.ringEndAngle(0) == LookGeometry.ringStartAngle)
    #expect(abs(LookGeometry.ringEndAngle(0.25)) < 1e-12)
    #expect(LookGeometry.ringEndAngle(3) == -.pi / 2 + 2 * .pi)
    #expect(LookGeometry.ringEndAngle(.nan) == LookGeometry.ringStartAngle)
  }

  @Test func theBarFillsFromTheLeadingEdgeInBothDirections() {
    #expect(LookGeometry.barFill(0.25, width: 100, rightToLeft: false) == (0, 25))
    #expect(LookGeometry.barFill(0.25, width: 100, rightToLeft: true) == (75, 25))
    #expect(LookGeometry.barFill(1.5, width: 100, rightToLeft: true) == (0, 100))
    #expect(LookGeometry.barFill(.nan, width: 100, rightToLeft: false) == (0, 0))
  }

  /// The ring reads as a clock face: clockwise from 12 o'clock in both directions. A quarter of a
  /// turn ends at 3 o'clock, right of the centre, in Arabic as in English.
  @Test func theRingTurnsClockwiseInBothDirections() {
    #expect(LookGeometry.ringMirrorsRightToLeft == false)
    #expect(cos(LookGeometry.ringEndAngle(0.25)) > 0.99, "a quarter turn ends at 3 o'clock")
  }
}
