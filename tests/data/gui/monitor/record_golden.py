#!/usr/bin/env python3
"""Writes a recorded run as a golden event stream for the monitor's model tests.

    record_golden.py PROJECT.weft STORE.sqlite RUN_ID OUT.json

The run is read back from the run store as the window's replay reads it: the events of
`event_blocks` (32-byte little-endian engine::Event records) sorted by time, the `metrics`
rows, the node results, and the project's nodes and edges for the outline. Times are relative
to the run's start (`runs.clock_origin_ns`), so the outline's origin is 0.
"""
import json
import sqlite3
import struct
import sys


def main(project_file, store, run_id, out):
    project = json.load(open(project_file, encoding="utf-8"))
    db = sqlite3.connect(store)
    run_id = int(run_id)
    origin, backend, workers, status = db.execute(
        "SELECT clock_origin_ns, backend, workers, status FROM runs WHERE id = ?",
        (run_id,)).fetchone()
    nodes = project["nodes"]
    index = {node["id"]: i for i, node in enumerate(nodes)}
    outline = {
        "backend": backend,
        "workers": workers,
        "nodes": [{"id": n["id"], "operator": n["operator"], "title": n.get("title", ""),
                   "map": bool(n.get("run", {}).get("map", False))} for n in nodes],
        "dependencies": [[index[e["from"].split(".")[0]], index[e["to"].split(".")[0]]]
                         for e in project.get("edges", [])],
    }
    events = []
    for (blob,) in db.execute("SELECT events FROM event_blocks WHERE run_id = ? ORDER BY rowid",
                              (run_id,)):
        for at in range(0, len(blob), 32):
            ns, value, task, node, worker, kind = struct.unpack_from("<qqIIHB", blob, at)
            events.append([ns - origin, kind, task, node, worker, value])
    events.sort(key=lambda e: e[0])  # stable: each thread's order is kept for equal times
    metrics = [list(row) for row in db.execute(
        "SELECT ns, bytes_held, shm_bytes, rss_bytes, workers_rss_bytes, cpu_ns, running, "
        "ready FROM metrics WHERE run_id = ? ORDER BY ns", (run_id,))]
    ending = {"status": status, "errors": {}, "states": {}}
    for node_id, state, error in db.execute(
            "SELECT node_id, state, error FROM run_nodes WHERE run_id = ? ORDER BY node_index",
            (run_id,)):
        ending["states"][node_id] = state
        if error:
            ending["errors"][node_id] = error
    golden = {
        "comment": "events: [ns, type, task, node, worker, value]; metrics: [ns, bytes_held, "
                   "shm_bytes, rss_bytes, workers_rss_bytes, cpu_ns, running, ready]",
        "outline": outline, "events": events, "metrics": metrics, "ending": ending,
    }
    with open(out, "w", encoding="utf-8") as file:
        json.dump(golden, file, indent=None, separators=(",", ":"))
        file.write("\n")


if __name__ == "__main__":
    main(*sys.argv[1:])
