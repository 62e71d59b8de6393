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
    ///   ``SwiftUI/View/asyncActionIdentifier(_:)``.
    /// - Returns: What became of the press.
    @MainActor @discardableResult
    public func callAsFunction(_ identifier: String) -> ActionPressResult {
      registry?.press(identifier) ?? .noRegistry
    }
  }

  private struct PressRegistryKey: EnvironmentKey {
    static let defaultValue: ActionPressRegistry? = nil
  }

  private struct PressIdentifierKey: EnvironmentKey {
    static let defaultValue: String? = nil
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
    var asyncActionIdentifier: String? {
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
    /// - Parameter identifier: The identifier, or `nil` for none.
    /// - Returns: A view whose button can be pressed by `identifier`.
    nonisolated public func asyncActionIdentifier(_ identifier: String?) -> some View {
      transformEnvironment(\.asyncActionIdentifier) { $0 = identifier }
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
