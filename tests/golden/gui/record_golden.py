#!/usr/bin/env python3
"""Writes a run recorded by `weft --run` as a golden event stream for the monitor's tests.

    record_golden.py PROJECT.weft [--store STORE.sqlite] [--run ID] [--charts] [--out OUT.json]

The run is read back from the run store as the window's replay reads it: the events of
`event_blocks` (32-byte little-endian engine::Event records) sorted by time (stably, so each
thread's order survives equal times), the `metrics` rows on the events' clock, and the
project's nodes and edges for the outline. Every time is relative to the golden's origin, so
the outline's origin is 0. The store defaults to the project's `.weft/runs.sqlite`, the run
to its latest one, the output to standard output.

By default the golden is the dashboard's (tests/golden/gui/monitor/): times from the run's
start (`runs.clock_origin_ns`), the dependencies in the project's edge order, and the run's
ending (status, each node's state and error). `--charts` writes the chart panels' golden
(tests/golden/gui/charts/) instead: times from the run's first event, each node's batch target
band, the dependencies sorted, and in place of the ending the figures the chart models must
derive, computed here independently of the C++ code: lanes, bars, batch series, the stacked
memory, its peak and what was held at the peak.

Re-recording, each project in a scratch copy so that its `.weft/` and outputs stay out of the
tree (then run the tests that read the file; the figures they pin may move with a new run):

    weft --run charts_run.weft --jobs 3 --backend threads --quiet        # charts/charts_run.weft
    record_golden.py charts_run.weft --charts --out charts/charts_run.json

    weft --run command_pipeline.weft --jobs 3 --backend threads --quiet  # resources/examples/
    record_golden.py command_pipeline.weft --out monitor/command_pipeline.json

    # weather.weft (beside this script) with `fahrenheit` reading `temp_x` instead of `temp_c`
    weft --run weather.weft --jobs 2 --backend threads --keep-going --quiet
    record_golden.py weather.weft --out monitor/weather_failed.json

A run that cannot be read stops the script with one line naming the store or the run, and
writes nothing.
"""
import argparse
import json
import os
import pathlib
import sqlite3
import struct
import sys

TASK_STARTED, TASK_SUCCEEDED, TASK_FAILED = 2, 3, 4
TASK_CANCELLED, DATASET_HELD, DATASET_RELEASED, BATCH_FINISHED = 5, 7, 8, 10
ENDINGS = {TASK_SUCCEEDED: "succeeded", TASK_FAILED: "failed", TASK_CANCELLED: "cancelled"}
COLUMNS = ("events: [ns, type, task, node, worker, value]; metrics: [ns, bytes_held, "
           "shm_bytes, rss_bytes, workers_rss_bytes, cpu_ns, running, ready]")


class Unreadable(Exception):
    """The project, the store or the run cannot be read: the message names which."""


def main(argv):
    parser = argparse.ArgumentParser(
        description="Writes a recorded run as a golden event stream for the monitor's tests.")
    parser.add_argument("project", help="the .weft project the run was made from")
    parser.add_argument("--store", help="the run store (default: the project's "
                                        ".weft/runs.sqlite)")
    parser.add_argument("--run", type=int, help="the run's id (default: the latest run)")
    parser.add_argument("--charts", action="store_true",
                        help="the chart panels' golden: origin at the first event, batch "
                             "targets, sorted dependencies, expected figures")
    parser.add_argument("--out", help="the golden file to write (default: standard output)")
    args = parser.parse_args(argv)
    store = args.store or os.path.join(os.path.dirname(os.path.abspath(args.project)),
                                       ".weft", "runs.sqlite")
    try:
        text = golden(args.project, store, args.run, args.charts)
    except Unreadable as error:
        sys.exit(f"record_golden.py: {error}")
    if args.out:
        with open(args.out, "w", encoding="utf-8") as file:
            file.write(text)
    else:
        sys.stdout.write(text)


def golden(project_file, store, run_id, charts):
    """The golden file's text, built whole before anything is written."""
    try:
        with open(project_file, encoding="utf-8") as file:
            project = json.load(file)
    except (OSError, ValueError) as error:
        raise Unreadable(f"cannot read the project {project_file}: {error}") from None
    if not os.path.isfile(store):
        raise Unreadable(f"no run store {store}")
    # Read-only: a mistyped path must not leave an empty database behind.
    db = sqlite3.connect(pathlib.Path(store).resolve().as_uri() + "?mode=ro", uri=True)
    try:
        run = read_run(db, store, run_id)
        run_id, backend, workers, clock_origin, status = run
        events = read_events(db, run_id)
        if not events:
            raise Unreadable(f"run {run_id} in {store} has no events")
        origin = events[0][0] if charts else clock_origin
        rows = [[ns - origin, kind, task, node, worker, value]
                for ns, value, task, node, worker, kind in events]
        # Metric times are relative to the store's clock origin; events carry the steady clock.
        metrics = [list(r) for r in db.execute(
            "SELECT ns + ?, bytes_held, shm_bytes, rss_bytes, workers_rss_bytes, cpu_ns, "
            "running, ready FROM metrics WHERE run_id = ? ORDER BY ns",
            (clock_origin - origin, run_id))]
        nodes = outline_nodes(project, charts)
        outline = {"backend": backend, "workers": workers, "nodes": nodes,
                   "dependencies": dependencies(project, charts)}
        if charts:
            result = {"outline": outline, "events": rows, "metrics": metrics,
                      "expected": expected(rows, nodes)}
        else:
            result = {"comment": COLUMNS, "outline": outline, "events": rows,
                      "metrics": metrics, "ending": ending(db, run_id, status)}
    except sqlite3.Error as error:
        raise Unreadable(f"cannot read {store}: {error}") from None
    finally:
        db.close()
    return json.dumps(result, separators=(",", ":")) + "\n"


def read_run(db, store, run_id):
    columns = "id, backend, workers, clock_origin_ns, status FROM runs"
    if run_id is None:
        row = db.execute(f"SELECT {columns} ORDER BY id DESC LIMIT 1").fetchone()
    else:
        row = db.execute(f"SELECT {columns} WHERE id = ?", (run_id,)).fetchone()
    if row is None:
        raise Unreadable(f"no run {'at all' if run_id is None else run_id} in {store}")
    return row


def read_events(db, run_id):
    """(ns, value, task, node, worker, type) tuples sorted by time."""
    events = []
    for (blob,) in db.execute(
            "SELECT events FROM event_blocks WHERE run_id = ? ORDER BY rowid", (run_id,)):
        for at in range(0, len(blob) - 31, 32):
            events.append(struct.unpack_from("<qqIIHB", blob, at))
    events.sort(key=lambda e: e[0])  # stable: each thread's order survives equal times
    return events


def outline_nodes(project, charts):
    nodes = []
    for n in project["nodes"]:
        run = n.get("run", {})
        node = {"id": n["id"], "operator": n["operator"], "title": n.get("title", ""),
                "map": bool(run.get("map", False))}
        if charts:
            node["lower"] = run.get("batch_lower_ms", 0) / 1000.0
            node["upper"] = run.get("batch_upper_ms", 0) / 1000.0
        nodes.append(node)
    return nodes


def dependencies(project, charts):
    index = {n["id"]: i for i, n in enumerate(project["nodes"])}
    pairs = [[index[e["from"].split(".")[0]], index[e["to"].split(".")[0]]]
             for e in project.get("edges", [])]
    return sorted({tuple(p) for p in pairs}) if charts else pairs


def ending(db, run_id, status):
    result = {"status": status, "errors": {}, "states": {}}
    for node_id, state, error in db.execute(
            "SELECT node_id, state, error FROM run_nodes WHERE run_id = ? ORDER BY node_index",
            (run_id,)):
        result["states"][node_id] = state
        if error:
            result["errors"][node_id] = error
    return result


def expected(rows, nodes):
    bars, started = [], {}
    batches = {}
    held, total, peak, peak_ns, at_peak, releases = {}, 0, 0, 0, [], 0
    for ns, kind, task, node, worker, value in rows:
        if kind == TASK_STARTED:
            started[task] = (ns, worker, node)
        elif kind in ENDINGS and task in started:
            start, lane, owner = started.pop(task)
            bars.append({"task": task, "node": nodes[owner]["id"], "worker": lane,
                         "start": start, "end": ns, "state": ENDINGS[kind]})
        elif kind == BATCH_FINISHED:
            start = started[task][0]
            batches.setdefault(nodes[node]["id"], []).append([ns, value, ns - start])
        elif kind == DATASET_HELD:
            held[task] = (node, held.get(task, (node, 0))[1] + value)
            total += value
            if total > peak:
                peak, peak_ns = total, ns
                at_peak = sorted(([nodes[n]["id"], t, b] for t, (n, b) in held.items()),
                                 key=lambda r: (-r[2], r[1]))
        elif kind == DATASET_RELEASED and task in held:
            total -= held.pop(task)[1]
            releases += 1
    if not bars:
        raise Unreadable("the run has no finished task to derive the chart figures from")
    bars.sort(key=lambda b: (b["start"], b["task"]))
    return {"lanes": sorted({b["worker"] for b in bars}), "bars": len(bars),
            "firstBar": bars[0], "lastBar": max(bars, key=lambda b: (b["end"], b["task"])),
            "endNs": max(b["end"] for b in bars),
            "batches": {k: {"count": len(v), "items": sum(r[1] for r in v),
                            "first": v[0], "last": v[-1],
                            "maxSize": max(r[1] for r in v),
                            "maxDuration": max(r[2] for r in v)}
                        for k, v in batches.items()},
            "memory": {"peakBytes": peak, "peakNs": peak_ns, "heldAtPeak": at_peak,
                       "releases": releases, "finalBytes": total}}


if __name__ == "__main__":
    main(sys.argv[1:])
