import Testing

@_spi(Shell) @testable import AsyncActionCore

/// The accessibility strings load from the resource bundle, on Linux too.
@Suite struct LocalizationTests {
  @Test func englishAndSpanishStringsLoad() {
    let english = ActionStrings(language: "en")
    #expect(english.language == "en")
    #expect(
      [english.inProgress, english.done, english.failed, english.cancelled] == [
        "In progress", "Done", "Failed", "Cancelled",
      ])
    let spanish = ActionStrings(language: "es")
    #expect(spanish.language == "es")
    #expect(
      [spanish.inProgress, spanish.done, spanish.failed, spanish.cancelled] == [
        "En curso", "Hecho", "Error", "Cancelado",
      ])
  }

  @Test func tenLanguagesShipIncludingARightToLeftOne() {
    let languages = Set(ActionStrings.supportedLanguages)
    #expect(languages.count >= 10, "\(languages.sorted())")
    #expect(languages.isSuperset(of: ["en", "es", "fr", "de", "ja", "zh-Hans", "pt-BR", "ar"]))
    #expect(ActionStrings(language: "ar").inProgress == "قيد التنفيذ")
    #expect(ActionStrings(language: "zh-Hans-CN").done == "已完成")
    #expect(ActionStrings(language: "pt_BR").failed == "Falhou")
  }

  @Test func everySupportedLanguageHasEveryString() {
    #expect(Set(["en", "es"]).isSubset(of: ActionStrings.supportedLanguages))
    let english = ActionStrings(language: "en")
    for language in ActionStrings.supportedLanguages where language != "en" {
      let strings = ActionStrings(language: language)
      for (translated, key) in [
        (strings.inProgress, english.inProgress), (strings.done, english.done),
        (strings.failed, english.failed), (strings.cancelled, english.cancelled),
        (strings.cancel, english.cancel), (strings.tryAgain, english.tryAgain),
      ] {
        #expect(!translated.isEmpty)
        #expect(translated != key, "\(language) has no translation of \(key)")
      }
      // "OK" is "OK" in many languages; it must still be found, not fall back to its key by
      // accident of a missing entry.
      #expect(strings.ok == Self.ok[language], "\(language)")
    }
  }

  /// The dismiss button of an error alert in each language: equal to the key in some, so the test
  /// names each.
  static let ok = [
    "ar": "حسنًا", "de": "OK", "es": "Aceptar", "fr": "OK", "it": "OK", "ja": "OK", "ko": "확인", "nl": "OK",
    "pt-BR": "OK", "zh-Hans": "好",
  ]

  @Test func theNewStringsOfTheButtonAndItsAlertLoad() {
    let english = ActionStrings(language: "en")
    #expect([english.cancel, english.tryAgain, english.ok] == ["Cancel", "Try Again", "OK"])
    let spanish = ActionStrings(language: "es")
    #expect([spanish.cancel, spanish.tryAgain, spanish.ok] == ["Cancelar", "Reintentar", "Aceptar"])
    #expect(ActionStrings(language: "ar").tryAgain == "إعادة المحاولة")
  }

  @Test(arguments: [
    (["es-MX"], "es"), (["es_ES"], "es"), (["sv", "es"], "es"), (["sv"], "en"), ([], "en"), (["EN-gb"], "en"),
  ])
  func theBestLanguageIsChosen(preferred: [String], expected: String) {
    #expect(ActionStrings(preferredLanguages: preferred).language == expected)
  }

  @Test func theLanguagesAreTheTranslationsCompiledInWrittenTheBCP47Way() {
    #expect(
      ActionStrings.supportedLanguages == [
        "ar", "de", "en", "es", "fr", "it", "ja", "ko", "nl", "pt-BR", "zh-Hans",
      ])
    #expect(ActionStrings(language: "pt_br").language == "pt-BR")
    #expect(ActionStrings(language: "ZH-hans-cn").language == "zh-Hans")
  }

  @Test func aScriptIsKeptBeforeTheBareLanguage() {
    let available = ["en", "zh-Hans", "zh-Hant"]
    #expect(ActionStrings.bestLocalization(for: ["zh-Hant-TW"], available: available) == "zh-Hant")
    #expect(ActionStrings.bestLocalization(for: ["pt-BR"], available: ["en", "pt", "pt-BR"]) == "pt-BR")
    #expect(ActionStrings.bestLocalization(for: ["pt-PT"], available: ["en", "pt", "pt-BR"]) == "pt")
    #expect(
      ActionStrings.bestLocalization(for: ["fr"], available: ["de", "en"]) == "en", "English is the fallback")
  }

  @Test func posixEnvironmentIsReadAsGettextDoes() {
    #expect(ActionStrings.languages(fromEnvironment: ["LANG": "es_MX.UTF-8"]) == ["es-MX"])
    #expect(
      ActionStrings.languages(fromEnvironment: ["LANGUAGE": "fr:es", "LANG": "de_DE.UTF-8"]) == [
        "fr", "es", "de-DE",
      ])
    #expect(
      ActionStrings.languages(fromEnvironment: ["LC_ALL": "es_ES@euro", "LANG": "en_US.UTF-8"]) == ["es-ES"])
    #expect(
      ActionStrings.languages(fromEnvironment: ["LC_MESSAGES": "es_ES.UTF-8", "LANG": "en_US"]) == ["es-ES"])
    #expect(ActionStrings.languages(fromEnvironment: ["LANGUAGE": "es", "LANG": "C.UTF-8"]) == [])
    #expect(ActionStrings.languages(fromEnvironment: ["LANG": "POSIX"]) == [])
    #expect(ActionStrings.languages(fromEnvironment: [:]) == [])
  }

  @Test func aSpanishEnvironmentGivesSpanishStrings() {
    let languages = ActionStrings.languages(fromEnvironment: ["LANG": "es_AR.UTF-8"])
    #expect(ActionStrings(preferredLanguages: languages).inProgress == "En curso")
  }
}
