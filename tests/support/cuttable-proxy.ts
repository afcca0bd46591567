import net from "node:net";

/** A TCP proxy to PostgreSQL that can be cut (every connection dropped, new ones refused) and restored. */
export class CuttableProxy {
  private server = net.createServer();
  private sockets = new Set<net.Socket>();
  private open = true;
  port = 0;

  constructor(private target: { host: string; port: number }) {
    this.server.on("connection", (client) => {
      if (!this.open) return client.destroy();
      const upstream = net.connect(this.target.port, this.target.host);
      for (const s of [client, upstream]) {
        this.sockets.add(s);
        s.on("close", () => this.sockets.delete(s));
        s.on("error", () => {});
      }
      client.pipe(upstream).pipe(client);
      client.on("close", () => upstream.destroy());
      upstream.on("close", () => client.destroy());
    });
  }

  async listen(): Promise<void> {
    await new Promise<void>((resolve) => this.server.listen(0, "127.0.0.1", resolve));
    this.port = (this.server.address() as net.AddressInfo).port;
  }

  cut(): void {
    this.open = false;
    for (const s of this.sockets) s.destroy();
  }

  restore(): void {
    this.open = true;
  }

  close(): Promise<void> {
    this.cut();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

/** A proxy listening in front of the database at `databaseUrl`, and the URL that goes through it. */
export async function proxyInFrontOf(databaseUrl: string): Promise<{ proxy: CuttableProxy; url: string }> {
  const direct = new URL(databaseUrl);
  const proxy = new CuttableProxy({ host: direct.hostname, port: Number(direct.port || 5432) });
  await proxy.listen();
  const viaProxy = new URL(databaseUrl);
  viaProxy.hostname = "127.0.0.1";
  viaProxy.port = String(proxy.port);
  return { proxy, url: viaProxy.toString() };
}
