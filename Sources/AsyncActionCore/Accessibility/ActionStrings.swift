import Foundation

/// The localized strings a button speaks and shows: its accessibility value while busy (with the
/// percentage while progress shows), the announcements when a run ends, what it says while a tap
/// cancels, its retry title, and the buttons of an error alert.
///
/// The translations are `.strings` files compiled into the module (`scripts/strings-tables`), so
/// they load on Linux as well as on Apple platforms, and an installed app finds them in its own
/// binary: there is no resource bundle that could be missing beside it.
///
/// ```swift
/// let spanish = ActionStrings(language: "es")
/// spanish.inProgress  // "En curso"
/// spanish.inProgress(percent: "40 %")  // "En curso, 40 %"
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
  /// "Cancel": what a tap does to a busy button under ``ActionConfiguration/TapPolicy/cancelWhileBusy``, as a
  /// word.
  public var cancel: String { table.cancel }
  /// "Press to cancel": the accessibility hint of a button whose tap now cancels its run
  /// (``ActionPresentation/tapCancels``, under ``ActionConfiguration/TapPolicy/cancelWhileBusy``). The button
  /// keeps its title as its label; the hint says what a press does now.
  public var pressToCancel: String { table.pressToCancel }
  /// "Try Again": the built-in retry title (``ActionTitles/tryAgain(busy:strings:)``), and the
  /// button of an error alert or banner that presses the failed button again
  /// (``ActionEvent/pressAgain()``).
  public var tryAgain: String { table.tryAgain }
  /// "OK": the button that dismisses an error alert or banner.
  public var ok: String { table.ok }

  /// "In progress, 42 %": the accessibility value of a busy button while its progress shows, with
  /// the percentage as ``PercentFormat`` writes it. The order of the two and what comes between
  /// them are the translation's ("In progress, %@").
  ///
  /// ```swift
  /// ActionStrings(language: "ja").inProgress(percent: "40%")  // "処理中、40%"
  /// ```
  ///
  /// - Parameter percent: The percentage as text, such as "42 %".
  /// - Returns: The localized value.
  public func inProgress(percent: String) -> String {
    String(format: table.inProgressPercent, percent)
  }

  /// An accessibility value followed by a hint, for a UI that says both in one text (GTK's
  /// accessible description): "In progress, 40%. Press to cancel". The joining is the
  /// translation's ("%1$@. %2$@").
  func value(_ value: String, hint: String) -> String {
    String(format: table.valueAndHint, value, hint)
  }

  /// The strings, loaded once and shared by every copy of this value: an engine holds one
  /// reference rather than a dozen strings. Strings are a function of the language, so two values
  /// with the same language are equal.
  private let table: Table

  private final class Table: Sendable {
    let language, inProgress, done, failed, cancelled, cancel, tryAgain, ok: String
    /// The formats of ``inProgress(percent:)`` and ``value(_:hint:)``, and the hint of a tap that cancels.
    let inProgressPercent, valueAndHint, pressToCancel: String

    init(language: String, lookUp: (String) -> String) {
      self.language = language
      inProgress = lookUp("In progress")
      done = lookUp("Done")
      failed = lookUp("Failed")
      cancelled = lookUp("Cancelled")
      cancel = lookUp("Cancel")
      tryAgain = lookUp("Try Again")
      ok = lookUp("OK")
      inProgressPercent = lookUp("In progress, %@")
      valueAndHint = lookUp("%1$@. %2$@")
      pressToCancel = lookUp("Press to cancel")
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
    let translation = Self.translations[language] ?? [:]
    table = Table(language: language) { key in translation[key] ?? key }
  }

  /// The strings in the language the app speaks.
  ///
  /// That is the first of the user's preferred languages that the app itself is localized in, as
  /// `Bundle.main.preferredLocalizations` chooses the app's own language: an app localized in
  /// English alone speaks English on a device set to Spanish, buttons included. An app with no
  /// localizations of its own (a program on Linux, a command-line tool) follows the user's
  /// languages. On Apple platforms those are the user's preferred languages; on Linux the
  /// environment, as gettext reads it: `LANGUAGE`, then `LC_ALL`, `LC_MESSAGES` and `LANG`.
  public static let current = ActionStrings(preferredLanguages: currentLanguages())

  /// The languages ``current`` speaks in: on Apple platforms the app's own language among the
  /// user's (``appLanguages(userLanguages:appLocalizations:developmentLocalization:)``); on Linux
  /// the environment's, as a program there has no localizations of its own to narrow them (and
  /// Foundation's `Bundle.developmentLocalization` stops a program there that reads it).
  static func currentLanguages() -> [String] {
    #if canImport(Darwin)
      return appLanguages(
        userLanguages: userLanguages(), appLocalizations: Bundle.main.localizations,
        developmentLocalization: Bundle.main.developmentLocalization)
    #else
      return userLanguages()
    #endif
  }

  /// The languages the package has strings for, as BCP 47 tags (`"pt-BR"`, `"zh-Hans"`).
  public static let supportedLanguages: [String] = translations.keys.sorted()

  /// The user's preferred languages.
  static func userLanguages() -> [String] {
    #if canImport(Darwin)
      return Locale.preferredLanguages
    #else
      return languages(fromEnvironment: ProcessInfo.processInfo.environment)
    #endif
  }

  /// The languages to speak in, most preferred first: the first of `userLanguages` that the app is
  /// localized in (`appLocalizations`, `Base` aside), followed by the app's localization it
  /// matched, or the app's development language when none is; `userLanguages` themselves when the
  /// app has no localizations.
  ///
  /// A user's language matches a localization of the same language in the same script, in any
  /// region (`pt-BR` the app's `pt`, `en-US` its `en-GB`; `zh-Hant-TW` its `zh-TW`, never its
  /// `zh-CN`), written with `-` or `_` (`pt_BR.lproj`). The user's own tag comes first, so its
  /// region still picks the package's strings (`pt-BR`).
  ///
  /// ```swift
  /// ActionStrings.appLanguages(userLanguages: ["es-ES", "fr"], appLocalizations: ["en"],
  ///                            developmentLocalization: "en")  // ["en"]
  /// ```
  static func appLanguages(
    userLanguages: [String], appLocalizations: [String], developmentLocalization: String?
  ) -> [String] {
    let localizations = appLocalizations.filter { $0 != "Base" }.map(tag(fromLocalization:))
    guard !localizations.isEmpty else { return userLanguages }
    for language in userLanguages {
      if let match = sameLanguage(language, in: localizations) { return [language, match] }
    }
    let development = developmentLocalization.flatMap {
      sameLanguage(tag(fromLocalization: $0), in: localizations)
    }
    return [development ?? localizations[0]]
  }

  /// The first of `localizations` in the language and script of `tag`, in whatever region; `nil`
  /// when none is.
  static func sameLanguage(_ tag: String, in localizations: [String]) -> String? {
    let asked = Locale.Language(identifier: tag)
    let askedScript = Locale.Language(identifier: asked.maximalIdentifier).script
    return localizations.first { localization in
      let candidate = Locale.Language(identifier: localization)
      return candidate.languageCode == asked.languageCode
        && Locale.Language(identifier: candidate.maximalIdentifier).script == askedScript
    }
  }

  /// A localization folder's name as a language tag: `pt_BR` → `pt-BR`.
  static func tag(fromLocalization name: String) -> String {
    name.replacingOccurrences(of: "_", with: "-")
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
    for tag in preferred {
      if let match = match(tag, in: available) { return match }
    }
    return match("en", in: available) ?? available.first ?? "en"
  }

  /// The one of `available` that `tag` asks for: an exact match, else the same language with its
  /// script kept, else the bare language; `nil` when none is that language.
  static func match(_ tag: String, in available: [String]) -> String? {
    let lowered = Dictionary(available.map { ($0.lowercased(), $0) }, uniquingKeysWith: { first, _ in first })
    let normalized = tag.replacingOccurrences(of: "_", with: "-").lowercased()
    var parts = normalized.split(separator: "-").map(String.init)
    while !parts.isEmpty {
      if let match = lowered[parts.joined(separator: "-")] { return match }
      parts.removeLast()
    }
    return nil
  }

}
