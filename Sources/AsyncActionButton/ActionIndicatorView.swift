import SwiftUI

/// Draws an `ActionIndicator` with the foreground style of the label it covers.
struct ActionIndicatorView: View {
  let indicator: ActionIndicator
  /// The spinner follows Dynamic Type, as the label's text does.
  @ScaledMetric(relativeTo: .body) private var diameter: CGFloat = 16

  var body: some View {
    switch indicator {
    case .spinner:
      Spinner(diameter: diameter)
    case .progress(let fraction):
      ProgressRing(fraction: fraction, diameter: diameter)
    case .succeeded:
      Image(systemName: "checkmark")
    case .failed:
      Image(systemName: "xmark")
    }
  }
}

/// An open ring that turns for as long as it is on screen.
///
/// The turn is one repeating animation of a rotation effect, started when the ring appears: the
/// renderer interpolates it, and no view body is evaluated per frame. Shapes are filled with the
/// current foreground style, which a button style sets for its label, so the ring takes the
/// label's colour under any style.
private struct Spinner: View {
  let diameter: CGFloat
  @State private var isTurning = false

  var body: some View {
    Circle()
      .trim(from: 0, to: 0.75)
      .stroke(style: StrokeStyle(lineWidth: diameter / 8, lineCap: .round))
      .frame(width: diameter, height: diameter)
      .rotationEffect(.degrees(isTurning ? 360 : 0))
      .animation(.linear(duration: 0.8).repeatForever(autoreverses: false), value: isTurning)
      .onAppear { isTurning = true }
  }
}

/// A ring filled clockwise from the top to the reported fraction, over a faint full ring.
private struct ProgressRing: View {
  let fraction: Double
  let diameter: CGFloat

  var body: some View {
    ZStack {
      Circle()
        .stroke(style: StrokeStyle(lineWidth: diameter / 8))
        .opacity(0.3)
      Circle()
        .trim(from: 0, to: CGFloat(fraction))
        .stroke(style: StrokeStyle(lineWidth: diameter / 8, lineCap: .round))
        .rotationEffect(.degrees(-90))
    }
    .frame(width: diameter, height: diameter)
  }
}
