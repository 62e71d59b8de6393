// Styles are views in SwiftUI's eyes: a custom busy or failure style declares `@Environment` and
// `@State` properties as a `ButtonStyle` can, and the button hosts its body in a view of its own
// so they are installed before `makeBody` runs. And the indicator's paint: the foreground style
// where the label sits, or `asyncActionIndicatorStyle(_:)`.

import AsyncActionButton
import SwiftUI

/// A busy look that reads the colour scheme and keeps state of its own.
struct SchemeAwareStyle: AsyncActionStyle {
  @Environment(\.colorScheme) private var colorScheme
  @State private var shownSpinners = 0

  func makeBody(configuration: Configuration) -> some View {
    let dim = colorScheme == .dark ? 0.5 : 0.3
    return HStack {
      configuration.label.opacity(configuration.isBusyIndicatorVisible ? dim : 1)
      if configuration.isBusyIndicatorVisible { configuration.indicatorView }
    }
    .onChange(of: configuration.isBusyIndicatorVisible) {
      if configuration.isBusyIndicatorVisible { shownSpinners += 1 }
    }
  }
}

/// A failure look that reads Reduce Motion and counts the failures it has shown.
struct CountingFailureStyle: AsyncActionFailureStyle {
  @Environment(\.accessibilityReduceMotion) private var reduceMotion
  @State private var shown = 0

  func makeBody(configuration: Configuration) -> some View {
    configuration.content
      .opacity(configuration.isShowingFailure && !reduceMotion ? 0.6 : 1)
      .onChange(of: configuration.failureCount) { shown += 1 }
  }
}

@MainActor struct StylesThatAreViews: View {
  var body: some View {
    VStack {
      AsyncActionButton("Save") {}
        .asyncActionStyle(SchemeAwareStyle())
        .asyncActionFailureStyle(CountingFailureStyle())
      // The indicator in the foreground style the button's role and style give the label…
      AsyncActionButton("Delete", role: .destructive) {}
        .buttonStyle(.borderedProminent)
      // …or in a style of the app's choice.
      AsyncActionButton("Upload") { progress in progress(0.5) }
        .asyncActionProgressLook(.bar)
        .asyncActionIndicatorStyle(Color.orange)
    }
  }
}
