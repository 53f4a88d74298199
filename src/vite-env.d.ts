/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** The host set of config/app.yaml this build talks to (src/adapters/deployment.ts). */
  readonly VITE_DEPLOYMENT: string;
}
