/**
 * A real HTTP server in the test that speaks the OpenAI chat-completions protocol.
 * Each request is answered by the next scripted reply (status, text, delay).
 */
import http from "node:http";
import type { AddressInfo } from "node:net";

export interface ScriptedReply {
  status?: number;
  text?: string;
  delayMs?: number;
  usage?: { prompt_tokens: number; completion_tokens: number };
}

export interface ReceivedRequest {
  authorization: string | undefined;
  body: { model: string; messages: Array<{ role: string; content: string }> };
}

export async function startFakeOpenAI(script: ScriptedReply[], fallback?: ScriptedReply) {
  const received: ReceivedRequest[] = [];
  const server = http.createServer((req, res) => {
    let raw = "";
    req.on("data", (c) => (raw += c));
    req.on("end", () => {
      if (req.method !== "POST" || !req.url?.endsWith("/chat/completions")) {
        res.writeHead(404).end();
        return;
      }
      received.push({ authorization: req.headers.authorization, body: JSON.parse(raw) });
      const reply = script.shift() ?? fallback ?? { status: 500 };
      const send = () => {
        const status = reply.status ?? 200;
        res.setHeader("content-type", "application/json");
        if (status !== 200) {
          res.writeHead(status).end(JSON.stringify({ error: { message: `scripted ${status}`, type: "server_error" } }));
          return;
        }
        res.writeHead(200).end(
          JSON.stringify({
            id: `chatcmpl-${received.length}`,
            object: "chat.completion",
            created: Math.floor(Date.now() / 1000),
            model: received.at(-1)!.body.model,
            choices: [{ index: 0, message: { role: "assistant", content: reply.text ?? "" }, finish_reason: "stop" }],
            usage: { ...(reply.usage ?? { prompt_tokens: 1200, completion_tokens: 3400 }), total_tokens: 0 },
          }),
        );
      };
      if (reply.delayMs) setTimeout(send, reply.delayMs);
      else send();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseURL: `http://127.0.0.1:${port}/v1`,
    received,
    script,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
