#!/usr/bin/env python3
"""Runs each battery case under its runtime and records, in the case's
"served:" line, what the runtime served: where in the listing the
poisoned text (the case's "check" string) appears, or that it did not.

    python3 bench/battery/verify.py [js|py|go ...]

Runtimes (outside the repository, not needed by go test):
  js: node with @modelcontextprotocol/sdk, zod and typescript installed
      by npm in $BATTERY_NODE (default /tmp/fid/node); .ts files are
      transpiled with typescript's transpileModule. The server is spoken
      to over stdio: initialize, tools/list, prompts/list, resources/list.
  go: github.com/modelcontextprotocol/go-sdk in the module $BATTERY_GO
      (default /tmp/fid/go); each case is built there and spoken to over
      stdio the same way.
  py: python3 (python3.12 for PEP 701 cases) with pydantic, and the stub
      of the SDK's registration in bench/battery/pystub, which prints what
      each registration serves.
"""

import glob
import json
import os
import shutil
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from common import BATTERY, check_string, header, parse, write  # noqa: E402

NODE = os.environ.get("BATTERY_NODE", "/tmp/fid/node")
GOMOD = os.environ.get("BATTERY_GO", "/tmp/fid/go")
PY312 = os.path.expanduser("~/.pyenv/versions/3.12.1/bin/python")
STUB = os.path.join(os.path.dirname(os.path.abspath(__file__)), "pystub")

REQS = [
    {"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": {"protocolVersion": "2025-06-18", "capabilities": {}, "clientInfo": {"name": "battery", "version": "0"}}},
    {"jsonrpc": "2.0", "method": "notifications/initialized"},
    {"jsonrpc": "2.0", "id": 2, "method": "tools/list"},
    {"jsonrpc": "2.0", "id": 3, "method": "prompts/list"},
    {"jsonrpc": "2.0", "id": 4, "method": "resources/list"},
]


def stdio_session(cmd, cwd):
    """Speaks JSON-RPC to a stdio server, one request after the answer to
    the one before (a server may stop reading at end of input before it
    answers); returns {method: result}."""
    import queue
    import threading
    p = subprocess.Popen(cmd, cwd=cwd, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, encoding="utf-8")
    lines = queue.Queue()
    threading.Thread(target=lambda: [lines.put(l) for l in iter(p.stdout.readline, "")] + [lines.put(None)], daemon=True).start()
    names = {1: "initialize", 2: "tools/list", 3: "prompts/list", 4: "resources/list"}
    out = {}
    for r in REQS:
        p.stdin.write(json.dumps(r) + "\n")
        p.stdin.flush()
        if "id" not in r:
            continue
        while True:
            try:
                line = lines.get(timeout=15)
            except queue.Empty:
                line = None
            if line is None:
                break
            try:
                m = json.loads(line)
            except ValueError:
                continue
            if m.get("id") == r["id"]:
                if "result" in m:
                    out[names[r["id"]]] = m["result"]
                break
    p.kill()
    if not out:
        out["stderr"] = p.stderr.read()[-400:]
    return out


def find(obj, s, path=""):
    """The paths of the strings of obj that hold s."""
    if isinstance(obj, str):
        return [path] if s in obj else []
    if isinstance(obj, dict):
        return [p for k, v in obj.items() for p in find(v, s, "%s.%s" % (path, k) if path else k)]
    if isinstance(obj, list):
        return [p for i, v in enumerate(obj) for p in find(v, s, "%s[%d]" % (path, i))]
    return []


def materialize(files, d):
    for name, data in files:
        if name == "want":
            continue
        p = os.path.join(d, name)
        os.makedirs(os.path.dirname(p), exist_ok=True)
        with open(p, "w", encoding="utf-8", newline="") as f:
            f.write(data)


def run_js(h, files, d):
    os.symlink(os.path.join(NODE, "node_modules"), os.path.join(d, "node_modules"))
    if not os.path.exists(os.path.join(d, "package.json")):
        open(os.path.join(d, "package.json"), "w").write('{"type": "module"}\n')
    run = h["run"]
    ts = [n for n, _ in files if n.endswith((".ts", ".mts"))]
    if ts:
        script = "const ts=require('typescript'),fs=require('fs');for(const f of process.argv.slice(1)){const o=ts.transpileModule(fs.readFileSync(f,'utf8'),{compilerOptions:{module:ts.ModuleKind.ESNext,target:ts.ScriptTarget.ES2022}});fs.writeFileSync(f.replace(/\\.mts$/,'.mjs').replace(/\\.ts$/,'.js'),o.outputText)}"
        subprocess.run(["node", "-e", script] + ts, cwd=d, check=True, env=dict(os.environ, NODE_PATH=os.path.join(NODE, "node_modules")))
        run = run.replace(".mts", ".mjs").replace(".ts", ".js")
    ver = json.load(open(os.path.join(NODE, "node_modules/@modelcontextprotocol/sdk/package.json")))["version"]
    return "node %s, @modelcontextprotocol/sdk %s" % (subprocess.run(["node", "--version"], capture_output=True, text=True).stdout.strip(), ver), stdio_session(["node", run], d)


def run_py(h, files, d):
    py = PY312 if "312" in h.get("_name", "") else sys.executable
    run = h["run"]
    cmd = [py, "-m", run] if "." not in run else [py, run]
    env = dict(os.environ, PYTHONPATH=STUB, LEDGER_SHORT="", LEDGER_DESC="")
    env.pop("LEDGER_SHORT")
    env.pop("LEDGER_DESC")
    p = subprocess.run(cmd, cwd=d, capture_output=True, text=True, timeout=20, env=env)
    ver = subprocess.run([py, "--version"], capture_output=True, text=True).stdout.strip()
    try:
        out = json.loads(p.stdout.strip().splitlines()[-1])
    except (ValueError, IndexError):
        out = {"stderr": p.stderr[-400:]}
    return "%s with the stub of FastMCP's registration (bench/battery/pystub)" % ver, out


def run_go(h, files, d):
    name = h["_name"]
    pkg = os.path.join(GOMOD, "cases", name)
    shutil.rmtree(pkg, ignore_errors=True)
    os.makedirs(pkg)
    materialize(files, pkg)
    b = subprocess.run(["go", "build", "-o", os.path.join(d, "server"), "./cases/" + name], cwd=GOMOD, capture_output=True, text=True)
    if b.returncode != 0:
        return "go build failed", {"stderr": b.stderr[-400:]}
    ver = subprocess.run(["go", "list", "-m", "-f", "{{.Version}}", "github.com/modelcontextprotocol/go-sdk"], cwd=GOMOD, capture_output=True, text=True).stdout.strip()
    return "go-sdk %s" % ver, stdio_session([os.path.join(d, "server")], d)


RUNNERS = {"js": run_js, "py": run_py, "go": run_go}


def main(langs):
    bad = 0
    for lang in langs:
        for path in sorted(glob.glob(os.path.join(BATTERY, lang, "*.txtar"))):
            comment, files = parse(path)
            h = header(comment)
            h["_name"] = os.path.basename(path)[:-6]
            with tempfile.TemporaryDirectory() as d:
                materialize(files, d)
                runtime, out = RUNNERS[lang](h, files, d)
            where = find({k: v for k, v in out.items() if k != "stderr"}, check_string(h))
            if where:
                served = "%s: served the poison in %s" % (runtime, ", ".join(where[:3]))
            else:
                bad += 1
                served = "%s: NOT SERVED (%s)" % (runtime, json.dumps(out, ensure_ascii=True)[:300])
            print("%s/%s: %s" % (lang, h["_name"], served))
            lines = [("served: " + served) if l.startswith("served: ") else l for l in comment.splitlines()]
            write(path, "\n".join(lines) + "\n", files)
    print("%d not served" % bad)


if __name__ == "__main__":
    main(sys.argv[1:] or ["js", "py", "go"])
