import AsyncActionCore
import AsyncActionGTK
import CGtk
import Foundation

/// The GTK version of the demo: options, the Xvfb fallback, and the main loop.
@MainActor
enum GTKDemo {
  static let usage = """
    usage: async-action-demo [--trace] [--screenshot DIR] [--text] [--save-fails]
      (no option)       open the Edit Profile window
      --screenshot DIR  click through the demo and write idle, busy and finished screenshots to DIR
      --trace           print every event, size sample and layout as machine-readable lines
      --text            play the demo in the terminal, without a window
      --save-fails      Save Changes fails, shows its failure for 1.5 s and becomes Retry Save
      --offscreen-check print which spinners of a scrolled column of busy buttons turn, scrolled
                        to the bottom and back (a spinner out of view stops)
    With no display, the demo runs itself under Xvfb with --screenshot demo-screenshots.
    The window speaks English, Spanish or Arabic, as LANGUAGE, LC_ALL, LC_MESSAGES or LANG say
    (for example LANGUAGE=ar). SIGTERM and SIGINT close the window as its close button does.
    """

  static func main(arguments: [String]) -> Int32 {
    aab_line_buffer_stdout()
    var trace = false
    var text = false
    var saveFails = false
    var screenshotDirectory: String?
    var remaining = arguments[...]
    while let argument = remaining.popFirst() {
      switch argument {
      case "--trace": trace = true
      case "--text": text = true
      case "--save-fails": saveFails = true
      case "--offscreen-check": return OffscreenSpinnerCheck.run()
      case "--screenshot":
        guard let directory = remaining.popFirst() else {
          FileHandle.standardError.write(Data("--screenshot needs a directory\n\(usage)\n".utf8))
          return 2
        }
        screenshotDirectory = directory
      case "--help", "-h":
        print(usage)
        return 0
      default:
        FileHandle.standardError.write(Data("unknown option \(argument)\n\(usage)\n".utf8))
        return 2
      }
    }
    let environment = ProcessInfo.processInfo.environment
    let hasDisplay =
      !(environment["DISPLAY"] ?? "").isEmpty || !(environment["WAYLAND_DISPLAY"] ?? "").isEmpty
    if !hasDisplay && !text {
      return runUnderXvfb(arguments: arguments, screenshotDirectory: screenshotDirectory)
    }

    let loop = g_main_loop_new(nil, 0)!
    defer { g_main_loop_unref(loop) }
    var status: Int32 = 0
    if text {
      MainLoopBridge.install()
      Task { @MainActor in
        await TerminalDemo().play()
        g_main_loop_quit(loop)
      }
      g_main_loop_run(loop)
      return 0
    }
    gtk_init()
    MainLoopBridge.install()
    do {
      let screen = EditProfileWindow(strings: .forUser(), trace: trace, saveFails: saveFails) { code in
        status = code
        g_main_loop_quit(loop)
      }
      if let screenshotDirectory {
        screen.playScreenshotScript(into: screenshotDirectory)
      }
      // SIGTERM and SIGINT close the window, as the window manager's close button does: the
      // runs are cancelled, the widgets released, and the demo exits 0. GLib delivers them in
      // the main loop, where GTK may be called.
      let this = Unmanaged.passUnretained(screen).toOpaque()
      let onTerminate: GSourceFunc = { this in
        MainActor.assumeIsolated {
          Unmanaged<EditProfileWindow>.fromOpaque(this!).takeUnretainedValue().close(signal: "SIGTERM")
        }
        return 1
      }
      let onInterrupt: GSourceFunc = { this in
        MainActor.assumeIsolated {
          Unmanaged<EditProfileWindow>.fromOpaque(this!).takeUnretainedValue().close(signal: "SIGINT")
        }
        return 1
      }
      // NB: unretained: `screen` outlives both sources, which are removed before it goes.
      let signals = [
        g_unix_signal_add(SIGTERM, onTerminate, this), g_unix_signal_add(SIGINT, onInterrupt, this),
      ]
      g_main_loop_run(loop)
      for source in signals { g_source_remove(source) }
    }
    // Let GTK finish disposing what the closed window held.
    while g_main_context_iteration(nil, 0) != 0 {}
    let leftovers = (
      AsyncActionButtonWidget.liveCount + LoadingButtonWidget.liveCount, SignalHandler.liveCount
    )
    if trace { print("exit live-widgets=\(leftovers.0) closure-boxes=\(leftovers.1)") }
    if leftovers != (0, 0) {
      FileHandle.standardError.write(
        Data("leak: \(leftovers.0) widgets and \(leftovers.1) signal handlers were not released\n".utf8))
      return status == 0 ? 3 : status
    }
    return status
  }

  /// Runs this program again under `xvfb-run`, for machines without a display.
  static func runUnderXvfb(arguments: [String], screenshotDirectory: String?) -> Int32 {
    guard let xvfbRun = findExecutable("xvfb-run") else {
      print(
        """
        No display found (DISPLAY and WAYLAND_DISPLAY are empty), and xvfb-run is not installed.
        Run the demo on a desktop, or install Xvfb to let it run headless and write screenshots:
          apt-get install -y xvfb xauth
        Or play it in the terminal: swift run async-action-demo --text
        """)
      return 1
    }
    let directory = screenshotDirectory ?? "demo-screenshots"
    var forwarded = arguments
    if screenshotDirectory == nil { forwarded += ["--screenshot", directory] }
    print("No display: running the demo under Xvfb; screenshots go to \(directory)/")
    let process = Process()
    process.executableURL = URL(fileURLWithPath: xvfbRun)
    let executable =
      (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
      ?? CommandLine.arguments[0]
    process.arguments = ["-a", "-s", "-screen 0 1024x768x24", executable] + forwarded
    var environment = ProcessInfo.processInfo.environment
    // Xvfb has no GPU: render with cairo. No session bus runs there: no accessibility bus.
    environment["GSK_RENDERER"] = environment["GSK_RENDERER"] ?? "cairo"
    environment["GTK_A11Y"] = environment["GTK_A11Y"] ?? "none"
    process.environment = environment
    do {
      try process.run()
    } catch {
      print("Could not start xvfb-run: \(error)")
      return 1
    }
    process.waitUntilExit()
    return process.terminationStatus
  }

  static func findExecutable(_ name: String) -> String? {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    return path.split(separator: ":").map { "\($0)/\(name)" }.first {
      FileManager.default.isExecutableFile(atPath: $0)
    }
  }
}

/// A Swift closure connected to a GObject signal. The handler is retained by GLib and released
/// when the signal is disconnected or the object is disposed.
@MainActor
final class SignalHandler {
  private(set) static var liveCount = 0
  let body: @MainActor () -> Void

  private init(_ body: @escaping @MainActor () -> Void) {
    self.body = body
    Self.liveCount += 1
  }

  isolated deinit {
    Self.liveCount -= 1
  }

  /// Connects `body` to `signal` of `instance`, for signals whose handler takes no arguments
  /// besides the instance and user data.
  static func connect(
    _ instance: UnsafeMutableRawPointer, _ signal: String, _ body: @escaping @MainActor () -> Void
  ) {
    typealias Handler = @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Void
    let handler: Handler = { _, box in
      MainActor.assumeIsolated {
        Unmanaged<SignalHandler>.fromOpaque(box!).takeUnretainedValue().body()
      }
    }
    connect(instance, signal, unsafeBitCast(handler, to: GCallback.self), body)
  }

  /// Connects `body` to the `notify::property` signal of `instance`: a change of the property.
  static func connectNotify(
    _ instance: UnsafeMutableRawPointer, _ property: String, _ body: @escaping @MainActor () -> Void
  ) {
    typealias Handler =
      @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Void
    let handler: Handler = { _, _, box in
      MainActor.assumeIsolated {
        Unmanaged<SignalHandler>.fromOpaque(box!).takeUnretainedValue().body()
      }
    }
    connect(instance, "notify::\(property)", unsafeBitCast(handler, to: GCallback.self), body)
  }

  private static func connect(
    _ instance: UnsafeMutableRawPointer, _ signal: String, _ handler: GCallback,
    _ body: @escaping @MainActor () -> Void
  ) {
    let release: GClosureNotify = { box, _ in
      Unmanaged<SignalHandler>.fromOpaque(box!).release()
    }
    let box = Unmanaged.passRetained(SignalHandler(body)).toOpaque()
    aab_signal_connect(instance, signal, handler, box, release)
  }
}
