import Testing

@testable import AsyncActionCore

/// The language the package's strings speak: the app's own, among the user's languages.
@Suite struct AppLanguageTests {
  @Test func anEnglishOnlyAppSpeaksEnglishOnASpanishDevice() {
    let languages = ActionStrings.appLanguages(
      userLanguages: ["es-ES", "fr-FR"], appLocalizations: ["en", "Base"], developmentLocalization: "en")
    #expect(languages == ["en"])
    #expect(ActionStrings(preferredLanguages: languages).language == "en")
  }

  @Test func theUsersRegionStillPicksThePackagesStrings() {
    // The app is localized in Portuguese; the user reads Brazilian Portuguese.
    let languages = ActionStrings.appLanguages(
      userLanguages: ["pt-BR"], appLocalizations: ["pt", "en"], developmentLocalization: "en")
    #expect(languages == ["pt-BR", "pt"])
    #expect(ActionStrings(preferredLanguages: languages).language == "pt-BR")
    // A legacy folder name, written with an underscore.
    #expect(
      ActionStrings.appLanguages(
        userLanguages: ["pt-BR"], appLocalizations: ["pt_BR"], developmentLocalization: nil)
        == ["pt-BR", "pt-BR"])
  }

  @Test func anAppLocalizedInTheUsersLanguageSpeaksIt() {
    let languages = ActionStrings.appLanguages(
      userLanguages: ["fr-CA", "es-ES"], appLocalizations: ["en", "es", "Base"], developmentLocalization: "en"
    )
    // French first, which the app lacks; then Spanish, which it has.
    #expect(languages == ["es-ES", "es"])
    #expect(ActionStrings(preferredLanguages: languages).language == "es")
  }

  @Test func aRegionOrScriptOfTheAppsLanguageMatches() {
    #expect(
      ActionStrings.appLanguages(
        userLanguages: ["en-US"], appLocalizations: ["en-GB", "de"], developmentLocalization: "de")
        == ["en-US", "en-GB"])
    #expect(
      ActionStrings.appLanguages(
        userLanguages: ["zh-Hans-CN"], appLocalizations: ["zh-Hans", "en"], developmentLocalization: "en")
        == ["zh-Hans-CN", "zh-Hans"])
    // A region implies its script: Traditional Chinese is the app's zh-TW, never its zh-CN.
    #expect(
      ActionStrings.appLanguages(
        userLanguages: ["zh-Hant-TW"], appLocalizations: ["zh-CN", "zh-TW"], developmentLocalization: "zh-CN")
        == ["zh-Hant-TW", "zh-TW"])
  }

  @Test func anotherScriptIsNotTheSameLanguage() {
    #expect(
      ActionStrings.appLanguages(
        userLanguages: ["zh-Hant-TW", "en"], appLocalizations: ["zh-Hans", "en"],
        developmentLocalization: "en")
        == ["en", "en"])
    // The package's own strings: no Traditional Chinese, so English, not Simplified.
    #expect(ActionStrings(language: "zh-Hant-TW").language == "en")
  }

  @Test func withNoneOfTheUsersLanguagesTheAppsDevelopmentLanguage() {
    #expect(
      ActionStrings.appLanguages(
        userLanguages: ["ja"], appLocalizations: ["de", "fr"], developmentLocalization: "fr") == ["fr"])
    #expect(
      ActionStrings.appLanguages(
        userLanguages: ["ja"], appLocalizations: ["de", "fr"], developmentLocalization: nil)
        == ["de"])
  }

  @Test func aProgramWithNoLocalizationsFollowsTheUser() {
    #expect(
      ActionStrings.appLanguages(
        userLanguages: ["ar", "en"], appLocalizations: [], developmentLocalization: nil)
        == ["ar", "en"])
    #expect(
      ActionStrings.appLanguages(
        userLanguages: ["ar"], appLocalizations: ["Base"], developmentLocalization: "en")
        == ["ar"])
  }
}
