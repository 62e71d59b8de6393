/// Repeats a measurement and keeps every result.
struct Samples {
  var values: [Double] = []

  var min: Double { values.min() ?? .nan }
  var median: Double {
    let sorted = values.sorted()
    guard !sorted.isEmpty else { return .nan }
    return sorted.count % 2 == 1
      ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
  }

  /// The nearest-rank percentile: the smallest value with at least `p` % of the values at or
  /// below it (of 100 values, p99 is the second largest).
  func percentile(_ p: Double) -> Double {
    let sorted = values.sorted()
    guard !sorted.isEmpty else { return .nan }
    let rank = Int((p / 100 * Double(sorted.count)).rounded(.up))
    return sorted[Swift.max(0, Swift.min(rank, sorted.count) - 1)]
  }
}

extension Duration {
  var seconds: Double {
    Double(components.seconds) + Double(components.attoseconds) / 1e18
  }
}
