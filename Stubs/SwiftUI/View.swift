// The view protocol, the view builder, state and environment. See ../README.md for the rules of
// this stub; availability is Apple's, for iOS, macOS, tvOS, watchOS and visionOS.

/// A part of an app's user interface.
///
/// Apple: documentation/swiftui/view — `@MainActor @preconcurrency
/// protocol View`, `@ViewBuilder @MainActor @preconcurrency var body: Self.Body { get }`.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
@MainActor @preconcurrency
public protocol View {
  /// The type of the view's body.
  associatedtype Body: View
  /// The view's content.
  @ViewBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
extension Never: View {
  /// `Never` is the body of the primitive views.
  public typealias Body = Never
  /// Never called.
  public var body: Never { fatalError("SwiftUI stub") }
}

/// Builds views from closures.
///
/// Apple: documentation/swiftui/viewbuilder
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
@resultBuilder
public struct ViewBuilder {
  /// An empty closure.
  public static func buildBlock() -> EmptyView { fatalError("SwiftUI stub") }

  /// A closure with one view.
  public static func buildBlock<Content: View>(_ content: Content) -> Content { content }

  /// A closure with several views.
  ///
  /// Availability: documentation/swiftui/viewbuilder/buildblock(_:)
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
  public static func buildBlock<each Content: View>(
    _ content: repeat each Content
  ) -> TupleView<(repeat each Content)> {
    fatalError("SwiftUI stub")
  }

  /// An `if` without `else`.
  public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }

  /// The first branch of an `if`/`else` or a `switch`.
  public static func buildEither<TrueContent: View, FalseContent: View>(
    first: TrueContent
  ) -> _ConditionalContent<TrueContent, FalseContent> {
    fatalError("SwiftUI stub")
  }

  /// The second branch of an `if`/`else` or a `switch`.
  public static func buildEither<TrueContent: View, FalseContent: View>(
    second: FalseContent
  ) -> _ConditionalContent<TrueContent, FalseContent> {
    fatalError("SwiftUI stub")
  }

  /// The content of an `if #available` branch.
  ///
  /// Availability: documentation/swiftui/viewbuilder/buildlimitedavailability(_:)
  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
  public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView {
    fatalError("SwiftUI stub")
  }
}

/// A view with no content.
///
/// Apple: documentation/swiftui/emptyview — `@frozen nonisolated struct EmptyView`.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
nonisolated public struct EmptyView: View {
  /// Creates an empty view.
  public init() {}
  /// Never called.
  public var body: Never { fatalError("SwiftUI stub") }
}

/// Several views, built by a view builder.
///
/// Apple: documentation/swiftui/tupleview — `@frozen nonisolated struct TupleView<T>`;
/// documentation/swiftui/tupleview/init(_:) — `nonisolated init(_ value: T)`.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
nonisolated public struct TupleView<T>: View {
  /// The views.
  public var value: T
  /// Creates a tuple view.
  public init(_ value: T) { self.value = value }
  /// Never called.
  public var body: Never { fatalError("SwiftUI stub") }
}

/// One of two views, chosen by a condition. Built by the view builder only.
///
/// Availability: documentation/swiftui/_conditionalcontent
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
public struct _ConditionalContent<TrueContent: View, FalseContent: View>: View {
  /// Never called.
  public var body: Never { fatalError("SwiftUI stub") }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
extension Optional: View where Wrapped: View {
  /// Never called.
  public var body: Never { fatalError("SwiftUI stub") }
}

/// A type-erased view.
///
/// Apple: documentation/swiftui/anyview; documentation/swiftui/anyview/init(_:) — `nonisolated
/// init<V>(_ view: V) where V : View`.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
public struct AnyView: View {
  /// Erases a view's type.
  nonisolated public init<V: View>(_ view: V) {}
  /// Never called.
  public var body: Never { fatalError("SwiftUI stub") }
}

/// A stored value that updates the view.
///
/// Apple: documentation/swiftui/dynamicproperty
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
public protocol DynamicProperty {}

/// State a view owns.
///
/// Apple: documentation/swiftui/state — `@frozen @propertyWrapper
/// struct State<Value>`.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
@propertyWrapper
public struct State<Value>: DynamicProperty {
  private var value: Value

  /// Creates state with an initial value.
  public init(wrappedValue value: Value) { self.value = value }

  /// The current value.
  public var wrappedValue: Value {
    get { value }
    nonmutating set { fatalError("SwiftUI stub") }
  }

  /// A binding to the state value. (In the type's declaration: the compiler finds a property
  /// wrapper's projection there, not in an extension.)
  ///
  /// Apple: "projectedValue", documentation/swiftui/state/projectedvalue — `var projectedValue:
  /// Binding<Value> { get }`.
  ///
  /// Availability: documentation/swiftui/state/projectedvalue
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
  public var projectedValue: Binding<Value> { fatalError("SwiftUI stub") }
}

/// Reads a value from the environment.
///
/// Apple: documentation/swiftui/environment — `@frozen
/// @propertyWrapper struct Environment<Value>`.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
@propertyWrapper
public struct Environment<Value>: DynamicProperty {
  /// Creates an environment property to read the specified key path.
  public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {}

  /// The current value.
  public var wrappedValue: Value { fatalError("SwiftUI stub") }
}

/// A key for a custom environment value.
///
/// Apple: documentation/swiftui/environmentkey
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
public protocol EnvironmentKey {
  /// The value's type.
  associatedtype Value
  /// The value where no view set one.
  static var defaultValue: Self.Value { get }
}

/// The values that flow down the view hierarchy.
///
/// Apple: documentation/swiftui/environmentvalues
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
public struct EnvironmentValues {
  /// Creates an environment with default values.
  public init() {}

  /// The value for a key.
  public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
    get { K.defaultValue }
    set {}
  }
}

/// A number that scales with Dynamic Type.
///
/// Apple: documentation/swiftui/scaledmetric — `@propertyWrapper
/// struct ScaledMetric<Value> where Value : BinaryFloatingPoint`.
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
@propertyWrapper
public struct ScaledMetric<Value: BinaryFloatingPoint>: DynamicProperty {
  private let value: Value

  /// Creates the metric with an unscaled value and a text style to scale relative to.
  public init(wrappedValue: Value, relativeTo textStyle: Font.TextStyle) { value = wrappedValue }

  /// The value, scaled for the current environment.
  public var wrappedValue: Value { value }
}

extension EnvironmentValues {
  /// A Boolean value that indicates whether the view associated with this environment allows
  /// user interaction. `var isEnabled: Bool { get set }`.
  ///
  /// Apple: documentation/swiftui/environmentvalues/isenabled
  /// Availability: documentation/swiftui/environmentvalues/isenabled
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
  public var isEnabled: Bool {
    get { true }
    set {}
  }
}
