// A view that keeps what it made once per change of a comparable input: the check must pass it.

import SwiftUI

final class Paint {
  let colors: [Color]
  init(_ colors: [Color]) { self.colors = colors }
}

/// The paint is made again only when the colours change; the write happens once per change.
struct KeepsPaintPerInput<Content: View>: View {
  let content: Content
  let colors: [Color]
  @State private var kept: Paint?
  @State private var keptColors: [Color] = []

  var body: some View {
    content
      .onChange(of: colors, initial: true) {
        kept = Paint(colors)
        keptColors = colors
      }
  }
}
