// async-action-bench: the engine's and the GTK widget's figures, each as a ratio against a
// baseline measured in the same run. Run it with `swift run -c release async-action-bench`.
//
// `main` stays synchronous. The GTK part runs the GLib loop on this thread; the engine part
// pumps the main actor's queue on this thread (`MainQueue`), as an app's event loop does.

import BenchCommandLine
import Foundation

let command: BenchCommand
do {
  command = try BenchCommand(arguments: Array(CommandLine.arguments.dropFirst()))
} catch {
  FileHandle.standardError.write(
    Data("async-action-bench: \(error)\nRun async-action-bench --help for the options.\n".utf8))
  exit(2)
}

#if !os(Linux)
  print("async-action-bench pumps libdispatch's main queue the Linux way: it runs on Linux only")
  exit(0)
#endif

switch command {
case .help:
  print(BenchCommand.usage, terminator: "")
case .gtkChild(let repetitions, let selfCheckOnly):
  exit(GTKBench.main(selfCheckOnly ? .selfCheck : .measure(repetitions: repetitions)))
case .callgrindDriver(.widgetVersusHandwrittenGTK, let side, let runs):
  exit(GTKBench.main(.callgrind(side: side, runs: runs)))
case .callgrindDriver(let figure, let side, let runs):
  CallgrindDriver(figure: figure, side: side, runs: runs).run()
case .measure(let repetitions, let engineOnly):
  print("async-action-bench: \(repetitions) repetitions of each measurement")
  var metrics = EngineBench.run(repetitions: repetitions)
  var checks = EngineBench.selfChecks()
  if !engineOnly {
    let gtk = GTKChild.run(["--gtk", "--repetitions", String(repetitions)])
    metrics += gtk.metrics
    checks += gtk.checks
  }
  Report.print(metrics)
  exit(Report.print(checks) ? 0 : 1)
case .selfCheck(let engineOnly):
  var checks = EngineBench.selfChecks()
  if !engineOnly { checks += GTKChild.run(["--gtk", "--self-check"]).checks }
  exit(Report.print(checks) ? 0 : 1)
}
