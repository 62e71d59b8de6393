// Frames in the middle of the looks' animations, rendered with `ImageRenderer` and read pixel by
// pixel. `ImageRenderer` draws a still, so each test renders the frame SwiftUI draws partway
// through an animation: the ring with its `animatableData` between two progress reports, and the
// room beside the label with its reveal between shown and hidden. Runs on macOS
// (`.github/workflows/apple.yml`); on Linux it is only type-checked against the SwiftUI stub
// (`scripts/check-swiftui`), never run.

@_spi(Shell) import AsyncActionCore
import SwiftUI
import Testing

@testable import AsyncActionButton

/// The ring sweeps between two progress reports, and the indicator beside the label slides out
/// rather than snapping the row narrower.
@MainActor
@Suite struct MotionPixelTests {
  /// The side of the square the ring is rendered in, in points.
  static let side: CGFloat = 40

  /// One frame of an animation, as SwiftUI computes it: the start's data plus `amount` of the way
  /// to the end's, written back through `animatableData`.
  static func frame<S: Animatable>(from start: S, to end: S, at amount: Double) -> S {
    var step = end.animatableData - start.animatableData
    step.scale(by: amount)
    var shape = start
    shape.animatableData = start.animatableData + step
    return shape
  }

  /// Halfway from a report of 25 % to one of 75 %, the ring is drawn to 50 %: painted at 3/8 of
  /// a turn, which the first report did not reach, and not yet at 5/8, which the second does.
  @Test func theRingDrawsTheFrameBetweenTwoReports() {
    let start = RingShape(to: 0.25)
    let end = RingShape(to: 0.75)
    let halfway = Self.frame(from: start, to: end, at: 0.5)
    #expect(abs(halfway.end - 0.5) < 1e-9)
    let first = Self.render(start)
    let middle = Self.render(halfway)
    let last = Self.render(end)
    #expect(!Self.inked(first, atTurn: 0.375), "the first report's ring reaches 3/8 of a turn")
    #expect(Self.inked(middle, atTurn: 0.375), "halfway, the ring does not reach 3/8 of a turn")
    #expect(!Self.inked(middle, atTurn: 0.625), "halfway, the ring already reaches 5/8 of a turn")
    #expect(Self.inked(last, atTurn: 0.625), "the second report's ring does not reach 5/8 of a turn")
  }

  /// As the leading indicator leaves, its room shrinks through every width between the busy row's
  /// and the idle label's: halfway through the slide the row is halfway between the two, and at the
  /// end it is exactly the label's width, the label centred with no room kept.
  @Test(arguments: [true, false])
  func theIndicatorBesideTheLabelSlidesOut(leading: Bool) {
    let shown = Self.renderRow(reveal: 1, leading: leading).size.width
    let halfway = Self.renderRow(reveal: 0.5, leading: leading).size.width
    let gone = Self.renderRow(reveal: 0, leading: leading).size.width
    let label = Bitmap(Text("Save changes").foregroundStyle(LookPixelTests.ink), scale: LookPixelTests.scale)
    #expect(
      gone == label.size.width,
      "with the indicator gone the row is \(gone) px, the label \(label.size.width) px")
    #expect(shown > gone, "the shown indicator takes no room: \(shown) px, idle \(gone) px")
    let middle = Double(shown + gone) / 2
    #expect(
      abs(Double(halfway) - middle) <= 2,
      "halfway through the slide the row is \(halfway) px, not about \(middle) px: the width snaps")
  }

  /// The leading look's label at idle after a run: as wide as the label alone, so nothing of the
  /// indicator that left stays in the row.
  @Test func theLeadingRowIsTheLabelsWidthOnceTheIndicatorHasLeft() {
    let after = LookPixelTests.render(.leading, .idleAfterFailure)
    let busy = LookPixelTests.render(.leading, .busy)
    let label = Bitmap(Text("Save changes").foregroundStyle(LookPixelTests.ink), scale: LookPixelTests.scale)
    #expect(after.size.width == label.size.width, "idle after a run: \(after.size), the label \(label.size)")
    #expect(busy.size.width > after.size.width, "busy, the row did not grow: \(busy.size)")
  }

  // MARK: Rendering

  /// `shape` filled in the test's ink in a square of ``side`` points.
  static func render(_ shape: RingShape) -> Bitmap {
    Bitmap(
      shape.foregroundStyle(LookPixelTests.ink).frame(width: side, height: side), scale: LookPixelTests.scale)
  }

  /// Whether the ring in `image` is painted at `turn` (0 to 1, clockwise from 12 o'clock), in the
  /// middle of its stroke.
  static func inked(_ image: Bitmap, atTurn turn: Double) -> Bool {
    let sizes = LookGeometry.standard.points(lineHeight: Double(side))
    let scale = Double(LookPixelTests.scale)
    let angle = turn * 2 * Double.pi
    let x = (Double(side) / 2 + sizes.ringRadius * sin(angle)) * scale
    let y = (Double(side) / 2 - sizes.ringRadius * cos(angle)) * scale
    return image.pixel(x: Int(x), y: Int(y)).alpha > 0.5
  }

  /// The label with a ring's box in the room beside it, `reveal` of the way out.
  static func renderRow(reveal: Double, leading: Bool) -> Bitmap {
    let room = SlidingRoom(reveal: reveal, leading: leading) {
      IndicatorBox(holdsPercent: false) { RingShape(to: 1) }
    }
    let label = Text("Save changes")
    let row = HStack(spacing: 0) {
      if leading {
        room
        label
      } else {
        label
        room
      }
    }
    return Bitmap(row.foregroundStyle(LookPixelTests.ink), scale: LookPixelTests.scale)
  }
}
