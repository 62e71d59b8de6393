"""The tabs: the Edit Profile form, the Gallery's captioned rows and paired widths, and the
screen's strings, glyphs and direction in a language."""

import time

from ui_demo import FLOWS_TAB, looks_tab, tests

OLD_CAPTIONS = {"Fails", "Progress", "Trigger", "Timeout", "Scope", "Disabled", "Beside", "App flag"}
GALLERY_ROWS = ["upload", "download", "refresh", "connect", "archive", "publish", "export", "signin", "draft"]
PAIRS = [("refresh", "filter"), ("archive", "delete"), ("export", "import"), ("signin", "check"),
         ("draft", "press_draft")]


@tests.test("shared")
def the_profile_tab_has_name_and_email_fields_above_its_three_buttons(demo):
    demo.show("profile")
    fields = demo.texts("field")
    missing = [id for id in ("name", "email", "name_label", "email_label") if id not in demo.widgets]
    assert not missing, f"not on the Edit Profile tab: {missing}"
    assert {key: text for key, (_, text) in fields.items()} == {"name": "Name", "email": "E-mail"}, fields
    tops = [demo.widgets["name"][1], demo.widgets["email"][1]] + [demo.layout[b][1] for b in ("save", "sync", "invite")]
    assert tops == sorted(tops) and len(set(tops)) == 5, f"not fields, then Save, Sync, Send Invite: {tops}"
    for field in ("name", "email"):
        assert demo.widgets[f"{field}_label"][1] == demo.widgets[field][1], f"the {field} label is not beside its field"
    x, y, width, height = demo.widgets["name"]

    def field_region():
        shot = demo.screenshot()
        x0, y0 = demo.origin[0] + x, demo.origin[1] + y
        return [row[x0 + 4:x0 + width - 4] for row in shot[y0 + 4:y0 + height - 4]]
    empty = field_region()
    demo.click_widget("name")
    demo.xdotool("type", "--delay", "40", "Ada Lovelace")
    time.sleep(0.3)
    typed = field_region()
    assert typed != empty, "typing into the name field changed nothing on screen"
    return f"fields at y={tops[0]}, {tops[1]}; Save, Sync, Send Invite at y={tops[2:]}; the name field takes typing"


@tests.test("shared")
def the_gallery_tab_shows_every_row_with_a_plain_language_caption(demo):
    demo.show("gallery")
    captions = {row: caption for row, caption in demo.texts("caption").items()
                if row not in looks_tab() | FLOWS_TAB}
    assert sorted(captions) == sorted(GALLERY_ROWS), f"captions for {sorted(captions)}"
    for row, (_, text) in captions.items():
        assert text not in OLD_CAPTIONS and len(text.split()) >= 5, f"the {row} caption is not a sentence: {text!r}"
    missing = [row for row in GALLERY_ROWS if row not in demo.laid_out()]
    assert not missing, f"rows not laid out on the Gallery tab: {missing}"
    return f"{len(captions)} rows, e.g. {captions['upload'][1]!r}, {captions['archive'][1]!r}"


def paired_widths(demo):
    """Each paired row's two widths as GTK reports them; the buttons must share a row."""
    demo.show("gallery")
    found = []
    for first, second in PAIRS:
        a, b = (demo.layout.get(id) or demo.widgets[id] for id in (first, second))
        assert a[1] == b[1], f"{first} and {second} are not in one row: y {a[1]} and {b[1]}"
        found.append((first, a[2], second, b[2]))
    return found


@tests.test("shared")
def paired_buttons_in_one_row_are_equally_wide(demo):
    widths = paired_widths(demo)
    unequal = [f"{a} {wa} px, {b} {wb} px" for a, wa, b, wb in widths if wa != wb]
    assert not unequal, "unequal widths: " + "; ".join(unequal)
    return ", ".join(f"{a} = {b} = {wa} px" for a, wa, b, wb in widths)


def language_check(demo, language, direction, save_label):
    """The strings, the glyphs and the layout direction of a demo in `language`."""
    assert demo.trace.has("locale", language=language, direction=direction), \
        "locale: " + str(demo.trace.of("locale"))
    labels = demo.texts("button")
    assert labels["save"][1] == save_label, f"Save Changes reads {labels['save'][1]!r}, not {save_label!r}"
    every = {f"{kind} {id}": value for kind in ("button", "caption", "field", "title")
             for id, value in demo.texts(kind).items()}
    boxes = {name: unknown for name, (unknown, _) in every.items() if unknown}
    assert len(every) > 20 and not boxes, f"glyphs missing from the fonts: {boxes}"
    demo.show("profile")
    label, field = demo.widgets["name_label"][0], demo.widgets["name"][0]
    demo.show("gallery")
    archive, delete = demo.layout["archive"][0], demo.layout["delete"][0]
    if direction == "rtl":
        assert label > field and archive > delete, \
            f"not mirrored: name label x={label}, field x={field}; Archive x={archive}, Delete x={delete}"
    else:
        assert label < field and archive < delete, \
            f"mirrored: name label x={label}, field x={field}; Archive x={archive}, Delete x={delete}"
    widths = paired_widths(demo)
    assert all(wa == wb for _, wa, _, wb in widths), f"unequal widths: {widths}"
    return (f"Save Changes reads {save_label!r}, {len(every)} labels with no missing glyph, {direction}: "
            f"name label x={label} field x={field}, Archive x={archive} Delete x={delete}; pairs "
            + ", ".join(str(wa) for _, wa, _, _ in widths) + " px")


@tests.test("shared")
def the_english_screen_reads_left_to_right(demo):
    return language_check(demo, "en", "ltr", "Save Changes")
