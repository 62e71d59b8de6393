@_spi(Shell) import AsyncActionTestSupport
import Foundation
import Testing

@_spi(Shell) @testable import AsyncActionCore

/// `LookAppearanceMemo`: the same appearances as `ActionLooks.appearance`, computed again when the
/// look inputs, the reduced-motion or contrast setting, or the titles change.
@Suite struct LookAppearanceMemoTests {
  static let english = Locale(identifier: "en")

  @Test func theMemoDrawsWhatTheLooksSay() {
    let looks = ActionLooks(busy: .pulse, progress: .ring)
    let memo = LookAppearanceMemo(looks: looks, supportsSymbolEffects: false, locale: Self.english)
    func direct(
      _ presentation: ActionPresentation, _ reduceMotion: Bool, titles: ActionTitles = .none
    )
      -> LookAppearance
    {
      looks.appearance(
        of: presentation, titles: titles, reduceMotion: reduceMotion, supportsSymbolEffects: false,
        locale: Self.english)
    }
    let idle = ActionPresentation.showing(nil)
    // A click after a click, a failure, progress: inputs come back after others.
    let sequence: [ActionPresentation] = [
      idle, .showing(.spinner), idle, .showing(.spinner), .showing(.progress(0.4)),
      .showing(.progress(0.6)), .showing(.failed, failureCount: 1), idle, .showing(.spinner), idle,
    ]
    for reduceMotion in [false, true, false] {
      for presentation in sequence {
        #expect(
          memo.appearance(of: presentation, reduceMotion: reduceMotion) == direct(presentation, reduceMotion))
      }
    }
    // Other titles: the memo forgets the appearances drawn without them.
    let busy = ActionPresentation.showing(.spinner)
    _ = memo.appearance(of: busy, reduceMotion: false)
    let titles = ActionTitles.tryAgain(busy: "Saving…")
    memo.titles = titles
    #expect(memo.appearance(of: busy, reduceMotion: false) == direct(busy, false, titles: titles))
    #expect(memo.appearance(of: busy, reduceMotion: false) != direct(busy, false))
  }

  @Test func aHitKeepsItsEntryAndTheOtherIsReplaced() {
    let memo = LookAppearanceMemo(looks: ActionLooks(), supportsSymbolEffects: false, locale: Self.english)
    let (a, b, c) = (
      ActionPresentation.showing(nil), ActionPresentation.showing(.spinner),
      ActionPresentation.showing(.succeeded)
    )
    for presentation in [a, b, a, c, a] { _ = memo.appearance(of: presentation, reduceMotion: false) }
    // A, B and C computed once each; A, used just before C came, kept over B.
    #expect(memo.computedCount == 3)
    _ = memo.appearance(of: b, reduceMotion: false)
    #expect(memo.computedCount == 4)
  }

  @Test func theContrastIsPartOfTheKey() {
    let memo = LookAppearanceMemo(looks: ActionLooks(busy: .pulse), supportsSymbolEffects: false)
    let busy = ActionPresentation.showing(.spinner)
    #expect(memo.appearance(of: busy, reduceMotion: false).opacities == .standard)
    #expect(
      memo.appearance(of: busy, reduceMotion: false, increasedContrast: true).opacities == .increasedContrast)
  }

  @Test func theShellsSymbolEffectsAndLocaleAreTheMemos() {
    let looks = ActionLooks(busy: .symbolEffect, progress: .percent)
    let busy = ActionPresentation.showing(.spinner)
    let swiftUI = LookAppearanceMemo(looks: looks, supportsSymbolEffects: true)
    let gtk = LookAppearanceMemo(looks: looks, supportsSymbolEffects: false, locale: Locale(identifier: "es"))
    #expect(swiftUI.appearance(of: busy, reduceMotion: false).titleAnimation == .symbolEffect)
    #expect(gtk.appearance(of: busy, reduceMotion: false).titleAnimation == .pulse)
    #expect(
      gtk.appearance(of: .showing(.progress(0.29)), reduceMotion: false).indicator
        == .percent(PercentFormat.string(0.29, locale: Locale(identifier: "es"))))
  }
}
