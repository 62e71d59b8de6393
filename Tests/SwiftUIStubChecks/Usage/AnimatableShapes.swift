// A shape that interpolates what it draws, as the ring and the bar do: its `animatableData` is
// `Animatable`'s requirement (`AnimatableData: VectorArithmetic`), which SwiftUI reads and writes on
// each frame of an animation. A stub whose `Animatable` has no requirements cannot compile this.

import SwiftUI

/// A wedge clockwise from 12 o'clock to `fraction` of a turn.
struct Wedge: Shape {
  var fraction: Double

  var animatableData: Double {
    get { fraction }
    set { fraction = newValue }
  }

  nonisolated func path(in rect: CGRect) -> Path { Path() }
}

/// One frame of an animation between two values of a shape, as SwiftUI computes it: the start's
/// data plus `amount` of the way to the end's, written back through `animatableData`.
func frame<S: Animatable>(from start: S, to end: S, at amount: Double) -> S {
  var step = end.animatableData - start.animatableData
  step.scale(by: amount)
  var shape = start
  shape.animatableData = start.animatableData + step
  return shape
}

/// Halfway from 20 % to 60 %, the wedge draws 40 %.
func halfway() -> Double {
  frame(from: Wedge(fraction: 0.2), to: Wedge(fraction: 0.6), at: 0.5).fraction
}

/// A shape that declares no data has `Animatable`'s default, which animates nothing.
func nothingToAnimate() -> Double {
  let data: EmptyAnimatableData = Circle().animatableData
  return data.magnitudeSquared
}

/// The wedge in a view, moving to each new fraction over 0.3 s.
struct WedgeProgress: View {
  let fraction: Double

  var body: some View {
    Wedge(fraction: fraction)
      .animation(.linear(duration: 0.3), value: fraction)
      .frame(width: 20, height: 20)
  }
}
