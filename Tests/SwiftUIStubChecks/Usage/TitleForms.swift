// Every title form `Button` has, with each progress kind, an asset catalog image, and titles from
// the String Catalog, called as an app would call them: configuration values without `try`.
// This file must compile (warnings are errors).

import AsyncActionButton
import Foundation
import SwiftUI

extension ImageResource {
  /// What Xcode generates for an image set named "ShareBadge".
  nonisolated static let shareBadge = ImageResource(name: "ShareBadge", bundle: .main)
}

struct Exporter {
  func export() async throws {}
  func download(_ progress: Progress) async throws { progress.completedUnitCount += 1 }
}

@MainActor struct TitleForms: View {
  let exporter = Exporter()
  let name: String
  let resource: LocalizedStringResource

  var body: some View {
    AsyncActionButton("Share", image: .shareBadge) { try await exporter.export() }
    AsyncActionButton("Share", image: .shareBadge) { progress in progress(0.5) }
    AsyncActionButton(resource, image: .shareBadge, role: .destructive) { try await exporter.export() }
    // A title shown as is, with an image; and the asset catalog image with each progress kind.
    AsyncActionButton(name, image: .shareBadge) { try await exporter.export() }
    AsyncActionButton(name, image: .shareBadge) { progress in progress(0.5) }
    AsyncActionButton("Export", image: .shareBadge, estimatedDuration: .seconds(3)) {
      try await exporter.export()
    }
    AsyncActionButton(resource, image: .shareBadge, estimatedDuration: .seconds(3)) {
      try await exporter.export()
    }
    AsyncActionButton(name, image: .shareBadge, estimatedDuration: .seconds(3)) {
      try await exporter.export()
    }
    AsyncActionButton("Download", image: .shareBadge, followingProgress: { try await exporter.download($0) })
    AsyncActionButton(resource, image: .shareBadge, followingProgress: { try await exporter.download($0) })
    AsyncActionButton(name, image: .shareBadge, followingProgress: { try await exporter.download($0) })

    AsyncActionButton(resource, estimatedDuration: .seconds(3)) { try await exporter.export() }
    AsyncActionButton(resource, followingProgress: { try await exporter.download($0) })
    AsyncActionButton(name, estimatedDuration: .seconds(3)) { try await exporter.export() }
    AsyncActionButton(name, followingProgress: { try await exporter.download($0) })
    AsyncActionButton("Export", systemImage: "square.and.arrow.up", estimatedDuration: .seconds(3)) {
      try await exporter.export()
    }
    AsyncActionButton(
      "Download", systemImage: "icloud.and.arrow.down",
      followingProgress: {
        try await exporter.download($0)
      })
    AsyncActionButton(resource, systemImage: "square.and.arrow.up", estimatedDuration: .seconds(3)) {
      try await exporter.export()
    }
    AsyncActionButton(
      name, systemImage: "icloud.and.arrow.down",
      followingProgress: {
        try await exporter.download($0)
      })

    AsyncActionButton("Save") { try await exporter.export() }
      .asyncActionTitles(busy: "Saving…", retry: "Save Again")
      .asyncActionTimeout(ActionConfiguration.Timeout(.seconds(30)))
      .asyncActionOutcomeMarks(ActionConfiguration.FeedbackTiming(success: nil, failure: 1.5))
      .asyncActionTiming(ActionConfiguration.BusyIndicatorTiming(showDelay: 0.2, minimumVisible: 0.5))
      .asyncActionSuccessHold(ActionConfiguration.SuccessHold(maximum: .seconds(2)))
  }
}

/// The same from nonisolated code: the initializers and modifiers are `nonisolated`.
nonisolated func titleFormsOffTheMainActor(resource: LocalizedStringResource) -> some View {
  AsyncActionButton(resource, image: .shareBadge) {}
    .asyncActionTitles(busy: resource)
}
