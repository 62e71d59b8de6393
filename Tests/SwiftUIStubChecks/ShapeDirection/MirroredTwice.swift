// Shapes that SwiftUI would draw the wrong way in right to left: the check must flag each one.

import SwiftUI

/// A bar that fills from the leading edge by computing its own right-to-left path, and leaves
/// `layoutDirectionBehavior` to the default, `.mirrors`: mirrored twice, it fills from the left.
struct SelfFlippingBar: Shape {  // expect-flagged: SelfFlippingBar
  var fraction: Double
  let rightToLeft: Bool

  nonisolated func path(in rect: CGRect) -> Path {
    let width = rect.width * CGFloat(fraction)
    var bar = Path()
    bar.addRect(CGRect(x: rightToLeft ? rect.maxX - width : rect.minX, y: rect.minY, width: width, height: 3))
    return bar
  }
}

/// The same bar, declaring that it mirrors as well.
struct MirroringSelfFlippingBar: Shape {  // expect-flagged: MirroringSelfFlippingBar
  var fraction: Double
  let rightToLeft: Bool

  nonisolated var layoutDirectionBehavior: LayoutDirectionBehavior { .mirrors }

  nonisolated func path(in rect: CGRect) -> Path {
    var bar = Path()
    bar.addRect(
      CGRect(x: rightToLeft ? rect.midX : rect.minX, y: rect.minY, width: rect.width / 2, height: 3))
    return bar
  }
}

/// A ring that says nothing of its direction: it turns counterclockwise in right to left.
struct UndecidedRing: Shape {  // expect-flagged: UndecidedRing
  nonisolated func path(in rect: CGRect) -> Path { Path() }
}
