#if GTK
  @_spi(Shell) import AsyncActionCore
  internal import CAsyncActionGtk

  /// The sizes of what the content shows beside or in place of the label, from the core: the
  /// spinner, the success and failure marks, the ring and the stop glyph are
  /// `LookSizes.ringDiameter` square, and the gap beside the label is `LookSizes.indicatorGap`, for
  /// the label's line height and the screen's scale factor. They follow the font while they show.
  extension IndicatorContent {
    /// The core's sizes for the label's line height on this screen, in whole pixels
    /// (`LookGeometry.pixels(lineHeight:scale:)`).
    var sizes: LookSizes {
      var lineHeight: Int32 = 0
      gtk_widget_measure(labelWidget, GTK_ORIENTATION_VERTICAL, -1, nil, &lineHeight, nil, nil)
      return LookGeometry.standard.pixels(
        lineHeight: Int(lineHeight), scale: Int(gtk_widget_get_scale_factor(labelWidget)))
    }

    /// Gives the widgets the core's sizes for the label's line height now, if they changed since
    /// the last time: the spinner (once it has shown), the marks and the ring that exist, the stop
    /// glyph, and the gap beside the label. Each change queues a new layout; the homogeneous stack
    /// keeps the button's size in place of the label, where every indicator is smaller than the
    /// line.
    ///
    /// Unless `force`d, it measures nothing while the label's Pango context is unchanged since the
    /// last time (its serial, which GTK's restyling of the label for a new font raises), so that a
    /// drawing in the same font costs no measure.
    func applySizes(force: Bool = false) {
      guard watchedSettings != nil else { return }  // The widgets are gone.
      let serial = pango_context_get_serial(gtk_widget_get_pango_context(labelWidget))
      guard force || appliedSizes == nil || serial != appliedFontSerial else { return }
      appliedFontSerial = serial
      let sizes = sizes
      guard sizes != appliedSizes else { return }
      appliedSizes = sizes
      let diameter = Int32(sizes.ringDiameter)
      sizeSpinner(diameter: Int(diameter))
      stopGlyph.map { gtk_widget_set_size_request($0, diameter, diameter) }
      ring.map { Self.setSquare($0, side: diameter) }
      for mark in [LookIndicator.succeeded, .failed] {
        gtk_stack_get_child_by_name(OpaquePointer(stack), PageTable.pageName(for: mark).cString).map {
          Self.setSquare($0, side: diameter)
        }
      }
      if revealer != nil {
        // The indicator's margin on the label's side.
        let gap = Int32(sizes.indicatorGap)
        if looks.busy.indicatorPlacement == .leading {
          gtk_widget_set_margin_end(stack, gap)
        } else {
          gtk_widget_set_margin_start(stack, gap)
        }
      }
    }

    /// Makes `widget` `side` pixels square: a mark's icon drawn at that size, the ring's area
    /// that size.
    static func setSquare(_ widget: UnsafeMutablePointer<GtkWidget>, side: Int32) {
      gtk_widget_set_size_request(widget, side, side)
      if g_type_check_instance_is_a(UnsafeMutablePointer(OpaquePointer(widget)), gtk_image_get_type()) != 0 {
        gtk_image_set_pixel_size(OpaquePointer(widget), side)
      }
    }

    /// Sets the spinner's size, by the class of the display's rule for that diameter
    /// (`Stylesheet.spinnerSizeClass(_:for:)`).
    func sizeSpinner(diameter: Int) {
      let name = Stylesheet.spinnerSizeClass(diameter, for: spinner)
      guard name != spinnerSizeClass else { return }
      spinnerSizeClass.map { gtk_widget_remove_css_class(spinner, $0) }
      gtk_widget_add_css_class(spinner, name)
      spinnerSizeClass = name
    }

    // MARK: Following the font

    /// Follows what changes the label's line height or the scale: the font and the resolution of
    /// the settings (`gtk-font-name`, `gtk-xft-dpi`), whose handlers are disconnected when the
    /// content's widgets go, and the content's scale factor. Every presentation drawn applies the
    /// sizes too (``render(on:_:value:)``).
    func followSizeChanges() {
      let this = Unmanaged.passUnretained(self).toOpaque()
      typealias Notify =
        @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Void
      let changed: Notify = { _, _, this in MainActor.assumeIsolated { content(this).scheduleSizes() } }
      let settings = gtk_widget_get_settings(root)!
      // Held while watched: the handlers hold this content unretained, and go before it does.
      g_object_ref(UnsafeMutableRawPointer(settings))
      let handlers = [String](["notify::gtk-font-name", "notify::gtk-xft-dpi"]).map {
        aab_signal_connect(
          UnsafeMutableRawPointer(settings), $0, unsafeBitCast(changed, to: GCallback.self), this, nil)
      }
      watchedSettings = (settings, handlers)
      Self.liveSettingsHandlers += handlers.count
      // The content's own widget: its handlers go with it.
      aab_signal_connect(root, "notify::scale-factor", unsafeBitCast(changed, to: GCallback.self), this, nil)
      typealias Destroy = @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Void
      // Once on screen the label has its final style: sized before the first indicator shows,
      // so that an unshown spinner of the theme's size never sets the button's height.
      let mapped: Destroy = { _, this in MainActor.assumeIsolated { content(this).applySizes() } }
      aab_signal_connect(root, "map", unsafeBitCast(mapped, to: GCallback.self), this, nil)
      let destroyed: Destroy = { _, this in MainActor.assumeIsolated { content(this).releaseSettings() } }
      aab_signal_connect(root, "destroy", unsafeBitCast(destroyed, to: GCallback.self), this, nil)
    }

    /// Applies the sizes once GTK has restyled the label for the new settings: GTK restyles in
    /// the layout phase of the next frame, after the tick callbacks of its update phase, so a tick
    /// callback on the content applies them at each of the next ``sizeFrames`` frames, then
    /// removes itself. It holds the content until GTK removes it (then, or when the widget goes).
    func scheduleSizes() {
      guard watchedSettings != nil else { return }
      framesToSize = Self.sizeFrames
      guard sizesTick == 0 else { return }
      let tick: GtkTickCallback = { _, _, this in
        MainActor.assumeIsolated {
          let content = content(this)
          content.applySizes(force: true)
          content.framesToSize -= 1
          guard content.framesToSize > 0 else {
            content.sizesTick = 0
            return 0  // G_SOURCE_REMOVE
          }
          return 1  // G_SOURCE_CONTINUE
        }
      }
      let release: GDestroyNotify = { this in
        guard let this else { return }
        Unmanaged<IndicatorContent>.fromOpaque(this).release()
      }
      sizesTick = gtk_widget_add_tick_callback(root, tick, Unmanaged.passRetained(self).toOpaque(), release)
    }

    /// How many frames after a change of the settings the sizes are applied: the first may come
    /// before GTK has restyled the label.
    static let sizeFrames = 3

    /// Disconnects the settings' handlers and lets the settings go, removes a waiting tick
    /// callback: the content's widgets are going.
    func releaseSettings() {
      guard let (settings, handlers) = watchedSettings else { return }
      for handler in handlers {
        g_signal_handler_disconnect(UnsafeMutableRawPointer(settings), handler)
      }
      Self.liveSettingsHandlers -= handlers.count
      g_object_unref(UnsafeMutableRawPointer(settings))
      watchedSettings = nil
      if sizesTick != 0 {
        gtk_widget_remove_tick_callback(root, sizesTick)
        sizesTick = 0
      }
    }
  }

  @MainActor
  private func content(_ pointer: UnsafeMutableRawPointer?) -> IndicatorContent {
    Unmanaged<IndicatorContent>.fromOpaque(pointer!).takeUnretainedValue()
  }
#endif
