import AsyncActionGTK
import CGtk
import Foundation

/// A `GtkApplication`, from `gtk_application_new` to its last reference: the process's
/// connection to GTK and to the session. The application initializes GTK when it starts, holds
/// itself while it has windows, and returns from ``run()`` when the last window is gone and
/// nobody else holds it.
@MainActor
final class Application {
  /// The `GtkApplication`.
  let pointer: UnsafeMutablePointer<GtkApplication>

  /// Creates the application.
  ///
  /// - Parameters:
  ///   - identifier: The application id, such as `org.asyncactionbutton.Demo`.
  ///   - isUnique: Whether a second launch activates the running instance (the usual choice)
  ///     instead of starting a process of its own.
  ///   - startup: Runs once, in the instance that owns the id, after GTK is initialized.
  ///   - activate: Runs when the application is launched (again), after `startup`.
  init(
    identifier: String, isUnique: Bool, startup: @escaping @MainActor (Application) -> Void,
    activate: @escaping @MainActor (Application) -> Void
  ) {
    pointer = gtk_application_new(
      identifier, isUnique ? G_APPLICATION_DEFAULT_FLAGS : G_APPLICATION_NON_UNIQUE)
    // Unowned: the application's signal handlers go with the application.
    SignalHandler.connect(pointer, "startup") { [unowned self] in startup(self) }
    SignalHandler.connect(pointer, "activate") { [unowned self] in activate(self) }
  }

  isolated deinit {
    g_object_unref(pointer)
  }

  private var application: UnsafeMutablePointer<GApplication> {
    UnsafeMutableRawPointer(pointer).assumingMemoryBound(to: GApplication.self)
  }

  /// Runs a check mode (`--offscreen-check`, `--leave-check`): `openWindow` opens its window in an
  /// application of this process's own, not the running demo's, with the main actor bridged into
  /// GLib's loop; it returns once the window has closed.
  ///
  /// - Parameter openWindow: Opens the check's window, which closes itself when the check is done.
  /// - Returns: The exit status, 0.
  static func runCheck(_ openWindow: @escaping @MainActor (Application) -> Void) -> Int32 {
    let application = Application(
      identifier: DemoApplication.identifier, isUnique: false,
      startup: { _ in AsyncActionMainLoopBridge.install() }, activate: openWindow)
    _ = application.run()
    return 0
  }

  /// Registers the application, starts it, activates it and runs the main loop until it ends.
  ///
  /// The demo reads its own options, so GApplication gets none. Main-actor work runs in this
  /// loop once `AsyncActionMainLoopBridge` is installed.
  ///
  /// - Returns: GApplication's exit status.
  func run() -> Int32 {
    g_application_run(application, 0, nil)
  }

  /// Keeps the application running without a window, until ``release()``.
  func hold() { g_application_hold(application) }

  /// Ends a ``hold()``.
  func release() { g_application_release(application) }

  /// Ends ``run()`` now, whoever holds the application.
  func quit() { g_application_quit(application) }

  /// Binds keyboard accelerators to an action of the application (`app.…`) or of its windows
  /// (`win.…`, or a widget action such as `window.close`).
  ///
  /// - Parameters:
  ///   - accelerators: Accelerators as `gtk_accelerator_parse` reads them, such as `<Control>s`.
  ///   - action: The detailed action name.
  func setAccelerators(_ accelerators: [String], for action: String) {
    let strings = accelerators.map { strdup($0) }
    defer { strings.forEach { free($0) } }
    let list = strings.map { UnsafePointer($0) } + [nil]
    gtk_application_set_accels_for_action(pointer, action, list)
  }
}
