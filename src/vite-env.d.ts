/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_API_BASE_URL?: string;
  readonly VITE_API_MOCKING?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}

/** The icon sprite's address (tools/vite/icon-sprite.ts): `/assets/icons-<hash>.svg` in a build. */
declare module 'virtual:icon-sprite' {
  const address: string;
  export default address;
}
