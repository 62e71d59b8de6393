// swift-format-ignore-file
// (Not formatted: each `// mistake` and `// fix` alternative must stay on one line.)
// The timing modifier takes a validated `ActionConfiguration.BusyIndicatorTiming`, not seconds.
// expect-error: cannot convert value of type 'Double' to expected argument type 'ActionConfiguration.BusyIndicatorTiming'

import AsyncActionButton
import SwiftUI

@MainActor func saveButton() -> some View {
  AsyncActionButton("Save") {}.asyncActionTiming(0.25)  // mistake
  AsyncActionButton("Save") {}.asyncActionTiming(.immediate)  // fix
}
