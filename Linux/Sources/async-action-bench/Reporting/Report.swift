import Foundation

enum Report {
  static func print(_ metrics: [Metric]) {
    let nameWidth = max(24, metrics.map(\.name.count).max() ?? 0)
    let values = metrics.map { Metric.format($0.value) + $0.unit }
    let goals = metrics.map { "≤" + Metric.format($0.goal) + $0.unit }
    let valueWidth = max(5, values.map(\.count).max() ?? 0)
    let goalWidth = max(4, goals.map(\.count).max() ?? 0)
    func pad(_ text: String, _ width: Int) -> String {
      text.padding(toLength: width, withPad: " ", startingAt: 0)
    }
    Swift.print("")
    Swift.print(
      "\(pad("metric", nameWidth))  \(pad("value", valueWidth))  \(pad("goal", goalWidth))  ok   detail")
    for (index, metric) in metrics.enumerated() {
      Swift.print(
        "\(pad(metric.name, nameWidth))  \(pad(values[index], valueWidth))  \(pad(goals[index], goalWidth))  "
          + "\(metric.ok ? "yes" : "NO ")  \(metric.detail)")
    }
    Swift.print("")
    for metric in metrics { Swift.print(metric.line) }
    Swift.print("\(metrics.filter(\.ok).count)/\(metrics.count) metrics within goal")
  }

  /// Prints the self-checks' lines; returns whether every one moved.
  static func print(_ checks: [SelfCheck]) -> Bool {
    Swift.print("")
    for check in checks { Swift.print(check.line) }
    let moved = checks.filter(\.moved).count
    Swift.print(
      "\(moved)/\(checks.count) self-checks moved (each figure, made deliberately worse, must move)")
    return moved == checks.count
  }
}
