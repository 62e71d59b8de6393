// The clean case: a bar that computes its own right-to-left path and is fixed, a ring fixed as a
// clock face, and a shape that lets SwiftUI mirror a path that ignores the direction.

import SwiftUI

struct LeadingBar: Shape {
  var fraction: Double
  let rightToLeft: Bool

  nonisolated var layoutDirectionBehavior: LayoutDirectionBehavior { .fixed }

  nonisolated func path(in rect: CGRect) -> Path {
    let width = rect.width * CGFloat(fraction)
    var bar = Path()
    bar.addRect(CGRect(x: rightToLeft ? rect.maxX - width : rect.minX, y: rect.minY, width: width, height: 3))
    return bar
  }
}

struct ClockRing: Shape {
  nonisolated var layoutDirectionBehavior: LayoutDirectionBehavior { .fixed }

  nonisolated func path(in rect: CGRect) -> Path { Path() }
}

struct MirroredArrow: Shape {
  nonisolated var layoutDirectionBehavior: LayoutDirectionBehavior { .mirrors }

  nonisolated func path(in rect: CGRect) -> Path { Path() }
}
