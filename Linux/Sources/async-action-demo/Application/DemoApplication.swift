@_spi(Shell) import AsyncActionCore
@_spi(Shell) import AsyncActionGTK
import CGtk
import Foundation

/// The demo as a GTK application: `org.asyncactionbutton.Demo`, with one Edit Profile window.
///
/// The application starts GTK and the main-actor bridge, binds Ctrl+S to the window's `win.save`,
/// Ctrl+plus, Ctrl+minus and Ctrl+0 to its text size (``TextSize``) and Ctrl+W to GTK's
/// `window.close`, and opens the window when activated. A second launch
/// brings the open window to the front, where a session bus lets the application be unique;
/// `--trace`, `--screenshot` and `--save-fails` always run a window of their own. SIGTERM and SIGINT close the window as its close button
/// does. The application runs until the window is gone and every run it started has ended; then
/// the demo checks that every widget and signal handler was released.
@MainActor
final class DemoApplication {
  /// The application id.
  static let identifier = "org.asyncactionbutton.Demo"

  private let options: DemoOptions
  private let strings: DemoStrings
  private let trace: TraceOutput
  private var application: Application?
  private var screen: EditProfileWindow?
  /// The exit status the window reported when it closed.
  private var status: Int32 = 0

  init(options: DemoOptions) {
    self.options = options
    strings = .forUser()
    trace = TraceOutput(isEnabled: options.trace)
  }

  /// Runs the application until its window is closed.
  ///
  /// - Returns: The exit status: 0, 3 if widgets or signal handlers leaked, 4 if an action had
  ///   not returned 5 s after the window closed.
  func run() -> Int32 {
    // The application's human-readable name, in the user's language. (GTK 4.8 names the
    // application on the accessibility bus by its program name, which the GtkApplication sets.)
    g_set_application_name(strings("AsyncActionButton Demo"))
    do {
      let application = Application(
        identifier: Self.identifier, isUnique: !options.needsOwnInstance,
        startup: { [unowned self] in startup($0) }, activate: { [unowned self] in activate($0) })
      self.application = application
      // GLib delivers the signals in the main loop, where GTK may be called. Unretained: the
      // sources are removed below, while `self` is alive.
      let this = Unmanaged.passUnretained(self).toOpaque()
      let signals = [
        g_unix_signal_add(SIGTERM, { DemoApplication.closeForSignal("SIGTERM", $0) }, this),
        g_unix_signal_add(SIGINT, { DemoApplication.closeForSignal("SIGINT", $0) }, this),
      ]
      _ = application.run()
      for source in signals { g_source_remove(source) }
      self.application = nil
    }
    screen = nil
    // Let GTK finish disposing what the closed window held.
    while g_main_context_iteration(nil, 0) != 0 {}
    let widgets = AsyncActionButtonWidget.liveCount + LoadingButtonWidget.liveCount
    // The closures the demo gave GTK: its signal handlers, and the event handlers connected to
    // its window; and the handlers the buttons connected to GTK's settings.
    let handlers =
      SignalHandler.liveCount + AsyncActionButtonWidget.liveEventHandlerSets
      + AsyncActionButtonWidget.liveSettingsHandlers
    trace.write(.exit(liveWidgets: widgets, closureBoxes: handlers))
    if (widgets, handlers) != (0, 0) {
      FileHandle.standardError.write(
        Data("leak: \(widgets) widgets and \(handlers) signal handlers were not released\n".utf8))
      return status == 0 ? 3 : status
    }
    return status
  }

  /// GTK is initialized: installs what every window of the application uses.
  private func startup(_ application: Application) {
    AsyncActionMainLoopBridge.install()
    EditProfileWindow.installStyle()
    application.setAccelerators(["<Control>s"], for: "win.save")
    application.setAccelerators(["<Control>w"], for: "window.close")
    application.setAccelerators(
      ["<Control>plus", "<Control>equal", "<Control>KP_Add"], for: "win.text-larger")
    application.setAccelerators(["<Control>minus", "<Control>KP_Subtract"], for: "win.text-smaller")
    application.setAccelerators(["<Control>0", "<Control>KP_0"], for: "win.text-normal")
  }

  /// Opens the window, or brings it to the front when the demo is launched again.
  private func activate(_ application: Application) {
    if let screen {
      screen.present()
      return
    }
    // Held until every run of the closed window has ended: GTK lets go of the application as
    // soon as its window is destroyed.
    application.hold()
    let screen = EditProfileWindow(
      application: application.pointer, strings: strings, trace: trace, saveFails: options.saveFails
    ) { [unowned self] code in
      status = code
      self.application?.release()
    }
    self.screen = screen
    if let directory = options.screenshotDirectory {
      ScreenshotScript(screen: screen, trace: trace).play(into: directory)
    }
  }

  /// SIGTERM and SIGINT: closes the window, as the window manager's close button does; without
  /// a window, ends the application.
  private nonisolated static func closeForSignal(_ name: String, _ this: UnsafeMutableRawPointer?) -> gboolean
  {
    let demo = Unmanaged<DemoApplication>.fromOpaque(this!)
    MainActor.assumeIsolated {
      let demo = demo.takeUnretainedValue()
      if let screen = demo.screen {
        screen.close(signal: name)
      } else {
        demo.application?.quit()
      }
    }
    return 1  // G_SOURCE_CONTINUE: a second signal while closing does nothing more.
  }
}
