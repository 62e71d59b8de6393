import AsyncActionCore
import CGtk

/// The child of a button: its label (text, or icon and text) and the `ActionIndicator`
/// pages — a `GtkSpinner`, a progress ring drawn in the label's CSS colour, and the success and
/// failure icons — placed as a `SpinnerPlacement` says.
///
/// In place of the label, one `GtkStack` with homogeneous pages crossfades between the label and
/// the indicator, so the button keeps its size. Beside the label, a sliding `GtkRevealer` holds
/// the indicator pages before or after the label, and the button grows while it shows.
@MainActor
final class IndicatorContent {
  enum Page: String {
    case label, spinner, progress, success, failure
  }

  /// The widget to set as the button's child.
  let root: UnsafeMutablePointer<GtkWidget>
  private let labelWidget: UnsafeMutablePointer<GtkWidget>
  let placement: SpinnerPlacement
  private let stack: UnsafeMutablePointer<GtkWidget>
  private let revealer: UnsafeMutablePointer<GtkWidget>?
  private let spinner: UnsafeMutablePointer<GtkWidget>
  /// The progress ring, once a run has reported progress.
  private var ring: UnsafeMutablePointer<GtkWidget>?
  private var shownPage = Page.label
  private let spinnerViewport: SpinnerViewport
  private var fraction = 0.0
  /// Whether this content made its button insensitive (for the disabled look).
  private var isDisabling = false
  /// Whether the button had the keyboard focus when this content made it insensitive: GTK then
  /// leaves the window with no focus, and the focus comes back to the button when it turns
  /// sensitive again, unless something else took it meanwhile.
  private var returnsFocus = false

  init(label: String, iconName: String?, placement: SpinnerPlacement) {
    self.placement = placement
    stack = gtk_stack_new()
    gtk_stack_set_transition_type(OpaquePointer(stack), GTK_STACK_TRANSITION_TYPE_CROSSFADE)
    gtk_stack_set_transition_duration(OpaquePointer(stack), Self.crossfadeMilliseconds)
    // Homogeneous pages (GtkStack's default, stated here because the size depends on it): the
    // stack is as large as its largest page whatever page shows, so the button never resizes.
    gtk_stack_set_hhomogeneous(OpaquePointer(stack), 1)
    gtk_stack_set_vhomogeneous(OpaquePointer(stack), 1)

    let content = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 6)!
    gtk_widget_set_halign(content, GTK_ALIGN_CENTER)
    if let iconName {
      let icon = gtk_image_new_from_icon_name(iconName)!
      // Decorative: the label names the button.
      aab_accessible_set_hidden(icon, 1)
      gtk_box_append(content.cast(), icon)
    }
    labelWidget = gtk_label_new(label)
    gtk_box_append(content.cast(), labelWidget)

    spinner = gtk_spinner_new()
    // The button's accessible description and value ("In progress", "Done", "Failed") say it all.
    aab_accessible_set_hidden(spinner, 1)

    if placement == .replacingLabel {
      gtk_stack_add_named(OpaquePointer(stack), content, Page.label.rawValue)
      revealer = nil
      root = stack
    } else {
      let revealer = gtk_revealer_new()!
      // A sliding revealer takes no room while hidden and grows to the indicator's width as it
      // reveals it (a crossfading one would reserve the room all the time, off-centring the
      // idle label). The slide runs from the label's side, mirrored in right-to-left languages.
      let slide =
        placement == .leading
        ? GTK_REVEALER_TRANSITION_TYPE_SLIDE_LEFT : GTK_REVEALER_TRANSITION_TYPE_SLIDE_RIGHT
      gtk_revealer_set_transition_type(OpaquePointer(revealer), slide)
      gtk_revealer_set_transition_duration(OpaquePointer(revealer), Self.crossfadeMilliseconds)
      gtk_revealer_set_child(OpaquePointer(revealer), stack)
      self.revealer = revealer
      // The gap between indicator and label is the indicator's margin, not the box's spacing, so
      // that it goes with the indicator: a hidden revealer takes no room at all, and the idle
      // label stays centred.
      if placement == .leading {
        gtk_widget_set_margin_end(stack, 6)
      } else {
        gtk_widget_set_margin_start(stack, 6)
      }
      let row = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 0)!
      gtk_widget_set_halign(row, GTK_ALIGN_CENTER)
      // GtkBox lays out from the leading edge, and mirrors itself in right-to-left languages.
      if placement == .leading { gtk_box_append(row.cast(), revealer) }
      gtk_box_append(row.cast(), content)
      if placement == .trailing { gtk_box_append(row.cast(), revealer) }
      root = row
    }
    Self.center(spinner)
    gtk_stack_add_named(OpaquePointer(stack), spinner, Page.spinner.rawValue)
    gtk_stack_set_visible_child_name(
      OpaquePointer(stack), (placement == .replacingLabel ? Page.label : .spinner).rawValue)
    spinnerViewport = SpinnerViewport(spinner: spinner, anchor: root)
    connectSignals()
  }

  /// Adds the page of the progress ring, the success mark or the failure mark the first time it
  /// shows.
  ///
  /// NB: most buttons never show a ring or a mark; created up front, the three pages were about
  /// 5.6 KB of RSS per button (1,000 buttons in a window: 21.9 KB against 16.3 KB for a stack of a
  /// label and a spinner alone). Every page is 16 by 16 pixels, like the spinner, so adding one
  /// changes no size.
  private func addPageIfNeeded(_ page: Page) {
    let widget: UnsafeMutablePointer<GtkWidget>
    switch page {
    case .label, .spinner:
      return
    case .progress:
      guard ring == nil else { return }
      widget = gtk_drawing_area_new()
      gtk_widget_set_size_request(widget, 16, 16)
      ring = widget
      connectRingDraw(widget)
    case .success, .failure:
      guard gtk_stack_get_child_by_name(OpaquePointer(stack), page.rawValue) == nil else { return }
      widget = gtk_image_new_from_icon_name(
        page == .success ? "object-select-symbolic" : "dialog-error-symbolic")
      if page == .failure { Self.markAsFailure(widget) }
    }
    // Like the spinner, the ring and the marks are drawn for the eye only: the description says
    // "In progress", "Done" or "Failed". GTK 4.8 exports every page of a stack, shown or not, so
    // a page that is not hidden explicitly is an unnamed child of the button in every phase.
    aab_accessible_set_hidden(widget, 1)
    Self.center(widget)
    gtk_stack_add_named(OpaquePointer(stack), widget, page.rawValue)
  }

  /// Whether the spinner, and the progress ring and the success and failure icons that were
  /// created, are kept out of the accessible tree.
  var indicatorsAreAccessibleHidden: Bool {
    let pages = [Page.spinner, .progress, .success, .failure].compactMap {
      gtk_stack_get_child_by_name(OpaquePointer(stack), $0.rawValue)
    }
    return pages.allSatisfy {
      aab_accessible_state_is_true($0, GTK_ACCESSIBLE_STATE_HIDDEN) != 0
    }
  }

  /// Shows `label` on `button`, whose child this content is, and names the button by it.
  ///
  /// A button whose child is set with `gtk_button_set_child` has no accessible name of its own
  /// (AT-SPI clients read "GtkButton"): the LABEL property names it, and changes with the text.
  /// GTK 4.8 also names a button by a LABELLED_BY relation to its label, but then sends no
  /// name change when the text changes, and with both the name is said twice.
  func setLabel(_ label: String, on button: UnsafeMutablePointer<GtkWidget>) {
    gtk_label_set_text(OpaquePointer(labelWidget), label)
    aab_accessible_set_text(button, GTK_ACCESSIBLE_PROPERTY_LABEL, label)
  }

  /// Draws a button's state on `button`, whose child this content is: the indicator, the disabled
  /// look, the accessible BUSY state and the accessible description and value.
  ///
  /// The content owns only its share of the button's sensitivity: it makes the button
  /// insensitive when `disabled` turns on and sensitive again when it turns off, and otherwise
  /// leaves the app's own `gtk_widget_set_sensitive` calls alone. A button that had the keyboard
  /// focus gets it back when it turns sensitive, if nothing else took it meanwhile.
  ///
  /// The phase text (`value`: "In progress", "Done", "Failed") goes to the DESCRIPTION property,
  /// which GTK 4.8 exports over AT-SPI, and to VALUE_TEXT, which it does not. The name stays the
  /// label alone, so a screen reader says the title once and the phase after it.
  func render(
    on button: UnsafeMutablePointer<GtkWidget>, indicator: ActionIndicator?, busy: Bool, disabled: Bool,
    value: String?
  ) {
    show(indicator)
    if disabled != isDisabling {
      setDisabled(disabled, button)
    }
    aab_accessible_set_busy(button, busy ? 1 : 0)
    aab_accessible_set_text(button, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, value)
    aab_accessible_set_text(button, GTK_ACCESSIBLE_PROPERTY_VALUE_TEXT, value)
  }

  /// Makes `button` insensitive or sensitive again, keeping the keyboard user's place: GTK
  /// leaves the window with no focus when the focused button turns insensitive, and the next Tab
  /// would start over at the top.
  private func setDisabled(_ disabled: Bool, _ button: UnsafeMutablePointer<GtkWidget>) {
    if disabled {
      returnsFocus = gtk_widget_is_focus(button) != 0
      gtk_widget_set_sensitive(button, 0)
    } else {
      gtk_widget_set_sensitive(button, 1)
      // Only to a button still on screen: one that left it (its run was cancelled) has no place
      // to give back.
      if returnsFocus, gtk_widget_get_mapped(button) != 0, let root = gtk_widget_get_root(button),
        gtk_root_get_focus(root) == nil
      {
        gtk_widget_grab_focus(button)
      }
      returnsFocus = false
    }
    isDisabling = disabled
  }

  /// Shows `indicator`, or the label alone for `nil`.
  private func show(_ indicator: ActionIndicator?) {
    let page: Page =
      switch indicator {
      case nil: .label
      case .spinner: .spinner
      case .progress: .progress
      case .succeeded: .success
      case .failed: .failure
      }
    addPageIfNeeded(page)
    if case .progress(let value) = indicator, let ring {
      fraction = value
      gtk_widget_queue_draw(ring)
    }
    guard page != shownPage else { return }
    if let revealer {
      // Beside the label the indicator's page stays while the revealer fades it out.
      if page != .label {
        gtk_stack_set_visible_child_name(OpaquePointer(stack), page.rawValue)
      }
      gtk_revealer_set_reveal_child(OpaquePointer(revealer), page == .label ? 0 : 1)
    } else {
      gtk_stack_set_visible_child_name(OpaquePointer(stack), page.rawValue)
    }
    // A stopped spinner has no animation: nothing ticks while the label shows. Beside the label,
    // a spinner that is being hidden keeps turning until the revealer has slid it out
    // (`revealerClosed`).
    if page == .spinner || revealer == nil || page != .label {
      setSpinning(page == .spinner)
    }
    shownPage = page
  }

  /// The revealer finished a transition: once it has hidden the indicator, the spinner stops.
  private func revealerChanged() {
    guard let revealer, gtk_revealer_get_child_revealed(OpaquePointer(revealer)) == 0 else { return }
    if shownPage == .label { setSpinning(false) }
  }

  /// Starts or stops the spinner; one scrolled out of view stays stopped until it scrolls back.
  private func setSpinning(_ spinning: Bool) {
    spinnerViewport.setWantsSpinning(spinning)
  }

  private func connectSignals() {
    // NB: unretained: the button that holds these widgets owns the object that owns this content,
    // and releases it only when the button is finalized, after its children are gone.
    let this = Unmanaged.passUnretained(self).toOpaque()
    if let revealer {
      typealias Notify =
        @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Void
      let changed: Notify = { _, _, this in
        MainActor.assumeIsolated {
          Unmanaged<IndicatorContent>.fromOpaque(this!).takeUnretainedValue().revealerChanged()
        }
      }
      aab_signal_connect(
        revealer, "notify::child-revealed", unsafeBitCast(changed, to: GCallback.self), this, nil)
    }
  }

  private func connectRingDraw(_ ring: UnsafeMutablePointer<GtkWidget>) {
    typealias Draw =
      @convention(c) (
        OpaquePointer?, OpaquePointer?, Int32, Int32, UnsafeMutableRawPointer?
      ) -> Void
    let draw: Draw = { _, cairo, width, height, this in
      MainActor.assumeIsolated {
        Unmanaged<IndicatorContent>.fromOpaque(this!).takeUnretainedValue()
          .drawRing(cairo, width: width, height: height)
      }
    }
    // NB: unretained: the button that holds the ring owns the object that owns this content, and
    // releases it only when the button is finalized, after the ring is gone.
    gtk_drawing_area_set_draw_func(
      UnsafeMutablePointer(OpaquePointer(ring)), unsafeBitCast(draw, to: GtkDrawingAreaDrawFunc.self),
      Unmanaged.passUnretained(self).toOpaque(), nil)
  }

  /// Draws the determinate progress ring in the label's colour.
  private func drawRing(_ cairo: OpaquePointer?, width: Int32, height: Int32) {
    guard let cairo, let ring else { return }
    var color = GdkRGBA()
    gtk_style_context_get_color(gtk_widget_get_style_context(ring), &color)
    let radius = Double(min(width, height)) / 2 - 1.5
    let centerX = Double(width) / 2
    let centerY = Double(height) / 2
    cairo_set_line_width(cairo, 2.5)
    cairo_set_source_rgba(
      cairo, Double(color.red), Double(color.green), Double(color.blue), Double(color.alpha) * 0.3)
    cairo_arc(cairo, centerX, centerY, radius, 0, 2 * .pi)
    cairo_stroke(cairo)
    guard fraction > 0 else { return }
    cairo_set_source_rgba(
      cairo, Double(color.red), Double(color.green), Double(color.blue), Double(color.alpha))
    cairo_arc(cairo, centerX, centerY, radius, -.pi / 2, -.pi / 2 + 2 * .pi * fraction)
    cairo_stroke(cairo)
  }

  private static var crossfadeMilliseconds: guint {
    let (seconds, attoseconds) = ActionConfiguration.crossfadeDuration.components
    return guint(seconds * 1000 + attoseconds / 1_000_000_000_000_000)
  }

  /// The style class of the failure mark.
  static let failureClass = "async-action-failure"

  /// Draws the failure mark in the theme's error colour (`@error_color`), so that it reads as a
  /// failure rather than as a grey "blocked" sign. On a filled button (`suggested-action`,
  /// `destructive-action`) the mark keeps the label's colour: red on blue or on red would not show.
  ///
  /// The rule sits at the fallback priority, below the theme and the app: an app's own CSS for
  /// `image.async-action-failure` wins.
  private static func markAsFailure(_ image: UnsafeMutablePointer<GtkWidget>) {
    gtk_widget_add_css_class(image, failureClass)
    guard let display = gtk_widget_get_display(image) else { return }
    let key = "async-action-failure-style"
    let object = UnsafeMutablePointer<GObject>(display)
    guard g_object_get_data(object, key) == nil else { return }
    let provider = gtk_css_provider_new()!
    let css = """
      image.\(failureClass) { color: @error_color; }
      button.suggested-action image.\(failureClass),
      button.destructive-action image.\(failureClass) { color: inherit; }
      """
    gtk_css_provider_load_from_data(provider, css, -1)
    gtk_style_context_add_provider_for_display(
      display, OpaquePointer(provider), guint(GTK_STYLE_PROVIDER_PRIORITY_FALLBACK))
    // NB: the display keeps the provider; the mark on the display says it is installed, once.
    g_object_set_data(object, key, provider)
    g_object_unref(provider)
  }

  private static func center(_ widget: UnsafeMutablePointer<GtkWidget>) {
    gtk_widget_set_halign(widget, GTK_ALIGN_CENTER)
    gtk_widget_set_valign(widget, GTK_ALIGN_CENTER)
  }
}

/// What a button object does when its `GtkButton` is clicked, mapped, unmapped or finalized.
@MainActor
protocol ButtonHost: AnyObject {
  func clicked()
  func mapped()
  func unmapped()
  func finalized()
}

extension ButtonHost {
  /// Makes `button` own `self` and forward its signals to it.
  ///
  /// The button keeps the object alive until the button is finalized, so the unretained pointer
  /// handed to the signal handlers is valid whenever GTK calls them: no signal is emitted on a
  /// finalized object.
  func bind(to button: UnsafeMutablePointer<GtkWidget>) {
    let owner = Unmanaged.passRetained(self as AnyObject).toOpaque()
    let releaseOwner: GDestroyNotify = { owner in
      guard let owner else { return }
      let object = Unmanaged<AnyObject>.fromOpaque(owner)
      MainActor.assumeIsolated { host(owner).finalized() }
      object.release()
    }
    g_object_set_data_full(button.cast(), "async-action-button", owner, releaseOwner)
    let this = Unmanaged.passUnretained(self as AnyObject).toOpaque()
    typealias Handler = @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Void
    let clicked: Handler = { _, this in MainActor.assumeIsolated { host(this).clicked() } }
    let mapped: Handler = { _, this in MainActor.assumeIsolated { host(this).mapped() } }
    let unmapped: Handler = { _, this in MainActor.assumeIsolated { host(this).unmapped() } }
    for (signal, handler) in [
      ("clicked", clicked), ("map", mapped), ("unmap", unmapped), ("destroy", unmapped),
    ] {
      aab_signal_connect(button, signal, unsafeBitCast(handler, to: GCallback.self), this, nil)
    }
  }
}

@MainActor
private func host(_ pointer: UnsafeMutableRawPointer?) -> any ButtonHost {
  // Every pointer handed to GTK above is an object that conforms to ButtonHost.
  Unmanaged<AnyObject>.fromOpaque(pointer!).takeUnretainedValue() as! any ButtonHost
}
