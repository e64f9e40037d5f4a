#!/usr/bin/env python3
"""Writes the crafted run stores of tests/store/tst_runreplay.cpp (and the trigger store of
tst_hostilestore) as SQL inputs of fuzz_runstore, one file each, beside this script: regression
files that RunStoreFuzzer.cmake puts in the corpus, so that every fuzzing run reads them first.
An input that is not a database file is run as SQL on a new store of the current schema
(fuzz_runstore.cpp). Run it again after changing the cases; the files are committed.
"""
import pathlib
import struct

HERE = pathlib.Path(__file__).resolve().parent
ORIGIN = 1_000_000_000
NO_TASK = 0xFFFFFFFF

# EventType numbers (engine/exec/Event.h).
RUN_STARTED, TASK_QUEUED, TASK_STARTED, TASK_SUCCEEDED, TASK_FAILED = 0, 1, 2, 3, 4
DATASET_HELD, DATASET_RELEASED, RUN_FINISHED = 7, 8, 9


def event(kind, task, node, at, value=0, worker=0):
    """One engine::Event, 32 bytes: ns, value, task, node, worker, type, padding."""
    return struct.pack("<qqIIHB5x", ORIGIN + at, value, task, node, worker, kind)


def sound_events():
    return [event(RUN_STARTED, NO_TASK, NO_TASK, 0, 2),
            event(TASK_QUEUED, 0, 0, 10),
            event(TASK_STARTED, 0, 0, 20),
            event(DATASET_HELD, 0, 0, 25, 100),
            event(TASK_SUCCEEDED, 0, 0, 30),
            event(TASK_QUEUED, 1, 1, 40),
            event(TASK_STARTED, 1, 1, 50),
            event(DATASET_RELEASED, 0, 0, 55, 100),
            event(TASK_FAILED, 1, 1, 60),
            event(RUN_FINISHED, NO_TASK, NO_TASK, 70, 1)]


def block(events, count=None):
    data = b"".join(events)
    count = len(events) if count is None else count
    return ("INSERT INTO event_blocks (run_id, first_ns, last_ns, count, events) VALUES "
            f"(1, 0, 0, {count}, X'{data.hex()}');\n")


def sound_run(outline=True, events=None):
    sql = ("INSERT INTO runs (id, project_path, project_hash, started_at, status, backend, "
           "workers, settings, pid, pid_started, clock_origin_ns, wall_ns, events) VALUES "
           "(1, '/p/p.weft', 'ab', '2026-01-01T00:00:00.000Z', 'failed', 'threads', 2, '{}', "
           "1, 1, 1000000000, 70, 10);\n"
           "INSERT INTO run_nodes (run_id, node_index, node_id, operator, state, error) VALUES "
           "(1, 0, 'read', 'csv.read', 'succeeded', NULL), "
           "(1, 1, 'write', 'csv.write', 'failed', 'disk full');\n"
           "INSERT INTO metrics VALUES (1, 35, 100, 0, 5000, 0, 10, 1, 0);\n"
           "INSERT INTO workers VALUES (1, 35, 0, 42, 5000, 10, 0);\n")
    if outline:
        sql += ("INSERT INTO run_plan VALUES (1, 0, 'read', 'csv.read', 'Read', 0, 0, 0), "
                "(1, 1, 'write', 'csv.write', 'Write', 0, 0, 0);\n"
                "INSERT INTO run_plan_edges VALUES (1, 0, 1);\n")
    return sql + block(sound_events() if events is None else events)


def with_event(index, **fields):
    events = sound_events()
    ns, value, task, node, worker, kind = struct.unpack("<qqIIHB5x", events[index])
    values = dict(ns=ns, value=value, task=task, node=node, worker=worker, kind=kind)
    values.update(fields)
    events[index] = struct.pack("<qqIIHB5x", values["ns"], values["value"], values["task"],
                                values["node"], values["worker"], values["kind"])
    return events


CASES = {
    "sound-run": sound_run(),
    "negative-plan-index": sound_run() +
    "UPDATE run_plan SET node_index = -1 WHERE node_index = 1;\n",
    "huge-plan-index": sound_run() +
    "UPDATE run_plan SET node_index = 2000000000 WHERE node_index = 1;\n",
    "dependency-beyond-plan": sound_run() + "INSERT INTO run_plan_edges VALUES (1, -7, 1);\n",
    "negative-node-result-old-run": sound_run(outline=False) +
    "UPDATE run_nodes SET node_index = -3 WHERE node_index = 1;\n",
    "node-index-beyond-int": sound_run() +
    "UPDATE run_nodes SET node_index = 4294967297 WHERE node_index = 1;\n",
    "event-node-not-planned": sound_run(events=with_event(4, node=0xFFFFFFFE)),
    "old-run-far-node": sound_run(outline=False, events=with_event(4, node=0x7FFFFFFE)) +
    "DELETE FROM run_nodes;\n",
    "huge-task-number": sound_run(events=with_event(5, task=0xFFFFFFF0)),
    "unknown-event-type": sound_run(events=with_event(3, kind=200)),
    "count-overflow": sound_run(events=sound_events() + [
        event(DATASET_HELD, 1, 1, 65, 2**63 - 1)]),
    "negative-count": sound_run(events=sound_events() + [event(DATASET_HELD, 1, 1, 65, -5)]),
    "partial-event-block": sound_run() +
    "INSERT INTO event_blocks (run_id, first_ns, last_ns, count, events) VALUES "
    "(1, 0, 0, 1, X'" + "01" * 33 + "');\n",
    "lying-event-count": sound_run() + block(sound_events(), 1_000_000_000),
    "huge-worker-count": sound_run() + "UPDATE runs SET workers = 2147483647;\n",
    "worker-sample-of-no-worker": sound_run() +
    "INSERT INTO workers VALUES (1, 40, -1, 42, 5000, 10, 0);\n",
    "metrics-beyond-clock": sound_run() +
    "INSERT INTO metrics VALUES (1, 9223372036854775807, 0, 0, 0, 0, 0, 0, 0);\n",
    "origin-beyond-clock": sound_run() +
    "UPDATE runs SET clock_origin_ns = -9223372036854775807;\n",
    "wall-beyond-clock": sound_run() + "UPDATE runs SET wall_ns = 9223372036854775807;\n",
    "error-of-node-not-planned": sound_run() +
    "INSERT INTO tasks (run_id, task, node, state, error) VALUES (1, 1, 99, 'failed', 'boom');\n",
    "trigger-on-dead-run": sound_run() +
    "UPDATE runs SET status = 'running', pid = 999999999;\n"
    "CREATE TABLE spill (x);\n"
    "CREATE TRIGGER grow AFTER UPDATE ON runs BEGIN "
    "INSERT INTO spill VALUES (randomblob(1000)); END;\n",
}

for name, sql in CASES.items():
    (HERE / f"{name}.sql").write_text(f"-- {name}: see make_regressions.py\n" + sql)
