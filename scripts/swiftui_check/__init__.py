"""`scripts/check-swiftui`: the SwiftUI view type-checked against our SwiftUI stub, and the stub
checked. One module per step; `main` runs them in order."""
