"""Which labels say only an element's own id (:mod:`passes.names.idnames`)."""

from __future__ import annotations

from handrail.backends.browser.passes.names.idnames import names_own_id


def test_a_label_of_a_programs_id_and_role_is_its_id() -> None:
    assert names_own_id("tags_taglist listbox", "tags_taglist", "listbox")
    assert names_own_id("tags_taglist", "tags_taglist", "listbox")
    assert names_own_id("grid-2", "grid-2", "grid")


def test_a_label_a_person_wrote_is_a_name() -> None:
    assert not names_own_id("search", "search", "searchbox")  # a word a person writes
    assert not names_own_id("Main menu", "main-menu", "navigation")  # its words, written
    assert not names_own_id("tags_taglist options", "tags_taglist", "listbox")
    assert not names_own_id("Tags", "", "listbox")
