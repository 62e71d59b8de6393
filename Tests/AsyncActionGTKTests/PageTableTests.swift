#if GTK
  @_spi(Shell) import AsyncActionCore
  @_spi(Shell) import AsyncActionTestSupport
  import Foundation
  import Testing

  @testable import AsyncActionGTK

  typealias Page = PageTable.Page

  /// Every look, every indicator: the page and the decorations the GTK content draws.
  ///
  /// The expected values are written out here, look by look, not derived from the table's code.
  @Suite struct PageTableTests {
    static let english = Locale(identifier: "en")

    static let allLooks: [ActionLooks] = BusyLook.allCases.flatMap { busy in
      FailureLook.allCases.flatMap { failure in
        ProgressLook.allCases.map { ActionLooks(busy: busy, failure: failure, progress: $0) }
      }
    }
    static let indicators: [ActionIndicator?] = [
      nil, .spinner, .progress(0), .progress(0.29), .succeeded, .failed,
    ]

    static func presentation(_ indicator: ActionIndicator?) -> ActionPresentation {
      .showing(indicator)
    }

    static func row(
      _ looks: ActionLooks, _ indicator: ActionIndicator?, reduceMotion: Bool = false
    )
      -> PageTable.Row
    {
      PageTable(looks: looks, locale: english).row(for: presentation(indicator), reduceMotion: reduceMotion)
    }

    /// The page for the spinner, by busy look: a switch, so a new look does not compile until its
    /// page is written here.
    static func spinnerPage(_ busy: BusyLook) -> Page {
      switch busy {
      case .overlay, .leading, .trailing: .spinner
      case .pulse, .symbolEffect, .none: .label
      }
    }
    /// The page for progress, by progress look, whatever the busy look.
    static func progressPage(_ progress: ProgressLook) -> Page {
      switch progress {
      case .ring: .progress
      case .bar: .label
      case .percent: .percent
      }
    }

    static func expectedPage(_ indicator: ActionIndicator?, _ looks: ActionLooks) -> Page {
      switch indicator {
      case nil: .label
      case .spinner: spinnerPage(looks.busy)
      case .progress: progressPage(looks.progress)
      case .succeeded: .succeeded
      case .failed: .failed
      }
    }

    @Test("every look × every indicator: the page", arguments: allLooks)
    func page(_ looks: ActionLooks) {
      for indicator in Self.indicators {
        #expect(
          Self.row(looks, indicator).page == Self.expectedPage(indicator, looks),
          "\(looks) showing \(String(describing: indicator))")
      }
    }

    @Test("the bar shows only for progress, under the bar look", arguments: allLooks)
    func bar(_ looks: ActionLooks) {
      for indicator in Self.indicators {
        let isProgress = if case .progress = indicator { true } else { false }
        #expect(Self.row(looks, indicator).showsBar == (isProgress && looks.progress == .bar))
      }
    }

    @Test("the label pulses, or is dimmed with animations off, only where it shows", arguments: allLooks)
    func labelStyle(_ looks: ActionLooks) {
      for reduceMotion in [false, true] {
        let styled = Self.indicators.filter {
          Self.row(looks, $0, reduceMotion: reduceMotion).label != .plain
        }
        let expected: [ActionIndicator?] =
          switch (looks.busy, looks.progress) {
          case (.pulse, .bar), (.symbolEffect, .bar): [.spinner, .progress(0), .progress(0.29)]
          case (.pulse, _), (.symbolEffect, _): [.spinner]
          case (.overlay, _), (.leading, _), (.trailing, _), (.none, _): []
          }
        #expect(styled == expected, "reduceMotion: \(reduceMotion)")
        for indicator in styled {
          #expect(
            Self.row(looks, indicator, reduceMotion: reduceMotion).label
              == (reduceMotion ? .dimmed : .pulsing))
        }
      }
    }

    @Test("the spinner's page shows for the spinner alone, under a look that draws one", arguments: allLooks)
    func spinner(_ looks: ActionLooks) {
      let spinning = Self.indicators.filter { Self.row(looks, $0).page == .spinner }
      #expect(spinning == (Self.spinnerPage(looks.busy) == .spinner ? [.spinner] : []))
    }

    @Test(
      "the shake plays once per failed run, under the shake and symbol effect looks, never with animations off",
      arguments: allLooks)
    func shake(_ looks: ActionLooks) {
      var cues = FailureCueTracker()
      func cue(_ count: Int, reduceMotion: Bool = false) -> FailureCue? {
        cues.cue(
          for: count, looks: looks, reduceMotion: reduceMotion,
          supportsSymbolEffects: PageTable.supportsSymbolEffects)
      }
      #expect(cue(0) == nil, "the first count is the start")
      #expect(cue(1) == (looks.failure == .none ? nil : .shake))
      #expect(cue(1) == nil)
      #expect(cue(4) == (looks.failure == .none ? nil : .shake))
      #expect(cue(5, reduceMotion: true) == nil)
    }

    @Test("the fraction and the percent text go with their pages only", arguments: allLooks)
    func progressValues(_ looks: ActionLooks) {
      let row = Self.row(looks, .progress(0.5))
      #expect(row.fraction == (looks.progress == .percent ? nil : 0.5))
      #expect(row.percentText == (looks.progress == .percent ? "50%" : nil))
      for indicator in [nil, .spinner, .succeeded, .failed] as [ActionIndicator?] {
        #expect(Self.row(looks, indicator).fraction == nil)
        #expect(Self.row(looks, indicator).percentText == nil)
      }
    }

    @Test("the layout: where the pages sit, and which widgets a look needs", arguments: allLooks)
    func layout(_ looks: ActionLooks) {
      let layout = PageTable(looks: looks, locale: Self.english).layout
      let placement: IndicatorPlacement =
        switch looks.busy {
        case .leading: .leading
        case .trailing: .trailing
        default: .overlay
        }
      #expect(layout.placement == placement)
      #expect(layout.hasPercentPage == (looks.progress == .percent))
      #expect(layout.hasBar == (looks.progress == .bar))
      #expect(layout.initialPage == (placement == .overlay ? .label : .spinner))
    }

    @Test(
      "percent text: the core's, at 0.29 29%, 100% only when done",
      arguments: [
        (0.0, "0%"), (0.29, "29%"), (0.5, "50%"), (0.999, "99%"), (1.0, "100%"), (-0.2, "0%"), (1.3, "100%"),
      ])
    func percentText(_ fraction: Double, _ text: String) {
      #expect(Self.row(ActionLooks(progress: .percent), .progress(fraction)).percentText == text)
    }

    @Test("percent text in the widget's language")
    func percentLanguage() {
      let spanish = PageTable(looks: ActionLooks(progress: .percent), locale: Locale(identifier: "es"))
      let text = spanish.row(for: Self.presentation(.progress(0.29)), reduceMotion: false).percentText
      #expect(text == PercentFormat.string(0.29, locale: Locale(identifier: "es")))
      #expect(text?.hasPrefix("29") == true)
    }

    @Test("a progress value outside 0…1 is drawn clamped")
    func clamped() {
      #expect(Self.row(ActionLooks(progress: .ring), .progress(-1)).fraction == 0)
      #expect(Self.row(ActionLooks(progress: .ring), .progress(2)).fraction == 1)
    }
  }

  extension PageTableTests {
    @Test("a page's C name is its name", arguments: Page.allCases)
    func cName(_ page: Page) {
      #expect(String(cString: page.cName) == page.rawValue)
    }
  }

  /// The rows a button draws again come from `PageTable.RowMemo`: the same rows as the table's,
  /// computed again when the inputs, the reduced-motion setting or the table change.
  @Suite struct RowMemoTests {
    @Test func theMemoDrawsWhatTheTableSays() {
      let looks = ActionLooks(busy: .pulse, progress: .ring)
      let table = PageTable(looks: looks, locale: PageTableTests.english)
      let memo = PageTable.RowMemo(table)
      let idle = ActionPresentation.showing(nil)
      // A click after a click, a failure, progress: inputs come back after others.
      let sequence: [ActionPresentation] = [
        idle, .showing(.spinner), idle, .showing(.spinner), .showing(.progress(0.4)),
        .showing(.progress(0.6)), .showing(.failed, failureCount: 1), idle, .showing(.spinner), idle,
      ]
      for reduceMotion in [false, true, false] {
        for presentation in sequence {
          #expect(
            memo.row(for: presentation, reduceMotion: reduceMotion)
              == table.row(for: presentation, reduceMotion: reduceMotion))
        }
      }
      // Another table: the memo forgets the rows of the first.
      let titled = PageTable(looks: looks, locale: PageTableTests.english, titles: .tryAgain(busy: "Saving…"))
      memo.table = titled
      let busy = ActionPresentation.showing(.spinner)
      #expect(memo.row(for: busy, reduceMotion: false) == titled.row(for: busy, reduceMotion: false))
      #expect(memo.row(for: busy, reduceMotion: false) != table.row(for: busy, reduceMotion: false))
    }
  }
#endif
