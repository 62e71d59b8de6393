#if GTK
  @_spi(Shell) import AsyncActionCore
  internal import CAsyncActionGtk
  import Foundation

  /// The widget tree: the label, the stack of indicator pages, the revealer beside the label, the
  /// bar under it, and the signals that draw and follow them.
  extension IndicatorContent {
    /// The label, or the label after its icon in a row.
    static func labelContent(
      _ label: UnsafeMutablePointer<GtkWidget>, iconName: String?
    ) -> UnsafeMutablePointer<GtkWidget> {
      // The label alone needs no box: one widget less to lay out, map and unmap at every swap.
      guard let iconName else {
        gtk_widget_set_halign(label, GTK_ALIGN_CENTER)
        return label
      }
      let content = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 6)!
      gtk_widget_set_halign(content, GTK_ALIGN_CENTER)
      let icon = gtk_image_new_from_icon_name(iconName)!
      // Decorative: the label names the button.
      aab_accessible_set_hidden(icon, 1)
      gtk_box_append(content.cast(), icon)
      gtk_box_append(content.cast(), label)
      return content
    }

    /// A row of the label and a revealer that holds `stack` before or after it.
    static func beside(
      _ labelContent: UnsafeMutablePointer<GtkWidget>, stack: UnsafeMutablePointer<GtkWidget>, leading: Bool
    ) -> (row: UnsafeMutablePointer<GtkWidget>, revealer: UnsafeMutablePointer<GtkWidget>) {
      let revealer = gtk_revealer_new()!
      // A sliding revealer takes no room while hidden and grows to the indicator's width as it
      // reveals it (a crossfading one would reserve the room all the time, off-centring the
      // idle label). The slide runs from the label's side, mirrored in right-to-left languages.
      gtk_revealer_set_transition_type(OpaquePointer(revealer), slide(leading: leading))
      gtk_revealer_set_transition_duration(OpaquePointer(revealer), Stylesheet.crossfadeMilliseconds)
      gtk_revealer_set_child(OpaquePointer(revealer), stack)
      // The gap between indicator and label is the indicator's margin, not the box's spacing, so
      // that it goes with the indicator: a hidden revealer takes no room at all, and the idle
      // label stays centred. Its width is the core's for the label's line height (`applySizes`).
      let row = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 0)!
      gtk_widget_set_halign(row, GTK_ALIGN_CENTER)
      // GtkBox lays out from the leading edge, and mirrors itself in right-to-left languages.
      if leading { gtk_box_append(row.cast(), revealer) }
      gtk_box_append(row.cast(), labelContent)
      if !leading { gtk_box_append(row.cast(), revealer) }
      return (row, revealer)
    }

    /// The revealer's slide beside the label: from the label's side, which GTK mirrors in
    /// right-to-left languages. GtkRevealer clips its child to the room it has opened, so the
    /// indicator never paints past the button's edge while it slides.
    static func slide(leading: Bool) -> GtkRevealerTransitionType {
      leading ? GTK_REVEALER_TRANSITION_TYPE_SLIDE_LEFT : GTK_REVEALER_TRANSITION_TYPE_SLIDE_RIGHT
    }

    /// Adds the percent text's page to `stack`, in the core's format for `locale`.
    static func addPercentPage(
      to stack: UnsafeMutablePointer<GtkWidget>, locale: Locale
    ) -> UnsafeMutablePointer<GtkWidget> {
      let percent = gtk_label_new(PercentFormat.string(0, locale: locale))!
      // Room for "100%" from the start, in digits of one width: the text never resizes the
      // stack, so the button keeps its size as the number grows.
      gtk_label_set_width_chars(percent.cast(), Int32(PercentFormat.string(1, locale: locale).count))
      gtk_widget_add_css_class(percent, Stylesheet.percentClass)
      center(percent)
      aab_accessible_set_hidden(percent, 1)
      gtk_stack_add_named(OpaquePointer(stack), percent, PageTable.pageName(for: .percent("")).cString)
      return percent
    }

    /// Lays a hidden bar over the bottom edge of `base`.
    ///
    /// An overlay's size is its main child's: the bar, placed under the label at the core's
    /// thickness and offset when the overlay lays it out (`positionBar`), never resizes the button.
    static func overlayBar(
      on base: UnsafeMutablePointer<GtkWidget>
    ) -> (overlay: UnsafeMutablePointer<GtkWidget>, bar: UnsafeMutablePointer<GtkWidget>) {
      // A container to assistive technologies, like the stack and the box: GtkOverlay's own role is
      // exported as an unnamed "filler" child of the button.
      let overlay = aab_overlay_new_group()
      gtk_overlay_set_child(OpaquePointer(overlay), base)
      let bar = gtk_drawing_area_new()!
      // Filling the rectangle the overlay gives it: `barAllocation` decides the rectangle.
      gtk_widget_set_halign(bar, GTK_ALIGN_FILL)
      gtk_widget_set_valign(bar, GTK_ALIGN_FILL)
      gtk_widget_add_css_class(bar, Stylesheet.barClass)
      gtk_widget_set_visible(bar, 0)
      aab_accessible_set_hidden(bar, 1)
      gtk_overlay_add_overlay(OpaquePointer(overlay), bar)
      return (overlay, bar)
    }

    /// Adds the page of the progress ring, the success mark or the failure mark the first time it
    /// shows: most buttons never show one. Each is the core's diameter across for the label's line
    /// height (``sizes``), as the spinner is, smaller than the label: adding one changes no size in
    /// place of the label.
    func addPageIfNeeded(_ indicator: LookIndicator?) {
      let widget: UnsafeMutablePointer<GtkWidget>
      let name = PageTable.pageName(for: indicator)
      switch indicator {
      case nil, .percent:
        return
      case .spinner:
        // The spinner's page is always there, sized with the others (``applySizes(force:)``).
        return
      case .ring:
        guard ring == nil else { return }
        widget = gtk_drawing_area_new()
        ring = widget
        connectDraw(widget, ring: true)
      case .succeeded, .failed:
        guard gtk_stack_get_child_by_name(OpaquePointer(stack), name.cString) == nil else { return }
        widget = gtk_image_new_from_icon_name(
          indicator == .succeeded ? "object-select-symbolic" : "dialog-error-symbolic")
        if indicator == .failed { gtk_widget_add_css_class(widget, Stylesheet.failureClass) }
      }
      // Like the spinner, the ring and the marks are drawn for the eye only: the description says
      // "In progress", "Done" or "Failed". GTK 4.8 exports every page of a stack, shown or not, so
      // a page that is not hidden explicitly is an unnamed child of the button in every phase.
      aab_accessible_set_hidden(widget, 1)
      Self.center(widget)
      Self.setSquare(widget, side: Int32(appliedSizes?.ringDiameter ?? sizes.ringDiameter))
      gtk_stack_add_named(OpaquePointer(stack), widget, name.cString)
    }

    // MARK: Titles

    /// The page of `title` in the titles' stack.
    static func pageName(of title: LookTitle) -> String {
      switch title {
      case .label: "label"
      case .busy: "busy"
      case .retry: "retry"
      }
    }

    /// Lays out `titles`: the label and one page per title in the titles' stack, built the first
    /// time a title is laid out; a title no longer given is hidden, and a hidden page takes no room.
    func layOutTitles(_ titles: [LookTitle]) {
      laidOutTitles = titles
      let given = titles.filter { $0 != .label }
      guard !given.isEmpty || titleStack != nil else { return }
      let titleStack = self.titleStack ?? addTitleStack()
      for name in ["busy", "retry"] {
        let title = given.first { Self.pageName(of: $0) == name }
        let text: String? =
          switch title {
          case .busy(let text), .retry(let text): text
          case .label, nil: nil
          }
        if let text {
          let label =
            titleLabels[name]
            ?? {
              let label = gtk_label_new(nil)!
              Self.center(label)
              // The accessible label names the button by the title that shows.
              aab_accessible_set_hidden(label, 1)
              gtk_stack_add_named(OpaquePointer(titleStack), label, name)
              titleLabels[name] = label
              return label
            }()
          if String(cString: gtk_label_get_text(OpaquePointer(label))) != text {
            gtk_label_set_text(OpaquePointer(label), text)
          }
          gtk_widget_set_visible(label, 1)
        } else if let label = titleLabels[name] {
          if gtk_stack_get_visible_child(OpaquePointer(titleStack)) == label {
            gtk_stack_set_visible_child_name(OpaquePointer(titleStack), "label")
          }
          gtk_widget_set_visible(label, 0)
        }
      }
    }

    /// Puts the label with its icon into a new stack of titles, in the label's place, and returns
    /// the stack.
    private func addTitleStack() -> UnsafeMutablePointer<GtkWidget> {
      let titles = gtk_stack_new()!
      gtk_stack_set_transition_type(OpaquePointer(titles), GTK_STACK_TRANSITION_TYPE_CROSSFADE)
      gtk_stack_set_transition_duration(OpaquePointer(titles), Stylesheet.crossfadeMilliseconds)
      // Homogeneous, as the indicators' stack: as wide as the widest title whichever shows.
      gtk_stack_set_hhomogeneous(OpaquePointer(titles), 1)
      gtk_stack_set_vhomogeneous(OpaquePointer(titles), 1)
      gtk_widget_set_halign(titles, GTK_ALIGN_CENTER)
      // The pulse or the dim moves from the label to the stack that holds it.
      for name in Stylesheet.titleClasses {
        gtk_widget_remove_css_class(labelContent, name)
      }
      let parent = gtk_widget_get_parent(labelContent)!
      // Held while it changes parent: removing it would otherwise finalize it.
      g_object_ref(labelContent)
      if parent == stack {
        let wasShown = gtk_stack_get_visible_child(OpaquePointer(stack)) == labelContent
        gtk_stack_remove(OpaquePointer(stack), labelContent)
        gtk_stack_add_named(OpaquePointer(titles), labelContent, "label")
        gtk_stack_add_named(OpaquePointer(stack), titles, PageTable.pageName(for: nil).cString)
        // First among the pages, as the label was.
        gtk_widget_insert_after(titles, stack, nil)
        if wasShown {
          gtk_stack_set_visible_child_full(
            OpaquePointer(stack), PageTable.pageName(for: nil).cString, GTK_STACK_TRANSITION_TYPE_NONE)
        }
      } else {
        gtk_box_insert_child_after(parent.cast(), titles, labelContent)
        gtk_box_remove(parent.cast(), labelContent)
        gtk_stack_add_named(OpaquePointer(titles), labelContent, "label")
      }
      g_object_unref(labelContent)
      titleStack = titles
      setTitleClass(shown)
      return titles
    }

    static func center(_ widget: UnsafeMutablePointer<GtkWidget>) {
      gtk_widget_set_halign(widget, GTK_ALIGN_CENTER)
      gtk_widget_set_valign(widget, GTK_ALIGN_CENTER)
    }
  }
#endif
