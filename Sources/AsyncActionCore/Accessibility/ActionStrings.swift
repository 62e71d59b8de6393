import Foundation

/// The localized strings a button speaks and shows: its accessibility value while busy, the
/// announcements when a run ends, its label while a tap cancels, its retry title, and the buttons
/// of an error alert.
///
/// The strings ship as `.strings` files in the package's resource bundle, so they load on Linux
/// as well as on Apple platforms.
///
/// ```swift
/// let spanish = ActionStrings(language: "es")
/// spanish.inProgress  // "En curso"
/// ```
public struct ActionStrings: Hashable, Sendable {
  /// The localization the strings come from, for example `"es"`.
  public var language: String { table.language }
  /// "In progress": the accessibility value of a busy button.
  public var inProgress: String { table.inProgress }
  /// "Done": the accessibility value and announcement after a successful run.
  public var done: String { table.done }
  /// "Failed": the accessibility value and announcement after a failed run.
  public var failed: String { table.failed }
  /// "Cancelled": the announcement after a cancelled run.
  public var cancelled: String { table.cancelled }
  /// "Cancel": the accessibility label of a button whose tap now cancels its run
  /// (``ActionPresentation/tapCancels``, under ``ActionTapPolicy/cancelWhileBusy``), in place of the
  /// button's own label: what a tap does now.
  public var cancel: String { table.cancel }
  /// "Try Again": the built-in retry title (``ActionTitles/tryAgain(busy:strings:)``), and the
  /// button of an error alert or banner that presses the failed button again
  /// (``ActionEvent/pressAgain()``).
  public var tryAgain: String { table.tryAgain }
  /// "OK": the button that dismisses an error alert or banner.
  public var ok: String { table.ok }

  /// The strings, loaded once and shared by every copy of this value: an engine holds one
  /// reference rather than eight strings. Strings are a function of the language, so two values
  /// with the same language are equal.
  private let table: Table

  private final class Table: Sendable {
    let language, inProgress, done, failed, cancelled, cancel, tryAgain, ok: String

    init(language: String, lookUp: (String) -> String) {
      self.language = language
      inProgress = lookUp("In progress")
      done = lookUp("Done")
      failed = lookUp("Failed")
      cancelled = lookUp("Cancelled")
      cancel = lookUp("Cancel")
      tryAgain = lookUp("Try Again")
      ok = lookUp("OK")
    }
  }

  /// Whether two values hold the strings of the same language.
  public static func == (lhs: ActionStrings, rhs: ActionStrings) -> Bool {
    lhs.table === rhs.table || lhs.language == rhs.language
  }

  /// Hashes the language, which decides every string.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(language)
  }

  /// The strings in one language.
  ///
  /// - Parameter language: A language tag such as `"es"`, `"es-MX"` or `"pt_BR"`. A region or
  ///   script the package has no strings for falls back to the bare language, and a language it
  ///   has no strings for falls back to English.
  public init(language: String) {
    self.init(preferredLanguages: [language])
  }

  /// The strings in the first of several languages that the package has.
  ///
  /// - Parameter preferredLanguages: Language tags, most preferred first.
  public init(preferredLanguages: [String]) {
    let language = Self.bestLocalization(for: preferredLanguages, available: Self.supportedLanguages)
    let directory = Self.localizationDirectories[language] ?? language
    let bundle = Bundle.module.path(forResource: directory, ofType: "lproj").flatMap(Bundle.init(path:))
    func lookUp(_ key: String) -> String {
      bundle?.localizedString(forKey: key, value: key, table: nil) ?? key
    }
    table = Table(language: language, lookUp: lookUp)
  }

  /// The strings in the user's language.
  ///
  /// On Apple platforms that is the user's preferred language. On Linux it follows the
  /// environment as gettext does: `LANGUAGE`, then `LC_ALL`, `LC_MESSAGES` and `LANG`.
  public static let current = ActionStrings(preferredLanguages: userLanguages())

  /// The languages the package has strings for, as BCP 47 tags (`"pt-BR"`, `"zh-Hans"`).
  public static let supportedLanguages: [String] = localizationDirectories.keys.sorted()

  /// The `.lproj` folder of each supported language. SwiftPM lower-cases the folder names on
  /// Linux (`pt-br.lproj`), so the tag a caller sees and the folder on disk can differ.
  static let localizationDirectories: [String: String] = {
    let found = Bundle.module.localizations.filter { $0 != "Base" }
    let directories = found.isEmpty ? ["en"] : found
    return Dictionary(directories.map { (canonicalTag($0), $0) }, uniquingKeysWith: { first, _ in first })
  }()

  /// `pt-br` → `pt-BR`, `zh-hans` → `zh-Hans`: language in lower case, script capitalised,
  /// region in upper case.
  static func canonicalTag(_ tag: String) -> String {
    let parts = tag.replacingOccurrences(of: "_", with: "-").split(separator: "-").map(String.init)
    return parts.enumerated().map { index, part in
      if index == 0 { return part.lowercased() }
      if part.count == 4 { return part.prefix(1).uppercased() + part.dropFirst().lowercased() }
      return part.uppercased()
    }.joined(separator: "-")
  }

  /// The user's preferred languages.
  static func userLanguages() -> [String] {
    #if canImport(Darwin)
      return Locale.preferredLanguages
    #else
      return languages(fromEnvironment: ProcessInfo.processInfo.environment)
    #endif
  }

  /// The preferred languages that a POSIX environment states, in gettext's order: `LANGUAGE`
  /// (a colon-separated list) unless the locale is `C` or `POSIX`, then the first of `LC_ALL`,
  /// `LC_MESSAGES` and `LANG` that is set.
  ///
  /// - Parameter environment: The environment variables.
  /// - Returns: Language tags such as `["es-MX", "en"]`; empty for the `C` locale.
  static func languages(fromEnvironment environment: [String: String]) -> [String] {
    let locale = ["LC_ALL", "LC_MESSAGES", "LANG"].lazy
      .compactMap { environment[$0] }
      .first { !$0.isEmpty }
    guard let locale, !["C", "POSIX"].contains(languageTag(fromPOSIX: locale)) else { return [] }
    let list = (environment["LANGUAGE"] ?? "").split(separator: ":").map(String.init)
    return (list + [locale]).map(languageTag(fromPOSIX:)).filter { !$0.isEmpty }
  }

  /// `es_MX.UTF-8@euro` → `es-MX`.
  static func languageTag(fromPOSIX value: String) -> String {
    let base = value.prefix { $0 != "." && $0 != "@" }
    return base.replacingOccurrences(of: "_", with: "-")
  }

  /// The best of `available` for `preferred`: an exact match, else the same language with its
  /// script kept (`zh-Hans-CN` → `zh-Hans`), else the bare language, else English.
  static func bestLocalization(for preferred: [String], available: [String]) -> String {
    let lowered = Dictionary(available.map { ($0.lowercased(), $0) }, uniquingKeysWith: { first, _ in first })
    for tag in preferred {
      let normalized = tag.replacingOccurrences(of: "_", with: "-").lowercased()
      var parts = normalized.split(separator: "-").map(String.init)
      while !parts.isEmpty {
        if let match = lowered[parts.joined(separator: "-")] { return match }
        parts.removeLast()
      }
    }
    return lowered["en"] ?? available.first ?? "en"
  }
}
