// The SwiftUI looks, rendered with `ImageRenderer` and read pixel by pixel: what the GTK UI tests
// check of the GTK widget. This target exists on macOS, where `.github/workflows/apple.yml` runs it;
// on Linux it is only type-checked against the SwiftUI stub (`scripts/check-swiftui`), never run.

@_spi(Shell) import AsyncActionCore
import SwiftUI
import Testing

@testable import AsyncActionButton

/// Each look at idle, busy, progress and failure: painted in the foreground colour, the label's
/// size kept where the look promises it, the bar 3 pt tall and filled from the leading edge.
@MainActor
@Suite struct LookPixelTests {
  /// The colour set on the button, around its label; everything the button paints must be in it.
  static let ink = Color.orange
  /// Pixels per point in every render.
  static let scale: CGFloat = 2

  @Test(arguments: LookName.allCases)
  func eachLookPaintsOnlyInTheForegroundColourAndKeepsItsSize(_ look: LookName) {
    let ink = Self.inkPixel()
    let idle = Self.render(look, .idle)
    #expect(!idle.inked.isEmpty, "\(look) at idle painted no label")
    for state in [ButtonState.busy, .progress(0.5), .failure] {
      let image = Self.render(look, state)
      if look.keepsSize {
        #expect(image.size == idle.size, "\(look) at \(state) is \(image.size), at idle \(idle.size)")
      }
      let inked = image.inked
      #expect(!inked.isEmpty, "\(look) at \(state) painted nothing")
      let stray = inked.filter { !$0.colour.matches(ink) }
      #expect(
        stray.isEmpty,
        "\(look) at \(state): \(stray.count) of \(inked.count) pixels not in the foreground colour, e.g. \(stray.first.map { "\($0.colour)" } ?? "")"
      )
    }
  }

  @Test func theBarIsThreePointsTall() {
    let image = Self.render(.overlayBar, .progress(1))
    let rows = Set(image.inked.map(\.y))
    let expected = Int(3 * Self.scale)
    #expect(abs(rows.count - expected) <= 1, "the bar is \(rows.count) pixels tall, not \(expected) (3 pt)")
    #expect(rows.count < image.size.height / 2, "the bar covers the label")
  }

  @Test(arguments: [false, true])
  func theBarFillsFromTheLeadingEdge(rightToLeft: Bool) {
    let image = Self.render(
      .overlayBar, .progress(0.25), direction: rightToLeft ? .rightToLeft : .leftToRight)
    let columns = image.inked.map(\.x)
    guard let first = columns.min(), let last = columns.max() else {
      Issue.record("the bar painted nothing at 25 %")
      return
    }
    let middle = image.size.width / 2
    if rightToLeft {
      #expect(first > middle, "right to left, the fill starts at the left: columns \(first)…\(last)")
    } else {
      #expect(last < middle, "left to right, the fill starts at the right: columns \(first)…\(last)")
    }
  }

  /// A busy title and a retry title, one longer and one shorter than the label, never change the
  /// button's size: every title is laid out in every state.
  @Test(arguments: [LookName.overlayRing, .pulse])
  func titlesKeepTheWidestWidth(_ look: LookName) throws {
    let titles = ActionTitles(busy: "Saving your changes…", retry: "Retry")
    let idle = Self.render(look, .idle, titles: titles)
    for state in [ButtonState.busy, .progress(0.5), .failure, .idleAfterFailure] {
      let image = Self.render(look, state, titles: titles)
      #expect(image.size == idle.size, "\(look) at \(state) is \(image.size), at idle \(idle.size)")
    }
    let untitled = Self.render(look, .idle)
    #expect(idle.size.width > untitled.size.width, "the longer busy title did not widen the button")
  }

  /// While a tap cancels, the stop glyph fills the middle of the ring, which is empty otherwise.
  @Test func theStopGlyphFillsTheRingsMiddle() {
    let plain = Self.render(.overlayRing, .progress(0.5))
    let stop = Self.render(.overlayRing, .progressTapCancels(0.5))
    let middle = { (image: Bitmap) in image.pixel(x: image.size.width / 2, y: image.size.height / 2) }
    #expect(middle(plain).alpha < 0.5, "the ring's middle is painted without a stop glyph")
    #expect(middle(stop).alpha > 0.5, "the stop glyph did not paint the ring's middle")
    #expect(middle(stop).matches(Self.inkPixel()), "the stop glyph is not in the foreground colour")
  }

  // MARK: Rendering

  /// The label of a button in `look` and `state`, coloured from outside, rendered at ``scale``.
  static func render(
    _ look: LookName, _ state: ButtonState, direction: LayoutDirection = .leftToRight,
    titles: ActionTitles = .none
  ) -> Bitmap {
    var settings = AsyncActionSettings()
    settings.style = AnyAsyncActionStyle(look.style)
    settings.progressLook = look.progressLook
    settings.titles = titles
    let view = IndicatorLabel(
      label: Text("Save changes"), presentation: state.presentation, settings: settings
    )
    .foregroundStyle(ink)
    .transformEnvironment(\.layoutDirection) { $0 = direction }
    return Bitmap(view, scale: scale)
  }

  /// The foreground colour as the renderer paints it: the middle of a filled circle.
  static func inkPixel() -> RGBA {
    let swatch = Bitmap(Circle().foregroundStyle(ink).frame(width: 20, height: 20), scale: scale)
    return swatch.pixel(x: swatch.size.width / 2, y: swatch.size.height / 2)
  }
}

/// The looks the tests render, with whether the look keeps the label's size.
enum LookName: String, CaseIterable, Sendable, CustomStringConvertible {
  case overlayRing, overlayBar, overlayPercent, leading, trailing, pulse

  var style: any AsyncActionStyle {
    switch self {
    case .overlayRing, .overlayBar, .overlayPercent: OverlayAsyncActionStyle()
    case .leading: LeadingAsyncActionStyle()
    case .trailing: TrailingAsyncActionStyle()
    case .pulse: PulseAsyncActionStyle()
    }
  }

  var progressLook: ActionLooks.Progress {
    switch self {
    case .overlayBar: .bar
    case .overlayPercent: .percent
    default: .ring
    }
  }

  /// The overlay and the pulse draw over the label; the leading and trailing looks add beside it.
  var keepsSize: Bool { self != .leading && self != .trailing }

  var description: String { rawValue }
}

/// The states a look is rendered in.
enum ButtonState: Sendable, CustomStringConvertible {
  case idle, busy, failure, idleAfterFailure
  case progress(Double)
  /// Progress while a tap cancels the run (`ActionConfiguration.TapPolicy.cancelWhileBusy`).
  case progressTapCancels(Double)

  var presentation: ActionPresentation {
    switch self {
    case .idle:
      .idle
    case .busy:
      ActionPresentation(
        indicator: .spinner, phase: .busy, isBusy: true, isBusyIndicatorVisible: true,
        busyIndicatorShowCount: 1)
    case .progress(let fraction):
      ActionPresentation(
        indicator: .progress(fraction), phase: .busy, isBusy: true, isBusyIndicatorVisible: true,
        busyIndicatorShowCount: 1)
    case .failure:
      ActionPresentation(
        indicator: .failed, phase: .failed, isBusy: false, isBusyIndicatorVisible: false, failureCount: 1,
        consecutiveFailureCount: 1)
    case .idleAfterFailure:
      ActionPresentation(
        indicator: nil, phase: .idle, isBusy: false, isBusyIndicatorVisible: false, failureCount: 1,
        consecutiveFailureCount: 1)
    case .progressTapCancels(let fraction):
      ActionPresentation(
        indicator: .progress(fraction), phase: .busy, isBusy: true, isBusyIndicatorVisible: true,
        busyIndicatorShowCount: 1, tapCancels: true)
    }
  }

  var description: String {
    switch self {
    case .idle: "idle"
    case .busy: "busy"
    case .failure: "failure"
    case .idleAfterFailure: "idle after a failure"
    case .progress(let fraction): "progress \(fraction)"
    case .progressTapCancels(let fraction): "progress \(fraction), a tap cancels"
    }
  }
}

/// A colour with straight (not premultiplied) components from 0 to 1.
struct RGBA: CustomStringConvertible {
  var red, green, blue, alpha: Double

  /// Whether the two colours are the same, within what rounding and colour matching change.
  func matches(_ other: RGBA) -> Bool {
    abs(red - other.red) <= 0.15 && abs(green - other.green) <= 0.15 && abs(blue - other.blue) <= 0.15
  }

  var description: String {
    String(format: "rgba(%.2f, %.2f, %.2f, %.2f)", red, green, blue, alpha)
  }
}

/// A rendered view as premultiplied RGBA bytes, 8 bits a component, the first row at the top.
struct Bitmap {
  struct Size: Equatable, CustomStringConvertible {
    var width, height: Int
    var description: String { "\(width)×\(height) px" }
  }

  struct Pixel {
    var x, y: Int
    var colour: RGBA
  }

  let size: Size
  private let bytes: [UInt8]

  @MainActor init(_ view: some View, scale: CGFloat) {
    let renderer = ImageRenderer(content: view)
    renderer.scale = scale
    guard let image = renderer.cgImage else {
      Issue.record("ImageRenderer made no image")
      size = Size(width: 0, height: 0)
      bytes = []
      return
    }
    let width = image.width
    let height = image.height
    var bytes = [UInt8](repeating: 0, count: width * height * 4)
    bytes.withUnsafeMutableBytes { buffer in
      let context = CGContext(
        data: buffer.baseAddress, width: width, height: height, bitsPerComponent: 8, bytesPerRow: width * 4,
        space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)
      context?.draw(image, in: CGRect(x: 0, y: 0, width: width, height: height))
    }
    self.size = Size(width: width, height: height)
    self.bytes = bytes
  }

  func pixel(x: Int, y: Int) -> RGBA {
    let offset = (y * size.width + x) * 4
    let alpha = Double(bytes[offset + 3]) / 255
    guard alpha > 0 else { return RGBA(red: 0, green: 0, blue: 0, alpha: 0) }
    return RGBA(
      red: Double(bytes[offset]) / 255 / alpha, green: Double(bytes[offset + 1]) / 255 / alpha,
      blue: Double(bytes[offset + 2]) / 255 / alpha, alpha: alpha)
  }

  /// The pixels painted at more than half coverage: the edges of antialiased shapes and a
  /// translucent track are left out.
  var inked: [Pixel] {
    var pixels: [Pixel] = []
    for y in 0..<size.height {
      for x in 0..<size.width {
        let colour = pixel(x: x, y: y)
        if colour.alpha > 0.5 { pixels.append(Pixel(x: x, y: y, colour: colour)) }
      }
    }
    return pixels
  }
}
