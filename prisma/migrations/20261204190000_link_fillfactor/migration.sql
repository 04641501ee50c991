-- The click flush adds every clicked link's counters in one UPDATE a second (docs/architecture.md, "Click retention
-- and rollups"). No index holds a counter, so the new row version can stay on its page (a heap-only tuple) and none
-- of the link's four indexes gets a new entry: but only if the page has room. Rows are written at fillfactor 100,
-- so every first update of a link wrote a version on another page plus four index entries. Leaving a fifth of each
-- page free lets counter updates stay heap-only; pages freed by vacuum keep the room.
--
-- Applies to pages written from now on; existing pages gain the room as vacuum frees old versions.
ALTER TABLE "Link" SET (fillfactor = 80);
