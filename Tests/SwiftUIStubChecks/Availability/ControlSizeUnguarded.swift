// `controlSize(_:)` is unavailable on tvOS, which the package supports: flagged.
// expect-flagged: View.controlSize(_:) tvOS unavailable

import SwiftUI

@MainActor func large(_ view: some View) -> some View {
  view.controlSize(.large)
}
