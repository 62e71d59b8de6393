import AsyncActionTestSupport
import Testing

@_spi(Shell) @testable import AsyncActionCore

/// Identifiers of an app's own types: an enum of its buttons, an `Int`. A press reaches the
/// button whose identifier has the same type and is equal to it; nothing is turned into text, so
/// `"a"` and an enum's `.a` are two identifiers; a `String` behaves as it always has.
@MainActor
@Suite(.timeLimit(.minutes(1)))
struct PressIdentifierTypeTests {
  /// The app's enum of its buttons.
  enum ProbeID: Hashable, Sendable {
    case favorite, share
  }

  /// An enum whose case is spelled as a `String` identifier is.
  enum Letter: Hashable, Sendable {
    case a
  }

  /// Presses `identifier` through `registry`, and checks that it started a run on `harness`'s
  /// button, and on no other; then lets the run end.
  func expectPress(
    _ identifier: some Hashable, in registry: ActionPressRegistry, reaches harness: Harness,
    not others: [Harness], sourceLocation: SourceLocation = #_sourceLocation
  ) async {
    let runs = harness.log.started.count
    let result = registry.press(identifier)
    #expect(result == .tapped(.started(ActionEvent.RunID(UInt64(runs + 1)))), sourceLocation: sourceLocation)
    guard result.isAccepted else { return }
    await harness.gate.waitForArrivals(count: runs + 1)
    harness.gate.release()
    await harness.waitForOutcomes(runs + 1)
    for other in others {
      #expect(other.log.events.isEmpty, "the press reached another button", sourceLocation: sourceLocation)
    }
  }

  @Test func anEnumIdentifierPressesTheButtonThatClaimedThatCase() async {
    let favorite = Harness()
    let share = Harness()
    let registry = ActionPressRegistry()
    favorite.engine.claimIdentifier(ProbeID.favorite, in: registry)
    share.engine.claimIdentifier(ProbeID.share, in: registry)
    #expect(registry.contains(ProbeID.favorite))
    #expect(registry.contains(ProbeID.share))
    await expectPress(ProbeID.favorite, in: registry, reaches: favorite, not: [share])
    #expect(favorite.log.started == [ActionEvent.RunID(1)])
    #expect(share.log.started.isEmpty)
    share.engine.disappear()
    #expect(registry.press(ProbeID.share) == .notFound)
    #expect(!registry.contains(ProbeID.share))
    #expect(registry.contains(ProbeID.favorite), "another case's button leaving removed this one's claim")
    share.engine.appear()
    await favorite.expectCleanEnd()
    await share.expectCleanEnd()
  }

  @Test func aStringAndAnEnumCaseSpelledAlikeAreTwoIdentifiers() async {
    let text = Harness()
    let letter = Harness()
    let registry = ActionPressRegistry()
    text.engine.claimIdentifier("a", in: registry)
    #expect(registry.press(Letter.a) == .notFound, "the enum case reached the String's button")
    #expect(!registry.contains(Letter.a))
    letter.engine.claimIdentifier(Letter.a, in: registry)
    // Each is pressed by its own identifier only, though the enum case claimed last.
    await expectPress("a", in: registry, reaches: text, not: [letter])
    #expect(letter.log.events.isEmpty)
    await expectPress(Letter.a, in: registry, reaches: letter, not: [])
    #expect(text.log.started == [ActionEvent.RunID(1)], "the enum case reached the String's button")
    // Giving one up leaves the other.
    letter.engine.releaseIdentifier()
    #expect(registry.contains("a"))
    #expect(!registry.contains(Letter.a))
    #expect(registry.claimCount == 1)
    await text.expectCleanEnd()
    await letter.expectCleanEnd()
  }

  @Test func anIntIdentifierWorksAndIsNeitherItsTextNorAnotherIntegerType() async {
    let row = Harness()
    let registry = ActionPressRegistry()
    row.engine.claimIdentifier(42, in: registry)
    #expect(registry.press("42") == .notFound)
    #expect(registry.press(UInt8(42)) == .notFound, "integers of two types are two identifiers")
    #expect(registry.press(41) == .notFound)
    let id = 42
    await expectPress(id, in: registry, reaches: row, not: [])
    #expect(row.engine.pressIdentifier(as: Int.self) == 42)
    #expect(row.engine.pressIdentifier == nil, "an Int is not a String identifier")
    await row.expectCleanEnd()
  }

  @Test func aStringIdentifierBehavesAsBefore() async {
    let harness = Harness()
    let registry = ActionPressRegistry()
    let save = "save"
    harness.engine.claimIdentifier(save, in: registry)
    #expect(harness.engine.pressIdentifier == "save")
    #expect(harness.engine.pressIdentifier(as: String.self) == "save")
    #expect(registry.contains("save"))
    #expect(!registry.contains("Save"), "identifiers are compared exactly")
    #expect(registry.press(Substring("save")) == .notFound, "a Substring is another type")
    await expectPress("save", in: registry, reaches: harness, not: [])
    #expect(harness.log.events.map(\.identifier) == ["save", "save"])
    #expect(harness.log.events.map { $0.identifier(as: String.self) } == ["save", "save"])
    #expect(
      harness.log.events.map(\.description) == ["save: started(run #1)", "save: finished(run #1, succeeded)"])
    // Claiming the same String again changes nothing; a String variable presses as a literal does.
    harness.engine.claimIdentifier("save", in: registry)
    #expect(registry.claimCount == 1)
    await expectPress(save, in: registry, reaches: harness, not: [])
    await harness.expectCleanEnd()
  }

  @Test func anOptionalIdentifierStandsForItsValueAndNilForNone() async {
    let harness = Harness()
    let registry = ActionPressRegistry()
    var selection: ProbeID? = .favorite
    harness.engine.claimIdentifier(selection, in: registry)
    #expect(harness.engine.pressIdentifier(as: ProbeID.self) == .favorite)
    #expect(registry.contains(ProbeID.favorite))
    await expectPress(selection, in: registry, reaches: harness, not: [])
    await expectPress(ProbeID.favorite, in: registry, reaches: harness, not: [])
    selection = nil
    #expect(registry.press(selection) == .notFound)
    #expect(!registry.contains(selection))
    // Claiming `nil` gives the identifier up.
    harness.engine.claimIdentifier(selection, in: registry)
    #expect(!registry.contains(ProbeID.favorite))
    #expect(harness.engine.pressIdentifier(as: ProbeID.self) == nil)
    #expect(registry.claimCount == 0)
    await harness.expectCleanEnd()
  }

  @Test func anEventCarriesAnEnumIdentifierAsItsOwnTypeAndWritesItReadably() async {
    let harness = Harness(.with(timing: .immediate))
    harness.engine.claimIdentifier(ProbeID.favorite, in: nil)
    _ = await harness.tapAndWaitForAction()
    harness.gate.release()
    await harness.waitForOutcomes(1)
    let events = harness.log.events
    #expect(events.map { $0.identifier(as: ProbeID.self) } == [.favorite, .favorite])
    #expect(events.map(\.identifier) == [nil, nil], "an enum identifier was turned into a String")
    #expect(events.map { $0.identifier(as: Letter.self) } == [nil, nil])
    #expect(
      events.map(\.description) == ["favorite: started(run #1)", "favorite: finished(run #1, succeeded)"])
    await harness.expectCleanEnd()
  }

  @Test func aWarningNamesAButtonByItsEnumIdentifierReadably() async {
    let harness = Harness()
    harness.engine.claimIdentifier(ProbeID.share, in: nil)
    _ = await harness.tapAndWaitForAction()
    let warnings = capturingWarnings { harness.engine.disappear() }
    harness.gate.release()
    await harness.waitForOutcomes(1)
    harness.engine.appear()
    #expect(warnings.map(\.kind) == [.leftRightAfterTap(button: "The button \"share\"")])
    await harness.expectCleanEnd()
  }

  @Test func anIdentifierWithAMainActorIsolatedConformanceIsAccepted() async {
    // An app's type under default main-actor isolation: its `Hashable` conformance is isolated,
    // which a `some Hashable & Sendable` parameter would refuse at compile time.
    let harness = Harness()
    let registry = ActionPressRegistry()
    harness.engine.claimIdentifier(MainActorScreen.settings, in: registry)
    #expect(registry.press(MainActorScreen.profile) == .notFound)
    await expectPress(MainActorScreen.settings, in: registry, reaches: harness, not: [])
    #expect(harness.log.events.first?.identifier(as: MainActorScreen.self) == .settings)
    await harness.expectCleanEnd()
  }
}

/// An app's type as default main-actor isolation declares it: main-actor isolated, with a
/// main-actor-isolated `Hashable` conformance (SE-0470).
@MainActor enum MainActorScreen: @MainActor Hashable {
  case settings, profile
}

/// The key a registry and an engine keep for an identifier of any type.
@MainActor
@Suite struct ActionIdentifierTests {
  @Test func equalOnlyForTheSameTypeAndValueWithHashesToMatch() throws {
    let a = try #require(ActionIdentifier("a"))
    let letter = try #require(ActionIdentifier(PressIdentifierTypeTests.Letter.a))
    let one = try #require(ActionIdentifier(1))
    #expect(a == ActionIdentifier("a"))
    #expect(letter == ActionIdentifier(PressIdentifierTypeTests.Letter.a))
    #expect(a != letter)
    #expect(
      ActionIdentifier(PressIdentifierTypeTests.ProbeID.favorite)
        != ActionIdentifier(PressIdentifierTypeTests.ProbeID.share))
    #expect(one != ActionIdentifier(UInt8(1)))
    #expect(one != ActionIdentifier("1"))
    #expect(Set([a, letter, one, a, letter]).count == 3)
    #expect(a.hashValue == ActionIdentifier("a")?.hashValue)
    #expect(letter.hashValue == ActionIdentifier(PressIdentifierTypeTests.Letter.a)?.hashValue)
  }

  @Test func anOptionalIsItsValueAndNilIsNone() {
    #expect(ActionIdentifier(Optional("a")) == ActionIdentifier("a"))
    #expect(ActionIdentifier(Optional(Optional(7))) == ActionIdentifier(7))
    #expect(ActionIdentifier(String?.none) == nil)
    #expect(ActionIdentifier(Int??.some(nil)) == nil)
  }

  @Test func anAnyHashableIsTheValueItWraps() {
    let letter = PressIdentifierTypeTests.Letter.a
    #expect(ActionIdentifier(AnyHashable(letter)) == ActionIdentifier(letter))
    #expect(ActionIdentifier(AnyHashable("a")) == ActionIdentifier("a"))
    #expect(ActionIdentifier(AnyHashable(letter)) != ActionIdentifier("a"))
    #expect(ActionIdentifier(AnyHashable(letter))?.value(as: PressIdentifierTypeTests.Letter.self) == letter)
  }

  @Test func aSubclassInstanceIsNeverItsSuperclassInstance() {
    let base = ActionIdentifier(ClassTag(name: "x"))
    let derived = ActionIdentifier(SubclassTag(name: "x"))
    #expect(base == ActionIdentifier(ClassTag(name: "x")))
    #expect(base != derived, "equal as the superclass, but of two types")
  }

  @Test func describedAsTheValueIs() {
    #expect(ActionIdentifier("save")?.description == "save")
    #expect(ActionIdentifier(PressIdentifierTypeTests.ProbeID.favorite)?.description == "favorite")
    #expect(ActionIdentifier(42)?.description == "42")
  }
}

/// A class identifier, compared by name: not `Sendable`, as an identifier need not be.
class ClassTag: Hashable {
  let name: String
  init(name: String) { self.name = name }
  static func == (lhs: ClassTag, rhs: ClassTag) -> Bool { lhs.name == rhs.name }
  func hash(into hasher: inout Hasher) { hasher.combine(name) }
}

/// A subclass, equal to its superclass by the superclass's `==`.
final class SubclassTag: ClassTag {}
