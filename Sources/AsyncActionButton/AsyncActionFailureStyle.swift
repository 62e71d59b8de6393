public import SwiftUI

/// A type that draws how an async action button reacts when a run fails: a one-shot effect on the
/// whole button, such as a shake.
///
/// Set it with ``SwiftUI/View/asyncActionFailureStyle(_:)``. It works beside the
/// ``AsyncActionStyle``, which draws the label and the failure mark:
///
/// ```swift
/// AsyncActionButton("Sign In") { try await session.signIn() }
///   .asyncActionFeedback(try! FeedbackTiming(success: nil, failure: 1))  // the ✕ mark, for 1 s
///   .asyncActionFailureStyle(.shake)  // and a shake when the run fails
/// ```
///
/// The configuration's ``AsyncActionFailureStyleConfiguration/failureCount`` changes exactly once
/// for each run that fails, when the run ends (after its spinner's minimum visible time), so a
/// style that plays when it changes plays once per failure, however often the view redraws.
@MainActor public protocol AsyncActionFailureStyle: Sendable {
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
  /// ``SwiftUI/View/asyncActionFeedback(_:)`` (never, with no failure time).
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
    transformEnvironment(\.asyncActionButton) { $0.failureStyle = style }
  }

  /// The button drawn by the environment's failure style.
  func failureLook(_ presentation: ActionPresentation, style: any AsyncActionFailureStyle) -> some View {
    let configuration = AsyncActionFailureStyleConfiguration(
      content: .init(content: AnyView(self)), presentation: presentation)
    return AnyView(style.makeBody(configuration: configuration))
  }
}

/// The whole button shakes sideways once when a run fails: a few steps of a few points, about a
/// third of a second in all.
///
/// Under Reduce Motion nothing moves: the failure shows only as the failure mark, which the
/// button draws during the failure feedback time (``SwiftUI/View/asyncActionFeedback(_:)``; with
/// no feedback time there is no mark).
nonisolated public struct ShakeAsyncActionFailureStyle: AsyncActionFailureStyle {
  /// Creates the shake style.
  nonisolated public init() {}

  /// The button, shaking once per failed run.
  ///
  /// - Parameter configuration: The button, and the engine's last failure.
  /// - Returns: The button with the shake.
  @MainActor public func makeBody(configuration: Configuration) -> some View {
    ShakingButton(configuration: configuration)
  }
}

/// The SF Symbols in the button's label play a discrete symbol effect once when a run fails: by
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
  private let effect: Effect

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
    SymbolEffectButton(configuration: configuration, effect: effect)
  }
}

extension SymbolEffectAsyncActionFailureStyle where Effect == BounceSymbolEffect {
  /// Creates the failure style that bounces the label's symbols.
  nonisolated public init() {
    self.init(.bounce)
  }
}

/// The button, unchanged when a run fails: the default.
nonisolated public struct NoAsyncActionFailureStyle: AsyncActionFailureStyle {
  /// Creates the style that draws the button alone.
  nonisolated public init() {}

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

/// The button of ``ShakeAsyncActionFailureStyle``: a view of its own, to read Reduce Motion and
/// count the failures it has shown.
///
/// The shake is a phase animation of the horizontal offset, triggered by `shakes`, which counts
/// the failed runs this view has seen (a new ``AsyncActionFailureStyleConfiguration/failureCount``).
private struct ShakingButton: View {
  let configuration: AsyncActionFailureStyleConfiguration
  @Environment(\.accessibilityReduceMotion) private var reduceMotion
  @State private var shakes = 0

  /// The offsets the button passes through, in points, back to 0 at the end.
  private static let offsets: [CGFloat] = [0, -8, 8, -6, 6, -3, 3]
  private static let still: [CGFloat] = [0]

  var body: some View {
    configuration.content
      .phaseAnimator(reduceMotion ? Self.still : Self.offsets, trigger: shakes) { content, offset in
        content.offset(x: offset)
      } animation: { _ in
        .linear(duration: 0.05)
      }
      .onChange(of: configuration.failureCount) { shakes += 1 }
  }
}

/// The button of ``SymbolEffectAsyncActionFailureStyle``: it counts the failed runs it has seen and
/// plays the effect when the count changes (``AsyncActionFailureStyleConfiguration/failureCount``).
private struct SymbolEffectButton<Effect: DiscreteSymbolEffect & SymbolEffect>: View {
  let configuration: AsyncActionFailureStyleConfiguration
  let effect: Effect
  @Environment(\.accessibilityReduceMotion) private var reduceMotion
  @State private var failures = 0

  var body: some View {
    configuration.content
      .symbolEffect(effect, value: failures)
      .onChange(of: configuration.failureCount) {
        if !reduceMotion { failures += 1 }
      }
  }
}
