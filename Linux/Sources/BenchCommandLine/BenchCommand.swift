/// What `async-action-bench` was asked to do, read from its command line.
///
/// The reading is a pure function of the arguments, so every accepted and refused command line
/// is tested without running the bench:
///
/// ```swift
/// let command = try BenchCommand(arguments: ["--repetitions", "3", "--engine-only"])
/// // .measure(repetitions: 3, engineOnly: true)
/// ```
public enum BenchCommand: Equatable, Sendable {
  /// Print ``usage`` and exit 0.
  case help
  /// Measure every figure `repetitions` times, then run the self-checks; the GTK figures too,
  /// unless `engineOnly`.
  case measure(repetitions: Int, engineOnly: Bool)
  /// Only the self-checks, shortened: each figure's measurement against a side made deliberately
  /// worse must move. The GTK ones too, unless `engineOnly`.
  case selfCheck(engineOnly: Bool)
  /// The GTK half of a measurement (or, with `selfCheckOnly`, of the self-checks): the bench runs
  /// itself with `--gtk` in a child process, whose main thread runs the GLib loop.
  case gtkChild(repetitions: Int, selfCheckOnly: Bool)
  /// One side of one figure, `runs` times after a warm-up, for `scripts/bench-callgrind`.
  case callgrindDriver(figure: CallgrindFigure, side: CallgrindSide, runs: Int)

  /// The repetitions of each measurement when `--repetitions` is not given.
  public static let defaultRepetitions = 5

  /// The text `--help` prints.
  public static let usage = """
    usage: async-action-bench [--repetitions N] [--engine-only]
           async-action-bench --self-check [--engine-only]
           async-action-bench --callgrind-driver FIGURE --side SIDE --runs N
           async-action-bench --help

    Measures the engine and the GTK widget against their baselines, each figure as a ratio
    measured in the same run, and prints a table with the goal of each figure; then the
    self-checks, which prove that each figure can move. It exits 1 when a self-check did not move.

    options:
      --repetitions N         repetitions of each measurement, N ≥ 1 (default \(defaultRepetitions))
      --self-check            only the self-checks, shortened (each figure against a side made
                              deliberately worse: a polling loop, a late render, an extra hop)
      --engine-only           skip the GTK figures (they run in a child process, under Xvfb when
                              there is no display)
      --callgrind-driver FIGURE
                              run one side of one figure N times after a warm-up, for
                              scripts/bench-callgrind; FIGURE is one of
                              \(CallgrindFigure.allCases.map(\.rawValue).joined(separator: ",\n" + String(repeating: " ", count: 26)))
      --side SIDE             with --callgrind-driver: \(CallgrindSide.allCases.map(\.rawValue).joined(separator: ", "))
                              (for \(CallgrindFigure.scaling.rawValue): engine is 10,000 engines
                              alive, baseline is one)
      --runs N                with --callgrind-driver: runs to count, N ≥ 0
      --gtk                   the GTK figures only (with --self-check: their self-checks), in
                              this process (the bench's own child process; needs a display)
      -h, --help              print this help

    An unknown option or a bad value is an error: exit status 2.

    """

  /// Reads a command line.
  ///
  /// - Parameter arguments: The arguments after the program's name.
  /// - Throws: ``BenchCommandLineError`` naming the option at fault: an unknown option, a
  ///   missing or bad value, an option given twice, or options that do not go together.
  public init(arguments: [String]) throws(BenchCommandLineError) {
    if arguments.contains("--help") || arguments.contains("-h") {
      self = .help
      return
    }
    var values: [String: String] = [:]
    var flags: Set<String> = []
    var index = arguments.startIndex
    while index < arguments.endIndex {
      let argument = arguments[index]
      index += 1
      switch argument {
      case "--engine-only", "--gtk", "--self-check":
        guard flags.insert(argument).inserted else { throw .givenTwice(argument) }
      case "--repetitions", "--callgrind-driver", "--side", "--runs":
        guard values[argument] == nil else { throw .givenTwice(argument) }
        // A following option is a forgotten value, not the value; "-3" is a (bad) value.
        guard index < arguments.endIndex, !arguments[index].hasPrefix("--") else {
          throw .missingValue(argument, expected: Self.expectedValue(of: argument))
        }
        values[argument] = arguments[index]
        index += 1
      default:
        throw argument.hasPrefix("-") ? .unknownOption(argument) : .unexpectedArgument(argument)
      }
    }

    if let figureName = values["--callgrind-driver"] {
      for other in ["--repetitions", "--engine-only", "--gtk", "--self-check"]
      where values[other] != nil || flags.contains(other) {
        throw .notTogether(other, "--callgrind-driver")
      }
      guard let figure = CallgrindFigure(rawValue: figureName) else {
        throw .badValue(
          "--callgrind-driver", figureName, expected: Self.expectedValue(of: "--callgrind-driver"))
      }
      guard let sideName = values["--side"] else {
        throw .missingOption("--side", requiredBy: "--callgrind-driver")
      }
      guard let side = CallgrindSide(rawValue: sideName) else {
        throw .badValue("--side", sideName, expected: Self.expectedValue(of: "--side"))
      }
      guard let runsText = values["--runs"] else {
        throw .missingOption("--runs", requiredBy: "--callgrind-driver")
      }
      guard let runs = Int(runsText), runs >= 0 else {
        throw .badValue("--runs", runsText, expected: Self.expectedValue(of: "--runs"))
      }
      self = .callgrindDriver(figure: figure, side: side, runs: runs)
      return
    }
    for option in ["--side", "--runs"] where values[option] != nil {
      throw .missingOption("--callgrind-driver", requiredBy: option)
    }

    if flags.contains("--self-check"), values["--repetitions"] != nil {
      throw .notTogether("--repetitions", "--self-check")
    }
    var repetitions = Self.defaultRepetitions
    if let text = values["--repetitions"] {
      guard let value = Int(text), value >= 1 else {
        throw .badValue("--repetitions", text, expected: Self.expectedValue(of: "--repetitions"))
      }
      repetitions = value
    }
    if flags.contains("--gtk") {
      guard !flags.contains("--engine-only") else { throw .notTogether("--engine-only", "--gtk") }
      self = .gtkChild(repetitions: repetitions, selfCheckOnly: flags.contains("--self-check"))
    } else if flags.contains("--self-check") {
      self = .selfCheck(engineOnly: flags.contains("--engine-only"))
    } else {
      self = .measure(repetitions: repetitions, engineOnly: flags.contains("--engine-only"))
    }
  }

  private static func expectedValue(of option: String) -> String {
    switch option {
    case "--repetitions": "a whole number, 1 or more"
    case "--runs": "a whole number, 0 or more"
    case "--callgrind-driver": "one of " + CallgrindFigure.allCases.map(\.rawValue).joined(separator: ", ")
    case "--side": "one of " + CallgrindSide.allCases.map(\.rawValue).joined(separator: ", ")
    default: "a value"
    }
  }
}

/// A figure that `--callgrind-driver` runs.
///
/// Each is named after the bench's metric it cross-checks.
public enum CallgrindFigure: String, CaseIterable, Sendable {
  /// A tap whose action returns at once, under the immediate spinner timing, against an
  /// `@Observable` flag set around a `Task`.
  case engineVersusFlagImmediate = "engine_vs_flag_immediate"
  /// The same under the standard timing, against the flag with a hand-written 100 ms
  /// delayed-spinner timer.
  case engineVersusFlagStandard = "engine_vs_flag_standard"
  /// A click through the GTK widget against a hand-written GtkButton (needs a display).
  case widgetVersusHandwrittenGTK = "widget_vs_handwritten_gtk"
  /// A tap-to-finish run while 10,000 engines are alive (side engine) against one (baseline).
  case scaling = "scaling_1_to_10000_engines"
}

/// The side of a figure that `--callgrind-driver` runs.
public enum CallgrindSide: String, CaseIterable, Sendable {
  /// The engine (or the widget; for the scaling figure, 10,000 engines alive).
  case engine
  /// What a user would write instead (for the scaling figure, one engine alive).
  case baseline
}

/// A command line that `async-action-bench` refuses, with the option at fault.
public enum BenchCommandLineError: Error, Equatable, CustomStringConvertible {
  /// An option the bench does not know.
  case unknownOption(String)
  /// An argument that is no option and no option's value.
  case unexpectedArgument(String)
  /// An option given without its value.
  case missingValue(String, expected: String)
  /// An option whose value is not what it takes.
  case badValue(String, String, expected: String)
  /// An option given more than once.
  case givenTwice(String)
  /// An option that another one needs.
  case missingOption(String, requiredBy: String)
  /// Two options that do not go together.
  case notTogether(String, String)

  /// One line naming the option and what is wrong with it.
  public var description: String {
    switch self {
    case .unknownOption(let option): "unknown option \(option)"
    case .unexpectedArgument(let argument):
      "unexpected argument \"\(argument)\": every value follows its option"
    case .missingValue(let option, let expected): "\(option) needs a value: \(expected)"
    case .badValue(let option, let value, let expected): "\(option) \"\(value)\" is not \(expected)"
    case .givenTwice(let option): "\(option) is given twice"
    case .missingOption(let option, let requiredBy): "\(requiredBy) needs \(option)"
    case .notTogether(let option, let other): "\(option) does not go with \(other)"
    }
  }
}
