// The shop as production serves it: behind a TLS proxy that speaks HTTP/2 to browsers
// (docs/decisions/performance.md, 1: the storefront runs behind a reverse proxy). The storefront speaks
// HTTP/1.1 only, where a browser opens at most six connections to a host and queues the
// rest; measured that way, a page's request count would weigh more than its bytes.
import { execFileSync } from "node:child_process";
import { mkdirSync, readFileSync } from "node:fs";
import http from "node:http";
import http2 from "node:http2";
import path from "node:path";

const HOP_BY_HOP = new Set(["connection", "keep-alive", "proxy-connection", "transfer-encoding", "upgrade", "host"]);

/** A throwaway self-signed certificate for localhost, made with openssl. */
function localCertificate(dir) {
  mkdirSync(dir, { recursive: true });
  const key = path.join(dir, "key.pem");
  const cert = path.join(dir, "cert.pem");
  execFileSync(
    "openssl",
    [
      "req",
      "-x509",
      "-newkey",
      "rsa:2048",
      "-nodes",
      "-days",
      "1",
      "-keyout",
      key,
      "-out",
      cert,
      "-subj",
      "/CN=localhost",
    ],
    { stdio: "ignore" },
  );
  return { key: readFileSync(key), cert: readFileSync(cert) };
}

/** Listens on `port` with HTTP/2 over TLS and passes every request to `target` (http://host:port). */
export async function startHttp2Front({ port, target, certDir }) {
  const upstream = new URL(target);
  const server = http2.createSecureServer({ ...localCertificate(certDir), allowHTTP1: true }, (request, response) => {
    const headers = Object.fromEntries(
      Object.entries(request.headers).filter(([name]) => !name.startsWith(":") && !HOP_BY_HOP.has(name)),
    );
    const proxied = http.request(
      {
        host: upstream.hostname,
        port: upstream.port,
        method: request.method,
        path: request.url,
        headers: { ...headers, host: upstream.host },
      },
      (answer) => {
        const passed = Object.fromEntries(Object.entries(answer.headers).filter(([name]) => !HOP_BY_HOP.has(name)));
        response.writeHead(answer.statusCode ?? 502, passed);
        answer.pipe(response);
      },
    );
    proxied.on("error", () => {
      if (!response.headersSent) response.writeHead(502);
      response.end();
    });
    request.pipe(proxied);
  });
  await new Promise((resolve) => server.listen(port, resolve));
  return { close: () => new Promise((resolve) => server.close(resolve)) };
}
