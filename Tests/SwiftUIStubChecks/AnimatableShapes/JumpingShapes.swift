// Shapes that draw from a stored number without `animatableData`: under an animation each jumps to
// its new value. The check must flag each one, whether the conformance is in the declaration or in
// an extension.

import SwiftUI

/// A wedge to `fraction` of a turn, with `Animatable`'s default data (`EmptyAnimatableData`).
struct Wedge: Shape {
  var fraction: Double  // expect-flagged: Wedge.fraction

  nonisolated func path(in rect: CGRect) -> Path { Path() }
}

/// A needle at an angle.
struct Needle: Shape {
  let angle: Angle  // expect-flagged: Needle.angle
  let isThick: Bool

  nonisolated func path(in rect: CGRect) -> Path { Path() }
}

/// A level that conforms to `Shape` in an extension.
struct Gauge {
  var level: CGFloat  // expect-flagged: Gauge.level
}

extension Gauge: Shape {
  nonisolated func path(in rect: CGRect) -> Path { Path() }
}
