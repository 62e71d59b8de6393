import Foundation

/// One line of the bench's report.
struct Metric {
  let name: String
  let value: Double
  /// The largest value within goal: every figure is better when smaller.
  let goal: Double
  let detail: String
  let unit: String

  var ok: Bool { value <= goal }

  var line: String {
    "metric=\(name) value=\(Self.format(value)) goal=\(Self.format(goal)) ok=\(ok)"
  }

  static func format(_ value: Double) -> String {
    if value == value.rounded() && abs(value) < 1e9 { return String(Int(value)) }
    return String(format: "%.3f", value)
  }
}

/// The proof that a figure can move: the same measurement against a side made deliberately
/// worse (a polling loop, a late render, an extra hop) must reach `threshold`.
struct SelfCheck {
  let metric: String
  let value: Double
  let threshold: Double
  /// What was made worse, and the value's unit.
  let what: String

  var moved: Bool { value >= threshold }

  var line: String {
    "self-check=\(metric) value=\(Metric.format(value)) expect>=\(Metric.format(threshold)) "
      + "moved=\(moved) (\(what))"
  }
}
