/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** True in the default build: the msw mock API and the marketing-site stand-in are embedded. */
  readonly VITE_EMBEDDED_API: boolean;
}
