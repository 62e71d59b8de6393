// The update loop a view falls into when it keeps an object made in `body` by writing it to its
// state whenever the object's identity changes: the check must flag it.

import SwiftUI

final class Paint {
  let colors: [Color]
  init(_ colors: [Color]) { self.colors = colors }
}

/// Made in `body`, the paint is a new object at each evaluation, with a new identity: the change
/// fires, the write invalidates the view, and the next evaluation makes another paint.
struct KeepsEachNewPaint<Content: View>: View {  // expect-flagged: KeepsEachNewPaint
  let content: Content
  let colors: [Color]
  @State private var kept: Paint?

  var body: some View {
    let paint = kept ?? Paint(colors)
    content
      .onChange(of: ObjectIdentifier(paint), initial: true) { kept = paint }
  }
}

/// The same loop in a modifier, writing through `self`.
struct KeepsEachNewPaintModifier: ViewModifier {  // expect-flagged: KeepsEachNewPaintModifier
  let colors: [Color]
  @State private var kept: Paint?

  func body(content: Content) -> some View {
    let paint = kept ?? Paint(colors)
    content
      .onChange(of: ObjectIdentifier(paint), initial: true) { self.kept = paint }
  }
}
