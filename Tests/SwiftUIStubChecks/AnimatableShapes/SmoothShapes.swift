// The clean case: shapes that interpolate what they draw from, shapes that draw from no number,
// and a view that stores a number but is no shape.

import SwiftUI

/// A wedge that sweeps to `fraction`: its `animatableData` is the fraction.
struct Wedge: Shape {
  var fraction: Double

  var animatableData: Double {
    get { fraction }
    set { fraction = newValue }
  }

  nonisolated func path(in rect: CGRect) -> Path { Path() }
}

/// A level whose `animatableData` is declared in an extension.
struct Gauge: Shape {
  var level: CGFloat

  nonisolated func path(in rect: CGRect) -> Path { Path() }
}

extension Gauge {
  var animatableData: Double {
    get { Double(level) }
    set { level = CGFloat(newValue) }
  }
}

/// A square that stores no number: nothing to interpolate.
struct Square: Shape {
  let isFilled: Bool

  nonisolated func path(in rect: CGRect) -> Path { Path() }
}

/// A number in a view that is no shape.
struct Percent: View {
  let fraction: Double

  var body: some View { Text(verbatim: "\(fraction)") }
}
