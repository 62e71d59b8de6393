// View modifiers. See ../README.md for the rules of this stub. Apple documents each at
// documentation/swiftui/view/<name> as `nonisolated func`, except `task`, which keeps the stricter
// signature of the SDKs before Xcode 26.4 (see there). They return `some View` where Apple's return
// type is a `ModifiedContent` our sources do not name.

extension View {
  /// Sets the transparency of this view.
  ///
  /// Availability: documentation/swiftui/view/opacity(_:)
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
  nonisolated public func opacity(_ opacity: Double) -> some View { self }

  /// Layers the views that you specify in front of this view.
  ///
  /// Availability: documentation/swiftui/view/overlay(alignment:content:)
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
  nonisolated public func overlay<V: View>(
    alignment: Alignment = .center, @ViewBuilder content: () -> V
  ) -> some View {
    self
  }

  /// Applies the given animation to this view when the specified value changes.
  ///
  /// Availability: documentation/swiftui/view/animation(_:value:)
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
  nonisolated public func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View { self }

  /// Sets a clipping shape for this view.
  ///
  /// Apple: documentation/swiftui/view/clipshape(_:style:) — `nonisolated func clipShape<S>(_
  /// shape: S, style: FillStyle = FillStyle()) -> some View where S : Shape`.
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
  nonisolated public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> some View {
    self
  }

  /// Adds a textual description of the value that the view contains.
  ///
  /// Availability: documentation/swiftui/view, topic "accessibilityValue(_:)", the `StringProtocol`
  /// overload
  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
  nonisolated public func accessibilityValue<S: StringProtocol>(_ value: S) -> some View { self }

  /// Adds a condition that controls whether users can interact with this view. A `disabled(true)`
  /// further out overrides a `disabled(false)` closer in.
  ///
  /// Availability: documentation/swiftui/view/disabled(_:)
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
  nonisolated public func disabled(_ disabled: Bool) -> some View { self }

  /// Hides this view from accessibility.
  ///
  /// Availability: documentation/swiftui/view/accessibilityhidden(_:)
  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
  nonisolated public func accessibilityHidden(_ hidden: Bool) -> some View { self }

  /// Associates a transition with the view.
  ///
  /// Availability: documentation/swiftui/view/transition(_:)
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
  nonisolated public func transition(_ t: AnyTransition) -> some View { self }

  /// Adds an action to perform when a value changes, and optionally when the view appears.
  ///
  /// Availability: documentation/swiftui/view/onchange(of:initial:_:)
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
  nonisolated public func onChange<V: Equatable>(
    of value: V, initial: Bool = false, _ action: @escaping () -> Void
  )
    -> some View
  { self }

  /// Adds an asynchronous task to perform before this view appears; SwiftUI cancels it when the
  /// view disappears.
  ///
  /// Xcode 16's declaration: a `@Sendable` closure that inherits the actor context. (Xcode 26.4
  /// declares `task(name:priority:file:line:_:)` with a `sending @escaping @isolated(any)` closure,
  /// which accepts everything this one does.)
  ///
  /// Availability: documentation/swiftui/view/task(priority:_:)
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
  public func task(
    priority: TaskPriority = .userInitiated,
    @_inheritActorContext _ action: @escaping @Sendable () async -> Void
  ) -> some View { self }

  /// Plays the feedback that the closure returns when the trigger value changes.
  ///
  /// Availability: documentation/swiftui/view/sensoryfeedback(trigger:_:)
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 26.0, *)
  nonisolated public func sensoryFeedback<T: Equatable>(
    trigger: T, _ feedback: @escaping () -> SensoryFeedback?
  )
    -> some View
  { self }

  /// Positions this view within an invisible frame of the specified size.
  ///
  /// Availability: documentation/swiftui/view/frame(width:height:alignment:)
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
  nonisolated public func frame(
    width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center
  ) -> some View {
    self
  }

  /// Constrains this view's dimensions to the specified aspect ratio.
  ///
  /// Apple: documentation/swiftui/view/aspectratio(_:contentmode:) — `nonisolated func
  /// aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> some View`.
  ///
  /// Availability: documentation/swiftui/view/aspectratio(_:contentmode:)
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
  nonisolated public func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> some View {
    self
  }

  /// Fixes this view at its ideal size.
  ///
  /// Apple: documentation/swiftui/view/fixedsize() — `@export(implementation) nonisolated func
  /// fixedSize() -> some View` (Xcode 26.4's spelling; the attribute is left out, as elsewhere).
  ///
  /// Availability: documentation/swiftui/view/fixedsize()
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
  nonisolated public func fixedSize() -> some View { self }

  /// Positions this view within an invisible frame with the specified size limits.
  ///
  /// Availability: documentation/swiftui/view/frame(minwidth:idealwidth:maxwidth:minheight:idealheight:maxheight:alignment:)
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
  nonisolated public func frame(
    minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil, minHeight: CGFloat? = nil,
    idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil, alignment: Alignment = .center
  ) -> some View { self }

  /// Rotates this view's rendered output around the specified point.
  ///
  /// Availability: documentation/swiftui/view/rotationeffect(_:anchor:)
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
  nonisolated public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View { self }

  /// Adds an action to perform before this view appears.
  ///
  /// Availability: documentation/swiftui/view/onappear(perform:)
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
  nonisolated public func onAppear(perform action: (() -> Void)? = nil) -> some View { self }

  /// Transforms the environment value of the specified key path with the given function.
  ///
  /// Availability: documentation/swiftui/view/transformenvironment(_:transform:)
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
  nonisolated public func transformEnvironment<V>(
    _ keyPath: WritableKeyPath<EnvironmentValues, V>, transform: @escaping (inout V) -> Void
  ) -> some View { self }

  /// Sets the environment value of the specified key path to the given value.
  ///
  /// Apple: "environment(_:_:)", documentation/swiftui/view/environment(_:_:) — `nonisolated func
  /// environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View`.
  ///
  /// Availability: documentation/swiftui/view/environment(_:_:)
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
  nonisolated public func environment<V>(
    _ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V
  ) -> some View {
    self
  }

  /// Sets the Dynamic Type size within the view to the given value.
  ///
  /// Apple: "dynamicTypeSize(_:)", documentation/swiftui/view/dynamictypesize(_:) — `nonisolated
  /// func dynamicTypeSize(_ size: DynamicTypeSize) -> some View` (the overload that takes a size;
  /// the one that takes a range is documentation/swiftui/view/dynamictypesize(_:)-26aj0).
  ///
  /// Availability: documentation/swiftui/view/dynamictypesize(_:)
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
  nonisolated public func dynamicTypeSize(_ size: DynamicTypeSize) -> some View { self }

  /// Sets the default font for text in this view.
  ///
  /// Availability: documentation/swiftui/view/font(_:)
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
  nonisolated public func font(_ font: Font?) -> some View { self }

  /// Sets the style for buttons within this view.
  ///
  /// Availability: documentation/swiftui/view/buttonstyle(_:)-66fbx
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
  nonisolated public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View { self }

  /// Sets the size for controls within this view.
  ///
  /// Availability: documentation/swiftui/view/controlsize(_:) lists iOS 15, macOS 10.15, watchOS 9,
  /// visionOS 1 and tvOS 15, but the tvOS SDK of Xcode 16.3 marks it unavailable (a public tvOS
  /// build log: "'controlSize' is unavailable in tvOS", "'controlSize' has been explicitly marked
  /// unavailable here"). No Xcode 26 tvOS log was found; the stub keeps the stricter of the two.
  @available(tvOS, unavailable)
  @available(iOS 15.0, macOS 10.15, watchOS 9.0, visionOS 1.0, *)
  nonisolated public func controlSize(_ controlSize: ControlSize) -> some View { self }

  /// Sets the tint colour within this view.
  ///
  /// Availability: documentation/swiftui/view/tint(_:)-23xyq
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
  nonisolated public func tint(_ tint: Color?) -> some View { self }

  /// Adds padding to the specified edges of this view.
  ///
  /// Availability: documentation/swiftui/view/padding(_:_:)
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
  nonisolated public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View { self }
}

/// Haptic or audio feedback.
///
/// Apple: documentation/swiftui/sensoryfeedback (visionOS 26; SDKs before Xcode 26 mark it
/// unavailable on visionOS). With the floor at Xcode 26 the stub records visionOS 26: with visionOS 1
/// as the minimum, a use needs `if #available(visionOS 26, *)` or `#if !os(visionOS)`.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 26.0, *)
public struct SensoryFeedback: Equatable, Sendable {
  private let name: String

  /// A task or action has completed.
  public static let success = SensoryFeedback(name: "success")
  /// A task or action has failed.
  public static let error = SensoryFeedback(name: "error")
}

/// The way a view changes over time.
///
/// Apple: documentation/swiftui/animation — `@frozen struct Animation`; its factories are plain
/// `static func`s (documentation/swiftui/animation/easeinout(duration:): `static func
/// easeInOut(duration: TimeInterval) -> Animation`; …/linear(duration:) likewise), not isolated.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
public struct Animation: Equatable, Sendable {
  private let name: String

  /// An animation that starts and ends slowly.
  public static func easeInOut(duration: TimeInterval) -> Animation { Animation(name: "easeInOut") }

  /// An animation with a constant speed.
  public static func linear(duration: TimeInterval) -> Animation { Animation(name: "linear") }

  /// The default animation (documentation/swiftui/animation/default).
  public static let `default` = Animation(name: "default")

  /// Repeats this animation for the lifespan of the view.
  nonisolated public func repeatForever(autoreverses: Bool = true) -> Animation { self }
}

/// A type-erased transition.
///
/// Apple: documentation/swiftui/anytransition — `@frozen struct
/// AnyTransition`.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
public struct AnyTransition {
  private let name: String

  /// A transition from transparent to opaque on insertion, and from opaque to transparent on
  /// removal.
  ///
  /// Apple: documentation/swiftui/anytransition/opacity — `nonisolated(unsafe) static let opacity:
  /// AnyTransition`, copied as declared (the stub's own value is immutable).
  ///
  /// Availability: documentation/swiftui/anytransition/opacity
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
  nonisolated(unsafe) public static let opacity = AnyTransition(name: "opacity")
}

extension View {
  /// Communicates to the user what happens after performing the view's action.
  ///
  /// Apple: "accessibilityHint(_:)", documentation/swiftui/view/accessibilityhint(_:)-3rdgs —
  /// `nonisolated func accessibilityHint(_ hint: Text) -> ModifiedContent<Self,
  /// AccessibilityAttachmentModifier>` (the stub returns `some View`).
  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
  nonisolated public func accessibilityHint(_ hint: Text) -> some View { self }

  /// Applies a modifier to a view and returns a new view.
  ///
  /// Apple: "modifier(_:)", documentation/swiftui/view/modifier(_:) — `nonisolated func
  /// modifier<T>(_ modifier: T) -> ModifiedContent<Self, T>` (the stub returns `some View`).
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
  nonisolated public func modifier<T: ViewModifier>(_ modifier: T) -> some View { self }
}

/// A modifier that you apply to a view or another view modifier, producing a different version
/// of the original value.
///
/// Apple: documentation/swiftui/viewmodifier — `@MainActor @preconcurrency protocol
/// ViewModifier`; documentation/swiftui/viewmodifier/body(content:) — `@ContentBuilder @MainActor
/// @preconcurrency func body(content: Self.Content) -> Self.Body` (the stub's builder is
/// `ViewBuilder`, as for `sheet`); documentation/swiftui/viewmodifier/content — `typealias
/// Content`, a proxy for the view the modifier is applied to.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
@MainActor @preconcurrency
public protocol ViewModifier {
  /// The type of the modifier's body.
  associatedtype Body: View
  /// The content view type passed to `body(content:)`.
  typealias Content = _ViewModifier_Content<Self>
  /// The view with the modifier applied.
  @ViewBuilder @MainActor @preconcurrency func body(content: Self.Content) -> Self.Body
}

/// The proxy for the view a ``ViewModifier`` is applied to: Apple's `ViewModifier.Content` names
/// a type of this name, which its page does not show.
///
/// Apple: documentation/swiftui/viewmodifier/content — `typealias Content`.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
public struct _ViewModifier_Content<Modifier: ViewModifier>: View {
  /// Never called.
  public var body: Never { fatalError("SwiftUI stub") }
}

/// A style for rasterizing vector shapes.
///
/// Apple: documentation/swiftui/fillstyle — `@frozen struct FillStyle`; its page shows no
/// conformance, so the stub declares none. Initializer: documentation/swiftui/fillstyle/init(eofill:antialiased:)
/// — `init(eoFill: Bool = false, antialiased: Bool = true)`.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
@frozen public struct FillStyle {
  /// Whether to use the even-odd rule when rendering a shape.
  public var isEOFilled: Bool
  /// Whether to apply antialiasing to the edges of a shape.
  public var isAntialiased: Bool

  /// Creates a new fill style with the specified settings.
  public init(eoFill: Bool = false, antialiased: Bool = true) {
    isEOFilled = eoFill
    isAntialiased = antialiased
  }
}

/// Constants that define how a view's content fills the available space.
///
/// Apple: documentation/swiftui/contentmode — `enum ContentMode`; cases
/// documentation/swiftui/contentmode/fit and …/fill. No conformance is declared: our sources need
/// none, the stricter form.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
public enum ContentMode {
  /// An option that resizes the content so it's all within the available space, both vertically
  /// and horizontally.
  case fit
  /// An option that resizes the content so it occupies all available space, both vertically and
  /// horizontally.
  case fill
}
