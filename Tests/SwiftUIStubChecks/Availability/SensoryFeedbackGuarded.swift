// Inside `if #available` for every platform that needs it: clean.

import SwiftUI

@MainActor @ViewBuilder func haptic(_ view: some View, trigger: Int) -> some View {
  if #available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 26.0, *) {
    view.sensoryFeedback(trigger: trigger) { .success }
  } else {
    view
  }
}
