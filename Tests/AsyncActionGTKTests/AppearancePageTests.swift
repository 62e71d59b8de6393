#if GTK
  @_spi(Shell) import AsyncActionCore
  @_spi(Shell) import AsyncActionTestSupport
  import Foundation
  import Testing

  @testable import AsyncActionGTK

  /// Every look, every indicator: the appearance the GTK content paints (the core's
  /// `LookAppearance`, for a shell without symbol effects), the page of the stack it names, and
  /// the label's CSS class.
  ///
  /// The expected values are written out here, look by look, not derived from the content's code.
  @Suite struct AppearancePageTests {
    static let english = Locale(identifier: "en")

    static let allLooks: [ActionLooks] = ActionLooks.Busy.allCases.flatMap { busy in
      ActionLooks.Failure.allCases.flatMap { failure in
        ActionLooks.Progress.allCases.map { ActionLooks(busy: busy, failure: failure, progress: $0) }
      }
    }
    static let indicators: [ActionEngine.Indicator?] = [
      nil, .spinner, .progress(0), .progress(0.29), .succeeded, .failed,
    ]

    static func presentation(_ indicator: ActionEngine.Indicator?) -> ActionPresentation {
      .showing(indicator)
    }

    /// The memo the content draws through, for `looks` in English.
    static func memo(
      _ looks: ActionLooks, titles: ActionTitles = .none, locale: Locale = english
    )
      -> LookAppearanceMemo
    {
      LookAppearanceMemo(
        looks: looks, titles: titles, supportsSymbolEffects: PageTable.supportsSymbolEffects, locale: locale)
    }

    static func appearance(
      _ looks: ActionLooks, _ indicator: ActionEngine.Indicator?, reduceMotion: Bool = false
    ) -> LookAppearance {
      memo(looks).appearance(of: presentation(indicator), reduceMotion: reduceMotion)
    }

    /// The page the content shows for `appearance`: the indicator's in place of the label, the
    /// label's (the revealer closed or open over the indicator's page) beside it.
    static func page(_ appearance: LookAppearance) -> String {
      PageTable.pageName(for: appearance.indicator).string
    }

    /// The page for the spinner, by busy look: a switch, so a new look does not compile until its
    /// page is written here.
    static func spinnerPage(_ busy: ActionLooks.Busy) -> String {
      switch busy {
      case .overlay, .leading, .trailing: "spinner"
      case .pulse, .symbolEffect, .none: "label"
      }
    }
    /// The page for progress, by progress look, whatever the busy look.
    static func progressPage(_ progress: ActionLooks.Progress) -> String {
      switch progress {
      case .ring: "ring"
      case .bar: "label"
      case .percent: "percent"
      }
    }

    static func expectedPage(_ indicator: ActionEngine.Indicator?, _ looks: ActionLooks) -> String {
      switch indicator {
      case nil: "label"
      case .spinner: spinnerPage(looks.busy)
      case .progress: progressPage(looks.progress)
      case .succeeded: "succeeded"
      case .failed: "failed"
      }
    }

    @Test("every look × every indicator: the page")
    func page() {
      for looks in Self.allLooks {
        for indicator in Self.indicators {
          #expect(
            Self.page(Self.appearance(looks, indicator)) == Self.expectedPage(indicator, looks),
            "\(looks) showing \(String(describing: indicator))")
        }
      }
    }

    @Test("the page names: one per indicator, the ring's `ring`, as C strings")
    func pageNames() {
      let indicators: [LookIndicator?] = [nil, .spinner, .ring(0.5), .percent("50%"), .succeeded, .failed]
      let names = indicators.map { PageTable.pageName(for: $0).string }
      #expect(names == ["label", "spinner", "ring", "percent", "succeeded", "failed"])
      for indicator in indicators {
        #expect(
          String(cString: PageTable.pageName(for: indicator).cString)
            == PageTable.pageName(for: indicator).string)
      }
      // The value an indicator carries does not change its page.
      #expect(
        IndicatorContent.samePage(.ring(0), .ring(1))
          && IndicatorContent.samePage(.percent("1%"), .percent("")))
      #expect(!IndicatorContent.samePage(.ring(0), .spinner) && !IndicatorContent.samePage(nil, .succeeded))
    }

    @Test("the indicator goes where the busy look puts it; none, no placement")
    func placement() {
      for looks in Self.allLooks {
        for indicator in Self.indicators {
          let appearance = Self.appearance(looks, indicator)
          let expected = appearance.indicator == nil ? nil : looks.busy.indicatorPlacement
          #expect(appearance.indicatorPlacement == expected, "\(looks) \(String(describing: indicator))")
          // Beside the label, the label shows with the indicator; in place of it, it is hidden.
          if appearance.indicatorPlacement == .overlay { #expect(appearance.titleVisibility == .hidden) }
        }
      }
    }

    @Test("the bar shows only for progress, under the bar look")
    func bar() {
      for looks in Self.allLooks {
        for indicator in Self.indicators {
          let isProgress = if case .progress = indicator { true } else { false }
          #expect((Self.appearance(looks, indicator).bar != nil) == (isProgress && looks.progress == .bar))
        }
      }
    }

    @Test("the label pulses, or is dimmed with animations off, only where it shows")
    func labelStyle() {
      for looks in Self.allLooks {
        for reduceMotion in [false, true] {
          let styled = Self.indicators.filter {
            let appearance = Self.appearance(looks, $0, reduceMotion: reduceMotion)
            return Stylesheet.titleClass(
              appearance.titleVisibility, appearance.titleAnimation, opacities: .standard)
              != nil
          }
          let expected: [ActionEngine.Indicator?] =
            switch (looks.busy, looks.progress) {
            case (.pulse, .bar), (.symbolEffect, .bar): [.spinner, .progress(0), .progress(0.29)]
            case (.pulse, _), (.symbolEffect, _): [.spinner]
            case (.overlay, _), (.leading, _), (.trailing, _), (.none, _): []
            }
          #expect(styled == expected, "\(looks) reduceMotion: \(reduceMotion)")
          for indicator in styled {
            let appearance = Self.appearance(looks, indicator, reduceMotion: reduceMotion)
            #expect(
              Stylesheet.titleClass(
                appearance.titleVisibility, appearance.titleAnimation, opacities: .standard)
                == (reduceMotion ? Stylesheet.dimmedClass : Stylesheet.pulseClass))
            #expect(appearance.titleAnimation != .symbolEffect, "GTK plays no symbol effect")
            #expect(appearance.titleOpacity == (reduceMotion ? LookOpacities.standard.dimmed : 1))
          }
        }
      }
    }

    @Test("the spinner's page shows for the spinner alone, under a look that draws one")
    func spinner() {
      for looks in Self.allLooks {
        let spinning = Self.indicators.filter { Self.appearance(looks, $0).indicator == .spinner }
        #expect(spinning == (Self.spinnerPage(looks.busy) == "spinner" ? [.spinner] : []))
      }
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

    @Test("the fraction and the percent text go with their pages only")
    func progressValues() {
      for looks in Self.allLooks {
        let appearance = Self.appearance(looks, .progress(0.5))
        #expect(IndicatorContent.fraction(of: appearance) == (looks.progress == .percent ? nil : 0.5))
        let percent: String? = if case .percent(let text) = appearance.indicator { text } else { nil }
        #expect(percent == (looks.progress == .percent ? "50%" : nil))
        for indicator in [nil, .spinner, .succeeded, .failed] as [ActionEngine.Indicator?] {
          let other = Self.appearance(looks, indicator)
          #expect(IndicatorContent.fraction(of: other) == nil)
          if case .percent = other.indicator {
            Issue.record("percent text for \(String(describing: indicator))")
          }
        }
      }
    }

    @Test("the layout: where the pages sit, and which widgets a look needs")
    func layout() {
      for looks in Self.allLooks {
        let layout = PageTable.Layout(looks)
        let placement: IndicatorPlacement =
          switch looks.busy {
          case .leading: .leading
          case .trailing: .trailing
          default: .overlay
          }
        #expect(layout.placement == placement)
        #expect(layout.hasPercentPage == (looks.progress == .percent))
        #expect(layout.hasBar == (looks.progress == .bar))
        #expect(layout.initialIndicator == (placement == .overlay ? nil : .spinner))
      }
    }

    @Test(
      "percent text: the core's, at 0.29 29%, 100% only when done",
      arguments: [
        (0.0, "0%"), (0.29, "29%"), (0.5, "50%"), (0.999, "99%"), (1.0, "100%"), (-0.2, "0%"), (1.3, "100%"),
      ])
    func percentText(_ fraction: Double, _ text: String) {
      #expect(
        Self.appearance(ActionLooks(progress: .percent), .progress(fraction)).indicator == .percent(text))
    }

    @Test("percent text in the widget's language")
    func percentLanguage() {
      let spanish = Self.memo(ActionLooks(progress: .percent), locale: Locale(identifier: "es"))
      let indicator = spanish.appearance(of: Self.presentation(.progress(0.29)), reduceMotion: false)
        .indicator
      #expect(indicator == .percent(PercentFormat.string(0.29, locale: Locale(identifier: "es"))))
      if case .percent(let text) = indicator { #expect(text.hasPrefix("29")) }
    }

    @Test("a progress value outside 0…1 is drawn clamped")
    func clamped() {
      #expect(Self.appearance(ActionLooks(progress: .ring), .progress(-1)).indicator == .ring(0))
      #expect(Self.appearance(ActionLooks(progress: .ring), .progress(2)).indicator == .ring(1))
    }

    @Test("the label's class for the contrast: the pulse, the dim, or none for a plain or hidden label")
    func titleClasses() {
      let more = LookOpacities.increasedContrast
      #expect(Stylesheet.titleClass(.visible, .pulse, opacities: more) == "async-action-pulse-contrast")
      #expect(Stylesheet.titleClass(.dimmed, .none, opacities: more) == "async-action-dimmed-contrast")
      #expect(Stylesheet.titleClass(.visible, .pulse, opacities: .standard) == "async-action-pulse")
      #expect(Stylesheet.titleClass(.dimmed, .none, opacities: .standard) == "async-action-dimmed")
      #expect(Stylesheet.titleClass(.visible, .none, opacities: more) == nil)
      #expect(Stylesheet.titleClass(.hidden, .none, opacities: .standard) == nil)
      #expect(Set(Stylesheet.titleClasses).count == 4)
    }
  }
#endif
