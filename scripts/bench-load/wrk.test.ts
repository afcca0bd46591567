import { describe, expect, it } from "vitest";
import { parseWrk, wrkMs } from "./wrk";

const OUTPUT = `Running 5s test @ http://127.0.0.1:4000/de
  2 threads and 50 connections
  Thread Stats   Avg      Stdev     Max   +/- Stdev
    Latency     9.12ms   20.01ms 227.30ms   95.10%
    Req/Sec     1.43k   210.00     1.90k    70.00%
  Latency Distribution
     50%  812.00us
     75%   10.20ms
     90%   20.00ms
     99%    1.02s
  14170 requests in 5.00s, 1.20GB read
  Socket errors: connect 0, read 2, write 0, timeout 3
  Non-2xx or 3xx responses: 7
Requests/sec:   2834.12
Transfer/sec:    245.10MB
`;

describe("wrk output", () => {
  it("reads req/s, p50 and p99 in ms, socket errors and error answers", () => {
    expect(parseWrk(OUTPUT)).toEqual({ rps: 2834.12, p50: 0.812, p99: 1020, errors: 5, non2xx: 7 });
  });

  it("counts no errors when wrk reports none, and gives NaN for a run without figures", () => {
    const clean = OUTPUT.replace(/ {2}Socket errors.*\n/, "").replace(/ {2}Non-2xx.*\n/, "");
    expect(parseWrk(clean)).toMatchObject({ errors: 0, non2xx: 0 });
    expect(parseWrk("unable to connect to 127.0.0.1:1 Connection refused").rps).toBeNaN();
  });

  it("converts each of wrk's units", () => {
    expect([wrkMs("500.00us"), wrkMs("3.51ms"), wrkMs("2.00s"), wrkMs("1.00m"), wrkMs("x")]).toEqual([0.5, 3.51, 2000, 60_000, NaN]);
  });
});
