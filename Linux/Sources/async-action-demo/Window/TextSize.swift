import CGtk

/// The demo's text size, as a reader's app has one: Ctrl+plus makes every text larger, Ctrl+minus
/// smaller, and Ctrl+0 brings back the desktop's size. It scales the font of GTK's settings
/// (`gtk-font-name`) for the whole application, a ``factor`` a step; every button's label follows,
/// and with it the spinner, the ring, the marks and the gap beside the label, which are
/// proportions of the label's line height.
@MainActor
final class TextSize {
  /// How much larger each step up makes the text (and each step down smaller).
  static let factor = 1.25
  /// The steps the text can take, 0 being the desktop's size.
  static let steps = -2...4

  private let settings: OpaquePointer
  /// The desktop's font, which step 0 shows.
  private let desktopFont: String
  /// The step the text shows.
  private(set) var step = 0

  /// Reads the desktop's font from `settings`, which it keeps, unowned: GTK's settings of a
  /// display live as long as the display.
  init(settings: OpaquePointer) {
    self.settings = settings
    if let name = cgtk_settings_font_name(settings) {
      desktopFont = String(cString: name)
      g_free(name)
    } else {
      desktopFont = "Sans 10"
    }
  }

  /// Takes the text `delta` steps larger (negative: smaller), within ``steps``; `nil` brings
  /// back the desktop's size. Returns whether the size changed.
  func change(by delta: Int?) -> Bool {
    let target = delta.map { min(max(step + $0, Self.steps.lowerBound), Self.steps.upperBound) } ?? 0
    guard target != step else { return false }
    step = target
    let description = pango_font_description_from_string(desktopFont)!
    defer { pango_font_description_free(description) }
    let size = Double(pango_font_description_get_size(description))
    let scaled = size * Self.scale(of: step)
    if pango_font_description_get_size_is_absolute(description) != 0 {
      pango_font_description_set_absolute_size(description, scaled.rounded())
    } else {
      pango_font_description_set_size(description, Int32(scaled.rounded()))
    }
    let name = pango_font_description_to_string(description)!
    defer { g_free(name) }
    cgtk_settings_set_font_name(settings, name)
    return true
  }

  /// How much larger than the desktop's the text is at `step`.
  static func scale(of step: Int) -> Double {
    (0..<abs(step)).reduce(1) { scale, _ in step > 0 ? scale * factor : scale / factor }
  }
}
