import Foundation

/// Measures a baseline and the measured side in alternating batches, each pair back to back,
/// and keeps each pair's ratio: a slow moment of the machine slows both halves of a pair, so
/// the ratio holds where absolute times don't. The order alternates from pair to pair.
@MainActor
func pairs(_ count: Int, baseline: () -> Double, measured: () -> Double) -> PairedSamples {
  var samples = PairedSamples()
  for pair in 0..<count {
    let base: Double
    let ours: Double
    if pair % 2 == 0 {
      base = baseline()
      ours = measured()
    } else {
      ours = measured()
      base = baseline()
    }
    samples.ratios.values.append(ours / base)
    samples.baseline.values.append(base)
    samples.measured.values.append(ours)
  }
  return samples
}

/// The seconds per run of `runs(count)`; with `settle`, the last run's cancelled timer task
/// ends, untimed, before the next batch.
@MainActor
func batch(_ count: Int, settle: Bool = false, _ runs: (Int) -> Void) -> Double {
  let start = ContinuousClock.now
  runs(count)
  let elapsed = (ContinuousClock.now - start).seconds / Double(count)
  if settle { MainQueue.settle() }
  return elapsed
}

/// Each pair's ratio, and each side's figure, of one call of ``pairs(_:baseline:measured:)``.
struct PairedSamples {
  var ratios = Samples()
  var baseline = Samples()
  var measured = Samples()
}

/// A paired measurement over the repetitions: each repetition adds its median pair's ratio and
/// each side's median batch figure.
struct PairedFigure {
  var ratio = Samples()
  var baseline = Samples()
  var measured = Samples()

  mutating func add(_ samples: PairedSamples) {
    ratio.values.append(samples.ratios.median)
    baseline.values.append(samples.baseline.median)
    measured.values.append(samples.measured.median)
  }

  /// "min …×; <measured> … , <baseline> … per <unit>", in µs or ns.
  func detail(
    measured measuredName: String, baseline baselineName: String, scale: Double, unit: String
  )
    -> String
  {
    let symbol = scale == 1e9 ? "ns" : "µs"
    return String(
      format: "min %.3f×; %@ %.2f %@ (min %.2f), %@ %.2f %@ (min %.2f) per %@", ratio.min, measuredName,
      measured.median * scale, symbol, measured.min * scale, baselineName, baseline.median * scale, symbol,
      baseline.min * scale, unit)
  }
}
