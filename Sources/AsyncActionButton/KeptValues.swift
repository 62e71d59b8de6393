#if canImport(SwiftUI)
  @_spi(Shell) import AsyncActionCore
  import SwiftUI

  // How a modifier keeps the environment equal when it is written again with the same input.
  //
  // SwiftUI re-evaluates a modifier each time the view that holds it is evaluated. A button that
  // reads the settings (`AsyncActionSettings`, which is `Equatable`) is evaluated again only when
  // they compare unequal. So what a modifier writes must compare equal for an equal input:
  // - a value (a timing, a policy, titles) compares by `==`;
  // - an object made from the input (a type-erased style, a cancellation trigger) is kept in the
  //   writer's state and made again only when the input changes (`Kept`), and compares by identity;
  // - a closure cannot be compared: it goes into a box of the writer's own, made once per writer
  //   identity and updated in place (`ActionEventHandler`), and the button calls the box, so the
  //   latest closure runs.

  /// An object a modifier made from its input, with the input it was made from, kept in the
  /// writer's state so that an equal input writes the identical object.
  @MainActor final class Kept<Input, Value: AnyObject> {
    /// The input the value was made from.
    let input: Input
    /// The object the modifier writes: compared by identity.
    let value: Value

    init(input: Input, value: Value) {
      self.input = input
      self.value = value
    }

    /// `kept` when its input is the same as `input` (``isSame(_:_:)``), else a new value made from
    /// `input`.
    ///
    /// - Parameters:
    ///   - kept: What the writer kept from its last evaluation, if any.
    ///   - input: The modifier's input now.
    ///   - make: Makes the object from an input.
    /// - Returns: The kept value, or a new one.
    static func reusing(_ kept: Kept?, for input: Input, make: (Input) -> Value) -> Kept {
      if let kept, isSame(kept.input, input) { return kept }
      return Kept(input: input, value: make(input))
    }
  }

  /// Whether two inputs of a modifier are the same, as SwiftUI compares a view's inputs: by `==` when
  /// the type is `Equatable`, bit for bit when it holds no references (`_isPOD`: a style with no
  /// stored properties, or only numbers and enums), else never (a value holding references or
  /// closures that does not say how it compares).
  ///
  /// On the main actor: an app's `Equatable` conformance may be main-actor isolated.
  @MainActor func isSame<Input>(_ lhs: Input, _ rhs: Input) -> Bool {
    if let lhs = lhs as? any Equatable {
      return lhs.isEqual(to: rhs)
    }
    guard _isPOD(Input.self) else { return false }
    return withUnsafeBytes(of: lhs) { left in
      withUnsafeBytes(of: rhs) { right in left.elementsEqual(right) }
    }
  }

  extension Equatable {
    /// Whether `other` is a value of this type equal to this one.
    fileprivate func isEqual(to other: Any) -> Bool {
      guard let other = other as? Self else { return false }
      return self == other
    }
  }

  /// The inputs of a view that writes an object made from a modifier's input: `nonisolated`, so
  /// that a nonisolated modifier can build it. The object is made in `body`, on the main actor.
  nonisolated struct KeptWriter<Content: View, Input, Value: AnyObject>: View {
    let content: Content
    let input: Input
    let make: @MainActor (Input) -> Value
    let write: (inout AsyncActionSettings, Value) -> Void

    @MainActor var body: some View {
      KeptContent(content: content, input: input, make: make, write: write)
    }
  }

  /// Keeps the object it last wrote, and writes it again while the input stays the same.
  struct KeptContent<Content: View, Input, Value: AnyObject>: View {
    let content: Content
    let input: Input
    let make: @MainActor (Input) -> Value
    let write: (inout AsyncActionSettings, Value) -> Void
    /// Not made by a default value: a `State` default is built every time the struct is.
    @State private var store: KeptStore<Input, Value>? = nil

    var body: some View {
      let evaluation = Self.evaluate(store, input: input, make: make)
      let value = evaluation.value
      let write = self.write
      content
        .transformEnvironment(\.asyncActionButton) { write(&$0, value) }
        // Keeps the store, once per writer identity. What it keeps afterwards changes no state,
        // so no evaluation here is caused by a write of this view's own.
        .onChange(of: evaluation.stateKey, initial: true) { store = evaluation.store }
    }

    /// One evaluation of the body: the store to keep in state, the object to write, and the value
    /// whose change makes the view write its state.
    ///
    /// The state holds a store, written once; the object goes into the store, which no view
    /// observes. Writing the object itself into state would make an input that cannot be compared
    /// (a style that holds a reference and is not `Equatable`) loop: the write invalidates the
    /// view, the next evaluation makes another object, whose change writes again, every frame.
    static func evaluate(
      _ stored: KeptStore<Input, Value>?, input: Input, make: (Input) -> Value
    ) -> (store: KeptStore<Input, Value>, value: Value, stateKey: ObjectIdentifier) {
      let store = stored ?? KeptStore()
      return (store, store.value(for: input, make: make), ObjectIdentifier(store))
    }
  }

  /// What a ``KeptContent`` keeps: the object it last made and the input it was made from. Made
  /// once per writer identity; changing what it holds invalidates no view.
  @MainActor final class KeptStore<Input, Value: AnyObject> {
    private(set) var kept: Kept<Input, Value>?

    /// The object to write for `input`: the kept one while the input is the same
    /// (``isSame(_:_:)``), else a new one, which it keeps.
    func value(for input: Input, make: (Input) -> Value) -> Value {
      let current = Kept.reusing(kept, for: input, make: make)
      kept = current
      return current.value
    }
  }

  /// The handlers one modifier adds to its buttons' events: made once per writer identity, and
  /// given the latest closures on each evaluation, so that the environment keeps the same box and
  /// a button calls the closure of the latest evaluation.
  @MainActor final class ActionEventHandler {
    /// The latest handlers.
    var listeners: ActionEventListeners

    init(_ listeners: ActionEventListeners) {
      self.listeners = listeners
    }

    /// Calls the latest handlers with an event.
    ///
    /// - Parameter event: An event of a button.
    func callAsFunction(_ event: ActionEvent) {
      listeners(event)
    }
  }

  /// The inputs of a view that adds handlers to its buttons' events: `nonisolated`, so that the
  /// nonisolated modifiers can build it.
  nonisolated struct HandlerWriter<Content: View>: View {
    let content: Content
    let listeners: ActionEventListeners
    let write: (inout AsyncActionSettings, ActionEventHandler) -> Void

    @MainActor var body: some View {
      HandlerContent(content: content, listeners: listeners, write: write)
    }
  }

  /// Keeps one box for its handlers, and puts the latest closures in it.
  private struct HandlerContent<Content: View>: View {
    let content: Content
    let listeners: ActionEventListeners
    let write: (inout AsyncActionSettings, ActionEventHandler) -> Void
    @State private var handler: ActionEventHandler? = nil

    var body: some View {
      let current = ActionEventHandler.updating(handler, with: listeners)
      let write = self.write
      content
        .transformEnvironment(\.asyncActionButton) { write(&$0, current) }
        // Keeps the first box, once: the key is whether one is kept, never an object's identity,
        // so no write here causes another evaluation that writes again.
        .onChange(of: handler == nil, initial: true) { if handler == nil { handler = current } }
    }
  }

  extension ActionEventHandler {
    /// `kept`, given the latest handlers, or a new box for them when nothing was kept.
    ///
    /// A write to a property no view observes: it invalidates nothing.
    ///
    /// - Parameters:
    ///   - kept: The box of the writer's last evaluation, if any.
    ///   - listeners: The handlers of this evaluation.
    /// - Returns: The box to write.
    static func updating(
      _ kept: ActionEventHandler?, with listeners: ActionEventListeners
    ) -> ActionEventHandler {
      guard let kept else { return ActionEventHandler(listeners) }
      kept.listeners = listeners
      return kept
    }
  }
#endif
