#!/usr/bin/env python3
"""The end-to-end tests' static server: serves a directory as a static host would.

- Picks a free port itself (port 0) and prints it on its first line of output, so runs in parallel
  (other test files, other checkouts on the same machine) never meet on one port.
- Serves the precompressed files that `trunk build --release` writes beside the originals
  (`x.wasm.br`, `x.wasm.gz`) when the request's Accept-Encoding allows them, with the original's
  Content-Type, `Content-Encoding` and `Vary: Accept-Encoding`, as nginx's `gzip_static` /
  `brotli_static` and most static hosts do. A request for the `.gz` or `.br` file itself is
  served as that file.

Usage: server.py ROOT [PORT]   (`make serve` gives a port; the tests let it choose)
"""
import http.server
import os
import socketserver
import sys

ENCODINGS = (("br", ".br"), ("gzip", ".gz"))


def accepted(header):
    """The codings an Accept-Encoding header allows (a coding with q=0 is refused)."""
    codings = set()
    for part in (header or "").split(","):
        name, _, params = part.strip().partition(";")
        q = 1.0
        for p in params.split(";"):
            k, _, v = p.strip().partition("=")
            if k == "q":
                try:
                    q = float(v)
                except ValueError:
                    q = 0.0
        if name and q > 0:
            codings.add(name.strip().lower())
    return codings


class Handler(http.server.SimpleHTTPRequestHandler):
    extensions_map = {
        **http.server.SimpleHTTPRequestHandler.extensions_map,
        ".wasm": "application/wasm",
        ".js": "text/javascript",
        ".mjs": "text/javascript",
        ".webmanifest": "application/manifest+json",
        ".txt": "text/plain; charset=utf-8",
    }

    def log_message(self, *args):
        pass

    def send_head(self):
        path = self.translate_path(self.path)
        if os.path.isdir(path):
            if not self.path.split("?", 1)[0].endswith("/"):
                return super().send_head()
            path = os.path.join(path, "index.html")
        if os.path.isfile(path):
            allowed = accepted(self.headers.get("Accept-Encoding"))
            for coding, suffix in ENCODINGS:
                if coding in allowed and os.path.isfile(path + suffix):
                    return self.send_encoded(path, path + suffix, coding)
        return super().send_head()

    def send_encoded(self, original, encoded, coding):
        f = open(encoded, "rb")
        size = os.fstat(f.fileno()).st_size
        self.send_response(200)
        self.send_header("Content-Type", self.guess_type(original))
        self.send_header("Content-Encoding", coding)
        self.send_header("Content-Length", str(size))
        self.send_header("Vary", "Accept-Encoding")
        self.end_headers()
        return f

    def end_headers(self):
        # Every file (compressed or not) may differ by encoding: caches must key on it.
        if not any(h.lower().startswith(b"vary:") for h in getattr(self, "_headers_buffer", [])):
            self.send_header("Vary", "Accept-Encoding")
        super().end_headers()


class Server(socketserver.ThreadingMixIn, http.server.HTTPServer):
    daemon_threads = True


def main():
    root = sys.argv[1]
    port = int(sys.argv[2]) if len(sys.argv) > 2 else 0
    handler = lambda *a, **k: Handler(*a, directory=root, **k)  # noqa: E731
    with Server(("127.0.0.1", port), handler) as httpd:
        print(httpd.server_address[1], flush=True)
        httpd.serve_forever()


if __name__ == "__main__":
    main()
