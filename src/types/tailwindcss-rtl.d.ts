declare module 'tailwindcss-rtl' {
  import type { PluginCreator } from 'tailwindcss/types/config';

  const plugin: { handler: PluginCreator };
  export default plugin;
}
