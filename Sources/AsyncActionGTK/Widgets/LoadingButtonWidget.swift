#if GTK
  @_spi(Shell) public import AsyncActionCore
  internal import CAsyncActionGtk
  import Foundation

  /// A GTK 4 button whose spinner follows a loading flag the app owns.
  ///
  /// For flows whose async work starts elsewhere — a sign-in controller, a sync a notification
  /// starts — the app sets ``isLoading`` and the button shows the same spinner as an
  /// ``AsyncActionButtonWidget``: in the label's colour, with the same size, the same crossfade and
  /// the same `ActionConfiguration.BusyIndicatorTiming` rules, so a flag that is on for a moment never
  /// flashes a spinner and a shown spinner never flickers (the engine's show-delay and minimum).
  ///
  /// ```swift
  /// let signIn = LoadingButtonWidget(label: "Sign In", cssClass: .suggested)
  /// signIn.onTap = { [weak signIn, weak session] in
  ///   guard let signIn, let session else { return }
  ///   signIn.isLoading = true
  ///   session.signIn { signIn.isLoading = false }
  /// }
  /// gtk_box_append(box, UnsafeMutablePointer(signIn.widget))  // box: UnsafeMutablePointer<GtkBox>
  /// ```
  ///
  /// Clicks while ``isBusy`` are ignored, without making the button insensitive unless
  /// ``disablesWhileLoading`` says so; the accessible BUSY state follows ``isBusy``. As with
  /// ``AsyncActionButtonWidget``, the `GtkButton` owns this object.
  ///
  /// > Important: ``onTap`` is kept by the button. Capture the widget, or an object that owns
  /// > it, weakly.
  @MainActor
  public final class LoadingButtonWidget {
    /// The loading state: the app's flag and the spinner it drives. The widget draws through the
    /// state's `onPresentationChange`; the demo and the bench read it.
    @_spi(Shell) public let loading: ActionLoadingState

    /// The app's flag: whether its work is in progress. Shorthand for `loading.isLoading`.
    public var isLoading: Bool {
      get { loading.isLoading }
      set { loading.isLoading = newValue }
    }

    /// Whether the button is busy: from the moment the flag turns on until the spinner is gone.
    public var isBusy: Bool { loading.isBusy }

    /// Called when the button is clicked or activated from the keyboard while not busy.
    public var onTap: (@MainActor () -> Void)?

    /// Renamed ``onTap``, as every other name of the package calls a user's press a tap.
    @available(*, deprecated, renamed: "onTap")
    public var onClicked: (@MainActor () -> Void)? {
      get { onTap }
      set { onTap = newValue }
    }

    /// Whether the button is insensitive while busy: dimmed by the theme, and reported disabled
    /// to assistive technologies. `false` by default: the button ignores clicks while busy and
    /// keeps looking enabled.
    public var disablesWhileLoading: Bool {
      get { loading.disablesWhileLoading }
      set { loading.disablesWhileLoading = newValue }
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
      didSet { if !isFinalized { content.setLabel(label, on: button) } }
    }

    /// The style class the button carries.
    public var cssClass: AsyncActionButtonWidget.CSSClass {
      didSet {
        guard !isFinalized else { return }
        cssClass.replace(oldValue, on: button)
      }
    }

    /// What the button looks like while busy: the busy look of its `ActionLooks` (a loading flag
    /// reports no progress and no failure). Chosen when the button is created.
    public var looks: ActionLooks { content.looks }

    /// The titles the button shows besides its label, as an ``AsyncActionButtonWidget``'s: its
    /// busy title shows while the spinner would ("Signing In…"), and the button is as wide as the
    /// widest of its label and its titles. A loading flag never fails: a retry title is measured
    /// and never shown.
    ///
    /// ```swift
    /// signIn.titles = ActionTitles(busy: "Signing In…")
    /// ```
    public var titles: ActionTitles {
      get { content.titles }
      set {
        guard !isFinalized else { return }
        content.setTitles(newValue)
        draw(loading.presentation)
      }
    }
    private let button: UnsafeMutablePointer<GtkWidget>
    private let content: IndicatorContent
    private let sensitivity: SensitivityBinding
    private var isFinalized = false

    /// How many `LoadingButtonWidget` objects are alive: after their buttons are finalized and the
    /// app has let go of them, it is zero.
    @_spi(Shell) public private(set) static var liveCount = 0

    /// Creates a button, not loading.
    ///
    /// ```swift
    /// let check = LoadingButtonWidget(
    ///   label: "Comprobar", looks: .init(busy: .trailing), strings: ActionStrings(language: "es"))
    /// ```
    ///
    /// - Parameters:
    ///   - label: The button's text.
    ///   - iconName: A themed icon shown before the text.
    ///   - cssClass: The GTK style class of the button; none by default.
    ///   - timing: When the spinner appears and how long it stays.
    ///   - looks: What the button looks like while busy; by default the spinner in place of the
    ///     label.
    ///   - titles: A busy title; none by default.
    ///   - disablesWhileLoading: Whether the button is insensitive while busy.
    ///   - strings: The language of the accessible description ("In progress"); by default the
    ///     user's.
    ///   - clock: The clock for the spinner's timers.
    ///   - onTap: Called when the button is clicked while not busy.
    public init(
      label: String,
      iconName: String? = nil,
      cssClass: AsyncActionButtonWidget.CSSClass = .standard,
      timing: ActionConfiguration.BusyIndicatorTiming = .standard,
      looks: ActionLooks = ActionLooks(),
      titles: ActionTitles = .none,
      disablesWhileLoading: Bool = false,
      strings: ActionStrings = .current,
      clock: any Clock<Duration> = ContinuousClock(),
      onTap: (@MainActor () -> Void)? = nil
    ) {
      loading = ActionLoadingState(
        timing: timing, disablesWhileLoading: disablesWhileLoading, clock: clock, strings: strings)
      self.label = label
      self.cssClass = cssClass
      self.onTap = onTap
      button = gtk_button_new()
      content = IndicatorContent(
        label: label, iconName: iconName, looks: looks, titles: titles, strings: strings)
      gtk_button_set_child(UnsafeMutablePointer(OpaquePointer(button)), content.root)
      content.setLabel(label, on: button)
      cssClass.replace(nil, on: button)
      sensitivity = SensitivityBinding(button: button)
      // Off screen until GTK maps the button: a shown spinner's minimum is waited out only on
      // screen.
      loading.disappear()
      bind(to: button)
      Self.liveCount += 1
      track()
    }

    /// Renamed: its handler is `onTap`, as every other name of the package calls a user's press a
    /// tap.
    @available(
      *, deprecated,
      renamed: "init(label:iconName:cssClass:timing:looks:titles:disablesWhileLoading:strings:clock:onTap:)"
    )
    public convenience init(
      label: String,
      iconName: String? = nil,
      cssClass: AsyncActionButtonWidget.CSSClass = .standard,
      timing: ActionConfiguration.BusyIndicatorTiming = .standard,
      looks: ActionLooks = ActionLooks(),
      titles: ActionTitles = .none,
      disablesWhileLoading: Bool = false,
      strings: ActionStrings = .current,
      clock: any Clock<Duration> = ContinuousClock(),
      onClicked: (@MainActor () -> Void)?
    ) {
      self.init(
        label: label, iconName: iconName, cssClass: cssClass, timing: timing, looks: looks, titles: titles,
        disablesWhileLoading: disablesWhileLoading, strings: strings, clock: clock, onTap: onClicked)
    }

    /// Whether the spinner, the progress ring and the success and failure icons are kept out of the
    /// accessible tree: the button's accessible description ("In progress", "Done", "Failed")
    /// speaks for them.
    @_spi(Shell) public var isIndicatorAccessibleHidden: Bool {
      !isFinalized && content.indicatorsAreAccessibleHidden
    }

    /// Draws the loading state now, and again after every change, synchronously (as
    /// `AsyncActionButtonWidget` does, not through Observation).
    private func track() {
      draw(loading.presentation)
      weak let widget = self
      loading.onPresentationChange = { widget?.draw($0) }
    }

    private func draw(_ presentation: ActionPresentation) {
      guard !isFinalized else { return }
      sensitivity.setDisabledByRun(presentation.isDisabled)
      content.render(on: button, presentation, value: loading.accessibilityValue)
    }

    isolated deinit {
      Self.liveCount -= 1
    }
  }

  @_spi(Shell) extension LoadingButtonWidget: ButtonWidget {
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

  extension LoadingButtonWidget: ButtonHost {
    func clicked() {
      guard loading.acceptsTaps else { return }
      onTap?()
    }
    func mapped() { loading.appear() }
    func unmapped() { loading.disappear() }
    func finalized() {
      isFinalized = true
      onTap = nil
    }
  }
#endif
