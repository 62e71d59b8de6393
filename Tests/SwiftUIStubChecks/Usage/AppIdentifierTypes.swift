// An app's own type as the buttons' identifiers, declared as an app declares it: a plain
// `Hashable` enum, given with `.asyncActionIdentifier(_:)`, pressed through the environment's press
// action and the registry, optional or not, and read back from the events, beside a `String`
// identifier. Under the default main-actor isolation of Xcode 26's app template the enum's
// `Hashable` conformance is main-actor isolated (SE-0470), which a `some Hashable & Sendable`
// parameter refuses; step 8 of `scripts/check-swiftui` builds this file that way too.

import AsyncActionButton
import SwiftUI

enum ProbeID: Hashable {
  case favorite
  case share
}

struct Probes {
  func favorite() async throws {}
  func share() async throws {}
}

struct ProbeScreen: View {
  let probes: Probes
  @Environment(\.pressAsyncAction) private var press
  @Environment(\.asyncActionPressRegistry) private var pressRegistry
  @State private var selection: ProbeID? = .favorite
  @State private var failedFavorite: ActionEvent?

  var body: some View {
    VStack {
      AsyncActionButton("Favorite") { try await probes.favorite() }
        .asyncActionIdentifier(ProbeID.favorite)
      AsyncActionButton("Share") { try await probes.share() }
        .asyncActionIdentifier(selection == .share ? ProbeID.share : nil)
      AsyncActionButton("Log In") {}
        .asyncActionIdentifier("login")
      Button("Favorite from the toolbar") {
        let result: ActionPressResult = press(ProbeID.favorite)
        if result == .notFound || result.isAccepted {}
      }
      Button("Press the selection") { press(selection) }
      Button("Log In from the keyboard") { press("login") }
      Button("Share through the registry") { pressRegistry?.press(ProbeID.share) }
      Button("Is Favorite on screen?") { _ = pressRegistry?.contains(ProbeID.favorite) ?? false }
    }
    .onAsyncActionEvent { event in
      switch (event.identifier(as: ProbeID.self), event.kind) {
      case (.favorite, .finished(_, .failed)): failedFavorite = event
      case (.favorite, _), (.share, _): break
      case (nil, _): print(event.identifier ?? "a button without an identifier")
      }
    }
    .asyncActionPressRegistry()
  }
}

@MainActor func pressProbe(_ press: PressAsyncAction, engine: ActionEngine, registry: ActionPressRegistry) {
  engine.claimIdentifier(ProbeID.share, in: registry)
  if engine.pressIdentifier(as: ProbeID.self) == .share {
    press(ProbeID.share)
  }
}
