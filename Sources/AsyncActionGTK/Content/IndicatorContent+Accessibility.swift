#if GTK
  @_spi(Shell) import AsyncActionCore
  internal import CAsyncActionGtk

  /// What the button says to assistive technologies and reports of its drawing: its accessible
  /// label (the title that shows), the report of what the
  /// content draws, and the indicators kept out of the accessible tree.
  extension IndicatorContent {
    /// Shows `label` on `button`, whose child this content is, and names the button by it.
    ///
    /// A button whose child is set with `gtk_button_set_child` has no accessible name of its own
    /// (AT-SPI clients read "GtkButton"): the LABEL property names it, and changes with the text.
    /// GTK 4.8 also names a button by a LABELLED_BY relation to its label, but then sends no
    /// name change when the text changes, and with both the name is said twice.
    ///
    /// While a title shows in its place, the title names the button
    /// (``PageTable/accessibleLabel(for:label:)``), a click that cancels the run included.
    func setLabel(_ label: String, on button: UnsafeMutablePointer<GtkWidget>) {
      self.label = label
      gtk_label_set_text(OpaquePointer(labelWidget), label)
      updateAccessibleLabel(on: button)
      reportDrawn()
    }

    /// What the content draws now.
    var drawn: ShownContent {
      ShownContent(
        page: PageTable.pageName(for: shown.indicator).string, title: Self.pageName(of: shown.title),
        showsStopGlyph: shown.showsStopGlyph, accessibleLabel: accessibleLabel ?? label)
    }

    /// Shows the title ``shown`` says, names the button by it, and reports what the content
    /// draws: after the rest of a drawing, so that the phase's description is set before the name
    /// changes.
    func showTitle(on button: UnsafeMutablePointer<GtkWidget>) {
      // Without titles there is no titles' stack, and the title is always the label: nothing to
      // compare.
      if let titleStack, shown.title != displayedTitle {
        Self.pageName(of: shown.title).withCString {
          gtk_stack_set_visible_child_name(OpaquePointer(titleStack), $0)
        }
        displayedTitle = shown.title
      }
      updateAccessibleLabel(on: button)
      reportDrawn()
    }

    func reportDrawn() {
      guard let onDrawnChange else { return }
      let drawn = drawn
      guard drawn != reportedDrawn else { return }
      reportedDrawn = drawn
      onDrawnChange(drawn)
    }

    func updateAccessibleLabel(on button: UnsafeMutablePointer<GtkWidget>) {
      let text = PageTable.accessibleLabel(for: shown.title, label: label)
      guard text != accessibleLabel else { return }
      accessibleLabel = text
      Self.setAccessibleText(text, GTK_ACCESSIBLE_PROPERTY_LABEL, on: button)
    }

    /// Sets an accessible text property, or resets it for `nil`.
    nonisolated static func setAccessibleText(
      _ text: String?, _ property: GtkAccessibleProperty, on widget: UnsafeMutablePointer<GtkWidget>
    ) {
      // Through `withCString`, which passes a short string from the stack: the implicit
      // conversion of a `String` argument allocates a copy for it.
      guard let text else { return aab_accessible_set_text(widget, property, nil) }
      text.withCString { aab_accessible_set_text(widget, property, $0) }
    }

    /// Whether the spinner, the percent text and the bar, and the progress ring, the success and
    /// failure icons, the stop glyph and the titles' labels that were created, are kept out of the
    /// accessible tree: the button's accessible label and description speak for them.
    var indicatorsAreAccessibleHidden: Bool {
      let pages = [LookIndicator.ring(0), .succeeded, .failed].compactMap {
        gtk_stack_get_child_by_name(OpaquePointer(stack), PageTable.pageName(for: $0).cString)
      }
      return (pages + [spinner, stopGlyph, percentLabel, bar].compactMap { $0 } + titleLabels.values)
        .allSatisfy {
          aab_accessible_state_is_true($0, GTK_ACCESSIBLE_STATE_HIDDEN) != 0
        }
    }
  }

  /// What a button draws at one moment, for the package's demo and tests: the page of the stack
  /// that shows, the title, the stop glyph and the accessible label.
  @_spi(Shell) public struct ShownContent: Hashable, Sendable {
    /// `label`, `spinner`, `ring`, `percent`, `succeeded` or `failed` (`PageTable.pageName(for:)`).
    @_spi(Shell) public var page: String
    /// `label`, `busy` or `retry`.
    @_spi(Shell) public var title: String
    /// Whether the stop glyph shows inside the spinner or the ring.
    @_spi(Shell) public var showsStopGlyph: Bool
    /// The accessible label the button has.
    @_spi(Shell) public var accessibleLabel: String
  }
#endif
