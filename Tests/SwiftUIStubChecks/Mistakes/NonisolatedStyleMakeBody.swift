// swift-format-ignore-file
// (Not formatted: each `// mistake` and `// fix` alternative must stay on one line.)
// `AsyncActionStyle` is a main-actor protocol, as `ButtonStyle` is: a style's `makeBody` runs on
// the main actor. Declared `nonisolated`, it cannot build the views a style needs, whose
// initializers are main-actor isolated (as every `View` of the app's is).
// expect-error: call to main actor-isolated initializer 'init(configuration:)' in a synchronous nonisolated context

import AsyncActionButton
import SwiftUI

struct Badge: View {
  let configuration: AsyncActionStyleConfiguration
  var body: some View { configuration.label.opacity(configuration.isBusyIndicatorVisible ? 0.5 : 1) }
}

struct BadgeStyle: AsyncActionStyle {
  nonisolated func makeBody(configuration: Configuration) -> some View { Badge(configuration: configuration) }  // mistake
  func makeBody(configuration: Configuration) -> some View { Badge(configuration: configuration) }  // fix
}
