#!/usr/bin/env python3
"""Turns a run recorded by `weft --run` into the monitor panels' golden file.

    weft --run charts_run.weft --jobs 3 --backend threads
    record_golden.py charts_run.weft > charts_run.json

The file holds the run's outline (nodes, map settings, dependencies), every event sorted by
time and relative to the run's start, the metric samples, and the figures the chart models
must derive from them, computed here independently of the C++ code: lanes, bars, batch
series, the stacked memory, its peak and what was held at the peak.
"""
import json
import os
import sqlite3
import struct
import sys

TASK_STARTED, TASK_SUCCEEDED, TASK_FAILED = 2, 3, 4
TASK_CANCELLED, DATASET_HELD, DATASET_RELEASED, BATCH_FINISHED = 5, 7, 8, 10
ENDINGS = {TASK_SUCCEEDED: "succeeded", TASK_FAILED: "failed", TASK_CANCELLED: "cancelled"}


def main(project_file):
    project = json.load(open(project_file))
    folder = os.path.dirname(os.path.abspath(project_file))
    db = sqlite3.connect(os.path.join(folder, ".weft", "runs.sqlite"))
    run_id, backend, workers, clock_origin = db.execute(
        "SELECT id, backend, workers, clock_origin_ns FROM runs ORDER BY id DESC LIMIT 1"
    ).fetchone()

    events = []
    for (blob,) in db.execute(
            "SELECT events FROM event_blocks WHERE run_id = ? ORDER BY rowid", (run_id,)):
        for at in range(0, len(blob), 32):
            events.append(struct.unpack_from("<qqIIHB5x", blob, at))
    events.sort(key=lambda e: e[0])  # stable: each thread's order survives equal times
    origin = events[0][0]
    rows = [[ns - origin, kind, task, node, worker, value]
            for ns, value, task, node, worker, kind in events]

    index = {n["id"]: i for i, n in enumerate(project["nodes"])}
    nodes = []
    for n in project["nodes"]:
        run = n.get("run", {})
        nodes.append({"id": n["id"], "operator": n["operator"], "title": n.get("title", ""),
                      "map": bool(run.get("map", False)),
                      "lower": run.get("batch_lower_ms", 0) / 1000.0,
                      "upper": run.get("batch_upper_ms", 0) / 1000.0})
    deps = sorted({(index[e["from"].split(".")[0]], index[e["to"].split(".")[0]])
                   for e in project["edges"]})

    # Metric times are relative to the store's clock origin; events carry the steady clock.
    metrics = [list(r) for r in db.execute(
        "SELECT ns + ?, bytes_held, shm_bytes, rss_bytes, workers_rss_bytes, cpu_ns, running, "
        "ready FROM metrics WHERE run_id = ? ORDER BY ns", (clock_origin - origin, run_id))]

    json.dump({"outline": {"backend": backend, "workers": workers, "nodes": nodes,
                           "dependencies": deps},
               "events": rows, "metrics": metrics, "expected": expected(rows, nodes)},
              sys.stdout, separators=(",", ":"))
    sys.stdout.write("\n")


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
    main(sys.argv[1])
