import Foundation

/// The demo's command line.
struct DemoOptions {
  static let usage = """
    usage: async-action-demo [--trace] [--screenshot DIR] [--text] [--save-fails]
      (no option)       open the Edit Profile window
      --screenshot DIR  click through the demo and write idle, busy and finished screenshots to DIR
      --trace           print every event, size sample and layout as machine-readable lines
      --text            play the demo in the terminal, without a window
      --save-fails      Save Changes fails, shows its failure for 1.5 s, then reads Try Again
      --offscreen-check print which spinners of a scrolled column of busy buttons turn, scrolled
                        to the bottom and back (a spinner out of view stops)
      --leave-check     click a button that closes its own panel, and one whose panel closes
                        later; print how their runs ended (the engine warns of the first)
      --trace-grammar   print the template of each kind of --trace line, and an example of each
      --list-looks      print the core's looks, one line each, and the rows of the Looks tab
    With no display, the demo runs itself under Xvfb with --screenshot demo-screenshots.
    The window speaks English, Spanish or Arabic, as LANGUAGE, LC_ALL, LC_MESSAGES or LANG say
    (for example LANGUAGE=ar). SIGTERM and SIGINT close the window as its close button does.
    """

  /// What the command line asks for.
  enum Mode {
    /// The Edit Profile window (or, with `--text`, the terminal demo).
    case run
    /// `--help`.
    case help
    /// `--offscreen-check`.
    case offscreenCheck
    /// `--leave-check`.
    case leaveCheck
    /// `--trace-grammar`: the lines of ``TraceKind/listing``.
    case traceGrammar
    /// `--list-looks`: the lines of ``LooksTab/listing``.
    case listLooks
  }

  var mode = Mode.run
  var trace = false
  var text = false
  var saveFails = false
  var screenshotDirectory: String?

  /// Reads `arguments` (without the program's name).
  ///
  /// - Throws: ``Problem`` naming the option that is wrong.
  init(arguments: [String]) throws(Problem) {
    var remaining = arguments[...]
    while let argument = remaining.popFirst() {
      switch argument {
      case "--trace": trace = true
      case "--text": text = true
      case "--save-fails": saveFails = true
      case "--offscreen-check":
        mode = .offscreenCheck
        return
      case "--leave-check":
        mode = .leaveCheck
        return
      case "--trace-grammar":
        mode = .traceGrammar
        return
      case "--list-looks":
        mode = .listLooks
        return
      case "--screenshot":
        guard let directory = remaining.popFirst() else { throw Problem("--screenshot needs a directory") }
        screenshotDirectory = directory
      case "--help", "-h":
        mode = .help
        return
      default: throw Problem("unknown option \(argument)")
      }
    }
  }

  /// Whether this process must run its own window even if the demo runs already: the trace,
  /// the screenshots and the failing save belong to this process's window.
  var needsOwnInstance: Bool { trace || saveFails || screenshotDirectory != nil }

  /// A command line the demo cannot run, and why.
  struct Problem: Error {
    let message: String
    init(_ message: String) { self.message = message }
  }
}
