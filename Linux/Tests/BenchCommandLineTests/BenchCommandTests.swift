import BenchCommandLine
import Testing

/// Every command line the bench accepts, and every one it refuses with a message naming the
/// option at fault.
@Suite struct BenchCommandTests {
  struct Accepted: CustomTestStringConvertible, Sendable {
    let arguments: [String]
    let command: BenchCommand
    var testDescription: String { arguments.isEmpty ? "(none)" : arguments.joined(separator: " ") }
  }

  static let accepted: [Accepted] = [
    Accepted(arguments: [], command: .measure(repetitions: 5, engineOnly: false)),
    Accepted(arguments: ["--repetitions", "1"], command: .measure(repetitions: 1, engineOnly: false)),
    Accepted(
      arguments: ["--engine-only", "--repetitions", "12"],
      command: .measure(repetitions: 12, engineOnly: true)),
    Accepted(
      arguments: ["--gtk", "--repetitions", "3"], command: .gtkChild(repetitions: 3, selfCheckOnly: false)),
    Accepted(arguments: ["--self-check"], command: .selfCheck(engineOnly: false)),
    Accepted(arguments: ["--engine-only", "--self-check"], command: .selfCheck(engineOnly: true)),
    Accepted(arguments: ["--gtk", "--self-check"], command: .gtkChild(repetitions: 5, selfCheckOnly: true)),
    Accepted(arguments: ["--help"], command: .help),
    Accepted(arguments: ["-h"], command: .help),
    Accepted(arguments: ["--bogus", "--help"], command: .help),
    // As scripts/bench-callgrind runs it.
    Accepted(
      arguments: ["--callgrind-driver", "engine_vs_flag_standard", "--side", "baseline", "--runs", "0"],
      command: .callgrindDriver(figure: .engineVersusFlagStandard, side: .baseline, runs: 0)),
    Accepted(
      arguments: ["--runs", "1000", "--side", "engine", "--callgrind-driver", "widget_vs_handwritten_gtk"],
      command: .callgrindDriver(figure: .widgetVersusHandwrittenGTK, side: .engine, runs: 1000)),
    Accepted(
      arguments: ["--callgrind-driver", "scaling_1_to_10000_engines", "--side", "engine", "--runs", "7"],
      command: .callgrindDriver(figure: .scaling, side: .engine, runs: 7)),
    Accepted(
      arguments: ["--callgrind-driver", "engine_vs_flag_immediate", "--side", "baseline", "--runs", "1"],
      command: .callgrindDriver(figure: .engineVersusFlagImmediate, side: .baseline, runs: 1)),
  ]

  @Test(arguments: accepted)
  func aValidCommandLineIsRead(_ accepted: Accepted) throws {
    #expect(try BenchCommand(arguments: accepted.arguments) == accepted.command)
  }

  struct Refused: CustomTestStringConvertible, Sendable {
    let arguments: [String]
    let message: String
    var testDescription: String { arguments.joined(separator: " ") }
  }

  static let refused: [Refused] = [
    Refused(arguments: ["--bogus"], message: "unknown option --bogus"),
    Refused(arguments: ["-x"], message: "unknown option -x"),
    Refused(arguments: ["3"], message: "unexpected argument \"3\": every value follows its option"),
    Refused(
      arguments: ["--repetitions", "-3"], message: "--repetitions \"-3\" is not a whole number, 1 or more"),
    Refused(
      arguments: ["--repetitions", "0"], message: "--repetitions \"0\" is not a whole number, 1 or more"),
    Refused(
      arguments: ["--repetitions", "x"], message: "--repetitions \"x\" is not a whole number, 1 or more"),
    Refused(
      arguments: ["--repetitions", "2.5"], message: "--repetitions \"2.5\" is not a whole number, 1 or more"),
    Refused(arguments: ["--repetitions"], message: "--repetitions needs a value: a whole number, 1 or more"),
    Refused(
      arguments: ["--repetitions", "--engine-only"],
      message: "--repetitions needs a value: a whole number, 1 or more"),
    Refused(
      arguments: ["--repetitions", "2", "--repetitions", "3"], message: "--repetitions is given twice"),
    Refused(arguments: ["--engine-only", "--engine-only"], message: "--engine-only is given twice"),
    Refused(arguments: ["--gtk", "--engine-only"], message: "--engine-only does not go with --gtk"),
    Refused(
      arguments: ["--callgrind-driver", "nope", "--side", "engine", "--runs", "1"],
      message:
        "--callgrind-driver \"nope\" is not one of engine_vs_flag_immediate, engine_vs_flag_standard, "
        + "widget_vs_handwritten_gtk, scaling_1_to_10000_engines"
    ),
    Refused(
      arguments: ["--callgrind-driver", "engine_vs_flag_immediate", "--runs", "1"],
      message: "--callgrind-driver needs --side"),
    Refused(
      arguments: ["--callgrind-driver", "engine_vs_flag_immediate", "--side", "left", "--runs", "1"],
      message: "--side \"left\" is not one of engine, baseline"),
    Refused(
      arguments: ["--callgrind-driver", "engine_vs_flag_immediate", "--side", "engine"],
      message: "--callgrind-driver needs --runs"),
    Refused(
      arguments: ["--callgrind-driver", "engine_vs_flag_immediate", "--side", "engine", "--runs", "-1"],
      message: "--runs \"-1\" is not a whole number, 0 or more"),
    Refused(
      arguments: [
        "--callgrind-driver", "engine_vs_flag_immediate", "--side", "engine", "--runs", "1", "--engine-only",
      ],
      message: "--engine-only does not go with --callgrind-driver"),
    Refused(arguments: ["--side", "engine"], message: "--side needs --callgrind-driver"),
    Refused(
      arguments: ["--self-check", "--repetitions", "2"],
      message: "--repetitions does not go with --self-check"),
    Refused(arguments: ["--self-check", "--self-check"], message: "--self-check is given twice"),
    Refused(
      arguments: [
        "--callgrind-driver", "engine_vs_flag_immediate", "--side", "engine", "--runs", "1", "--self-check",
      ],
      message: "--self-check does not go with --callgrind-driver"),
    Refused(
      arguments: ["--gtk", "--self-check", "--engine-only"], message: "--engine-only does not go with --gtk"),
    Refused(arguments: ["--runs", "5"], message: "--runs needs --callgrind-driver"),
  ]

  @Test(arguments: refused)
  func aBadCommandLineIsRefusedNamingTheOption(_ refused: Refused) {
    #expect {
      _ = try BenchCommand(arguments: refused.arguments)
    } throws: { error in
      "\(error)" == refused.message
    }
  }

  @Test func theUsageNamesEveryOptionAndEveryCallgrindChoice() {
    for option in [
      "--repetitions", "--engine-only", "--self-check", "--callgrind-driver", "--side", "--runs", "--gtk",
      "--help",
    ] {
      #expect(BenchCommand.usage.contains(option), "\(option)")
    }
    for name in CallgrindFigure.allCases.map(\.rawValue) + CallgrindSide.allCases.map(\.rawValue) {
      #expect(BenchCommand.usage.contains(name), "\(name)")
    }
  }
}
