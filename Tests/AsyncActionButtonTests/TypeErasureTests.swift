import Foundation
import SwiftUI
import Testing

@testable import AsyncActionButton
@_spi(Shell) @testable import AsyncActionCore

/// Which styles the button draws with its own label type, with no `AnyView` around it, and which
/// through their erased hosts: no style and every built-in style that draws the label as it is,
/// and for failures none, the shake and the bounce, go the first way, so that switching among
/// them keeps the label's and the button's identity. (That SwiftUI keeps the identity needs its
/// runtime, which Linux has not; these check the routing that gives it.)
@MainActor @Suite struct TypeErasureTests {
  struct Dimmed: AsyncActionStyle {
    func makeBody(configuration: Configuration) -> some View {
      configuration.label.opacity(configuration.isBusyIndicatorVisible ? 0.5 : 1)
    }
  }

  struct Wobble: AsyncActionFailureStyle {
    func makeBody(configuration: Configuration) -> some View {
      configuration.content.rotationEffect(.degrees(configuration.isShowingFailure ? 3 : 0))
    }
  }

  @Test(arguments: ActionLooks.Busy.allCases)
  func eachBuiltInStyleThatDrawsTheLabelAsItIsSkipsTheErasedHost(look: ActionLooks.Busy) {
    let erased = AnyAsyncActionStyle(look.builtInStyle)
    #expect(erased.plainLook == (look == .symbolEffect ? nil : look))
  }

  @Test func aSymbolEffectStyleAndAStyleOfTheAppsDrawThroughTheirHosts() {
    #expect(AnyAsyncActionStyle(SymbolEffectAsyncActionStyle(.pulse)).plainLook == nil)
    #expect(AnyAsyncActionStyle(Dimmed()).plainLook == nil)
  }

  @Test func theShakeAndTheBounceArePlayedWithoutTheErasedHost() {
    #expect(AnyAsyncActionFailureStyle(ShakeAsyncActionFailureStyle.shake).builtIn?.look == .shake)
    #expect(
      AnyAsyncActionFailureStyle(SymbolEffectAsyncActionFailureStyle.symbolEffect).builtIn?.look
        == .symbolEffect)
    #expect(
      AnyAsyncActionFailureStyle(SymbolEffectAsyncActionFailureStyle(.bounce)).builtIn?.look == .symbolEffect)
    #expect(AnyAsyncActionFailureStyle(SymbolEffectAsyncActionFailureStyle(.pulse)).builtIn == nil)
    #expect(AnyAsyncActionFailureStyle(Wobble()).builtIn == nil)
    #expect(AnyAsyncActionFailureStyle(NoAsyncActionFailureStyle.none).isNone)
  }

  @Test func theConfigurationKeepsTheLabelUnerasedUntilAStyleReadsIt() {
    let configuration = AsyncActionStyleConfiguration(
      label: Text("Save"), presentation: .idle, progressLook: .ring, reduceMotion: false,
      locale: Locale(identifier: "en"))
    #expect(configuration.labelView is Text)
  }
}
