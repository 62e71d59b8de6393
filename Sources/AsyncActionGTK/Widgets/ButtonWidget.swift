#if GTK
  @_spi(Shell) public import AsyncActionCore
  internal import CAsyncActionGtk

  /// What both button widgets tell about their `GtkButton`, for the package's demo, bench and
  /// tests: its size and the states assistive technologies read.
  ///
  /// ```swift
  /// let save = AsyncActionButtonWidget(label: "Save") { try await profile.save() }
  /// print(save.allocatedSize, save.isAccessibleBusy, save.isSensitive)
  /// ```
  @MainActor
  @_spi(Shell) public protocol ButtonWidget: AnyObject {
    /// The `GtkButton`, or `nil` once it has been finalized.
    var widget: OpaquePointer? { get }
    /// Whether the spinner, the progress ring and the success and failure icons are kept out of the
    /// accessible tree: the button's accessible description ("In progress", "Done", "Failed")
    /// speaks for them.
    var isIndicatorAccessibleHidden: Bool { get }
    /// The looks the button was created with.
    var looks: ActionLooks { get }
    /// What the button draws now.
    var drawnContent: ShownContent { get }
    /// Called after every drawing that changes ``drawnContent``.
    var onDrawnContentChange: (@MainActor (ShownContent) -> Void)? { get set }
    /// The natural widths of the label and of each title the button lays out, label first.
    var titleWidths: [Int] { get }
  }

  extension ButtonWidget {
    /// The size GTK allocated to the button, in logical pixels; zero once it is finalized.
    @_spi(Shell) public var allocatedSize: (width: Int, height: Int) {
      guard let widget = gtkWidget else { return (0, 0) }
      return (Int(gtk_widget_get_width(widget)), Int(gtk_widget_get_height(widget)))
    }

    /// Whether the accessible BUSY state is set on the button.
    @_spi(Shell) public var isAccessibleBusy: Bool { isAccessibleState(GTK_ACCESSIBLE_STATE_BUSY) }

    /// Whether the accessible DISABLED state is set on the button (GTK sets it on an insensitive
    /// button).
    @_spi(Shell) public var isAccessibleDisabled: Bool { isAccessibleState(GTK_ACCESSIBLE_STATE_DISABLED) }

    /// Whether the button takes clicks and keys: `false` only while busy with the disabled look
    /// (`ActionConfiguration.TapPolicy.disableWhileBusy`, or `disablesWhileLoading`), or when the app made it
    /// insensitive.
    @_spi(Shell) public var isSensitive: Bool { gtkWidget.map { gtk_widget_get_sensitive($0) != 0 } ?? false }

    /// ``widget``, typed by this module's GTK.
    var gtkWidget: UnsafeMutablePointer<GtkWidget>? { widget.map(UnsafeMutablePointer.init) }

    private func isAccessibleState(_ state: GtkAccessibleState) -> Bool {
      gtkWidget.map { aab_accessible_state_is_true($0, state) != 0 } ?? false
    }
  }

  // MARK: Casts

  extension UnsafeMutablePointer where Pointee == GtkWidget {
    /// The same widget as another GTK type, in place of GTK's cast macros such as `GTK_BOX (widget)`,
    /// which do not import into Swift.
    ///
    /// ```swift
    /// gtk_box_append(box.cast(), button.gtkWidget!)
    /// ```
    ///
    /// - Returns: The pointer, typed as the call site needs it.
    func cast<Target>() -> UnsafeMutablePointer<Target> {
      UnsafeMutableRawPointer(self).assumingMemoryBound(to: Target.self)
    }

    /// The same widget as a GTK type that Swift imports as an opaque pointer (`GtkLabel`,
    /// `GtkStack`, `GtkSpinner` and others).
    ///
    /// - Returns: The pointer, as an `OpaquePointer`.
    func cast() -> OpaquePointer { OpaquePointer(self) }
  }
#endif
