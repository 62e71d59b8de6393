// Bindings, alerts, sheets, text fields and accessibility traits: what the error alert, the busy
// state read from the environment and the demo's forms use. See ../README.md for the rules of this
// stub. Each declaration names the Apple documentation page it comes from, by title and path
// (documentation/swiftui/…); signatures, isolation and availability are those pages'. Apple's
// newest pages spell the view builder `@ContentBuilder`; the stub uses `@ViewBuilder`, as
// elsewhere.

/// A property wrapper type that can read and write a value owned by a source of truth.
///
/// Apple: "Binding", documentation/swiftui/binding — `@frozen @propertyWrapper
/// @dynamicMemberLookup struct Binding<Value>`. No conformance to `Sendable` is declared here: the
/// page lists none that our sources rely on.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
@propertyWrapper @dynamicMemberLookup
public struct Binding<Value> {
  /// Creates a binding from the value of another binding.
  ///
  /// Apple: "init(projectedValue:)", documentation/swiftui/binding/init(projectedvalue:) —
  /// `@export(implementation) init(projectedValue: Binding<Value>)`. (A property wrapper needs an
  /// initializer as public as itself; this is the one the page documents that our sources can do
  /// without.)
  public init(projectedValue: Binding<Value>) {}

  /// The underlying value referenced by the binding variable.
  ///
  /// Apple: "wrappedValue", documentation/swiftui/binding/wrappedvalue — `var wrappedValue: Value
  /// { get nonmutating set }`.
  public var wrappedValue: Value {
    get { fatalError("SwiftUI stub") }
    nonmutating set { fatalError("SwiftUI stub") }
  }

  /// A projection of the binding value that returns a binding: `$name` of a `@Binding var name`.
  ///
  /// Apple: "projectedValue", documentation/swiftui/binding/projectedvalue — `var projectedValue:
  /// Binding<Value> { get }`.
  public var projectedValue: Binding<Value> { self }

  /// Returns a binding to the resulting value of a given key path.
  ///
  /// Apple: "subscript(dynamicMember:)", documentation/swiftui/binding/subscript(dynamicmember:) —
  /// `subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) ->
  /// Binding<Subject> { get }`.
  public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
    fatalError("SwiftUI stub")
  }
}

extension View {
  /// Presents an alert with a message using the given data to produce the alert's content and a
  /// string variable as a title.
  ///
  /// Apple: "alert(_:isPresented:presenting:actions:message:)",
  /// documentation/swiftui/view/alert(_:ispresented:presenting:actions:message:)-8584l —
  /// `nonisolated func alert<S, A, M, T>(_ title: S, isPresented: Binding<Bool>, presenting data:
  /// T?, @ContentBuilder actions: (T) -> A, @ContentBuilder message: (T) -> M) -> some View where
  /// S : StringProtocol, A : View, M : View`.
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
  nonisolated public func alert<S: StringProtocol, A: View, M: View, T>(
    _ title: S, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A,
    @ViewBuilder message: (T) -> M
  ) -> some View { self }

  /// Presents a sheet when a binding to a Boolean value that you provide is true.
  ///
  /// Apple: "sheet(isPresented:onDismiss:content:)",
  /// documentation/swiftui/view/sheet(ispresented:ondismiss:content:) — `nonisolated func
  /// sheet<Content>(isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ContentBuilder
  /// content: @escaping () -> Content) -> some View where Content : View`.
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
  nonisolated public func sheet<Content: View>(
    isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Content
  ) -> some View { self }

  /// Adds the given traits to the view.
  ///
  /// Apple: "accessibilityAddTraits(_:)", documentation/swiftui/view/accessibilityaddtraits(_:) —
  /// `nonisolated func accessibilityAddTraits(_ traits: AccessibilityTraits) ->
  /// ModifiedContent<Self, AccessibilityAttachmentModifier>` (the stub returns `some View`).
  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
  nonisolated public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> some View { self }
}

/// A set of accessibility traits that describe how an element behaves.
///
/// Apple: "AccessibilityTraits", documentation/swiftui/accessibilitytraits — `struct
/// AccessibilityTraits`, a `SetAlgebra` (its `ArrayLiteralElement` is `AccessibilityTraits`, so
/// `[]` is the empty set) and `Sendable`. The stub keeps the set of traits as bits.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
public struct AccessibilityTraits: SetAlgebra, Sendable {
  private var bits: UInt64

  private init(bits: UInt64) { self.bits = bits }

  /// The accessibility element frequently updates its label or value.
  ///
  /// Apple: "updatesFrequently", documentation/swiftui/accessibilitytraits/updatesfrequently —
  /// `static let updatesFrequently: AccessibilityTraits`.
  ///
  /// Availability: documentation/swiftui/accessibilitytraits/updatesfrequently
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
  public static let updatesFrequently = AccessibilityTraits(bits: 1)

  /// An empty set of traits.
  public init() { bits = 0 }
  /// Whether the set holds `member`.
  public func contains(_ member: AccessibilityTraits) -> Bool { bits & member.bits == member.bits }
  /// The traits in either set.
  public func union(_ other: AccessibilityTraits) -> AccessibilityTraits { Self(bits: bits | other.bits) }
  /// The traits in both sets.
  public func intersection(_ other: AccessibilityTraits) -> AccessibilityTraits {
    Self(bits: bits & other.bits)
  }
  /// The traits in one set only.
  public func symmetricDifference(_ other: AccessibilityTraits) -> AccessibilityTraits {
    Self(bits: bits ^ other.bits)
  }
  /// Adds `newMember`.
  @discardableResult
  public mutating func insert(_ newMember: AccessibilityTraits) -> (inserted: Bool, memberAfterInsert: Self) {
    let inserted = !contains(newMember)
    bits |= newMember.bits
    return (inserted, newMember)
  }
  /// Removes `member`.
  @discardableResult
  public mutating func remove(_ member: AccessibilityTraits) -> AccessibilityTraits? {
    guard contains(member) else { return nil }
    bits &= ~member.bits
    return member
  }
  /// Adds `newMember`.
  @discardableResult
  public mutating func update(with newMember: AccessibilityTraits) -> AccessibilityTraits? {
    defer { bits |= newMember.bits }
    return contains(newMember) ? newMember : nil
  }
  /// Adds the traits of `other`.
  public mutating func formUnion(_ other: AccessibilityTraits) { bits |= other.bits }
  /// Keeps the traits also in `other`.
  public mutating func formIntersection(_ other: AccessibilityTraits) { bits &= other.bits }
  /// Keeps the traits in one set only.
  public mutating func formSymmetricDifference(_ other: AccessibilityTraits) { bits ^= other.bits }
}

/// A control that displays an editable text interface.
///
/// Apple: "TextField", documentation/swiftui/textfield — `nonisolated struct TextField<Label>
/// where Label : View`.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
nonisolated public struct TextField<Label: View>: View {
  /// Never called.
  public var body: Never { fatalError("SwiftUI stub") }
}

extension TextField where Label == Text {
  /// Creates a text field with a text label generated from a localized title string.
  ///
  /// Apple: "init(_:text:)", documentation/swiftui/textfield/init(_:text:) —
  /// `@export(implementation) nonisolated init(_ titleKey: LocalizedStringKey, text:
  /// Binding<String>)`.
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
  nonisolated public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {}
}

/// An action that dismisses a presentation.
///
/// Apple: "DismissAction", documentation/swiftui/dismissaction — `@MainActor @preconcurrency
/// struct DismissAction`.
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
@MainActor @preconcurrency
public struct DismissAction {
  /// Dismisses the view if it is currently presented.
  ///
  /// Apple: "callAsFunction()", documentation/swiftui/dismissaction/callasfunction() —
  /// `@MainActor @preconcurrency func callAsFunction()`.
  ///
  /// Availability: documentation/swiftui/dismissaction/callasfunction()
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
  @MainActor @preconcurrency
  public func callAsFunction() {}
}

extension EnvironmentValues {
  /// An action that dismisses the current presentation.
  ///
  /// Apple: "dismiss", documentation/swiftui/environmentvalues/dismiss, which the
  /// "DismissAction" page links to; the page itself was not found in the documentation searched.
  /// The stub declares it as the other action values are declared (`var dismissWindow:
  /// DismissWindowAction { get }`): a get-only property, with `DismissAction`'s availability.
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
  public var dismiss: DismissAction { fatalError("SwiftUI stub") }
}
