#if canImport(SwiftUI)
  public import SwiftUI

  /// Presses an ``AsyncActionButton`` by the identifier it was given with
  /// ``SwiftUI/View/asyncActionIdentifier(_:)``. Read it from the environment:
  ///
  /// ```swift
  /// struct LoginScreen: View {
  ///   @Environment(\.pressAsyncAction) private var press
  ///   let session: Session
  ///
  ///   var body: some View {
  ///     AsyncActionButton("Log In") { try await session.logIn() }
  ///       .asyncActionIdentifier("login")
  ///     Button("Log In from the toolbar") { press("login") }
  ///   }
  /// }
  /// ```
  ///
  /// The presses go through the registry that `.asyncActionPressRegistry()` made at the root of
  /// the window, so a press never reaches a button in another window.
  ///
  /// An identifier is a value of any `Hashable` type: a `String`, or an enum of the app's
  /// buttons, so that the compiler checks each one:
  ///
  /// ```swift
  /// enum LoginButton: Hashable { case logIn, signUp }
  ///
  /// AsyncActionButton("Log In") { try await session.logIn() }
  ///   .asyncActionIdentifier(LoginButton.logIn)
  /// Button("Log In from the toolbar") { press(LoginButton.logIn) }
  /// ```
  ///
  /// A press reaches the button whose identifier has the same type and is equal to it: `"logIn"`
  /// and `LoginButton.logIn` are two identifiers.
  ///
  /// A press is a tap: it obeys the button's policy, scope and busy state, and returns the same
  /// `ActionTapResult` as a tap, inside an `ActionPressResult`. A press of an identifier no button on screen
  /// claims does nothing and returns `ActionPressResult.notFound`; a press of a disabled button returns
  /// `ActionPressResult.disabled`; a press made where no registry is set returns
  /// `ActionPressResult.noRegistry`. See `ActionPressRegistry` for the rules.
  ///
  /// A press runs the action the button's view handed over when its body last ran. A press in the
  /// same turn as a state change (`Button { draft = x; press("save") }`) comes before that body
  /// runs again, so the action sees the new state only where it reads it when it runs: a `@State`
  /// or `@Binding` property, or an observable model, read inside the closure. A value computed in
  /// `body` and captured by the closure is the one from before the change.
  public struct PressAsyncAction: Sendable {
    /// The registry the presses go through, or `nil` where none is set.
    public let registry: ActionPressRegistry?

    /// Presses the button on screen that claims `identifier`.
    ///
    /// - Parameter identifier: The identifier given with
    ///   ``SwiftUI/View/asyncActionIdentifier(_:)``, of any `Hashable` type: a `String`, or a
    ///   case of the app's enum of its buttons. An optional stands for the identifier it wraps;
    ///   `nil` reaches no button.
    /// - Returns: What became of the press.
    @MainActor @discardableResult
    public func callAsFunction(_ identifier: some Hashable) -> ActionPressResult {
      registry?.press(identifier) ?? .noRegistry
    }
  }

  private struct PressRegistryKey: EnvironmentKey {
    static let defaultValue: ActionPressRegistry? = nil
  }

  private struct PressIdentifierKey: EnvironmentKey {
    static let defaultValue: ActionIdentifier? = nil
  }

  /// The inputs of a view that gives the buttons inside it an identifier: `nonisolated`, so that
  /// the nonisolated modifier can build it. The identifier is made in `body`, on the main actor,
  /// where an app's `Hashable` conformance may be isolated.
  nonisolated private struct IdentifierWriter<Content: View>: View {
    let content: Content
    let identifier: (any Hashable)?

    @MainActor var body: some View {
      let identifier = self.identifier.flatMap { ActionIdentifier($0) }
      content.transformEnvironment(\.asyncActionIdentifier) { $0 = identifier }
    }
  }

  extension EnvironmentValues {
    /// The registry through which ``AsyncActionButton``s with an identifier are pressed, or `nil`
    /// where none is set.
    ///
    /// ``SwiftUI/View/asyncActionPressRegistry()`` at the root of each window sets one for the
    /// window. There is no app-wide default: one would let a shortcut in one window press a button
    /// in another. Where none is set, a button's identifier is claimed nowhere and a press returns
    /// `ActionPressResult.noRegistry`.
    public var asyncActionPressRegistry: ActionPressRegistry? {
      get { self[PressRegistryKey.self] }
      set { self[PressRegistryKey.self] = newValue }
    }

    /// Presses an ``AsyncActionButton`` by identifier, through ``asyncActionPressRegistry``.
    ///
    /// ```swift
    /// @Environment(\.pressAsyncAction) private var press
    /// // …
    /// Button("Save from the toolbar") { press("save") }
    /// ```
    public var pressAsyncAction: PressAsyncAction {
      PressAsyncAction(registry: asyncActionPressRegistry)
    }

    /// The identifier the next ``AsyncActionButton`` down the hierarchy claims.
    var asyncActionIdentifier: ActionIdentifier? {
      get { self[PressIdentifierKey.self] }
      set { self[PressIdentifierKey.self] = newValue }
    }
  }

  extension View {
    /// Gives an ``AsyncActionButton`` an identifier that code elsewhere presses with
    /// ``SwiftUI/EnvironmentValues/pressAsyncAction``.
    ///
    /// The button is registered while it is on screen. Apply the modifier to the button itself:
    /// every button inside a view given an identifier claims it, and the one that appeared last
    /// gets the presses.
    ///
    /// ```swift
    /// AsyncActionButton("Save") { try await profile.save() }
    ///   .asyncActionIdentifier("save")
    /// ```
    ///
    /// An identifier is a value of any `Hashable` type. An app that keeps its buttons'
    /// identifiers in an enum gives the cases themselves, and presses them the same way:
    ///
    /// ```swift
    /// enum EditorButton: Hashable { case save, delete }
    ///
    /// AsyncActionButton("Save") { try await profile.save() }
    ///   .asyncActionIdentifier(EditorButton.save)
    /// // Elsewhere in the window:
    /// Button("Save from the toolbar") { press(EditorButton.save) }
    /// ```
    ///
    /// A press reaches the button whose identifier has the same type and is equal to it, so
    /// `"save"` and `EditorButton.save` are two identifiers. The button's events carry its
    /// identifier: `ActionEvent.identifier` for a `String`, `ActionEvent.identifier(as:)` for one of
    /// the app's own type.
    ///
    /// - Parameter identifier: The identifier, of any `Hashable` type, or `nil` for none. An
    ///   optional stands for the identifier it wraps. As with `tag(_:)`, the type need not be
    ///   `Sendable`, and its `Hashable` conformance may be main-actor isolated, as an app's own
    ///   types are under default main-actor isolation.
    /// - Returns: A view whose button can be pressed by `identifier`.
    nonisolated public func asyncActionIdentifier(_ identifier: (any Hashable)?) -> some View {
      IdentifierWriter(content: self, identifier: identifier)
    }

    /// Makes a press registry for this view's subtree: put it at the root of each window or
    /// scene, so that presses reach only the buttons of that window.
    ///
    /// ```swift
    /// WindowGroup {
    ///   ContentView()
    ///     .asyncActionPressRegistry()
    /// }
    /// ```
    ///
    /// The registry is a namespace: put one at the root of each of two screens shown together (a
    /// split view's columns) and both can have a "save"; a press from inside each screen reaches
    /// its own. The registry is made once per view identity, when the view first appears, and lives
    /// as long as the view; building the view makes none. Until that first appearance a press
    /// from inside returns `ActionPressResult.notFound`.
    ///
    /// - Returns: A view whose buttons and presses use a registry of its own.
    nonisolated public func asyncActionPressRegistry() -> some View {
      OwnObject(content: self, path: \.asyncActionPressRegistry) { ActionPressRegistry() }
    }

    /// Sets the registry through which the ``AsyncActionButton``s in this view are pressed, and
    /// through which ``SwiftUI/EnvironmentValues/pressAsyncAction`` presses.
    ///
    /// Most apps use ``asyncActionPressRegistry()``, which makes one. Pass one the app keeps when
    /// code outside the view tree presses too (a scene model, a document), kept for as long as the
    /// scene lives:
    ///
    /// ```swift
    /// DocumentView(document: document)
    ///   .asyncActionPressRegistry(document.pressRegistry)
    /// ```
    ///
    /// - Parameter registry: The registry, or `nil` for none.
    /// - Returns: A view whose buttons and presses use `registry`.
    nonisolated public func asyncActionPressRegistry(_ registry: ActionPressRegistry?) -> some View {
      transformEnvironment(\.asyncActionPressRegistry) { $0 = registry }
    }
  }
#endif
