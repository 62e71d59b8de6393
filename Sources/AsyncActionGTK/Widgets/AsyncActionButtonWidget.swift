#if GTK
  @_spi(Shell) public import AsyncActionCore
  internal import CAsyncActionGtk
  import Foundation

  /// A GTK 4 button that runs an async action.
  ///
  /// While the action runs, the label crossfades to a spinner drawn in the label's own CSS colour
  /// (white on `suggested-action`, red on `destructive-action`), the button keeps its exact size,
  /// clicks and keyboard activation are ignored without making the button insensitive (unless the
  /// policy is `ActionConfiguration.TapPolicy.disableWhileBusy`), and the accessible BUSY state is set. Unmapping or
  /// destroying the button cancels the run, unless its configuration's lifetime is
  /// `ActionConfiguration.Lifetime.outlivesButton`. Every decision is the `ActionEngine`'s; the widget only draws it.
  ///
  /// Options of the engine that the widget draws: a busy title and a retry title (``titles``);
  /// a click that cancels the run under `ActionConfiguration.TapPolicy.cancelWhileBusy`, with a stop glyph inside the
  /// spinner or the ring, the title kept as the accessible label and "Press to cancel" at the end
  /// of the accessible description; the busy look held after a success
  /// (`ActionConfiguration.successHold`). Its events reach ``onEvent`` and every handler connected
  /// to a container above it (``connectEvents(under:_:)``).
  ///
  /// ```swift
  /// let save = AsyncActionButtonWidget(label: "Save Changes", cssClass: .suggested) {
  ///   try await profile.save()
  /// }
  /// gtk_box_append(box, UnsafeMutablePointer(save.widget))  // box: UnsafeMutablePointer<GtkBox>
  /// ```
  ///
  /// The `GtkButton` owns its `AsyncActionButtonWidget`: the object lives as long as the button,
  /// whether or not the app keeps a reference, and is released when the button is finalized.
  ///
  /// > Important: Install the ``AsyncActionMainLoopBridge`` before running the GLib loop, or the engine's
  /// > main-actor work never runs.
  @MainActor
  public final class AsyncActionButtonWidget {
    /// The engine that runs the action and decides what the button shows.
    ///
    /// > Important: The widget draws through the engine's `onPresentationChange` and hears its
    /// > `onEvent`: leave both to the widget. Listen to runs through the widget's ``onEvent``, or
    /// > through ``connectEvents(under:_:)`` on a container.
    public let engine: ActionEngine

    /// Receives every event of the button — a run started, a press ignored (and why), a run
    /// finished (a thrown error exactly once) — each with the identifier the button claims, before
    /// the handlers connected to the containers above it.
    ///
    /// ```swift
    /// save.onEvent = { event in
    ///   if case .finished(_, .failed(let error)) = event.kind { print("Save failed: \(error)") }
    /// }
    /// ```
    ///
    /// > Important: The button keeps this closure. Capture the widget, or an object that owns it,
    /// > weakly.
    public var onEvent: (@MainActor (ActionEvent) -> Void)? {
      get { eventHandler }
      set {
        eventHandler = newValue
        if newValue != nil { listen() }
      }
    }

    /// The titles the button shows besides its label: one while it runs ("Saving…"), one after a
    /// failed run until a run succeeds ("Try Again"). The button is as wide as the widest of its
    /// label and its titles whichever shows, so it keeps its size; the title that shows names the
    /// button to assistive technologies.
    ///
    /// ```swift
    /// save.titles = ActionTitles.tryAgain(busy: "Saving…")  // the built-in "Try Again"
    /// ```
    public var titles: ActionTitles {
      get { content.titles }
      set {
        guard !isFinalized else { return }
        content.setTitles(newValue)
        draw(engine.untrackedPresentation)
      }
    }
    /// The `GtkButton`, to place in a container, or `nil` once it has been finalized. An opaque
    /// pointer, as Swift GTK frameworks pass widgets: type it with your own GTK module.
    ///
    /// ```swift
    /// gtk_box_append(box, UnsafeMutablePointer(save.widget))
    /// ```
    public var widget: OpaquePointer? { isFinalized ? nil : OpaquePointer(button) }

    /// The label's text.
    public var label: String {
      didSet {
        engine.titleForWarnings = label
        if !isFinalized { content.setLabel(label, on: button) }
      }
    }

    /// The style class the button carries.
    public var cssClass: CSSClass {
      didSet {
        guard !isFinalized else { return }
        cssClass.replace(oldValue, on: button)
      }
    }

    /// What the button looks like while it runs, when a run fails, and as its action reports
    /// progress. Chosen when the button is created.
    public var looks: ActionLooks { content.looks }

    private let button: UnsafeMutablePointer<GtkWidget>
    private let content: IndicatorContent
    private let sensitivity: SensitivityBinding
    private var isFinalized = false
    /// ``onEvent``'s closure. Private, and only ever loaded and stored: no access to it can overlap
    /// another.
    private var eventHandler: (@MainActor (ActionEvent) -> Void)?
    /// The handlers a run's start went to, for its end.
    private var runHandlers: [ContainerEventHandlers] = []
    /// Whether the engine's events come to ``deliver(_:)`` (see ``listen()``).
    private var isListening = false
    /// The widgets alive that do not hear their engines' events yet, for
    /// ``containerHandlersAppeared()``.
    private static var deaf: [ObjectIdentifier: Deaf] = [:]

    /// How many `AsyncActionButtonWidget` objects are alive: after their buttons are finalized and
    /// the app has let go of them, it is zero.
    @_spi(Shell) public private(set) static var liveCount = 0

    /// How many handlers the buttons alive (of both kinds, this and `LoadingButtonWidget`) have
    /// connected to GTK's settings, to follow the font: each button's are disconnected when its
    /// widgets go, so after every button is finalized it is zero.
    @_spi(Shell) public static var liveSettingsHandlers: Int { IndicatorContent.liveSettingsHandlers }

    /// Creates a button.
    ///
    /// ```swift
    /// var configuration = ActionConfiguration()
    /// configuration.policy = .disableWhileBusy  // dimmed and insensitive while it runs
    /// let publish = AsyncActionButtonWidget(
    ///   label: "Publish", configuration: configuration, looks: .init(busy: .trailing),
    ///   action: AsyncAction { try await blog.publish() })
    /// ```
    ///
    /// - Parameters:
    ///   - label: The button's text.
    ///   - iconName: A themed icon shown before the text, such as `"view-refresh-symbolic"`.
    ///   - cssClass: The GTK style class of the button; none by default.
    ///   - configuration: Timing, policy, lifetime, feedback and timeout of its runs. Under
    ///     `ActionConfiguration.TapPolicy.disableWhileBusy` the button is insensitive while busy:
    ///     dimmed by the theme, and reported disabled to assistive technologies.
    ///   - looks: What the button looks like while it runs, when a run fails, and as its action
    ///     reports progress; by default the spinner in place of the label.
    ///   - titles: A busy title and a retry title; none by default.
    ///   - scope: A scope shared with other buttons, if any.
    ///   - strings: The language of the accessible description ("In progress", "Done",
    ///     "Failed", "Press to cancel"); by default the user's.
    ///   - clock: The clock for the engine's timers.
    ///   - action: The work a click runs.
    public init(
      label: String,
      iconName: String? = nil,
      cssClass: CSSClass = .standard,
      configuration: ActionConfiguration = ActionConfiguration(),
      looks: ActionLooks = ActionLooks(),
      titles: ActionTitles = .none,
      scope: ActionScope? = nil,
      strings: ActionStrings = .current,
      clock: any Clock<Duration> = ContinuousClock(),
      action: AsyncAction
    ) {
      engine = ActionEngine(
        configuration: configuration, clock: clock, scope: scope, strings: strings, action: action)
      engine.titleForWarnings = label
      self.label = label
      self.cssClass = cssClass
      button = gtk_button_new()
      content = IndicatorContent(
        label: label, iconName: iconName, looks: looks, titles: titles, strings: strings)
      gtk_button_set_child(UnsafeMutablePointer(OpaquePointer(button)), content.root)
      content.setLabel(label, on: button)
      cssClass.replace(nil, on: button)
      sensitivity = SensitivityBinding(button: button)
      // An insensitive button, or one in an insensitive container, refuses presses from code.
      sensitivity.onAcceptsPressesChange = { [engine] in engine.isEnabled = $0 }
      if ContainerEventHandlers.liveCount > 0 {
        listen()
      } else {
        Self.deaf[ObjectIdentifier(self)] = Deaf(self)
      }

      // Not on screen until GTK maps the button: a click emitted before that starts nothing, and
      // every run that starts can be cancelled by an unmap.
      engine.disappear()
      bind(to: button)
      Self.liveCount += 1
      track()
    }

    /// Creates a button whose action may throw.
    ///
    /// - Parameters:
    ///   - label: The button's text.
    ///   - iconName: A themed icon shown before the text.
    ///   - cssClass: The GTK style class of the button; none by default.
    ///   - configuration: Timing, policy, lifetime, feedback and timeout of its runs.
    ///   - looks: What the button looks like while it runs, when a run fails, and as its action
    ///     reports progress; by default the spinner in place of the label.
    ///   - titles: A busy title and a retry title; none by default.
    ///   - scope: A scope shared with other buttons, if any.
    ///   - strings: The language of the accessible description; by default the user's.
    ///   - action: The work a click runs.
    public convenience init(
      label: String,
      iconName: String? = nil,
      cssClass: CSSClass = .standard,
      configuration: ActionConfiguration = ActionConfiguration(),
      looks: ActionLooks = ActionLooks(),
      titles: ActionTitles = .none,
      scope: ActionScope? = nil,
      strings: ActionStrings = .current,
      action: @escaping @MainActor @Sendable () async throws -> Void
    ) {
      self.init(
        label: label, iconName: iconName, cssClass: cssClass, configuration: configuration,
        looks: looks, titles: titles, scope: scope, strings: strings, action: AsyncAction(action))
    }

    /// Whether the spinner, the progress ring and the success and failure icons are kept out of the
    /// accessible tree: the button's accessible description ("In progress", "Done", "Failed")
    /// speaks for them.
    @_spi(Shell) public var isIndicatorAccessibleHidden: Bool {
      !isFinalized && content.indicatorsAreAccessibleHidden
    }

    // MARK: Drawing engine state

    /// Draws the engine's state now, and again after every change: the engine calls back
    /// synchronously, in the turn that changed it, so the button draws in the turn the engine
    /// decides (not through Observation, whose `onChange` fires before the change and must be
    /// registered again after each one). A run's ending comes with the state it leaves, in one
    /// change: the title that shows (the retry title after a failure) is drawn once.
    private func track() {
      draw(engine.untrackedPresentation)
      weak let widget = self
      engine.onPresentationChange = { widget?.draw($0) }
    }

    private func draw(_ presentation: ActionPresentation) {
      guard !isFinalized else { return }
      sensitivity.setDisabledByRun(presentation.isDisabled)
      content.render(
        on: button, presentation, value: presentation.accessibilityDescription(in: engine.strings))
    }

    /// Starts hearing the engine's events, for ``onEvent`` and the handlers of the containers
    /// above the button; once started, for good.
    ///
    /// Until someone can hear them (``onEvent`` is set, or a container has handlers), the engine
    /// has no listener: it makes no event for a run, and reports no ignored click.
    fileprivate func listen() {
      guard !isListening else { return }
      isListening = true
      Self.deaf[ObjectIdentifier(self)] = nil
      // The engine may outlive the widget: the app may keep it, and its run may outlive the button.
      weak let widget = self
      engine.onEvent = { widget?.deliver($0) }
    }

    /// The first handlers connected to a container: every button that does not hear its engine
    /// yet starts to.
    static func containerHandlersAppeared() {
      for waiting in deaf.values { waiting.widget?.listen() }
    }

    /// Hands an event to ``onEvent``, then to the handlers of the containers above the button.
    private func deliver(_ event: ActionEvent) {
      eventHandler?(event)
      let handlers: [ContainerEventHandlers]
      switch event.kind {
      case .started:
        runHandlers = isFinalized ? [] : ContainerEventHandlers.chain(from: button)
        handlers = runHandlers
      case .finished:
        handlers = runHandlers
        runHandlers = []
      case .ignored:
        handlers = isFinalized ? [] : ContainerEventHandlers.chain(from: button)
      }
      for container in handlers { container.deliver(event) }
    }

    isolated deinit {
      Self.liveCount -= 1
      Self.deaf[ObjectIdentifier(self)] = nil
    }
  }

  // MARK: Pressing from code

  extension AsyncActionButtonWidget {
    /// Presses the button from code — a keyboard shortcut, a menu item, another button — as a
    /// click would.
    ///
    /// The press takes the path a click takes, into ``engine``: it obeys the policy, the scope, the
    /// on-screen state and the busy state. It does not emit GTK's "clicked" signal, so handlers the
    /// app connected to the button do not run. A button that takes no clicks because the app made
    /// it insensitive, or put it in an insensitive container, refuses the press, as a disabled
    /// SwiftUI button does.
    ///
    /// ```swift
    /// save.press()  // .tapped(.started(run #1))
    /// save.press()  // .tapped(.ignored(.busy)): starts nothing
    /// gtk_widget_set_sensitive(UnsafeMutablePointer(save.widget), 0)
    /// save.press()  // .disabled
    /// ```
    ///
    /// - Returns: `ActionPressResult.tapped(_:)` with what became of the tap, or
    ///   `ActionPressResult.disabled` for an insensitive button.
    @discardableResult
    public func press() -> ActionPressResult {
      engine.press()
    }

    /// Gives the button an identifier that names it in its events (`ActionEvent.identifier`), and
    /// that code elsewhere presses through `registry`, while the button is mapped (see
    /// `ActionPressRegistry`).
    ///
    /// ```swift
    /// let presses = ActionPressRegistry()   // one per window
    /// save.claimIdentifier("save", in: presses)
    /// presses.press("save")                    // as `save.press()`, while Save is mapped
    /// delete.claimIdentifier("delete", in: nil)  // named in its events, pressed by nothing
    /// share.claimIdentifier(EditorButton.share, in: presses)  // an enum of the app's buttons
    /// ```
    ///
    /// The claim goes when the button is unmapped or destroyed, and comes back when it is mapped
    /// again. While the button is insensitive (by the app, or inside an insensitive container), a
    /// press through the registry returns `ActionPressResult.disabled`.
    ///
    /// - Parameters:
    ///   - identifier: The identifier, of any `Hashable` type: `"save"`, or a case of the
    ///     app's enum of its buttons. A press reaches the button with an identifier of the
    ///     same type, equal to it: `"save"` and an enum's `.save` are two identifiers. An
    ///     optional claims the identifier it wraps; `nil` gives up the identifier. Events carry it
    ///     as `ActionEvent.identifier` when it is a `String`, and as
    ///     `ActionEvent.identifier(as:)` whatever its type.
    ///   - registry: The registry the presses come through, one per window to keep windows apart;
    ///     `nil` for none.
    public func claimIdentifier(_ identifier: some Hashable, in registry: ActionPressRegistry?) {
      engine.claimIdentifier(identifier, in: registry)
    }
  }

  extension AsyncActionButtonWidget: ButtonHost {
    /// A click, or a keyboard activation: the same path as ``press()``.
    func clicked() { _ = press() }
    func mapped() { engine.appear() }
    func unmapped() { engine.disappear() }
    func finalized() { isFinalized = true }
  }

  @_spi(Shell) extension AsyncActionButtonWidget: ButtonWidget {
    /// What the button draws now.
    @_spi(Shell) public var drawnContent: ShownContent { content.drawn }
    /// Called after every drawing that changes ``drawnContent``.
    @_spi(Shell) public var onDrawnContentChange: (@MainActor (ShownContent) -> Void)? {
      get { content.onDrawnChange }
      set { content.onDrawnChange = newValue }
    }
    /// The natural widths of the label and of each title the button lays out, label first.
    @_spi(Shell) public var titleWidths: [Int] { isFinalized ? [] : content.titleWidths }
  }

  /// A widget that does not hear its engine's events yet, held weakly.
  @MainActor
  private struct Deaf {
    weak var widget: AsyncActionButtonWidget?

    init(_ widget: AsyncActionButtonWidget) {
      self.widget = widget
    }
  }
#endif
