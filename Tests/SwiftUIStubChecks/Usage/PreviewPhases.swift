// swift-format-ignore-file
// (Not formatted: the snippets stay as the docs write them.)
// A button held in a phase for a preview, as an app writes it: the snippets of GettingStarted.md,
// "Previews and snapshot tests", and of the comments of asyncActionPreviewPhase(_:) and
// ActionPreviewPhase, as written there. `#Preview` is a macro that Linux cannot expand (its
// plug-in needs swift-syntax), so the previews are compiled where an Apple SDK is, and their
// bodies here, each in a view. Names the docs take for granted are declared at the bottom.

import AsyncActionButton
import SwiftUI

// GettingStarted.md, "Previews and snapshot tests".
struct SaveButtonPhases: View {
  var body: some View {
    VStack {
      SaveButton {}.asyncActionPreviewPhase(.idle)
      SaveButton {}.asyncActionPreviewPhase(.busy)           // the spinner
      SaveButton {}.asyncActionPreviewPhase(.progress(0.4))  // the ring, 40 % full
      SaveButton {}.asyncActionPreviewPhase(.succeeded)      // the success mark
      SaveButton {}.asyncActionPreviewPhase(.failed)         // the failure mark
    }
  }
}

#if !os(Linux)
#Preview("Save") { SaveButtonPhases() }
#Preview("Save, right to left") { SaveButtonPhases().environment(\.layoutDirection, .rightToLeft) }
#Preview("Save, largest text") { SaveButtonPhases().dynamicTypeSize(.accessibility5) }
#endif

// The bodies of the previews above, and of those in the comments of asyncActionPreviewPhase(_:)
// ("Saving", "Uploading, right to left") and ActionPreviewPhase ("Uploading").
@MainActor struct PreviewBodies: View {
  var body: some View {
    SaveButtonPhases()
    SaveButtonPhases().environment(\.layoutDirection, .rightToLeft)
    SaveButtonPhases().dynamicTypeSize(.accessibility5)
    SaveButton()
      .asyncActionPreviewPhase(.busy)
    UploadButton()
      .asyncActionPreviewPhase(.progress(0.4))
      .environment(\.layoutDirection, .rightToLeft)
    UploadButton()
      .asyncActionPreviewPhase(.progress(0.4))  // the ring 40 % full, "In progress, 40%"
  }
}

// A hold that a preview switches, and lets go of with `nil`: the buttons then run.
@MainActor struct SwitchedHold: View {
  let phase: ActionPreviewPhase?

  var body: some View {
    VStack {
      AsyncActionButton("Save") { try await Task.sleep(for: .seconds(1)) }
      AsyncActionButton("Upload", systemImage: "arrow.up") { progress in progress(1) }
        .asyncActionStyle(.trailing)
        .asyncActionPolicy(.cancelWhileBusy)  // held busy, its ring shows the stop glyph
    }
    .asyncActionPreviewPhase(phase)
  }
}

/// An app's own button, as GettingStarted.md's "A button of your own around it" writes it; its
/// action has a default here, so that `SaveButton()` compiles too.
struct SaveButton: View {
  var action: @MainActor () async throws -> Void = {}

  var body: some View {
    AsyncActionButton("Save", action: action)
      .buttonStyle(.borderedProminent)
  }
}

struct UploadButton: View {
  var body: some View {
    AsyncActionButton("Upload", systemImage: "arrow.up") { progress in progress(1) }
  }
}
