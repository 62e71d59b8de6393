#if canImport(SwiftUI)
  @_spi(Shell) import AsyncActionCore
  public import SwiftUI

  /// A type that draws how an async action button reacts when a run fails: a one-shot effect on the
  /// whole button, such as a shake.
  ///
  /// Set it with ``SwiftUI/View/asyncActionFailureStyle(_:)``. It works beside the
  /// ``AsyncActionStyle``, which draws the label and the failure mark:
  ///
  /// ```swift
  /// AsyncActionButton("Sign In") { try await session.signIn() }
  ///   .asyncActionOutcomeMarks(ActionConfiguration.FeedbackTiming(success: nil, failure: 1))  // the ✕ mark, for 1 s
  ///   .asyncActionFailureStyle(.shake)  // and a shake when the run fails
  /// ```
  ///
  /// The configuration's ``AsyncActionFailureStyleConfiguration/failureCount`` changes exactly once
  /// for each run that fails, when the run ends (after its spinner's minimum visible time), so a
  /// style that plays when it changes plays once per failure, however often the view redraws. A
  /// failure style is a view in SwiftUI's eyes: its `@Environment` and `@State` properties work.
  @MainActor @preconcurrency public protocol AsyncActionFailureStyle: DynamicProperty {
    /// The view that draws the button.
    associatedtype Body: View

    /// Creates the view that draws an async action button, with its reaction to failures.
    ///
    /// - Parameter configuration: The button, and the engine's last failure.
    /// - Returns: The button as this style draws it.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body

    /// The properties of an async action button, for its failure look.
    typealias Configuration = AsyncActionFailureStyleConfiguration
  }

  /// The properties of an async action button, as an ``AsyncActionFailureStyle`` receives them.
  public struct AsyncActionFailureStyleConfiguration {
    /// The type-erased button, with its label as the ``AsyncActionStyle`` draws it.
    public struct Content: View {
      let content: AnyView

      /// The button.
      public var body: some View { content }
    }

    /// The button.
    public let content: Content
    /// Everything the engine decided.
    let presentation: ActionPresentation

    /// How many runs have failed so far: a new value for each failed run, and only for one.
    public var failureCount: Int { presentation.failureCount }
    /// Whether the button shows its failure mark: the failed phase, held for the failure time of
    /// ``SwiftUI/View/asyncActionOutcomeMarks(_:)`` (never, with no failure time).
    public var isShowingFailure: Bool { presentation.phase == .failed }
  }

  extension View {
    /// Sets how the async action buttons in this view react when a run fails.
    ///
    /// ```swift
    /// LoginForm()
    ///   .asyncActionFailureStyle(.shake)
    /// ```
    ///
    /// - Parameter style: ``NoAsyncActionFailureStyle`` (`.none`, the default),
    ///   ``ShakeAsyncActionFailureStyle`` (`.shake`), ``SymbolEffectAsyncActionFailureStyle``
    ///   (`.symbolEffect`, `.symbolEffect(.pulse)`) or a style of your own.
    /// - Returns: A view whose async action buttons react to failures with the style.
    nonisolated public func asyncActionFailureStyle(_ style: some AsyncActionFailureStyle) -> some View {
      // `.none` writes no style, so the button is drawn without an `AnyView` around it.
      KeptWriter(content: self, input: style, make: AnyAsyncActionFailureStyle.init) {
        $0.failureStyle = $1.isNone ? nil : $1
      }
    }

    /// The button drawn by the environment's failure style. With none, or a built-in one (the
    /// shake, the bounce), the button keeps its own type, with no `AnyView` around it, in one
    /// structure whatever the built-in look: a failure style switched on or off at run time keeps
    /// the button's identity. A style of the app's, or a symbol effect other than the bounce,
    /// draws through its erased host.
    @MainActor @ViewBuilder func failureLook(
      _ presentation: ActionPresentation, style: AnyAsyncActionFailureStyle?
    ) -> some View {
      if let style, style.builtIn == nil {
        style.body(
          configuration: AsyncActionFailureStyleConfiguration(
            content: .init(content: AnyView(self)), presentation: presentation))
      } else {
        BuiltInFailureLook(content: self, cue: style?.builtIn, failureCount: presentation.failureCount)
      }
    }
  }

  /// A failure style, type-erased for the environment: main-actor isolated, as the style is.
  @MainActor final class AnyAsyncActionFailureStyle {
    private let host: (AsyncActionFailureStyleConfiguration) -> AnyView

    /// Whether the style is ``NoAsyncActionFailureStyle``, which draws the button alone.
    let isNone: Bool
    /// The cue of a built-in style the button plays without type erasure: the shake, or a bounce
    /// (`.symbolEffect`, `.symbolEffect(.bounce…)`). `nil` for another style.
    let builtIn: BuiltInFailureCue?

    init<Style: AsyncActionFailureStyle>(_ style: Style) {
      host = { AnyView(FailureStyleHost(style: style, configuration: $0)) }
      isNone = Style.self == NoAsyncActionFailureStyle.self
      builtIn =
        if style is ShakeAsyncActionFailureStyle {
          .shake
        } else if let bounce = style as? SymbolEffectAsyncActionFailureStyle<BounceSymbolEffect> {
          .bounce(bounce.effect)
        } else {
          nil
        }
    }

    /// The style's body for a configuration, hosted in a view of its own.
    func body(configuration: AsyncActionFailureStyleConfiguration) -> AnyView { host(configuration) }
  }

  /// The view a failure style's body lives in: the style is a stored `DynamicProperty`, so its
  /// `@Environment` and `@State` properties are installed before `makeBody` runs.
  private struct FailureStyleHost<Style: AsyncActionFailureStyle>: View {
    let style: Style
    let configuration: AsyncActionFailureStyleConfiguration

    var body: some View { style.makeBody(configuration: configuration) }
  }

  /// The whole button shakes sideways once when a run fails (`ActionLooks.Failure.shake`): the core's
  /// `LookConstants.shakeOffsets`, over `LookConstants.shakeDuration`, once per failed run, with or
  /// without a failure feedback time.
  ///
  /// Under Reduce Motion nothing moves: the failure shows only as the failure mark, which the
  /// button draws during the failure feedback time (``SwiftUI/View/asyncActionOutcomeMarks(_:)``; with
  /// no feedback time there is no mark).
  nonisolated public struct ShakeAsyncActionFailureStyle: AsyncActionFailureStyle, Equatable {
    /// Creates the shake style.
    nonisolated public init() {}

    /// The core's look this style plays.
    nonisolated var look: ActionLooks.Failure { .shake }

    /// The button, shaking once per failed run.
    ///
    /// - Parameter configuration: The button, and the engine's last failure.
    /// - Returns: The button with the shake.
    @MainActor public func makeBody(configuration: Configuration) -> some View {
      ShakingButton(configuration: configuration, look: look)
    }
  }

  /// The SF Symbols in the button's label play a discrete symbol effect once when a run fails
  /// (`ActionLooks.Failure.symbolEffect`): by
  /// default a bounce, or any discrete effect you pass. Text is unchanged and nothing moves under
  /// Reduce Motion (the failure then shows only as the failure mark).
  ///
  /// ```swift
  /// AsyncActionButton("Sync", systemImage: "arrow.triangle.2.circlepath") { try await library.sync() }
  ///   .asyncActionFailureStyle(.symbolEffect)
  /// ```
  ///
  /// `symbolEffect(_:options:value:)` and the bounce exist from the package's minimum platforms
  /// (iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1), so the style needs no availability check.
  nonisolated public struct SymbolEffectAsyncActionFailureStyle<Effect: DiscreteSymbolEffect & SymbolEffect>:
    AsyncActionFailureStyle
  {
    /// The effect played.
    let effect: Effect

    /// The core's look this style plays.
    nonisolated var look: ActionLooks.Failure { .symbolEffect }

    /// Creates a failure style that plays a symbol effect of your choice.
    ///
    /// - Parameter effect: A discrete symbol effect, such as `.bounce` or `.pulse`.
    nonisolated public init(_ effect: Effect) {
      self.effect = effect
    }

    /// The button, whose symbols play the effect once per failed run.
    ///
    /// - Parameter configuration: The button, and the engine's last failure.
    /// - Returns: The button with the symbol effect.
    @MainActor public func makeBody(configuration: Configuration) -> some View {
      SymbolEffectButton(configuration: configuration, look: look, effect: effect)
    }
  }

  /// Equal when their effects are: a style written again with the same effect keeps the button's
  /// settings equal, so the button is not evaluated again.
  extension SymbolEffectAsyncActionFailureStyle: Equatable where Effect: Equatable {}

  extension SymbolEffectAsyncActionFailureStyle where Effect == BounceSymbolEffect {
    /// Creates the failure style that bounces the label's symbols.
    nonisolated public init() {
      self.init(.bounce)
    }
  }

  /// The button, unchanged when a run fails (`ActionLooks.Failure.none`): the default.
  nonisolated public struct NoAsyncActionFailureStyle: AsyncActionFailureStyle, Equatable {
    /// Creates the style that draws the button alone.
    nonisolated public init() {}

    /// The core's look this style plays.
    nonisolated var look: ActionLooks.Failure { .none }

    /// The button.
    ///
    /// - Parameter configuration: The button, and the engine's last failure.
    /// - Returns: The button.
    @MainActor public func makeBody(configuration: Configuration) -> some View {
      configuration.content
    }
  }

  extension AsyncActionFailureStyle where Self == ShakeAsyncActionFailureStyle {
    /// The button shakes sideways once per failed run; under Reduce Motion, it does not move.
    nonisolated public static var shake: Self { Self() }
  }

  extension AsyncActionFailureStyle where Self == SymbolEffectAsyncActionFailureStyle<BounceSymbolEffect> {
    /// The label's symbols bounce once per failed run; under Reduce Motion, they do not move.
    nonisolated public static var symbolEffect: Self { Self() }
  }

  extension AsyncActionFailureStyle {
    /// The label's symbols play a discrete symbol effect of your choice once per failed run.
    ///
    /// - Parameter effect: A discrete symbol effect, such as `.bounce` or `.pulse`.
    /// - Returns: The style.
    nonisolated public static func symbolEffect<Effect>(_ effect: Effect) -> Self
    where Self == SymbolEffectAsyncActionFailureStyle<Effect> {
      SymbolEffectAsyncActionFailureStyle(effect)
    }
  }

  extension AsyncActionFailureStyle where Self == NoAsyncActionFailureStyle {
    /// The button does not react to failures: the default.
    nonisolated public static var none: Self { Self() }
  }

  /// How many cues of each kind a failure look has played.
  struct CueCounts: Equatable {
    var shakes = 0
    var symbolEffects = 0
  }

  /// A view that counts the cues a failure look plays and draws `content` for the counts: one more
  /// of a kind each time the core's tracker (`FailureCueTracker`) answers a cue of that kind for a
  /// new failure count. The first count it sees is its starting point, so a button that appears
  /// with failures behind it plays nothing.
  private struct CueCounting<Content: View>: View {
    let look: ActionLooks.Failure
    let failureCount: Int
    @ViewBuilder let content: (_ cues: CueCounts) -> Content
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @State private var cues = CueCounts()
    /// A value (one optional count), not an object: building it on each init allocates nothing,
    /// and `scripts/check-swiftui`'s `@State` check, which flags defaults that build a class, passes it.
    /// It starts at the count the button appears with, so that nothing is written to state until
    /// a count changes: every button carries this view, and a write at its first drawing would
    /// evaluate each one twice.
    @State private var tracker: FailureCueTracker

    init(
      look: ActionLooks.Failure, failureCount: Int,
      @ViewBuilder content: @escaping (_ cues: CueCounts) -> Content
    ) {
      self.look = look
      self.failureCount = failureCount
      self.content = content
      _tracker = State(wrappedValue: FailureCueTracker(startingAt: failureCount))
    }

    var body: some View {
      content(cues).onChange(of: failureCount) {
        let cue = tracker.cue(
          for: failureCount, looks: ActionLooks(failure: look), reduceMotion: reduceMotion,
          supportsSymbolEffects: AsyncActionStyleConfiguration.supportsSymbolEffects)
        switch cue {
        case .shake: cues.shakes += 1
        case .symbolEffect: cues.symbolEffects += 1
        case nil: break
        }
      }
    }
  }

  /// The button of ``ShakeAsyncActionFailureStyle``, when its `makeBody` is called.
  private struct ShakingButton: View {
    let configuration: AsyncActionFailureStyleConfiguration
    let look: ActionLooks.Failure

    var body: some View {
      BuiltInFailureLook(
        content: configuration.content, cue: .shake, failureCount: configuration.failureCount)
    }
  }

  /// A built-in failure cue the button plays without type erasure.
  enum BuiltInFailureCue {
    /// ``ShakeAsyncActionFailureStyle``.
    case shake
    /// ``SymbolEffectAsyncActionFailureStyle`` with a bounce.
    case bounce(BounceSymbolEffect)

    /// The core's look.
    var look: ActionLooks.Failure {
      switch self {
      case .shake: .shake
      case .bounce: .symbolEffect
      }
    }
  }

  /// The button with the built-in failure cues: the shake (a phase animation of the horizontal
  /// offset through the core's offsets) and the bounce, each triggered by a count of its own cues.
  /// One structure for no cue, the shake and the bounce, so a switch between them keeps the
  /// button's identity; the modifier of a cue that is not chosen never triggers.
  struct BuiltInFailureLook<Content: View>: View {
    let content: Content
    let cue: BuiltInFailureCue?
    let failureCount: Int

    var body: some View {
      CueCounting(look: cue?.look ?? .none, failureCount: failureCount) { cues in
        content
          .phaseAnimator(LookConstants.shakeOffsets, trigger: cues.shakes) { content, offset in
            content.offset(x: CGFloat(offset))
          } animation: { _ in
            .linear(duration: LookConstants.shakeStepSeconds)
          }
          .symbolEffect(bounce, value: cues.symbolEffects)
      }
    }

    /// The bounce of the cue, or the default one, which never triggers without the cue.
    private var bounce: BounceSymbolEffect {
      if case .bounce(let effect) = cue { effect } else { .bounce }
    }
  }

  /// The button of ``SymbolEffectAsyncActionFailureStyle``: the effect plays at each cue.
  private struct SymbolEffectButton<Effect: DiscreteSymbolEffect & SymbolEffect>: View {
    let configuration: AsyncActionFailureStyleConfiguration
    let look: ActionLooks.Failure
    let effect: Effect

    var body: some View {
      CueCounting(look: look, failureCount: configuration.failureCount) { cues in
        configuration.content.symbolEffect(effect, value: cues.symbolEffects)
      }
    }
  }
#endif
