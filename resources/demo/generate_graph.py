#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Writes the demo execution model (an invented notes & expenses app) in BURT's graph-dump format
($STEPWISE_DATA/astrobr/README.md). Run from this folder: ./generate_graph.py > 1-com.example.pocketnotes-1.0-graph.txt
Screens are 1080x1920 device pixels; component bounds (x, y = top left) match what the app's demo
renderer draws, so the outlined components line up with the rendered screenshots."""
import hashlib

PKG = "com.example.pocketnotes"


def hid(*parts):
    return hashlib.sha256("/".join(parts).encode()).hexdigest()


# screen key -> (activity name, title, [(class, resource-id, text, content-desc)])
SCREENS = {
    "notes": ("NotesListActivity", "Pocket Notes", [
        ("android.widget.TextView", "toolbar_title", "Pocket Notes", ""),
        ("android.widget.ImageButton", "", "", "More options"),
        ("android.widget.TextView", "tab_notes", "NOTES", ""),
        ("android.widget.TextView", "tab_expenses", "EXPENSES", ""),
        ("android.widget.TextView", "note_item", "Groceries", ""),
        ("android.widget.TextView", "note_item", "Trip budget", ""),
        ("android.widget.ImageButton", "fab_add_note", "", "Add note"),
    ]),
    "editor": ("NoteEditorActivity", "Edit note", [
        ("android.widget.ImageButton", "", "", "Navigate up"),
        ("android.widget.TextView", "toolbar_title", "Edit note", ""),
        ("android.widget.ImageButton", "action_delete", "", "Delete note"),
        ("android.widget.EditText", "note_title", "Title", ""),
        ("android.widget.EditText", "note_body", "Write your note", ""),
        ("android.widget.Button", "btn_save", "Save", ""),
    ]),
    "delete": ("NoteEditorActivity", "Delete this note?", [
        ("android.widget.TextView", "alertTitle", "Delete this note?", ""),
        ("android.widget.Button", "button2", "Cancel", ""),
        ("android.widget.Button", "button1", "Delete", ""),
    ]),
    "expenses": ("ExpensesActivity", "Pocket Notes", [
        ("android.widget.TextView", "toolbar_title", "Pocket Notes", ""),
        ("android.widget.TextView", "tab_notes", "NOTES", ""),
        ("android.widget.TextView", "tab_expenses", "EXPENSES", ""),
        ("android.widget.TextView", "expense_item", "Coffee 4.50", ""),
        ("android.widget.TextView", "expense_item", "Train ticket 38.00", ""),
        ("android.widget.TextView", "expense_total", "Total: 42.50", ""),
        ("android.widget.ImageButton", "fab_add_expense", "", "Add expense"),
    ]),
    "addexpense": ("AddExpenseActivity", "New expense", [
        ("android.widget.TextView", "toolbar_title", "New expense", ""),
        ("android.widget.EditText", "expense_amount", "Amount", ""),
        ("android.widget.EditText", "expense_description", "Description", ""),
        ("android.widget.Spinner", "expense_category", "Category", ""),
        ("android.widget.Button", "btn_cancel", "Cancel", ""),
        ("android.widget.Button", "btn_save", "Save", ""),
    ]),
    "category": ("AddExpenseActivity", "Choose a category", [
        ("android.widget.CheckedTextView", "text1", "Food", ""),
        ("android.widget.CheckedTextView", "text1", "Travel", ""),
        ("android.widget.CheckedTextView", "text1", "Other", ""),
    ]),
    "menu": ("NotesListActivity", "Menu", [
        ("android.widget.TextView", "title", "Sort by date", ""),
        ("android.widget.TextView", "title", "Settings", ""),
    ]),
    "settings": ("SettingsActivity", "Settings", [
        ("android.widget.ImageButton", "", "", "Navigate up"),
        ("android.widget.TextView", "toolbar_title", "Settings", ""),
        ("android.widget.Switch", "switch_dark_theme", "Dark theme", ""),
        ("android.widget.TextView", "pref_currency", "Currency", ""),
        ("android.widget.TextView", "pref_export", "Export data", ""),
    ]),
    "currency": ("SettingsActivity", "Currency", [
        ("android.widget.CheckedTextView", "text1", "EUR", ""),
        ("android.widget.CheckedTextView", "text1", "USD", ""),
        ("android.widget.CheckedTextView", "text1", "GBP", ""),
    ]),
}

# (source, target, action code, action name, component (class short, resource-id, text, desc, x, y, w, h) or None, typed text)
TOOLBAR_ICON_RIGHT = (930, 84, 126, 126)
TOOLBAR_ICON_LEFT = (24, 84, 126, 126)
FAB = (852, 1560, 168, 168)
TRANSITIONS = [
    ("start", "notes", 6, "open app", None, ""),
    ("notes", "editor", 0, "click", ("ImageButton", "fab_add_note", "", "Add note", *FAB), ""),
    ("notes", "editor", 0, "click", ("TextView", "note_item", "Groceries", "", 0, 378, 1080, 168), ""),
    ("notes", "editor", 1, "long click", ("TextView", "note_item", "Trip budget", "", 0, 546, 1080, 168), ""),
    ("notes", "expenses", 0, "click", ("TextView", "tab_expenses", "EXPENSES", "", 540, 210, 540, 147), ""),
    ("notes", "menu", 0, "click", ("ImageButton", "", "", "More options", *TOOLBAR_ICON_RIGHT), ""),
    ("editor", "editor", 5, "type", ("EditText", "note_title", "Title", "", 48, 252, 984, 147), "Shopping"),
    ("editor", "editor", 5, "type", ("EditText", "note_body", "Write your note", "", 48, 441, 984, 600), "milk, bread"),
    ("editor", "notes", 0, "click", ("Button", "btn_save", "Save", "", 540, 1596, 492, 147), ""),
    ("editor", "delete", 0, "click", ("ImageButton", "action_delete", "", "Delete note", *TOOLBAR_ICON_RIGHT), ""),
    ("editor", "notes", 0, "click", ("ImageButton", "", "", "Navigate up", *TOOLBAR_ICON_LEFT), ""),
    ("delete", "notes", 0, "click", ("Button", "button1", "Delete", "", 702, 1050, 294, 126), ""),
    ("delete", "editor", 0, "click", ("Button", "button2", "Cancel", "", 390, 1050, 294, 126), ""),
    ("expenses", "notes", 0, "click", ("TextView", "tab_notes", "NOTES", "", 0, 210, 540, 147), ""),
    ("expenses", "addexpense", 0, "click", ("ImageButton", "fab_add_expense", "", "Add expense", *FAB), ""),
    ("addexpense", "addexpense", 5, "type", ("EditText", "expense_amount", "Amount", "", 48, 252, 984, 147), "12.50"),
    ("addexpense", "addexpense", 5, "type", ("EditText", "expense_description", "Description", "", 48, 441, 984, 147), "Lunch"),
    ("addexpense", "category", 0, "click", ("Spinner", "expense_category", "Category", "", 48, 630, 984, 147), ""),
    ("category", "addexpense", 0, "click", ("CheckedTextView", "text1", "Food", "", 120, 780, 840, 126), ""),
    ("category", "addexpense", 0, "click", ("CheckedTextView", "text1", "Travel", "", 120, 906, 840, 126), ""),
    ("category", "addexpense", 0, "click", ("CheckedTextView", "text1", "Other", "", 120, 1032, 840, 126), ""),
    ("addexpense", "expenses", 0, "click", ("Button", "btn_save", "Save", "", 540, 1596, 492, 147), ""),
    ("addexpense", "expenses", 0, "click", ("Button", "btn_cancel", "Cancel", "", 48, 1596, 492, 147), ""),
    ("menu", "settings", 0, "click", ("TextView", "title", "Settings", "", 560, 210, 496, 147), ""),
    ("menu", "notes", 0, "click", ("TextView", "title", "Sort by date", "", 560, 84, 496, 126), ""),
    ("settings", "settings", 0, "click", ("Switch", "switch_dark_theme", "Dark theme", "", 0, 210, 1080, 168), ""),
    ("settings", "currency", 0, "click", ("TextView", "pref_currency", "Currency", "", 0, 378, 1080, 168), ""),
    ("currency", "settings", 0, "click", ("CheckedTextView", "text1", "USD", "", 120, 906, 840, 126), ""),
    ("settings", "notes", 0, "click", ("ImageButton", "", "", "Navigate up", *TOOLBAR_ICON_LEFT), ""),
]


def sid(key):
    return hid(PKG, "state", key)


def main():
    out = ["Transitions correctness: true", "", "Transitions (%d):" % len(TRANSITIONS)]
    seq = {}
    for n, (src, tgt, code, name, cp, typed) in enumerate(TRANSITIONS):
        tid = hid(PKG, "transition", str(n), src, tgt, name, repr(cp))
        if cp is None:
            comp = "null"
        else:
            ty, rid, tx, dsc, x, y, w, h = cp
            comp = "[, ty=%s, idx=%s, idnx=0, tx=%s, x=%d, y=%d, h=%d, w=%d, dsc=%s]" % (ty, rid, tx, x, y, h, w, dsc)
        sq = seq.setdefault(src, 0)
        seq[src] += 1
        shot = "null" if cp is None else "pocketnotes_%d_augmented.png" % n
        out.append("%s: (s:%s,t:%s): [id=%s, ex=1, sq=%d, act=(%d) %s, cp=%s, txt=%s, exp=, tr=null] weight=1.0 ds=TR sc=%s ex=1"
                   % (tid, sid(src), sid(tgt), "null" if cp is None else n, sq, code, name, comp, typed, shot))
    out += ["", "States (%d):" % (len(SCREENS) + 2)]
    out.append("%s, Start state, TR, (null): null - null" % sid("start"))
    for n, (key, (activity, _title, comps)) in enumerate(SCREENS.items()):
        dyn = ", ".join("comp{id=%d, n='%s', t='%s', d='%s', ix='%s'}"
                        % (i, cls, text, desc, ("%s:id/%s" % (PKG, rid)) if rid else "")
                        for i, (cls, rid, text, desc) in enumerate(comps))
        tags = "".join("<%s_%s_>" % (cls, ("%s:%s" % (PKG, rid)) if rid else "") for cls, rid, _t, _d in comps)
        closing = "".join("</%s_%s_>" % (cls, ("%s:%s" % (PKG, rid)) if rid else "") for cls, rid, _t, _d in reversed(comps))
        out.append('%s, %s, TR, ({"Screen" :{"id":"null", "screenshot":"null", "dynGuiComponents":[%s]}}): '
                   "<w>1080</w><h>1794</h><x>0</x><y>0</y>%s%s - pocketnotes_state_%d.png"
                   % (sid(key), activity, dyn, tags, closing, n))
    out.append("%s, End state, null, (null): null - null" % sid("end"))
    print("\n".join(out))


if __name__ == "__main__":
    main()
