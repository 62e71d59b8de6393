#if GTK
  @_spi(Shell) import AsyncActionCore
  import AsyncActionTestSupport
  import Foundation
  import Testing

  @testable import AsyncActionGTK

  /// The titles, stop glyph and accessible label the content paints, for presentations an engine
  /// publishes: every look, idle, busy with its spinner or its ring, in its failure phase and
  /// after it, and busy under `ActionConfiguration.TapPolicy.cancelWhileBusy`.
  ///
  /// The expected values are written out here, look by look, not derived from the table's code.
  @MainActor
  @Suite(.timeLimit(.minutes(1)))
  struct TitleAndStopGlyphTests {
    static let titles = ActionTitles(busy: "Saving…", retry: "Try Again")
    static let measured: [LookTitle] = [.label, .busy("Saving…"), .retry("Try Again")]

    /// What an engine publishes: idle; busy with its spinner (or a ring at 0.3, if `progress`);
    /// its failure phase; idle after a failure; and busy under `cancelWhileBusy`.
    struct Presentations {
      var idle: ActionPresentation
      var busy: ActionPresentation
      var ring: ActionPresentation
      var failed: ActionPresentation
      var afterFailure: ActionPresentation
      var tapCancels: ActionPresentation
      var tapCancelsRing: ActionPresentation
    }

    /// The error the failing run throws.
    struct Unreachable: Error {}

    static func published() async throws -> Presentations {
      let gate = ActionGate()
      var configuration = ActionConfiguration(
        timing: .immediate, feedback: ActionConfiguration.FeedbackTiming(success: nil, failure: .seconds(1)))
      let engine = ActionEngine(
        configuration: configuration, clock: ManualClock(),
        action: AsyncAction(reportingProgress: { progress in
          progress(0.3)
          try await gate.pass()
        }))
      let idle = engine.presentation
      // The spinner shows at once; the action reports its progress once its task runs.
      engine.tap()
      let busy = engine.presentation
      await gate.waitForArrivals(count: 1)
      let ring = engine.presentation
      _ = gate.release(throwing: Unreachable())
      while engine.phase.kind != ActionEngine.Phase.Kind.failed { await Task.yield() }
      let failed = engine.presentation
      engine.cancel()  // ends the failure phase
      let afterFailure = engine.presentation
      configuration.policy = .cancelWhileBusy
      configuration.feedback = .none
      engine.configuration = configuration
      engine.tap()
      let tapCancels = engine.presentation
      await gate.waitForArrivals(count: 2)
      let tapCancelsRing = engine.presentation
      engine.tap()  // cancels the run
      while engine.isBusy { await Task.yield() }
      return Presentations(
        idle: idle, busy: busy, ring: ring, failed: failed, afterFailure: afterFailure,
        tapCancels: tapCancels,
        tapCancelsRing: tapCancelsRing)
    }

    static func memo(_ looks: ActionLooks, titles: ActionTitles = Self.titles) -> LookAppearanceMemo {
      AppearancePageTests.memo(looks, titles: titles)
    }

    @Test("the presentations are the ones an engine publishes")
    func presentations() async throws {
      let published = try await Self.published()
      #expect(published.busy.isBusyIndicatorVisible && published.busy.indicator == .spinner)
      #expect(published.ring.indicator == .progress(0.3))
      #expect(published.failed.phase == .failed && published.failed.consecutiveFailureCount == 1)
      #expect(published.afterFailure.phase == .idle && published.afterFailure.consecutiveFailureCount == 1)
      #expect(published.tapCancels.tapCancels && !published.busy.tapCancels)
    }

    @Test(
      "every look: the title that shows, and every title laid out in every phase",
      arguments: AppearancePageTests.allLooks)
    func titleShown(_ looks: ActionLooks) async throws {
      let published = try await Self.published()
      let memo = Self.memo(looks)
      let appearances = [
        published.idle, published.busy, published.ring, published.failed, published.afterFailure,
        published.tapCancels,
      ].map { memo.appearance(of: $0, reduceMotion: false) }
      #expect(
        appearances.map(\.title) == [
          .label, .busy("Saving…"), .busy("Saving…"), .retry("Try Again"), .retry("Try Again"),
          .busy("Saving…"),
        ])
      for appearance in appearances { #expect(appearance.measuredTitles == Self.measured) }
      // Without titles, the label alone, always.
      let plain = Self.memo(looks, titles: .none).appearance(of: published.busy, reduceMotion: false)
      #expect(plain.title == .label && plain.measuredTitles == [.label])
    }

    @Test("the busy title stands in place of the spinner under the overlay look, beside it otherwise")
    func busyTitlePage() async throws {
      let published = try await Self.published()
      let expected: [ActionLooks.Busy: String] = [
        .overlay: "label", .leading: "spinner", .trailing: "spinner", .pulse: "label", .symbolEffect: "label",
        .none: "label",
      ]
      for (busy, page) in expected {
        let appearance = Self.memo(ActionLooks(busy: busy)).appearance(
          of: published.busy, reduceMotion: false)
        #expect(AppearancePageTests.page(appearance) == page, "\(busy)")
        // A progress ring still shows, where the look puts the spinner or in place of the label.
        let ring = Self.memo(ActionLooks(busy: busy)).appearance(of: published.ring, reduceMotion: false)
        #expect(AppearancePageTests.page(ring) == "ring", "\(busy)")
        #expect(ring.indicatorPlacement == busy.indicatorPlacement, "\(busy)")
      }
    }

    @Test(
      "the stop glyph shows in the spinner and the ring while a click cancels, nowhere else",
      arguments: AppearancePageTests.allLooks)
    func stopGlyph(_ looks: ActionLooks) async throws {
      let published = try await Self.published()
      let memo = Self.memo(looks, titles: .none)
      for presentation in [
        published.idle, published.busy, published.ring, published.failed, published.afterFailure,
      ] {
        #expect(!memo.appearance(of: presentation, reduceMotion: false).showsStopGlyph)
        // The content builds the stop glyph from what the presentation says of a tap.
        #expect(!presentation.tapCancels)
      }
      let spinner = memo.appearance(of: published.tapCancels, reduceMotion: false)
      let ring = memo.appearance(of: published.tapCancelsRing, reduceMotion: false)
      #expect(published.tapCancels.tapCancels && published.tapCancelsRing.tapCancels, "whatever the look")
      #expect(spinner.showsStopGlyph == (AppearancePageTests.page(spinner) == "spinner"))
      #expect(ring.showsStopGlyph == (AppearancePageTests.page(ring) == "ring"))
      let spinnerLooks: Set<ActionLooks.Busy> = [.overlay, .leading, .trailing]
      #expect(spinner.showsStopGlyph == spinnerLooks.contains(looks.busy))
      #expect(ring.showsStopGlyph == (looks.progress == .ring), "a ring shows under every busy look")
    }

    @Test("the accessible label: the title that shows, a click that cancels included")
    func accessibleLabel() async throws {
      let published = try await Self.published()
      let memo = Self.memo(ActionLooks())
      func label(_ presentation: ActionPresentation) -> String {
        PageTable.accessibleLabel(
          for: memo.appearance(of: presentation, reduceMotion: false).title, label: "Guardar")
      }
      #expect(label(published.idle) == "Guardar")
      #expect(label(published.busy) == "Saving…")
      #expect(label(published.failed) == "Try Again")
      #expect(label(published.afterFailure) == "Try Again")
      #expect(label(published.tapCancels) == "Saving…", "the title, not what a click does")
      #expect(label(published.tapCancelsRing) == "Saving…")
      let plain = Self.memo(ActionLooks(), titles: .none)
      #expect(
        PageTable.accessibleLabel(
          for: plain.appearance(of: published.busy, reduceMotion: false).title, label: "Guardar") == "Guardar"
      )
      #expect(
        PageTable.accessibleLabel(
          for: plain.appearance(of: published.tapCancels, reduceMotion: false).title, label: "Guardar")
          == "Guardar"
      )
    }
  }
#endif
