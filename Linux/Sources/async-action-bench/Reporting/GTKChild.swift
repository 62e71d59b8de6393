import Foundation

/// Runs the GTK measurements in a child process, whose main thread runs the GLib loop; under
/// Xvfb when there is no display.
enum GTKChild {
  static func run(_ options: [String]) -> (metrics: [Metric], checks: [SelfCheck]) {
    let environment = ProcessInfo.processInfo.environment
    let hasDisplay =
      !(environment["DISPLAY"] ?? "").isEmpty || !(environment["WAYLAND_DISPLAY"] ?? "").isEmpty
    let executable =
      (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
      ?? CommandLine.arguments[0]
    let process = Process()
    var arguments = [executable] + options
    if hasDisplay {
      process.executableURL = URL(fileURLWithPath: executable)
      arguments.removeFirst()
    } else {
      process.executableURL = URL(fileURLWithPath: "/usr/bin/xvfb-run")
      arguments = ["-a", "-s", "-screen 0 1024x768x24"] + arguments
    }
    process.arguments = arguments
    var childEnvironment = environment
    childEnvironment["GSK_RENDERER"] = environment["GSK_RENDERER"] ?? "cairo"
    childEnvironment["GTK_A11Y"] = environment["GTK_A11Y"] ?? "none"
    process.environment = childEnvironment
    let output = Pipe()
    process.standardOutput = output
    do {
      try process.run()
    } catch {
      print("GTK measurements failed to start: \(error)")
      return ([], [SelfCheck(metric: "gtk", value: 0, threshold: 1, what: "the GTK child did not start")])
    }
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    let text = String(decoding: data, as: UTF8.self)
    var metrics: [Metric] = []
    var checks: [SelfCheck] = []
    for line in text.split(separator: "\n") {
      if line.hasPrefix("gtk-self-check ") {
        // gtk-self-check <metric>|<value>|<threshold>|<what>
        let fields = line.dropFirst("gtk-self-check ".count).split(
          separator: "|", maxSplits: 3, omittingEmptySubsequences: false
        ).map(String.init)
        if fields.count == 4, let value = Double(fields[1]), let threshold = Double(fields[2]) {
          checks.append(SelfCheck(metric: fields[0], value: value, threshold: threshold, what: fields[3]))
        }
        continue
      }
      guard line.hasPrefix("gtk-metric ") else {
        print(line)
        continue
      }
      // gtk-metric <name>|<value>|<goal>|<unit>|<detail>
      let fields = line.dropFirst("gtk-metric ".count).split(
        separator: "|", maxSplits: 4, omittingEmptySubsequences: false
      ).map(String.init)
      guard fields.count == 5, let value = Double(fields[1]), let goal = Double(fields[2]) else { continue }
      metrics.append(Metric(name: fields[0], value: value, goal: goal, detail: fields[4], unit: fields[3]))
    }
    if process.terminationStatus != 0 {
      print("the GTK measurements exited \(process.terminationStatus)")
      checks.append(
        SelfCheck(
          metric: "gtk", value: 0, threshold: 1, what: "the GTK child exited \(process.terminationStatus)"))
    }
    return (metrics, checks)
  }
}
