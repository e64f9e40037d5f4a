-- error-of-node-not-planned: see make_regressions.py
INSERT INTO runs (id, project_path, project_hash, started_at, status, backend, workers, settings, pid, pid_started, clock_origin_ns, wall_ns, events) VALUES (1, '/p/p.weft', 'ab', '2026-01-01T00:00:00.000Z', 'failed', 'threads', 2, '{}', 1, 1, 1000000000, 70, 10);
INSERT INTO run_nodes (run_id, node_index, node_id, operator, state, error) VALUES (1, 0, 'read', 'csv.read', 'succeeded', NULL), (1, 1, 'write', 'csv.write', 'failed', 'disk full');
INSERT INTO metrics VALUES (1, 35, 100, 0, 5000, 0, 10, 1, 0);
INSERT INTO workers VALUES (1, 35, 0, 42, 5000, 10, 0);
INSERT INTO run_plan VALUES (1, 0, 'read', 'csv.read', 'Read', 0, 0, 0), (1, 1, 'write', 'csv.write', 'Write', 0, 0, 0);
INSERT INTO run_plan_edges VALUES (1, 0, 1);
INSERT INTO event_blocks (run_id, first_ns, last_ns, count, events) VALUES (1, 0, 0, 10, X'00ca9a3b000000000200000000000000ffffffffffffffff00000000000000000aca9a3b0000000000000000000000000000000000000000000001000000000014ca9a3b0000000000000000000000000000000000000000000002000000000019ca9a3b000000006400000000000000000000000000000000000700000000001eca9a3b0000000000000000000000000000000000000000000003000000000028ca9a3b0000000000000000000000000100000001000000000001000000000032ca9a3b0000000000000000000000000100000001000000000002000000000037ca9a3b000000006400000000000000000000000000000000000800000000003cca9a3b0000000000000000000000000100000001000000000004000000000046ca9a3b000000000100000000000000ffffffffffffffff0000090000000000');
INSERT INTO tasks (run_id, task, node, state, error) VALUES (1, 1, 99, 'failed', 'boom');
