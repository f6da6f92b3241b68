// `node scripts/bench/presets-throughput.mjs URL [seconds] [connections]`: requests per second a running server
// answers for one directory URL (default /api/presets?state=CA) asked for with Accept-Encoding "br, gzip", from
// `connections` keep-alive loops for a fixed time. The client reads the bytes without decoding them, so the figure
// is the server's. A measurement, never a test: no assertions (issue 22, finding 11).
import http from "node:http";

const [base = "http://127.0.0.1:3000", secondsArg = "10", connectionsArg = "8"] = process.argv.slice(2);
const url = new URL(base.includes("/api/") ? base : `${base}/api/presets?state=CA`);
const seconds = Number(secondsArg);
const connections = Number(connectionsArg);
const agent = new http.Agent({ keepAlive: true, maxSockets: connections });

let done = 0;
let bytes = 0;
let failed = 0;
const encodings = new Map();

function once() {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { agent, headers: { "accept-encoding": "br, gzip" } }, (response) => {
      let size = 0;
      response.on("data", (chunk) => (size += chunk.length));
      response.on("end", () => {
        if (response.statusCode !== 200) failed += 1;
        const encoding = response.headers["content-encoding"] ?? "none";
        encodings.set(encoding, (encodings.get(encoding) ?? 0) + 1);
        resolve(size);
      });
      response.on("error", reject);
    });
    request.on("error", reject);
  });
}

await once(); // warm-up: start-up work (loading the directory) is not counted
done = 0;
encodings.clear();
const started = performance.now();
const stopAt = started + seconds * 1000;
await Promise.all(
  Array.from({ length: connections }, async () => {
    while (performance.now() < stopAt) {
      bytes += await once();
      done += 1;
    }
  }),
);
const elapsed = (performance.now() - started) / 1000;
agent.destroy();
console.log(
  JSON.stringify({
    url: url.href,
    seconds: Number(elapsed.toFixed(2)),
    connections,
    requests: done,
    failed,
    requestsPerSecond: Math.round(done / elapsed),
    bytesPerResponse: Math.round(bytes / Math.max(1, done)),
    encodings: Object.fromEntries(encodings),
  }),
);
