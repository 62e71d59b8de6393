// swift-format-ignore-file
// (Not formatted: each `// mistake` and `// fix` alternative must stay on one line.)
// A shape without its own `animatableData` has `Animatable`'s default, `EmptyAnimatableData`: it
// cannot stand where a fraction is interpolated. The stub declares `Animatable` with its associated
// type and default as Apple's pages do; with an `Animatable` that has no requirements, neither line
// compiles.
// expect-error: requires the types 'EmptyAnimatableData' and 'Double' be equivalent

import SwiftUI

/// A wedge to `fraction` of a turn that declares no `animatableData`.
struct Jumping: Shape {
  var fraction: Double
  nonisolated func path(in rect: CGRect) -> Path { Path() }
}

/// The same wedge, whose fraction is its `animatableData`.
struct Sweeping: Shape {
  var fraction: Double
  var animatableData: Double {
    get { fraction }
    set { fraction = newValue }
  }
  nonisolated func path(in rect: CGRect) -> Path { Path() }
}

/// The fraction an animation writes into a shape on one frame.
func interpolated<S: Animatable>(_ shape: S, to fraction: Double) -> S where S.AnimatableData == Double {
  var shape = shape
  shape.animatableData = fraction
  return shape
}

func frame() {
  _ = interpolated(Jumping(fraction: 0.2), to: 0.4)  // mistake
  _ = interpolated(Sweeping(fraction: 0.2), to: 0.4)  // fix
}
