#if GTK
  @_spi(Shell) public import AsyncActionCore
  internal import CAsyncActionGtk

  extension AsyncActionButtonWidget {
    /// How many widgets hold event handlers connected with ``connectEvents(under:_:)``: after
    /// those widgets are finalized and the runs their handlers heard have ended, it is zero.
    @_spi(Shell) public static var liveEventHandlerSets: Int { ContainerEventHandlers.liveCount }

    /// A handler connected to a container with ``connectEvents(under:_:)``: it hears the events of
    /// every ``AsyncActionButtonWidget`` inside the container until it is disconnected or the
    /// container is finalized.
    ///
    /// ```swift
    /// let connection = AsyncActionButtonWidget.connectEvents(under: window) { event in print(event) }
    /// connection.disconnect()
    /// ```
    @MainActor
    public final class EventConnection {
      private weak var handlers: ContainerEventHandlers?
      private let id: UInt64

      fileprivate init(handlers: ContainerEventHandlers, id: UInt64) {
        self.handlers = handlers
        self.id = id
      }

      /// Stops the handler: it hears no event from now on, the one being delivered included if it
      /// has not been called yet. Disconnecting again, or after the container is gone, does
      /// nothing.
      public func disconnect() {
        handlers?.remove(id)
      }
    }

    /// Connects `handler` to every async action button inside `container` — a box, a page, a
    /// whole window — present and future: one handler for a window's buttons, which tells them
    /// apart by `ActionEvent.identifier` (the identifier a button claims with
    /// ``claimIdentifier(_:in:)``), or by `ActionEvent.identifier(as:)` for identifiers of the
    /// app's own type.
    ///
    /// The handler hears what the engine reports to `ActionEngine.onEvent`: every run's start and
    /// end, a failed run with its error exactly once, and every ignored click, key press and press
    /// from code, with the reason. `ActionEvent.pressAgain()` presses the button again, as a click
    /// would: the Try Again of an error banner.
    ///
    /// ```swift
    /// AsyncActionButtonWidget.connectEvents(under: OpaquePointer(window)) { [weak banner] event in
    ///   switch event.kind {
    ///   case .finished(_, .failed(let error)): banner?.show(error, retry: event)
    ///   case .started, .ignored, .finished: break
    ///   }
    /// }
    /// ```
    ///
    /// The rules:
    /// - A button's events go to its own ``onEvent`` first, then to the handlers of the widgets
    ///   that hold it — the button itself, its parent, and so on up to the window — innermost
    ///   first, and in the order they were connected on each widget.
    /// - A run's end goes to the handlers its start went to, connected still, even if the button
    ///   has since left its container: a window closed while a run is in progress hears how the
    ///   run ended once its action returns, as long as the handler is connected.
    /// - An ignored press goes to the handlers above the button when it is ignored.
    ///
    /// > Important: The container keeps the handler until the container is finalized or the
    /// > connection is disconnected. Capture the window, or an object that owns it, weakly.
    ///
    /// - Parameters:
    ///   - container: The widget whose buttons the handler hears.
    ///   - handler: Called on the main actor with each event, synchronously, as the engine reports
    ///     it.
    /// - Returns: The connection, which disconnects the handler.
    @discardableResult
    public static func connectEvents(
      under container: OpaquePointer, _ handler: @escaping @MainActor (ActionEvent) -> Void
    ) -> EventConnection {
      let handlers = ContainerEventHandlers.of(UnsafeMutablePointer(container), creating: true)!
      return EventConnection(handlers: handlers, id: handlers.add(handler))
    }
  }

  /// The event handlers connected to one widget, kept on the widget as GObject data and released
  /// when the widget is finalized.
  @MainActor
  final class ContainerEventHandlers {
    private static let key = "async-action-event-handlers"
    private var entries: [(id: UInt64, handler: @MainActor (ActionEvent) -> Void)] = []
    private var lastID: UInt64 = 0

    /// How many sets of handlers are alive.
    private(set) static var liveCount = 0

    private init() {
      Self.liveCount += 1
      if Self.liveCount == 1 { AsyncActionButtonWidget.containerHandlersAppeared() }
    }

    isolated deinit { Self.liveCount -= 1 }

    /// The handlers connected to `widget`, made and attached to it if `creating`.
    static func of(
      _ widget: UnsafeMutablePointer<GtkWidget>, creating: Bool = false
    ) -> ContainerEventHandlers? {
      let object = UnsafeMutablePointer<GObject>(OpaquePointer(widget))
      if let data = g_object_get_data(object, key) {
        return Unmanaged<ContainerEventHandlers>.fromOpaque(data).takeUnretainedValue()
      }
      guard creating else { return nil }
      let handlers = ContainerEventHandlers()
      let release: GDestroyNotify = { data in
        guard let data else { return }
        // GTK finalizes widgets on the main thread.
        MainActor.assumeIsolated { Unmanaged<ContainerEventHandlers>.fromOpaque(data).release() }
      }
      g_object_set_data_full(object, key, Unmanaged.passRetained(handlers).toOpaque(), release)
      return handlers
    }

    /// The handlers of `widget` and of every widget that holds it, innermost first.
    static func chain(from widget: UnsafeMutablePointer<GtkWidget>) -> [ContainerEventHandlers] {
      // No widget has handlers: no need to look.
      guard liveCount > 0 else { return [] }
      var found: [ContainerEventHandlers] = []
      var current: UnsafeMutablePointer<GtkWidget>? = widget
      while let widget = current {
        if let handlers = of(widget) { found.append(handlers) }
        current = gtk_widget_get_parent(widget)
      }
      return found
    }

    func add(_ handler: @escaping @MainActor (ActionEvent) -> Void) -> UInt64 {
      lastID += 1
      entries.append((lastID, handler))
      return lastID
    }

    func remove(_ id: UInt64) {
      entries.removeAll { $0.id == id }
    }

    /// Calls every handler with `event`, in the order they were connected. A handler removed by
    /// an earlier one is not called.
    func deliver(_ event: ActionEvent) {
      for id in entries.map(\.id) {
        entries.first { $0.id == id }?.handler(event)
      }
    }
  }
#endif
