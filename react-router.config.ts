import type { Config } from "@react-router/dev/config";
import path from "node:path";
import { buildServiceWorker } from "./scripts/build-service-worker";

export default {
  ssr: true,
  // Every v8 behaviour adopted now (docs: "Upgrading from v7"), so the build prints no future-flag
  // warnings and the upgrade to v8 changes nothing.
  future: {
    v8_middleware: true,
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: true,
    v8_passThroughRequests: true,
    v8_trailingSlashAwareDataRequests: true,
  },
  // The offline app's service worker, built from the client build's file list (decision 0071).
  async buildEnd({ viteConfig }) {
    const clientDir = path.join(viteConfig.root, "build", "client");
    const sw = await buildServiceWorker(clientDir, viteConfig.root);
    process.stdout.write(`service worker: build/client/sw.js ${(sw.bytes / 1024).toFixed(1)} KB, ${sw.precache.length} files precached, version ${sw.version}\n`);
  },
} satisfies Config;
