import AsyncActionCore
import Testing

@testable import AsyncActionGTK

typealias Looks = AsyncActionButtonWidget.Looks
typealias Page = PageTable.Page

/// Every look, every indicator: the page and the decorations the GTK content draws.
///
/// The expected values are written out here, look by look, not derived from the table's code.
@Suite struct PageTableTests {
  static let allLooks: [Looks] = Looks.Busy.allCases.flatMap { busy in
    Looks.Failure.allCases.flatMap { failure in
      Looks.Progress.allCases.map { Looks(busy: busy, failure: failure, progress: $0) }
    }
  }
  static let indicators: [ActionIndicator?] = [
    nil, .spinner, .progress(0), .progress(0.5), .succeeded, .failed,
  ]

  /// The page for the spinner, by busy look.
  static let spinnerPage: [Looks.Busy: Page] = [
    .overlay: .spinner, .leading: .spinner, .trailing: .spinner, .pulse: .label, .none: .label,
  ]
  /// The page for progress, by progress look, whatever the busy look.
  static let progressPage: [Looks.Progress: Page] = [.ring: .progress, .bar: .label, .percent: .percent]

  static func expectedPage(_ indicator: ActionIndicator?, _ looks: Looks) -> Page {
    switch indicator {
    case nil: .label
    case .spinner: spinnerPage[looks.busy]!
    case .progress: progressPage[looks.progress]!
    case .succeeded: .success
    case .failed: .failure
    }
  }

  @Test("30 looks × 6 indicators: the page", arguments: allLooks)
  func page(_ looks: Looks) {
    let table = PageTable(looks: looks)
    for indicator in Self.indicators {
      #expect(
        table.row(for: indicator).page == Self.expectedPage(indicator, looks),
        "\(looks) showing \(String(describing: indicator))")
    }
  }

  @Test("the bar shows only for progress, under the bar look", arguments: allLooks)
  func bar(_ looks: Looks) {
    let table = PageTable(looks: looks)
    for indicator in Self.indicators {
      let isProgress = if case .progress = indicator { true } else { false }
      #expect(table.row(for: indicator).showsBar == (isProgress && looks.progress == .bar))
    }
  }

  @Test("the label pulses under the pulse look while the spinner or a bar shows", arguments: allLooks)
  func pulse(_ looks: Looks) {
    let table = PageTable(looks: looks)
    let pulsing = Self.indicators.filter { table.row(for: $0).pulses }
    let expected: [ActionIndicator?] =
      switch (looks.busy, looks.progress) {
      case (.pulse, .bar): [.spinner, .progress(0), .progress(0.5)]
      case (.pulse, _): [.spinner]
      default: []
      }
    #expect(pulsing == expected)
  }

  @Test("the spinner turns only while its page shows", arguments: allLooks)
  func spinner(_ looks: Looks) {
    let table = PageTable(looks: looks)
    let spinning = Self.indicators.filter { table.row(for: $0).spins }
    #expect(spinning == (Self.spinnerPage[looks.busy] == .spinner ? [.spinner] : []))
  }

  @Test("the shake plays on the failure page, under the shake look only", arguments: allLooks)
  func shake(_ looks: Looks) {
    let table = PageTable(looks: looks)
    let shaking = Self.indicators.filter { table.row(for: $0).shakes }
    #expect(shaking == (looks.failure == .shake ? [.failed] : []))
  }

  @Test("the fraction and the percent text go with progress only", arguments: allLooks)
  func progressValues(_ looks: Looks) {
    let table = PageTable(looks: looks)
    #expect(table.row(for: .progress(0.5)).fraction == 0.5)
    #expect(table.row(for: .progress(0.5)).percentText == (looks.progress == .percent ? "50%" : nil))
    for indicator in [nil, .spinner, .succeeded, .failed] as [ActionIndicator?] {
      #expect(table.row(for: indicator).fraction == nil)
      #expect(table.row(for: indicator).percentText == nil)
    }
  }

  @Test("the layout: where the pages sit, and which widgets a look needs", arguments: allLooks)
  func layout(_ looks: Looks) {
    let layout = PageTable(looks: looks).layout
    let side: PageTable.Side =
      switch looks.busy {
      case .leading: .leading
      case .trailing: .trailing
      default: .inPlace
      }
    #expect(layout.side == side)
    #expect(layout.hasPercentPage == (looks.progress == .percent))
    #expect(layout.hasBar == (looks.progress == .bar))
    #expect(layout.initialPage == (side == .inPlace ? .label : .spinner))
  }

  @Test(
    "percent text: rounded down, clamped, 100% only when done",
    arguments: [(0.0, "0%"), (0.5, "50%"), (0.999, "99%"), (1.0, "100%"), (-0.2, "0%"), (1.3, "100%")])
  func percentText(_ fraction: Double, _ text: String) {
    #expect(PageTable.percentText(fraction) == text)
  }

  @Test("a progress value outside 0…1 is drawn clamped")
  func clamped() {
    let table = PageTable(looks: Looks(progress: .ring))
    #expect(table.row(for: .progress(-1)).fraction == 0)
    #expect(table.row(for: .progress(2)).fraction == 1)
  }
}
