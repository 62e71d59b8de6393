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
/// A press is a tap: it obeys the button's policy, scope and busy state, and returns the same
/// `TapResult` as a tap, inside a `PressResult`. A press of an identifier no button on screen
/// claims does nothing and returns `PressResult.notFound`; a press of a disabled button returns
/// `PressResult.disabled`. See `ActionPressRegistry` for the rules.
public struct PressAsyncAction: Sendable {
  /// The registry the presses go through.
  public let registry: ActionPressRegistry

  /// Presses the button on screen that claims `identifier`.
  ///
  /// - Parameter identifier: The identifier given with
  ///   ``SwiftUI/View/asyncActionIdentifier(_:)``.
  /// - Returns: What became of the press.
  @MainActor @discardableResult
  public func callAsFunction(_ identifier: String) -> PressResult {
    registry.press(identifier)
  }
}

private struct PressRegistryKey: EnvironmentKey {
  static let defaultValue = ActionPressRegistry.shared
}

private struct PressIdentifierKey: EnvironmentKey {
  static let defaultValue: String? = nil
}

extension EnvironmentValues {
  /// The registry through which ``AsyncActionButton``s with an identifier are pressed.
  ///
  /// By default one registry for the whole app, `ActionPressRegistry.shared`: a press works
  /// with no setup. An app with several windows or scenes that show the same screen gives each
  /// its own with ``SwiftUI/View/asyncActionPressRegistry(_:)``, so that a press reaches the button of
  /// its own window.
  public var asyncActionPressRegistry: ActionPressRegistry {
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

  /// Sets the registry through which the ``AsyncActionButton``s in this view are pressed, and
  /// through which ``SwiftUI/EnvironmentValues/pressAsyncAction`` presses.
  ///
  /// Give each window or scene its own registry, kept by the app for as long as the scene lives:
  ///
  /// ```swift
  /// DocumentView(document: document)
  ///   .asyncActionPressRegistry(document.pressRegistry)
  /// ```
  ///
  /// - Parameter registry: The registry.
  /// - Returns: A view whose buttons and presses use `registry`.
  nonisolated public func asyncActionPressRegistry(_ registry: ActionPressRegistry) -> some View {
    transformEnvironment(\.asyncActionPressRegistry) { $0 = registry }
  }
}
