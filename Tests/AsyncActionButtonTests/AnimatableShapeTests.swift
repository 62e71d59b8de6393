@_spi(Shell) import AsyncActionCore
import SwiftUI
import Testing

@testable import AsyncActionButton

/// The ring and the bar interpolate between progress reports: each shape's `animatableData` is the
/// value it draws, so a frame SwiftUI writes into it moves the arc's end or the bar's fill.
@Suite struct AnimatableShapeTests {
  /// One frame of an animation, as SwiftUI computes it: the start's data plus `amount` of the way
  /// to the end's, written back through `animatableData`.
  static func frame<S: Animatable>(from start: S, to end: S, at amount: Double) -> S {
    var step = end.animatableData - start.animatableData
    step.scale(by: amount)
    var shape = start
    shape.animatableData = start.animatableData + step
    return shape
  }

  /// Each shape is drawn once in right to left: the bar's path already runs from the leading edge
  /// and the ring turns clockwise in both directions (`LookGeometry.ringMirrorsRightToLeft`), so
  /// none is left to SwiftUI's default, which mirrors from iOS 17.
  @Test func theShapesAreNotMirroredASecondTime() {
    #expect(BarShape(fraction: 0.3, rightToLeft: true).layoutDirectionBehavior == .fixed)
    #expect(RingShape(to: 0.3).layoutDirectionBehavior == .fixed)
    #expect(StopGlyphShape().layoutDirectionBehavior == .fixed)
  }

  @Test func theRingDrawsEveryEndBetweenTwoReports() {
    let start = RingShape(to: 0.2)
    let end = RingShape(to: 0.6)
    #expect(start.animatableData == 0.2)
    let quarter = Self.frame(from: start, to: end, at: 0.25)
    #expect(
      abs(quarter.end - 0.3) < 1e-9, "a quarter of the way from 20 % to 60 % the arc ends at \(quarter.end)")
  }

  @Test(arguments: [false, true])
  func theBarFillsThroughEveryWidthBetweenTwoReports(rightToLeft: Bool) {
    let start = BarShape(fraction: 0.5, rightToLeft: rightToLeft)
    let end = BarShape(fraction: 1, rightToLeft: rightToLeft)
    #expect(start.animatableData == 0.5)
    let half = Self.frame(from: start, to: end, at: 0.5)
    #expect(abs(half.fraction - 0.75) < 1e-9, "halfway from 50 % to 100 % the bar fills \(half.fraction)")
    #expect(half.rightToLeft == rightToLeft)
  }
}
