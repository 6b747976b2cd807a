#!/usr/bin/env python3
"""Trunk post-build hook: adds a Content-Security-Policy to the built HTML pages.

The policy allows only the site's own files: its scripts (plus the one inline module script Trunk
writes to start the wasm, allowed by its SHA-256 hash), WebAssembly compilation, its styles (and
the inline styles the boards write), its worker and its manifest. Nothing from other origins.
"""
import base64
import hashlib
import os
import re
import sys

staging = os.environ.get("TRUNK_STAGING_DIR") or (sys.argv[1] if len(sys.argv) > 1 else "dist")

for name in sorted(os.listdir(staging)):
    if not name.endswith(".html"):
        continue
    path = os.path.join(staging, name)
    with open(path, encoding="utf-8") as f:
        html = f.read()
    if 'http-equiv="Content-Security-Policy"' in html:
        continue
    hashes = []
    for body in re.findall(r"<script(?![^>]*\bsrc=)[^>]*>(.*?)</script>", html, re.S):
        digest = hashlib.sha256(body.encode("utf-8")).digest()
        hashes.append("'sha256-%s'" % base64.b64encode(digest).decode())
    policy = "; ".join([
        "default-src 'self'",
        "script-src 'self' 'wasm-unsafe-eval' " + " ".join(hashes),
        # Boards write piece positions into style attributes and per-move animation keyframes
        # into <style> elements; styles cannot run code, so inline styles are allowed.
        "style-src 'self' 'unsafe-inline'",
        "img-src 'self' data: blob:",
        "connect-src 'self'",
        "worker-src 'self'",
        "manifest-src 'self'",
        "object-src 'none'",
        "base-uri 'self'",
        "form-action 'none'",
    ])
    meta = '<meta http-equiv="Content-Security-Policy" content="%s" />' % policy
    html = html.replace("<head>", "<head>\n    " + meta, 1)
    with open(path, "w", encoding="utf-8") as f:
        f.write(html)
    print("csp-hook: %s: %d inline script(s) allowed by hash" % (name, len(hashes)))
