@_spi(Shell) import AsyncActionCore
import CGtk
import Foundation

/// The demo's own strings, in one language: `.strings` files compiled into the demo
/// (`scripts/strings-tables`), as the engine's `ActionStrings` are, so both speak the same
/// language, and the demo copied alone to another folder still speaks it.
///
/// The language is chosen explicitly from GLib's `g_get_language_names()`, which honours
/// `LANGUAGE`, `LC_ALL`, `LC_MESSAGES` and `LANG` (on Linux `Locale.preferredLanguages` ignores
/// them). A language the demo has no strings for falls back to English.
struct DemoStrings {
  /// The localization the strings come from: `"en"`, `"es"` or `"ar"`.
  let language: String
  /// The engine's strings (accessibility value, announcements) in the same language.
  let actionStrings: ActionStrings
  private let translation: [String: String]

  init(preferredLanguages: [String]) {
    language = Self.bestLocalization(for: preferredLanguages, available: Self.translations.keys.sorted())
    translation = Self.translations[language] ?? [:]
    actionStrings = ActionStrings(preferredLanguages: [language])
  }

  /// The strings in the language GLib picks from the environment.
  static func forUser() -> DemoStrings {
    DemoStrings(preferredLanguages: userLanguages())
  }

  /// The text of `key` in this language, or `key` itself if it has no translation.
  ///
  /// A key English lacks is a string of the code that no table has (a caption reworded in the
  /// code and not in the `.strings` files): every language would show it in English. It is
  /// written to standard error as a warning, which the UI tests' log check fails on, so that such
  /// a key cannot ship; `DemoStringsTests` checks that every language has every English key.
  func callAsFunction(_ key: String) -> String {
    if Self.translations["en"]?[key] == nil {
      FileHandle.standardError.write(
        Data("async-action-demo-WARNING: no string for \(key.debugDescription)\n".utf8))
    }
    return translation[key] ?? key
  }

  /// The text of `key` with each `{name}` placeholder replaced by its value.
  func callAsFunction(_ key: String, _ values: KeyValuePairs<String, String>) -> String {
    values.reduce(self(key)) { text, pair in
      text.replacingOccurrences(of: "{\(pair.key)}", with: pair.value)
    }
  }

  /// Whether the language is written right to left. As in GTK's own catalogues, the translation
  /// says so: `"default:LTR"` becomes `"default:RTL"` in a right-to-left language.
  var isRightToLeft: Bool { self("default:LTR") == "default:RTL" }

  /// GLib's language names, most preferred first, as language tags: `es_ES.UTF-8` → `es-ES`.
  /// The `C` locale ends the list.
  static func userLanguages() -> [String] {
    var tags: [String] = []
    guard var names = g_get_language_names() else { return tags }
    while let name = names.pointee {
      let value = String(cString: name)
      if value == "C" || value == "POSIX" { break }
      let tag = value.prefix { $0 != "." && $0 != "@" }.replacingOccurrences(of: "_", with: "-")
      if !tag.isEmpty && !tags.contains(tag) { tags.append(tag) }
      names += 1
    }
    return tags
  }

  /// The best of `available` for `preferred`: an exact match, else the bare language, else
  /// English.
  static func bestLocalization(for preferred: [String], available: [String]) -> String {
    let lowered = Dictionary(available.map { ($0.lowercased(), $0) }, uniquingKeysWith: { first, _ in first })
    for tag in preferred {
      var parts = tag.lowercased().split(separator: "-").map(String.init)
      while !parts.isEmpty {
        if let match = lowered[parts.joined(separator: "-")] { return match }
        parts.removeLast()
      }
    }
    return lowered["en"] ?? available.first ?? "en"
  }
}
