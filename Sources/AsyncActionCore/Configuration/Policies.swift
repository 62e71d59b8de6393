// What a button does while busy, when it leaves the screen, and after a success.

extension ActionConfiguration {
  /// What a tap does while the button is busy.
  public enum TapPolicy: Hashable, Sendable {
    /// Taps while busy are ignored, and the button keeps looking enabled. They cost nothing: no
    /// allocation, no task. The default.
    case ignoreWhileBusy
    /// Taps while busy are ignored, and the button also looks and reports itself disabled
    /// (``ActionEngine/isDisabled``), like the plain `Button { Task { … } }` with
    /// `.disabled(isRunning)`, for design systems that expect a dimmed button while work runs.
    ///
    /// The engine ignores taps exactly as under ``ignoreWhileBusy``; only the look and the
    /// accessibility state differ. A disabled button cannot be focused on some platforms, so
    /// keyboard focus may move away while it runs.
    case disableWhileBusy
    /// A tap while busy cancels the current run; a new run starts with the latest action as soon
    /// as the cancelled action has returned, never while it is still executing.
    case cancelAndRestart
    /// A tap while busy cancels the current run with ``ActionOutcome/CancellationReason/user``, as the App Store's
    /// download button does; no new run starts. A press from code and a keyboard activation are
    /// taps, and do the same.
    ///
    /// The rules:
    /// - A tap cancels only while the run's action executes and nothing has cancelled it yet:
    ///   exactly while ``ActionPresentation/tapCancels`` is `true`, which a UI shows with a stop
    ///   glyph inside the ring (``LookAppearance/showsStopGlyph``) and an accessibility hint that
    ///   says what a tap does (``ActionStrings/pressToCancel``), the title staying the label. A tap at any other moment while busy — the
    ///   run is cancelled already and its action has yet to return, or the action has returned and
    ///   only the spinner finishes its minimum time — is ignored with ``ActionTapResult/IgnoredReason/busy``.
    /// - During a feedback phase the button is not busy: a tap starts a new run, as under every
    ///   policy.
    /// - While the button holds its busy look after a success (``ActionConfiguration/successHold``)
    ///   there is no run to cancel: a tap is ignored with ``ActionTapResult/IgnoredReason/holdingSuccess``.
    ///
    /// ```swift
    /// engine.configuration.policy = .cancelWhileBusy
    /// engine.tap()  // .started(run #1)
    /// engine.tap()  // .cancelRequested: run #1 ends cancelled(user) when its action returns
    /// ```
    case cancelWhileBusy
  }
}

extension ActionConfiguration {
  /// What happens to a run when its button leaves the screen.
  public enum Lifetime: Hashable, Sendable {
    /// Leaving the screen cancels the run. The default.
    case cancelledOnLeave
    /// The run goes on after the button has left the screen, for buttons that vanish when tapped:
    /// alert and dialog buttons, menu items, swipe actions.
    case outlivesButton
  }
}

extension ActionConfiguration {
  /// Whether the button stays busy after a successful run, for a button whose success takes its
  /// screen away: a sheet's Save that dismisses the sheet, a sign-in that replaces the screen.
  ///
  /// Without a hold, the label comes back as soon as the run ends, and shows for the moment the
  /// screen takes to close. With one, the button keeps what it shows at the end of the run — the
  /// spinner, or the full ring, or the label when the action returned before the show-delay passed
  /// (a success that quick shows no spinner, with or without a hold) — stays busy and ignores taps
  /// (``ActionTapResult/IgnoredReason/holdingSuccess``), until it leaves the screen, or until ``maximum`` has
  /// passed if there is one. The label never comes back in between.
  ///
  /// The rules:
  /// - The hold starts where a successful run would otherwise end, on screen: after the spinner's
  ///   minimum visible time and the full ring's hold. The run's ``ActionEvent/Kind/finished(_:_:)``
  ///   event is reported then, with ``ActionOutcome/succeeded``, so an app can close its screen from
  ///   the event.
  /// - During the hold the phase is ``ActionEngine/Phase/busy``, ``ActionEngine/isBusy`` is `true`, and the
  ///   button keeps its ``ActionScope`` busy.
  /// - The hold ends when the button leaves the screen, when ``maximum`` passes, or on
  ///   ``ActionEngine/cancel()`` or a changed cancellation trigger. Ended by ``maximum``, the success
  ///   feedback phase (``ActionConfiguration/FeedbackTiming/success``) follows if there is one; otherwise the button
  ///   is idle. Nothing is reported when a hold ends: the run has already finished.
  /// - A run that fails or is cancelled holds nothing, nor does a run that ends off screen.
  ///
  /// ```swift
  /// engine.configuration.successHold = .untilLeave
  /// engine.configuration.successHold = ActionConfiguration.SuccessHold(maximum: .seconds(2))
  /// ```
  public struct SuccessHold: Hashable, Sendable {
    /// The longest the hold lasts, or `nil` to hold until the button leaves the screen.
    public let maximum: Duration?

    private init(unchecked maximum: Duration?) {
      self.maximum = maximum
    }

    /// Holds the busy look until the button leaves the screen (or ``ActionEngine/cancel()``).
    public static let untilLeave = ActionConfiguration.SuccessHold(unchecked: nil)

    /// Holds the busy look until the button leaves the screen, or `maximum` has passed.
    ///
    /// A zero or negative maximum is refused (`nil`: no hold, the default); one longer than 100
    /// days is taken as 100 days; each with an ``ActionConfiguration/Warning`` naming
    /// `ActionConfiguration.SuccessHold.maximum`.
    ///
    /// - Parameter maximum: The longest the hold lasts, counted from the moment the run succeeded.
    public init?(maximum: Duration) {
      guard
        let maximum = DurationCheck.resolve(
          maximum, parameter: "ActionConfiguration.SuccessHold.maximum", allowZero: false)
      else { return nil }
      self.maximum = maximum
    }

    /// Holds the busy look until the button leaves the screen, or `seconds` have passed.
    ///
    /// A zero, negative or NaN value is refused (`nil`: no hold, the default); one longer than 100
    /// days (or infinite) is taken as 100 days; each with an ``ActionConfiguration/Warning`` naming
    /// `ActionConfiguration.SuccessHold.maximum`.
    ///
    /// - Parameter seconds: The longest the hold lasts, in seconds.
    public init?(maximumSeconds seconds: Double) {
      guard
        let maximum = DurationCheck.resolve(
          seconds: seconds, parameter: "ActionConfiguration.SuccessHold.maximum", allowZero: false)
      else { return nil }
      self.maximum = maximum
    }
  }
}
