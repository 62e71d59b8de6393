#if GTK
  @_spi(Shell) import AsyncActionCore
  internal import CAsyncActionGtk

  /// What the content paints itself: the stop glyph over the spinner, the progress ring and the bar,
  /// at the sizes the core gives for the label's line height (``sizes``), and the signals that draw
  /// and place them.
  extension IndicatorContent {
    // MARK: The stop glyph

    /// Puts the spinner into an overlay with the stop glyph, the first time a click can cancel a
    /// run.
    func addStopGlyphIfNeeded() {
      guard stopGlyph == nil else { return }
      let glyph = gtk_drawing_area_new()!
      // The glyph sits inside the spinner: it takes the spinner's size, and its centre.
      let size = Int32(appliedSizes?.ringDiameter ?? sizes.ringDiameter)
      gtk_widget_set_size_request(glyph, size, size)
      Self.center(glyph)
      gtk_widget_set_can_target(glyph, 0)
      gtk_widget_set_visible(glyph, 0)
      aab_accessible_set_hidden(glyph, 1)
      let draw: Draw = { area, cairo, width, height, this in
        MainActor.assumeIsolated {
          guard let area, let cairo else { return }
          ProgressDrawing.drawStopGlyph(
            cairo, in: UnsafeMutablePointer(area), width: width, height: height,
            geometry: .standard)
        }
      }
      gtk_drawing_area_set_draw_func(
        UnsafeMutablePointer(OpaquePointer(glyph)), unsafeBitCast(draw, to: GtkDrawingAreaDrawFunc.self),
        Unmanaged.passUnretained(self).toOpaque(), nil)
      let overlay = aab_overlay_new_group()
      let wasShown = gtk_stack_get_visible_child(OpaquePointer(stack)) == spinner
      g_object_ref(spinner)
      gtk_stack_remove(OpaquePointer(stack), spinner)
      gtk_overlay_set_child(OpaquePointer(overlay), spinner)
      g_object_unref(spinner)
      gtk_overlay_add_overlay(OpaquePointer(overlay), glyph)
      gtk_stack_add_named(OpaquePointer(stack), overlay, PageTable.pageName(for: .spinner).cString)
      if wasShown {
        gtk_stack_set_visible_child_full(
          OpaquePointer(stack), PageTable.pageName(for: .spinner).cString, GTK_STACK_TRANSITION_TYPE_NONE)
      }
      stopGlyph = glyph
    }

    // MARK: Signals

    // Every handler below gets this content unretained: the button that holds these widgets owns
    // the object that owns this content, and releases it only when the button is finalized, after
    // its children are gone.

    func connectSignals() {
      let this = Unmanaged.passUnretained(self).toOpaque()
      followSizeChanges()
      if let revealer {
        typealias Notify =
          @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) ->
          Void
        let changed: Notify = { _, _, this in MainActor.assumeIsolated { content(this).revealerChanged() } }
        aab_signal_connect(
          revealer, "notify::child-revealed", unsafeBitCast(changed, to: GCallback.self), this, nil)
      }
      if let bar {
        connectDraw(bar, ring: false)
        typealias Position =
          @convention(c) (
            UnsafeMutableRawPointer?, UnsafeMutableRawPointer?, UnsafeMutablePointer<GdkRectangle>?,
            UnsafeMutableRawPointer?
          ) -> gboolean
        let position: Position = { _, widget, allocation, this in
          MainActor.assumeIsolated {
            let content = content(this)
            guard let allocation, widget.map({ $0 == UnsafeMutableRawPointer(content.bar) }) == true else {
              return 0
            }
            allocation.pointee = content.barAllocation
            return 1
          }
        }
        aab_signal_connect(root, "get-child-position", unsafeBitCast(position, to: GCallback.self), this, nil)
      }
    }

    /// Where the overlay puts the bar: across the content, at the core's thickness, its bottom edge
    /// the core's offset below the content's bottom edge (`LookSizes.barTop(labelBottom:)`), in the
    /// button's padding.
    var barAllocation: GdkRectangle {
      let sizes = sizes
      let bottom = Double(gtk_overlay_get_child(OpaquePointer(root)).map(gtk_widget_get_height) ?? 0)
      return GdkRectangle(
        x: 0, y: Int32(sizes.barTop(labelBottom: bottom)), width: gtk_widget_get_width(root),
        height: Int32(sizes.barThickness))
    }

    typealias Draw =
      @convention(c) (OpaquePointer?, OpaquePointer?, Int32, Int32, UnsafeMutableRawPointer?) -> Void

    /// Draws the ring or the bar in `area` at the content's fraction.
    func connectDraw(_ area: UnsafeMutablePointer<GtkWidget>, ring: Bool) {
      let drawRing: Draw = { area, cairo, width, height, this in
        MainActor.assumeIsolated {
          guard let area, let cairo else { return }
          let content = content(this)
          ProgressDrawing.drawRing(
            cairo, in: UnsafeMutablePointer(area), width: width, height: height,
            fraction: content.drawnFraction(in: UnsafeMutablePointer(area)),
            stopGlyph: content.ringShowsStopGlyph,
            sizes: content.appliedSizes ?? content.sizes,
            trackOpacity: content.shown.opacities.track)
        }
      }
      let drawBar: Draw = { area, cairo, width, height, this in
        MainActor.assumeIsolated {
          guard let area, let cairo else { return }
          let content = content(this)
          ProgressDrawing.drawBar(
            cairo, in: UnsafeMutablePointer(area), width: width, height: height,
            fraction: content.drawnFraction(in: UnsafeMutablePointer(area)),
            trackOpacity: content.shown.opacities.track)
        }
      }
      gtk_drawing_area_set_draw_func(
        UnsafeMutablePointer(OpaquePointer(area)),
        unsafeBitCast(ring ? drawRing : drawBar, to: GtkDrawingAreaDrawFunc.self),
        Unmanaged.passUnretained(self).toOpaque(), nil)
    }
  }

  /// The progress's move on the frame clock: the core's `ProgressMotion`, drawn on each frame by a
  /// tick callback that runs only while the ring or the bar moves.
  extension IndicatorContent {
    /// Moves the ring and the bar to `fraction`: over `LookConstants.progressStep` from where they
    /// are drawn now while `inView`, else at once.
    func moveProgress(to fraction: Double, inView: Bool) {
      guard inView, let now = Self.frameTime(of: root) else {
        motion = ProgressMotion(at: fraction)
        ring.map { gtk_widget_queue_draw($0) }
        bar.map { gtk_widget_queue_draw($0) }
        return
      }
      motion.move(to: fraction, at: now)
      guard motionTick == 0 else { return }
      let tick: GtkTickCallback = { _, clock, this in
        MainActor.assumeIsolated {
          let content = content(this)
          content.ring.map { gtk_widget_queue_draw($0) }
          content.bar.map { gtk_widget_queue_draw($0) }
          guard let clock, content.motion.isMoving(at: .microseconds(gdk_frame_clock_get_frame_time(clock)))
          else {
            content.motionTick = 0
            return 0  // G_SOURCE_REMOVE: the move is over.
          }
          return 1  // G_SOURCE_CONTINUE
        }
      }
      // The callback holds the content until GTK removes it: when the move is over (it returns
      // G_SOURCE_REMOVE) or when `root` is destroyed mid-move. Either way GTK calls `release`.
      let release: GDestroyNotify = { this in
        guard let this else { return }
        Unmanaged<IndicatorContent>.fromOpaque(this).release()
      }
      motionTick = gtk_widget_add_tick_callback(root, tick, Unmanaged.passRetained(self).toOpaque(), release)
    }

    /// The fraction to draw in `widget` at this frame.
    func drawnFraction(in widget: UnsafeMutablePointer<GtkWidget>) -> Double {
      Self.frameTime(of: widget).map(motion.value(at:)) ?? motion.target
    }

    /// The frame clock's time of the frame being drawn, or `nil` for a widget not realized.
    static func frameTime(of widget: UnsafeMutablePointer<GtkWidget>) -> Duration? {
      gtk_widget_get_frame_clock(widget).map { .microseconds(gdk_frame_clock_get_frame_time($0)) }
    }
  }

  @MainActor
  private func content(_ pointer: UnsafeMutableRawPointer?) -> IndicatorContent {
    Unmanaged<IndicatorContent>.fromOpaque(pointer!).takeUnretainedValue()
  }
#endif
