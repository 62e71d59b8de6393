#if canImport(SwiftUI)
  @_spi(Shell) import AsyncActionCore
  import SwiftUI

  // The built-in style of every look of the core, one switch per kind of look: a look the core
  // gains does not compile here until the SwiftUI view has a style that draws it, and the drawing
  // table's test (`LookAppearanceTests`) checks that each style draws its own look.

  /// A built-in style that draws one of the core's busy looks.
  protocol BuiltInAsyncActionStyle: AsyncActionStyle {
    /// The core's look this style draws.
    nonisolated var look: ActionLooks.Busy { get }
  }

  /// A built-in style that plays one of the core's failure looks.
  protocol BuiltInAsyncActionFailureStyle: AsyncActionFailureStyle {
    /// The core's look this style plays.
    nonisolated var look: ActionLooks.Failure { get }
  }

  extension OverlayAsyncActionStyle: BuiltInAsyncActionStyle {}
  extension LeadingAsyncActionStyle: BuiltInAsyncActionStyle {}
  extension TrailingAsyncActionStyle: BuiltInAsyncActionStyle {}
  extension PulseAsyncActionStyle: BuiltInAsyncActionStyle {}
  extension SymbolEffectAsyncActionStyle: BuiltInAsyncActionStyle {}
  extension NoAsyncActionStyle: BuiltInAsyncActionStyle {}
  extension ShakeAsyncActionFailureStyle: BuiltInAsyncActionFailureStyle {}
  extension SymbolEffectAsyncActionFailureStyle: BuiltInAsyncActionFailureStyle {}
  extension NoAsyncActionFailureStyle: BuiltInAsyncActionFailureStyle {}

  extension ActionLooks.Busy {
    /// The built-in style that draws this look, as `.asyncActionStyle(_:)` sets it.
    nonisolated var builtInStyle: any BuiltInAsyncActionStyle {
      switch self {
      case .overlay: OverlayAsyncActionStyle.overlay
      case .leading: LeadingAsyncActionStyle.leading
      case .trailing: TrailingAsyncActionStyle.trailing
      case .pulse: PulseAsyncActionStyle.pulse
      case .symbolEffect: SymbolEffectAsyncActionStyle<VariableColorSymbolEffect>.symbolEffect
      case .none: NoAsyncActionStyle.none
      }
    }
  }

  extension ActionLooks.Failure {
    /// The built-in style that plays this look, as `.asyncActionFailureStyle(_:)` sets it.
    nonisolated var builtInStyle: any BuiltInAsyncActionFailureStyle {
      switch self {
      case .none: NoAsyncActionFailureStyle.none
      case .shake: ShakeAsyncActionFailureStyle.shake
      case .symbolEffect: SymbolEffectAsyncActionFailureStyle<BounceSymbolEffect>.symbolEffect
      }
    }
  }
#endif
