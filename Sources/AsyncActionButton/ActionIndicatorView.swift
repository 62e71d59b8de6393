import Foundation
import SwiftUI

/// Draws an `ActionIndicator` through its button's label: the label's own colours, cut to the
/// indicator's shape.
///
/// - Colour: the indicator is a mask over `LabelPaint`, which is the foreground style where the
///   label sits (what a button style sets: white on `.borderedProminent`, the tint, the role's
///   red) with the label itself, blurred, on top (what the label sets inside: a
///   `.foregroundStyle(.red)` or a gradient on its text).
/// - Size: the shapes fill the box they are given, which is the label's own frame when the
///   indicator replaces the label, so the spinner grows with the label's font, Dynamic Type and
///   whatever the control size does to the label.
/// - Restart: the spinner's turn is a view of its own whose identity is the engine's
///   `spinnerShowCount`; each time the spinner is seen again (the button came back on screen
///   while busy) it is a new view, whose turn starts from the beginning.
struct ActionIndicatorView<Label: View>: View {
  let indicator: ActionIndicator
  /// `ActionEngine.spinnerShowCount` (or the loading state's).
  let showCount: Int
  /// The button's label, whose colours the indicator takes.
  let label: Label
  /// How determinate progress is drawn: a ring, a bar, or percent text.
  let progressStyle: AsyncActionProgressStyle

  var body: some View {
    switch indicator {
    case .spinner:
      Spinner(label: label).id(showCount)
    case .progress(let fraction):
      progress(fraction)
    case .succeeded:
      LabelPaint(label: label).mask { Image(systemName: "checkmark") }
    case .failed:
      LabelPaint(label: label).mask { Image(systemName: "xmark") }
    }
  }

  /// Progress as the progress style says: a ring in the box; a thin bar, as wide as the box,
  /// whose parent puts it at the label's bottom edge; or the percentage as text, centred in the
  /// box, with fixed-width digits so that it does not jitter as it counts.
  @ViewBuilder private func progress(_ fraction: Double) -> some View {
    switch progressStyle {
    case .bar:
      LabelPaint(label: label)
        .mask {
          ZStack {
            IndicatorBar(to: 1).opacity(0.3)
            IndicatorBar(to: CGFloat(fraction))
          }
        }
        .frame(height: 3)
    case .percent:
      LabelPaint(label: label).mask {
        Text(verbatim: Self.percent(fraction)).monospacedDigit()
      }
    default:
      LabelPaint(label: label).mask {
        ZStack {
          IndicatorRing(to: 1).opacity(0.3)
          IndicatorRing(to: CGFloat(fraction))
        }
      }
    }
  }

  /// "42%" (or "42 %", "%42"…, as the user's locale writes it): the core's `PercentFormat`,
  /// which the GTK widget shows too.
  static func percent(_ fraction: Double) -> String {
    PercentFormat.string(fraction, locale: .current)
  }
}

/// The colours a button's label renders, spread over the whole box it is given.
///
/// Two layers. Underneath, a rectangle in the foreground style in effect where the label sits:
/// exactly the label's colour unless the label sets its own, which is the usual case (the button
/// style's white on `.borderedProminent`, `.tint`, `role: .destructive`, a `.foregroundStyle`
/// around the button). On top, the label itself, blurred so that its glyphs' colour covers the box,
/// four times over so that the blur's gaps fill up: a colour or a gradient set *inside* the label
/// (`Text("Delete").foregroundStyle(.red)`) shows through, which no environment value can tell
/// the spinner. Where the label sets no colour of its own, both layers are the same colour.
///
/// NB: none of this has been seen rendered: there is no SwiftUI here. It uses only documented
/// modifiers (`mask`, `blur`), but how opaque the blurred layer ends up, and so how much of the
/// underneath colour shows through for a label that sets its own, is untested.
private struct LabelPaint<Label: View>: View {
  let label: Label

  var body: some View {
    ZStack {
      Rectangle()
      spread
      spread
      spread
      spread
    }
  }

  private var spread: some View {
    label.blur(radius: 6)
  }
}

/// An open ring, drawn through the label, that turns for as long as it is on screen, from the
/// moment it appears.
///
/// The turn is one repeating animation of a rotation effect: the renderer interpolates it, and no
/// view body is evaluated per frame. An animation does not survive its view leaving the screen,
/// and `isTurning` stays `true`, so a ring that comes back would stand still: its parent gives it
/// a new identity whenever the spinner is seen again, and a new ring starts turning in `onAppear`.
/// (`onAppear` is on the drawn view, not inside the mask, whose content is only its alpha.)
private struct Spinner<Label: View>: View {
  let label: Label
  @State private var isTurning = false

  var body: some View {
    LabelPaint(label: label)
      .mask {
        IndicatorRing(to: 0.75)
          .rotationEffect(.degrees(isTurning ? 360 : 0))
          .animation(.linear(duration: 0.8).repeatForever(autoreverses: false), value: isTurning)
      }
      .onAppear { isTurning = true }
  }
}

/// An arc of a ring centred in its frame, clockwise from the top to `end` (0 to 1 of a turn).
///
/// Its diameter is four fifths of the frame's shorter side and its thickness an eighth of the
/// diameter, so it scales with the box it fills: the label's height, when it replaces the label.
struct IndicatorRing: Shape {
  let end: CGFloat

  init(to end: CGFloat) {
    self.end = min(max(end, 0), 1)
  }

  nonisolated func path(in rect: CGRect) -> Path {
    let diameter = min(rect.width, rect.height) * 0.8
    let lineWidth = diameter / 8
    var arc = Path()
    arc.addArc(
      center: CGPoint(x: rect.midX, y: rect.midY), radius: (diameter - lineWidth) / 2,
      startAngle: .degrees(-90), endAngle: .degrees(-90 + 360 * Double(end)), clockwise: false)
    return arc.strokedPath(StrokeStyle(lineWidth: lineWidth, lineCap: .round))
  }
}

/// A horizontal bar filling its frame's height, from the leading edge to `end` (0 to 1) of its
/// width.
///
/// NB: drawn from the left; in a right-to-left layout SwiftUI mirrors the frame, not the path, so
/// the bar fills from the left there too. Not seen rendered (no SwiftUI here).
struct IndicatorBar: Shape {
  let end: CGFloat

  init(to end: CGFloat) {
    self.end = min(max(end, 0), 1)
  }

  nonisolated func path(in rect: CGRect) -> Path {
    var bar = Path()
    bar.addRect(CGRect(x: rect.minX, y: rect.minY, width: rect.width * end, height: rect.height))
    return bar
  }
}
