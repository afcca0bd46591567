import type { Config } from "@react-router/dev/config";

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
} satisfies Config;
