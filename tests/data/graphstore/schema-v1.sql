-- A StepWise model store as schema version 1 wrote it (frozen copy of the v1 migration plus one
-- small model), for tst_sqlitegraphstore's migration test. One statement per line.
PRAGMA application_id = 1400133488;
CREATE TABLE app_version (id INTEGER PRIMARY KEY, name TEXT NOT NULL UNIQUE, package TEXT NOT NULL, imported_at TEXT NOT NULL);
CREATE TABLE screen (id INTEGER PRIMARY KEY, app_version_id INTEGER NOT NULL REFERENCES app_version(id) ON DELETE CASCADE, ord INTEGER NOT NULL, sid TEXT NOT NULL, name TEXT NOT NULL, kind TEXT NOT NULL, source TEXT NOT NULL, gui_signature TEXT NOT NULL, hierarchy_xml TEXT NOT NULL, screenshot_file TEXT NOT NULL, UNIQUE (app_version_id, sid));
CREATE TABLE component (id INTEGER PRIMARY KEY, screen_id INTEGER NOT NULL REFERENCES screen(id) ON DELETE CASCADE, ord INTEGER NOT NULL, class_name TEXT NOT NULL, resource_id TEXT NOT NULL, text TEXT NOT NULL, content_description TEXT NOT NULL, idx INTEGER NOT NULL, x INTEGER, y INTEGER, w INTEGER, h INTEGER);
CREATE TABLE interaction (id INTEGER PRIMARY KEY, app_version_id INTEGER NOT NULL REFERENCES app_version(id) ON DELETE CASCADE, ord INTEGER NOT NULL, iid TEXT NOT NULL, source_screen_id INTEGER NOT NULL REFERENCES screen(id) ON DELETE CASCADE, target_screen_id INTEGER NOT NULL REFERENCES screen(id) ON DELETE CASCADE, action TEXT NOT NULL, action_code INTEGER NOT NULL, action_name TEXT NOT NULL, has_component INTEGER NOT NULL, comp_class TEXT, comp_resource_id TEXT, comp_text TEXT, comp_description TEXT, comp_index INTEGER, comp_x INTEGER, comp_y INTEGER, comp_w INTEGER, comp_h INTEGER, typed_text TEXT NOT NULL, weight REAL NOT NULL, source TEXT NOT NULL, screenshot_file TEXT NOT NULL, execution INTEGER NOT NULL, sequence INTEGER NOT NULL, UNIQUE (app_version_id, iid));
CREATE TABLE screenshot (screen_id INTEGER PRIMARY KEY REFERENCES screen(id) ON DELETE CASCADE, png BLOB NOT NULL);
CREATE INDEX interaction_by_source ON interaction (source_screen_id, ord);
CREATE INDEX interaction_by_target ON interaction (target_screen_id);
CREATE INDEX interaction_by_app_version ON interaction (app_version_id, ord);
CREATE INDEX screen_by_app_version ON screen (app_version_id, ord);
CREATE INDEX component_by_screen ON component (screen_id, ord);
INSERT INTO app_version (id, name, package, imported_at) VALUES (1, 'org.example.old-1.0', 'org.example.old', '2026-11-01T10:00:00Z');
INSERT INTO screen VALUES (1, 1, 0, 'start', 'Start state', 'Start', 'Unknown', '', '', '');
INSERT INTO screen VALUES (2, 1, 1, 'main', 'MainActivity', 'Normal', 'Manual', '<a_main>', '<hierarchy/>', 'main.png');
INSERT INTO component VALUES (1, 2, 0, 'android.widget.Button', 'ok', 'OK', '', 0, 10, 20, 100, 50);
INSERT INTO screenshot VALUES (2, X'89504E470D0A1A0A');
INSERT INTO interaction VALUES (1, 1, 0, 'open', 1, 2, 'OpenApp', 6, 'open app', 0, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, '', 1.0, 'Manual', '', 0, 0);
PRAGMA user_version = 1;
